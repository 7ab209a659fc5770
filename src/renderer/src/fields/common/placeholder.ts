/**
 * A field's `admin.placeholder` in the UI language, as Payload's admin shows it on text, textarea,
 * email, number, point, date, select and relationship inputs: a plain string, or one per language
 * (`{ en, de }`). A placeholder Payload's config gives as a function never reaches the client.
 */
import type { FolioClientField } from '@shared/protocol'
import { labelText } from '../../core/schema/schema'

export function fieldPlaceholder(field: FolioClientField, language: string): string | undefined {
  const placeholder = (field.admin as { placeholder?: unknown } | undefined)?.placeholder
  if (typeof placeholder === 'string') return placeholder || undefined
  if (placeholder && typeof placeholder === 'object' && !Array.isArray(placeholder)) {
    const byLanguage = Object.fromEntries(
      Object.entries(placeholder).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    return labelText(byLanguage, language) || undefined
  }
  return undefined
}
