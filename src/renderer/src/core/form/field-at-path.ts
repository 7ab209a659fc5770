/**
 * The field definition behind a data path ('layout.2.images.0.caption'), walking named groups and
 * tabs, see-through rows/collapsibles/unnamed tabs, array rows, and blocks by each row's blockType.
 */
import type { FolioClientField } from '@shared/protocol'

export function fieldAtPath(
  fields: readonly FolioClientField[],
  path: string,
  blockTypeAt: (arrayPath: string, index: number) => string | undefined,
): FolioClientField | undefined {
  const parts = path.split('.')
  let list: readonly FolioClientField[] = fields
  let prefix = ''
  for (let i = 0; i < parts.length; i++) {
    const field = findNamed(list, parts[i]!)
    if (!field) return undefined
    prefix = prefix ? `${prefix}.${parts[i]}` : parts[i]!
    if (i === parts.length - 1) return field
    if (field.type === 'array') {
      const index = Number(parts[++i])
      if (!Number.isInteger(index)) return undefined
      if (i === parts.length - 1) return field
      prefix = `${prefix}.${index}`
      list = field.fields ?? []
    } else if (field.type === 'blocks') {
      const index = Number(parts[++i])
      if (!Number.isInteger(index)) return undefined
      if (i === parts.length - 1) return field
      const blockType = blockTypeAt(prefix, index)
      const block = (field.blocks ?? []).find((b) => b.slug === blockType)
      if (!block) return undefined
      prefix = `${prefix}.${index}`
      list = block.fields
    } else if (field.type === 'group' || field.type === 'tab') {
      list = field.fields ?? []
    } else {
      return undefined
    }
  }
  return undefined
}

/** A named field in a list, looking through rows, collapsibles, unnamed groups and unnamed tabs. */
function findNamed(list: readonly FolioClientField[], name: string): FolioClientField | undefined {
  for (const field of list) {
    if (field.name === name && field.type !== 'tabs') return field
    if (!field.name && (field.type === 'row' || field.type === 'collapsible' || field.type === 'group')) {
      const inner = findNamed(field.fields ?? [], name)
      if (inner) return inner
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        if (tab.name === name) return { ...tab, type: 'tab' }
        if (!tab.name) {
          const inner = findNamed(tab.fields ?? [], name)
          if (inner) return inner
        }
      }
    }
  }
  return undefined
}
