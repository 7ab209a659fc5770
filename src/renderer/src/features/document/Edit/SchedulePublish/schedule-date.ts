/** The dialog's date-time (a native datetime-local value, in the editor's own time zone) checked and read. */
export type ScheduleDateCheck = { ok: true; iso: string } | { ok: false; reason: 'missing' | 'past' }

/** A value such as "2030-01-01T10:30" as an ISO instant, refused when empty, unreadable or not in the future. */
export function checkScheduleDate(value: string, now: Date = new Date()): ScheduleDateCheck {
  if (!value) return { ok: false, reason: 'missing' }
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return { ok: false, reason: 'missing' }
  if (date.getTime() <= now.getTime()) return { ok: false, reason: 'past' }
  return { ok: true, iso: date.toISOString() }
}

/** The smallest value the picker offers: the current minute, as datetime-local wants it (local time). */
export function minScheduleValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`
}
