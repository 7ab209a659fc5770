/** Dates in the admin's configured format (Payload's default when none is set), in the UI language. */
import { format as formatDate } from 'date-fns'
import type { Locale } from 'date-fns'

export const DEFAULT_DATE_FORMAT = 'MMMM do yyyy, h:mm a'

export function formatAdminDate(value: unknown, dateFormat: string | undefined, locale?: Locale): string {
  if (value === null || value === undefined || value === '') return ''
  const date = new Date(value as string)
  if (Number.isNaN(date.getTime())) return String(value)
  try {
    return formatDate(date, dateFormat || DEFAULT_DATE_FORMAT, locale ? { locale } : undefined)
  } catch {
    return formatDate(date, DEFAULT_DATE_FORMAT, locale ? { locale } : undefined)
  }
}

/** File sizes as the spec lists them: bytes, KB, MB, GB and up (1024 steps), the number in the UI language's digits. */
export function formatFileSize(bytes: number, language = 'en'): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 ? 0 : value < 10 ? 2 : 1
  return `${numberFormat(language, digits).format(value)} ${units[unit]}`
}

const numberFormats = new Map<string, Intl.NumberFormat>()
function numberFormat(language: string, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${language}:${maximumFractionDigits}`
  let format = numberFormats.get(key)
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { maximumFractionDigits })
    } catch {
      format = new Intl.NumberFormat('en', { maximumFractionDigits })
    }
    numberFormats.set(key, format)
  }
  return format
}

/** The most of a typed title the header and breadcrumbs show: far more than fits, far less than a pasted megabyte. */
export const SHOWN_TITLE_MAX = 300

/**
 * A title as headings show it: whole up to SHOWN_TITLE_MAX characters, else cut (between characters)
 * with an ellipsis. A 1 MB title laid out again in the header on every keystroke made typing take
 * seconds; the field itself keeps every character.
 */
export function shownTitle(title: string): string {
  if (title.length <= SHOWN_TITLE_MAX) return title
  const cut = title.slice(0, SHOWN_TITLE_MAX)
  const last = cut.charCodeAt(cut.length - 1)
  // Half of a surrogate pair (an emoji, say) goes with the rest of it.
  return `${last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut}…`
}
