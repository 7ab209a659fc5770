/** What the document drawer of a relationship or upload field may open, and where its saved document goes. */
import { refKey, refList, type Id, type Ref } from './refs'

/**
 * What the field's config lets its drawer do (Payload's `admin.allowCreate`, both kinds, and
 * `admin.allowEdit`, relationships only: an upload's chosen file stays editable unless read-only).
 */
export function drawerAllows(field: { type: string; admin?: Record<string, unknown> }): {
  create: boolean
  edit: boolean
} {
  return {
    create: field.admin?.allowCreate !== false,
    edit: field.type === 'upload' || field.admin?.allowEdit !== false,
  }
}

/** The related collections a new document may be created in from this field: those the editor may create in. */
export function creatableCollections(relationTo: readonly string[], mayCreate: (slug: string) => boolean): string[] {
  return relationTo.filter((slug) => mayCreate(slug))
}

/**
 * The field's value with a document just created in the drawer: added at the end of a hasMany value
 * (once: a second report of the same save adds nothing), or in place of a single value.
 */
export function withCreated(
  value: Ref | Ref[] | null | undefined,
  created: { relationTo: string; id: Id },
  options: { hasMany: boolean; polymorphic: boolean; fallback: string },
): Ref | Ref[] {
  const ref: Ref = options.polymorphic ? { relationTo: created.relationTo, value: created.id } : created.id
  if (!options.hasMany) return ref
  const refs = refList(value)
  const key = refKey(ref, options.fallback)
  return refs.some((r) => refKey(r, options.fallback) === key) ? refs : [...refs, ref]
}
