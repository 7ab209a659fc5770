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

/** File sizes as the spec lists them: bytes, KB, MB, GB and up (1024 steps). */
export function formatFileSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return unit === 0
    ? `${value} ${units[0]}`
    : `${value.toFixed(value < 10 ? 2 : 1).replace(/\.?0+$/, '')} ${units[unit]}`
}
