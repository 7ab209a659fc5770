import { describe, expect, it } from 'vitest'
import { checkScheduleDate, minScheduleValue } from './schedule-date'

const now = new Date(2030, 0, 1, 10, 30, 15)

describe('checkScheduleDate', () => {
  it('reads a future local date-time as an ISO instant', () => {
    expect(checkScheduleDate('2030-01-01T10:31', now)).toEqual({
      ok: true,
      iso: new Date(2030, 0, 1, 10, 31).toISOString(),
    })
  })

  it('refuses the past and the present minute', () => {
    expect(checkScheduleDate('2029-12-31T23:59', now)).toEqual({ ok: false, reason: 'past' })
    expect(checkScheduleDate('2030-01-01T10:30', now)).toEqual({ ok: false, reason: 'past' })
  })

  it('refuses an empty or unreadable value', () => {
    expect(checkScheduleDate('', now)).toEqual({ ok: false, reason: 'missing' })
    expect(checkScheduleDate('soon', now)).toEqual({ ok: false, reason: 'missing' })
  })
})

describe('minScheduleValue', () => {
  it('is the current local minute in datetime-local form', () => {
    expect(minScheduleValue(now)).toBe('2030-01-01T10:30')
  })
})
