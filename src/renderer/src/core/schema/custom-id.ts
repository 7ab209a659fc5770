/**
 * A collection's own `id` field (Payload's custom ids): a field named `id` at the document's top level,
 * or in a row, collapsible or unnamed tab there (they add no level to the data). Payload adds a hidden
 * `id` field of its own to collections without one; that one is not a custom id. Payload's admin shows
 * a custom id on create, where the editor types it and the create request carries it, and read-only
 * after (the id names the document: saving cannot change it).
 */
import type { FolioClientField } from '@shared/protocol'

/** The collection's custom id field, when it has one. */
export function customIdField(fields: readonly FolioClientField[] | undefined): FolioClientField | undefined {
  for (const field of fields ?? []) {
    if (field.name === 'id') {
      if (!field.hidden && field.type !== 'tabs') return field
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        if (tab.name) continue
        const found = customIdField(tab.fields)
        if (found) return found
      }
    } else if ((field.type === 'row' || field.type === 'collapsible') && !field.name) {
      const found = customIdField(field.fields)
      if (found) return found
    }
  }
  return undefined
}

/** Whether a create request sends this `id`: a custom id the editor gave (an empty one is left to the server to refuse). */
export function sendsCustomId(fields: readonly FolioClientField[] | undefined, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false
  return customIdField(fields) !== undefined
}
