/**
 * Date fields: the ISO instant Payload stores, shown and typed as wall time. Without a timezone the
 * wall time is the computer's; with Payload's `timezone: true` it is the zone kept beside the date
 * in `<name>_tz`, so an event at 10:00 in Tokyo reads 10:00 on every editor's machine.
 */
import { TZDate } from '@date-fns/tz'

export type DateAppearance = 'dayOnly' | 'dayAndTime' | 'timeOnly' | 'monthOnly'

export interface TimezoneOption {
  label: string
  value: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The value for an `<input type=date|datetime-local>`, '' for nothing or an invalid date. */
export function toWallTime(iso: string | null | undefined, withTime: boolean, timeZone?: string): string {
  if (!iso) return ''
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return ''
  const d = timeZone ? new TZDate(instant.getTime(), timeZone) : instant
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  return withTime ? `${day}T${pad(d.getHours())}:${pad(d.getMinutes())}` : day
}

/**
 * The ISO instant for wall time typed in an input, or null when it is empty or not a date. A day
 * without time is noon, so no zone moves it to another day (as Payload's picker does).
 */
export function fromWallTime(local: string, withTime: boolean, timeZone?: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(local)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const [hours, minutes] = withTime && match[4] !== undefined ? [Number(match[4]), Number(match[5])] : [12, 0]
  const date = timeZone
    ? new TZDate(year, month, day, hours, minutes, timeZone)
    : new Date(year, month, day, hours, minutes)
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime()).toISOString()
}

/** A date field with one supported zone keeps that zone: its select is shown, disabled, as Payload's admin does. */
export function timezoneFixed(options: readonly TimezoneOption[]): boolean {
  return options.length === 1
}

/** The zones a date field offers: its own list if it has one, else the config's. */
export function timezoneOptions(fieldTimezone: unknown, configTimezones: unknown): TimezoneOption[] {
  const own =
    fieldTimezone && typeof fieldTimezone === 'object'
      ? (fieldTimezone as { supportedTimezones?: unknown }).supportedTimezones
      : undefined
  const list = Array.isArray(own)
    ? own
    : (configTimezones as { supportedTimezones?: unknown } | undefined)?.supportedTimezones
  return Array.isArray(list)
    ? (list as unknown[])
        .filter(
          (o): o is TimezoneOption =>
            Boolean(o) && typeof o === 'object' && typeof (o as { value?: unknown }).value === 'string',
        )
        .map((o) => ({ label: String(o.label ?? o.value), value: o.value }))
    : []
}

/**
 * The date a picker shows for a stored instant: a Date in the computer's zone whose wall time is the
 * instant's wall time in `timeZone` (the picker draws and reads the computer's zone only).
 */
export function pickerDate(iso: string | null | undefined, timeZone?: string): Date | null {
  if (!iso) return null
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return null
  if (!timeZone) return instant
  const d = new TZDate(instant.getTime(), timeZone)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds())
}

/**
 * The instant to store for a date picked (its wall time, in `timeZone` or the computer's): without
 * time the day at noon, as `fromWallTime`; with time to the second, no milliseconds (as Payload's picker).
 */
export function instantOfPicked(date: Date, withTime: boolean, timeZone?: string): string | null {
  if (Number.isNaN(date.getTime())) return null
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()]
  const [hours, minutes, seconds] = withTime ? [date.getHours(), date.getMinutes(), date.getSeconds()] : [12, 0, 0]
  const picked = timeZone
    ? new TZDate(year, month, day, hours, minutes, seconds, timeZone)
    : new Date(year, month, day, hours, minutes, seconds)
  return Number.isNaN(picked.getTime()) ? null : new Date(picked.getTime()).toISOString()
}
