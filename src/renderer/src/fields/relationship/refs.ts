/** A relationship value as Payload stores it, and the options a picker offers. */
export type Id = string | number
/** An id, or for polymorphic fields the collection with the id (or the populated document). */
export type Ref = Id | { relationTo: string; value: Id | { id: Id } }

export interface Choice {
  /** `collection:id`, unique across the collections a field relates to. */
  key: string
  relationTo: string
  id: Id
  title: string
  doc: Record<string, unknown>
}

export const refId = (ref: Ref): Id =>
  typeof ref === 'object' ? (typeof ref.value === 'object' ? ref.value.id : ref.value) : ref
export const refCollection = (ref: Ref, fallback: string) => (typeof ref === 'object' ? ref.relationTo : fallback)
export const refKey = (ref: Ref, fallback: string) => `${refCollection(ref, fallback)}:${String(refId(ref))}`

/** The field's value as a list, whether it holds one document, many or none. */
export const refList = (value: Ref | Ref[] | null | undefined): Ref[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]

export function choiceOf(relationTo: string, doc: Record<string, unknown>, title: string): Choice {
  const id = doc.id as Id
  return { key: `${relationTo}:${String(id)}`, relationTo, id, title, doc }
}
