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
