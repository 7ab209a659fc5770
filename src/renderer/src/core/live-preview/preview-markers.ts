/**
 * The preview's copy of a document with a field marker after each text a reader sees (see
 * shared/visual-editing.ts), so the preview's overlay can say which form field a click landed on.
 *
 * Only a copy is marked: the form's data is never touched, so no marker can reach a save, the API view
 * or the clipboard. Marked: text and textarea fields and the text nodes of rich text. Left alone:
 * values a page computes with rather than shows (select, date, email, code, json, numbers), text fields
 * whose name says they are a slug, URL, path, key or id, and strings that look like a URL or a date,
 * so a frontend's links, queries and comparisons see the value the editor typed.
 */
import type { FolioClientBlock, FolioClientField } from '@shared/protocol'
import { encodeFieldMarker, type FieldMarker } from '@shared/visual-editing'
import { labelFromSlug, labelText } from '../schema/schema'
import { blocksOfField, toBlockMap } from './field-schema'

export interface PreviewMarkerOptions {
  /** The client config's root blocks, for blocks fields that name theirs by slug. */
  blocks?: readonly FolioClientBlock[]
  /** The editor's language, for the labels drawn on the outlines. */
  language: string
}

type Data = Record<string, unknown>

/** Names of text fields whose value a frontend builds with: never marked. */
const COMPUTED_NAME =
  /(^|[-_])(slug|url|href|path|key|id|email|colou?r|hex|code|handle)$|[a-z0-9](Slug|Url|URL|Href|Path|Key|Id|ID|Email|Colou?r|Hex|Code|Handle)$/
/** Values a frontend may parse: never marked. */
const COMPUTED_VALUE = /^([a-z][a-z0-9+.-]*:\/\/|\/|#|mailto:|tel:|\d{4}-\d{2}-\d{2})/i

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A marked copy of `data` (the form's own object is left as it is). */
export function markForPreview(data: Data, fields: readonly FolioClientField[], options: PreviewMarkerOptions): Data {
  const blocks = toBlockMap(options.blocks)
  const label = (field: FolioClientField) => labelText(field.label, options.language, labelFromSlug(field.name ?? ''))
  return markFields(data, fields, '', { blocks, label })
}

interface Walk {
  blocks: Map<string, FolioClientBlock>
  label: (field: FolioClientField) => string
}

function markFields(data: Data, fields: readonly FolioClientField[], prefix: string, walk: Walk): Data {
  const out: Data = { ...data }
  for (const field of fields) {
    if (!field || typeof field !== 'object') continue
    const name = typeof field.name === 'string' && field.name !== '' ? field.name : undefined
    switch (field.type) {
      case 'row':
      case 'collapsible':
        Object.assign(out, markFields(out, field.fields ?? [], prefix, walk))
        break
      case 'tabs':
        for (const tab of field.tabs ?? []) {
          const tabName = typeof tab.name === 'string' && tab.name !== '' ? tab.name : undefined
          if (!tabName) Object.assign(out, markFields(out, tab.fields ?? [], prefix, walk))
          else if (isRecord(out[tabName]))
            out[tabName] = markFields(out[tabName], tab.fields ?? [], `${prefix}${tabName}.`, walk)
        }
        break
      case 'group':
        if (!name) Object.assign(out, markFields(out, field.fields ?? [], prefix, walk))
        else if (isRecord(out[name])) out[name] = markFields(out[name], field.fields ?? [], `${prefix}${name}.`, walk)
        break
      case 'array':
        if (name && Array.isArray(out[name]))
          out[name] = (out[name] as unknown[]).map((row, index) =>
            isRecord(row) ? markFields(row, field.fields ?? [], `${prefix}${name}.${index}.`, walk) : row,
          )
        break
      case 'blocks':
        if (name && Array.isArray(out[name]))
          out[name] = (out[name] as unknown[]).map((row, index) => {
            if (!isRecord(row) || typeof row.blockType !== 'string') return row
            const block = blocksOfField(field, walk.blocks).find((b) => b.slug === row.blockType)
            return block ? markFields(row, block.fields ?? [], `${prefix}${name}.${index}.`, walk) : row
          })
        break
      case 'text':
      case 'textarea': {
        const value = name ? out[name] : undefined
        if (!name || typeof value !== 'string' || field.hasMany) break
        if (value.trim() === '' || COMPUTED_NAME.test(name) || COMPUTED_VALUE.test(value.trim())) break
        out[name] = encodeFieldMarker(value, { path: `${prefix}${name}`, label: walk.label(field) })
        break
      }
      case 'richText': {
        const value = name ? out[name] : undefined
        if (name && isRecord(value) && isRecord(value.root))
          out[name] = {
            ...value,
            root: markRichText(value.root, [], { path: `${prefix}${name}`, label: walk.label(field) }),
          }
        break
      }
      default:
        break
    }
  }
  return out
}

/** Lexical's JSON: each text node's text gets the field's marker and the node's place from the root. */
function markRichText(node: Data, at: number[], field: FieldMarker): Data {
  const out: Data = { ...node }
  if (node.type === 'text' && typeof node.text === 'string' && node.text.trim() !== '')
    out.text = encodeFieldMarker(node.text, { ...field, node: at })
  if (Array.isArray(node.children))
    out.children = node.children.map((child: unknown, index) =>
      isRecord(child) ? markRichText(child, [...at, index], field) : child,
    )
  return out
}
