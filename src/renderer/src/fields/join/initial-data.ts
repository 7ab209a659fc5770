/**
 * A new joined document's starting data: its `on` field pointing at the open document, nested in the
 * groups and named tabs the path goes through, as a list for hasMany and as `{ relationTo, value }`
 * where the relationship is polymorphic (what Payload's Join field gives its drawer).
 */
import type { FolioClientField } from '@shared/protocol'

/** Rows, collapsibles and unnamed tabs add no level to a path. */
function findNamed(fields: FolioClientField[], name: string): FolioClientField | undefined {
  for (const field of fields) {
    if (field.name === name) return field
    if (!field.name && field.fields) {
      const inside = findNamed(field.fields, name)
      if (inside) return inside
    }
    for (const tab of field.tabs ?? []) {
      if (tab.name === name) return { ...tab, type: 'group' }
      if (!tab.name) {
        const inside = findNamed(tab.fields ?? [], name)
        if (inside) return inside
      }
    }
  }
  return undefined
}

export function joinInitialData(
  fields: FolioClientField[],
  on: string,
  parent: { slug: string; id: string | number },
): Record<string, unknown> | undefined {
  const [name, ...rest] = on.split('.')
  const field = name ? findNamed(fields, name) : undefined
  if (!field?.name) return undefined
  if (field.type === 'relationship' || field.type === 'upload') {
    if (rest.length) return undefined
    const value = Array.isArray(field.relationTo) ? { relationTo: parent.slug, value: parent.id } : parent.id
    return { [field.name]: field.hasMany ? [value] : value }
  }
  if (field.type === 'group' && rest.length) {
    const inner = joinInitialData(field.fields ?? [], rest.join('.'), parent)
    return inner && { [field.name]: inner }
  }
  // Arrays and blocks would need a new row: the drawer starts without one.
  return undefined
}
