import { endOfDay, isSameDay, startOfDay } from 'date-fns'

/** The dialog's date-time (an ISO instant, or a local date-time such as "2030-01-01T10:30") checked and read. */
export type ScheduleDateCheck = { ok: true; iso: string } | { ok: false; reason: 'missing' | 'past' }

/** A value such as "2030-01-01T10:30" as an ISO instant, refused when empty, unreadable or not in the future. */
export function checkScheduleDate(value: string, now: Date = new Date()): ScheduleDateCheck {
  if (!value) return { ok: false, reason: 'missing' }
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return { ok: false, reason: 'missing' }
  if (date.getTime() <= now.getTime()) return { ok: false, reason: 'past' }
  return { ok: true, iso: date.toISOString() }
}

/**
 * The picker's options, as Payload's schedule drawer sets them: day and time every 5 minutes, no day
 * before today, and on today no time gone already.
 */
export function scheduleDateOptions(value: string, now: Date = new Date()) {
  const chosen = value ? new Date(value) : null
  const today = chosen !== null && isSameDay(chosen, now)
  return {
    pickerAppearance: 'dayAndTime',
    timeIntervals: 5,
    minDate: startOfDay(now),
    minTime: today ? now : startOfDay(now),
    maxTime: endOfDay(now),
  }
}
