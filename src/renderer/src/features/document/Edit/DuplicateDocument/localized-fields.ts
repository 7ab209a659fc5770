/** Whether any field (in rows, groups, tabs or blocks) is localized: only then are locales chosen to duplicate. */
import type { FolioClientField } from '@shared/protocol'

export function hasLocalizedFields(fields: FolioClientField[]): boolean {
  return fields.some(
    (field) =>
      field.localized === true ||
      hasLocalizedFields(field.fields ?? []) ||
      hasLocalizedFields(field.tabs ?? []) ||
      (field.blocks ?? []).some((block) => hasLocalizedFields(block.fields)),
  )
}
