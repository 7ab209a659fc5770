/** What a list cell shows for a field value (depth 1: relations arrive as documents). */
import type { Locale } from 'date-fns'
import type { FolioClientField, FolioSchemaResponse } from '@shared/protocol'
import { formatAdminDate } from '../../core/lib/format'
import { labelText, titleFieldOf } from '../../core/schema/schema'
import type { Translate } from '../../core/i18n/translate'

export interface CellContext {
  schema: FolioSchemaResponse
  language: string
  dateFormat?: string
  dateLocale?: Locale
  t: Translate
}

/** A value as a cell's text: scalars as they are, anything else as JSON (as the json cells show it). */
function scalarText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  return JSON.stringify(value) ?? ''
}

function relationTitle(value: unknown, relationTo: string | undefined, ctx: CellContext): string {
  if (value === null || typeof value !== 'object') return scalarText(value)
  const polymorphic = value as { relationTo?: string; value?: unknown }
  if (typeof polymorphic.relationTo === 'string' && 'value' in polymorphic)
    return relationTitle(polymorphic.value, polymorphic.relationTo, ctx)
  const doc = value as Record<string, unknown>
  const related = ctx.schema.config.collections.find((c) => c.slug === relationTo)
  const titleField = related ? titleFieldOf(related) : 'id'
  return scalarText(doc[titleField] ?? doc.filename ?? doc.id)
}

export function cellText(field: FolioClientField, value: unknown, ctx: CellContext): string {
  if (field.name === '_status')
    return value === 'published' ? ctx.t('version:published') : value === 'draft' ? ctx.t('version:draft') : ''
  if (value === null || value === undefined) return ''
  const relationTo = typeof field.relationTo === 'string' ? field.relationTo : undefined
  switch (field.type) {
    case 'date':
      return formatAdminDate(value, ctx.dateFormat, ctx.dateLocale)
    case 'checkbox':
      return value ? 'true' : 'false'
    case 'relationship':
    case 'upload':
      return (Array.isArray(value) ? value : [value])
        .map((v) => relationTitle(v, relationTo, ctx))
        .filter(Boolean)
        .join(', ')
    case 'select':
    case 'radio': {
      const options = (field.options ?? []) as Array<string | { label: string | Record<string, string>; value: string }>
      const label = (v: unknown) => {
        const option = options.find((o) => (typeof o === 'string' ? o : o.value) === v)
        return option === undefined
          ? String(v)
          : typeof option === 'string'
            ? option
            : labelText(option.label, ctx.language, option.value)
      }
      return Array.isArray(value) ? value.map(label).join(', ') : label(value)
    }
    case 'json':
    case 'point':
      return JSON.stringify(value)
    default:
      if (Array.isArray(value)) return value.join(', ')
      return scalarText(value)
  }
}
