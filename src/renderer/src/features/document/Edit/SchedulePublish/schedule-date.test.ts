import { describe, expect, it } from 'vitest'
import { checkScheduleDate, scheduleDateOptions } from './schedule-date'

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

describe('scheduleDateOptions', () => {
  it("offers day and time every 5 minutes from today, as Payload's schedule drawer", () => {
    expect(scheduleDateOptions('', now)).toMatchObject({
      pickerAppearance: 'dayAndTime',
      timeIntervals: 5,
      minDate: new Date(2030, 0, 1),
      minTime: new Date(2030, 0, 1),
      maxTime: new Date(2030, 0, 1, 23, 59, 59, 999),
    })
  })

  it('on today offers no time gone already; on a later day the whole day', () => {
    expect(scheduleDateOptions(new Date(2030, 0, 1, 18).toISOString(), now).minTime).toEqual(now)
    expect(scheduleDateOptions(new Date(2030, 0, 2, 18).toISOString(), now).minTime).toEqual(new Date(2030, 0, 1))
  })

  it('reads an ISO instant as the picker hands it', () => {
    expect(checkScheduleDate(new Date(2030, 0, 1, 11).toISOString(), now)).toEqual({
      ok: true,
      iso: new Date(2030, 0, 1, 11).toISOString(),
    })
  })
})
