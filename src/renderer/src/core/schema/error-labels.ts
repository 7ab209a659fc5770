import type { FolioClientField } from '@shared/protocol'
import { labelFromSlug, labelText } from './schema'

const twoDigits = (n: number) => String(n).padStart(2, '0')
const isIndex = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment)

export interface LabelPathOptions {
  language: string
  /** The type of the block at `rowsPath.index` in the form (error paths name rows by index only). */
  blockTypeAt: (rowsPath: string, index: number) => string | undefined
}

const fieldLabel = (field: FolioClientField, language: string) =>
  labelText(field.label, language, field.name ? labelFromSlug(field.name) : '')

/** The data field named `name` at this level, looking through rows, collapsibles and unnamed tabs and groups. */
function findNamed(fields: readonly FolioClientField[], name: string): FolioClientField[] | undefined {
  for (const field of fields) {
    if (field.name === name && field.type !== 'tab') return [field]
    const inner =
      field.type === 'tabs'
        ? (field.tabs ?? []).map((tab) => (tab.name ? { ...tab, type: 'tab' } : tab))
        : !field.name && field.fields
          ? field.fields
          : undefined
    if (!inner) continue
    for (const child of inner) {
      // A named tab is a step of the path like a group; an unnamed one is see-through.
      if (child.type === 'tab' && child.name === name) return [child]
      const found = child.name && child.type === 'tab' ? undefined : findNamed(child.fields ?? [child], name)
      if (found) return found
    }
  }
  return undefined
}

/**
 * An error path of the server's answer (`content.1.links.0.label`) as the editor sees it, by labels:
 * each field's label, and for each row the label its header shows ("Hero 02", "Link 01"), so the toast
 * says where to look. Segments no field describes (inside rich text, say) are named from their key.
 */
export function labelPath(fields: readonly FolioClientField[], path: string, options: LabelPathOptions): string[] {
  const { language } = options
  const segments = path.split('.')
  const labels: string[] = []
  let level: readonly FolioClientField[] | undefined = fields
  let at = ''
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!
    const field = level ? findNamed(level, segment)?.[0] : undefined
    at = at ? `${at}.${segment}` : segment
    if (!field) {
      if (!isIndex(segment)) labels.push(labelFromSlug(segment))
      level = undefined
      continue
    }
    labels.push(
      field.type === 'tab' ? labelText(field.label, language, labelFromSlug(segment)) : fieldLabel(field, language),
    )
    if ((field.type === 'array' || field.type === 'blocks') && isIndex(segments[i + 1])) {
      const index = Number(segments[++i])
      const rowLabel = rowLabelOf(field, options.blockTypeAt(at, index), index, language)
      labels.push(rowLabel.text)
      level = rowLabel.fields
      at = `${at}.${index}`
    } else {
      level = field.fields
    }
  }
  return labels
}

function rowLabelOf(field: FolioClientField, blockType: string | undefined, index: number, language: string) {
  if (field.type === 'blocks') {
    const block = field.blocks?.find((b) => b.slug === blockType)
    const name = block ? labelText(block.labels?.singular, language, labelFromSlug(block.slug)) : (blockType ?? '')
    return { text: `${name} ${twoDigits(index + 1)}`, fields: block?.fields }
  }
  const labels = field.labels as { singular?: string | Record<string, string> } | undefined
  return { text: `${labelText(labels?.singular, language, 'Item')} ${twoDigits(index + 1)}`, fields: field.fields }
}

/** Every row on the way to an error path (`content.1.links.0.label` → `content.1`, `content.1.links.0`). */
export function rowsOnPath(path: string): { rowsPath: string; index: number }[] {
  const segments = path.split('.')
  const out: { rowsPath: string; index: number }[] = []
  for (let i = 1; i < segments.length; i++) {
    if (isIndex(segments[i])) out.push({ rowsPath: segments.slice(0, i).join('.'), index: Number(segments[i]) })
  }
  return out
}
