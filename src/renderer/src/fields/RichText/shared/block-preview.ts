/**
 * What a block's card (and an inline block's chip) shows of its content: the first few of its fields
 * that hold something, in the block's field order, each as its label and a short value. Text, select
 * labels, numbers and dates are written out here; a checkbox, a relationship and an upload are left to
 * the card to draw (a tick, the document's title, a thumbnail). Rich text counts as its text's start.
 */
import type { FolioClientBlock, FolioClientField } from '@shared/protocol'
import { labelText } from '@renderer/core/schema/schema'
import { ownFields } from './blocks'

/** Longer values are cut here, with an ellipsis (the card cuts what still does not fit). */
export const PREVIEW_CHARS = 60

export interface DocRef {
  relationTo: string
  value: string | number
}

export type PreviewItem = { name: string; label: string } & (
  | { kind: 'text'; text: string }
  | { kind: 'checkbox'; checked: boolean }
  | { kind: 'relationship'; docs: DocRef[] }
  | { kind: 'upload'; docs: DocRef[] }
)

/** Fields that only lay out others (row, collapsible, unnamed tabs) give their fields in place. */
function flatFields(fields: readonly FolioClientField[]): FolioClientField[] {
  return fields.flatMap((field) => {
    if (field.type === 'row' || field.type === 'collapsible') return flatFields(field.fields ?? [])
    if (field.type === 'tabs')
      return (field.tabs ?? []).flatMap((tab) => (tab.name ? [] : flatFields(tab.fields ?? [])))
    return field.name && !field.hidden && !(field.admin as { hidden?: boolean } | undefined)?.hidden ? [field] : []
  })
}

/** Cut to `max` characters, whitespace collapsed, with an ellipsis when something was left out. */
export function shorten(text: string, max = PREVIEW_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat
}

/** The text of a rich-text value (Lexical JSON), paragraphs joined by spaces, read up to about `max` characters. */
export function richTextStart(value: unknown, max = PREVIEW_CHARS): string {
  const parts: string[] = []
  let length = 0
  const walk = (node: unknown) => {
    if (length > max || !node || typeof node !== 'object') return
    const { text, children } = node as { text?: unknown; children?: unknown }
    if (typeof text === 'string') {
      parts.push(text)
      length += text.length
    }
    if (Array.isArray(children)) {
      for (const child of children) walk(child)
      // A block of text ends with a space before the next one.
      parts.push(' ')
    }
  }
  walk((value as { root?: unknown } | null)?.root)
  return shorten(parts.join(''), max)
}

/** The documents a relationship or upload value points at: ids, populated documents or `{ relationTo, value }`. */
export function docRefs(field: FolioClientField, value: unknown): DocRef[] {
  const targets = Array.isArray(field.relationTo) ? (field.relationTo as string[]) : [field.relationTo as string]
  const one = (item: unknown): DocRef | null => {
    if (typeof item === 'string' || typeof item === 'number')
      return targets.length === 1 && targets[0] ? { relationTo: targets[0], value: item } : null
    if (!item || typeof item !== 'object') return null
    const record = item as { relationTo?: unknown; value?: unknown; id?: unknown }
    if (typeof record.relationTo === 'string') {
      const inner = record.value
      const id =
        inner && typeof inner === 'object' ? (inner as { id?: unknown }).id : (inner as string | number | undefined)
      return typeof id === 'string' || typeof id === 'number' ? { relationTo: record.relationTo, value: id } : null
    }
    return (typeof record.id === 'string' || typeof record.id === 'number') && targets.length === 1 && targets[0]
      ? { relationTo: targets[0], value: record.id }
      : null
  }
  return (Array.isArray(value) ? value : [value]).map(one).filter((ref): ref is DocRef => ref !== null)
}

type Option = string | { label: unknown; value: string }

function optionLabels(field: FolioClientField, value: unknown, language: string): string {
  const options = (field.options ?? []) as Option[]
  const label = (v: unknown) => {
    const option = options.find((o) => (typeof o === 'string' ? o : o.value) === v)
    return option && typeof option === 'object' ? labelText(option.label as never, language, String(v)) : String(v)
  }
  return (Array.isArray(value) ? value : [value]).map(label).join(', ')
}

function dateText(value: string, language: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date)
}

/** One field's entry, or null when it holds nothing worth showing. */
function previewOf(field: FolioClientField, value: unknown, language: string): PreviewItem | null {
  const base = { name: field.name!, label: labelText(field.label, language, field.name) }
  const empty = value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  if (empty && field.type !== 'checkbox') return null
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return typeof value === 'string' || Array.isArray(value)
        ? { ...base, kind: 'text', text: shorten(Array.isArray(value) ? value.join(', ') : value) }
        : null
    case 'number':
      return typeof value === 'number' || Array.isArray(value)
        ? {
            ...base,
            kind: 'text',
            text: shorten(
              (Array.isArray(value) ? value : [value])
                .map((n) => (typeof n === 'number' ? new Intl.NumberFormat(language).format(n) : String(n)))
                .join(', '),
            ),
          }
        : null
    case 'select':
    case 'radio':
      return { ...base, kind: 'text', text: shorten(optionLabels(field, value, language)) }
    case 'checkbox':
      return typeof value === 'boolean' ? { ...base, kind: 'checkbox', checked: value } : null
    case 'date':
      return typeof value === 'string' ? { ...base, kind: 'text', text: dateText(value, language) } : null
    case 'richText': {
      const text = richTextStart(value)
      return text ? { ...base, kind: 'text', text } : null
    }
    case 'relationship':
    case 'upload': {
      const docs = docRefs(field, value)
      return docs.length ? { ...base, kind: field.type, docs } : null
    }
    default:
      return null
  }
}

/** The first `max` fields of the block that hold a value, in the block's field order. */
export function blockPreview(
  fields: Record<string, unknown>,
  block: FolioClientBlock,
  language: string,
  max = 3,
): PreviewItem[] {
  const items: PreviewItem[] = []
  for (const field of flatFields(ownFields(block))) {
    if (items.length >= max) break
    const item = previewOf(field, fields[field.name!], language)
    if (item) items.push(item)
  }
  return items
}
