/**
 * A new joined document's starting data: its `on` field pointing at the open document, nested in the
 * groups and named tabs the path goes through, as a list for hasMany and as `{ relationTo, value }`
 * where the relationship is polymorphic (what Payload's Join field gives its drawer).
 */
import type { FolioClientField } from '@shared/protocol'
import { fieldAtPath } from '../../core/form/field-at-path'

export function joinInitialData(
  fields: FolioClientField[],
  on: string,
  parent: { slug: string; id: string | number },
): Record<string, unknown> | undefined {
  // A path through an array or blocks would need a new row (fieldAtPath finds no field there): none.
  const field = fieldAtPath(fields, on, () => undefined)
  if (!field || (field.type !== 'relationship' && field.type !== 'upload')) return undefined
  const value = Array.isArray(field.relationTo) ? { relationTo: parent.slug, value: parent.id } : parent.id
  const keys = on.split('.')
  const last = keys.pop()!
  return keys.reduceRight<Record<string, unknown>>((inner, key) => ({ [key]: inner }), {
    [last]: field.hasMany ? [value] : value,
  })
}
