import type { FolioClientField } from '@shared/protocol'

const LEAF_TYPES = new Set(['json', 'point', 'richText'])

/** Schema paths (no row indexes) of fields whose object values are one value, not a group. */
export function leafPaths(fields: FolioClientField[], parent = '', out = new Set<string>()): Set<string> {
  for (const field of fields) {
    const own = field.name ? (parent ? `${parent}.${field.name}` : field.name) : parent
    if (LEAF_TYPES.has(field.type) && field.name) out.add(own)
    if (field.type === 'tabs')
      for (const tab of field.tabs ?? [])
        leafPaths(tab.fields ?? [], tab.name ? (parent ? `${parent}.${tab.name}` : tab.name) : parent, out)
    else if (field.fields) leafPaths(field.fields, own, out)
    for (const block of field.blocks ?? []) leafPaths(block.fields, own, out)
  }
  return out
}

/**
 * What the form depends on in the schema, as a string: the same for a schema read again in another
 * language (other labels and descriptions, the same fields), so the form and what was typed stay.
 */
export function leafPathsKey(fields: FolioClientField[] | undefined): string {
  return fields ? JSON.stringify([...leafPaths(fields)].sort()) : ''
}

/** The leaf paths a key was made of. */
export function leafPathsOfKey(key: string): Set<string> {
  return new Set(key ? (JSON.parse(key) as string[]) : [])
}
