/**
 * Relationship and upload values reduced to (collection, id) references and diffed as lists. A value
 * is an id, a populated document (its `id` is used), or for polymorphic fields `{ relationTo, value }`
 * where `value` is again an id or a document.
 */
import { DEFAULT_MAX_EDIT_DISTANCE, diffSequences } from './sequence'
import type { RelationDiffItem, RelationRef } from './types'
import { isMissing, isPlainObject, type ValueSite, wrongType } from './values'

const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value))

function idOfTarget(value: unknown): string | number | undefined {
  if (isId(value)) return value
  if (isPlainObject(value) && isId(value.id)) return value.id
  return undefined
}

/** One reference; undefined for a missing value. */
export function toRelationRef(value: unknown, relationTo: string | string[], site: ValueSite): RelationRef | undefined {
  if (isMissing(value)) return undefined
  if (Array.isArray(relationTo)) {
    if (!isPlainObject(value) || typeof value.relationTo !== 'string')
      throw wrongType(site, '{ relationTo, value } (polymorphic relationship)', value)
    if (isMissing(value.value)) return undefined
    const id = idOfTarget(value.value)
    if (id === undefined) throw wrongType(site, 'an id or a document with an id', value.value)
    return { relationTo: value.relationTo, value: id }
  }
  // A single-collection field may still come as { relationTo, value } from some adapters.
  if (isPlainObject(value) && typeof value.relationTo === 'string' && 'value' in value && !('id' in value)) {
    if (isMissing(value.value)) return undefined
    const id = idOfTarget(value.value)
    if (id === undefined) throw wrongType(site, 'an id or a document with an id', value.value)
    return { relationTo: value.relationTo, value: id }
  }
  const id = idOfTarget(value)
  if (id === undefined) throw wrongType(site, 'an id or a document with an id', value)
  return { relationTo, value: id }
}

/** All references of a (has-many or single) value. */
export function toRelationRefs(
  value: unknown,
  relationTo: string | string[],
  hasMany: boolean,
  site: ValueSite,
): RelationRef[] {
  if (isMissing(value)) return []
  if (hasMany) {
    if (!Array.isArray(value)) throw wrongType(site, 'an array of references (hasMany)', value)
    const refs: RelationRef[] = []
    for (const item of value) {
      const ref = toRelationRef(item, relationTo, site)
      if (ref) refs.push(ref)
    }
    return refs
  }
  if (Array.isArray(value)) throw wrongType(site, 'a single reference', value)
  const ref = toRelationRef(value, relationTo, site)
  return ref ? [ref] : []
}

export const relationKey = (ref: RelationRef): string => `${ref.relationTo}\u0000${String(ref.value)}`

/** Merged list in display order with an op per reference. */
export function diffRelationRefs(
  before: readonly RelationRef[],
  after: readonly RelationRef[],
  maxEditDistance = DEFAULT_MAX_EDIT_DISTANCE,
): RelationDiffItem[] {
  const runs = diffSequences(before.map(relationKey), after.map(relationKey), maxEditDistance)
  const out: RelationDiffItem[] = []
  let i = 0
  let j = 0
  for (const run of runs) {
    for (let c = 0; c < run.count; c++) {
      if (run.op === 'equal') {
        out.push({ ...(after[j] as RelationRef), op: 'equal' })
        i++
        j++
      } else if (run.op === 'delete') out.push({ ...(before[i++] as RelationRef), op: 'delete' })
      else out.push({ ...(after[j++] as RelationRef), op: 'insert' })
    }
  }
  return out
}

export function relationText(refs: readonly RelationRef[], polymorphic: boolean): string {
  return refs.map((ref) => (polymorphic ? `${ref.relationTo}: ${ref.value}` : String(ref.value))).join(', ')
}
