import { describe, expect, it } from 'vitest'
import { fromWallTime, instantOfPicked, pickerDate, timezoneFixed, timezoneOptions, toWallTime } from './dates'

describe('date fields with a timezone', () => {
  it('shows the stored instant as wall time in the chosen zone', () => {
    expect(toWallTime('2026-03-10T09:30:00.000Z', true, 'Asia/Tokyo')).toBe('2026-03-10T18:30')
    expect(toWallTime('2026-03-10T09:30:00.000Z', true, 'America/New_York')).toBe('2026-03-10T05:30')
    expect(toWallTime('2026-03-10T23:30:00.000Z', false, 'Asia/Tokyo')).toBe('2026-03-11')
  })

  it('stores wall time typed in a zone as the right instant, across daylight saving', () => {
    expect(fromWallTime('2026-01-15T10:00', true, 'Europe/Berlin')).toBe('2026-01-15T09:00:00.000Z')
    expect(fromWallTime('2026-07-15T10:00', true, 'Europe/Berlin')).toBe('2026-07-15T08:00:00.000Z')
    expect(fromWallTime('2026-07-15T10:00', true, 'UTC')).toBe('2026-07-15T10:00:00.000Z')
  })

  it('a day without time is noon in the zone, so it stays the same day everywhere', () => {
    expect(fromWallTime('2026-07-15', false, 'Asia/Tokyo')).toBe('2026-07-15T03:00:00.000Z')
    expect(toWallTime(fromWallTime('2026-07-15', false, 'Pacific/Auckland'), false, 'Pacific/Auckland')).toBe(
      '2026-07-15',
    )
  })

  it('empty or broken input is no date', () => {
    expect(fromWallTime('', true, 'UTC')).toBeNull()
    expect(fromWallTime('soon', true)).toBeNull()
    expect(toWallTime('not a date', true, 'UTC')).toBe('')
    expect(toWallTime(null, true)).toBe('')
  })

  it('the same instant reads as each zone’s wall time: 10:00 Tokyo is 02:00 London', () => {
    const tokyoTen = fromWallTime('2026-01-15T10:00', true, 'Asia/Tokyo')
    expect(tokyoTen).toBe('2026-01-15T01:00:00.000Z')
    expect(toWallTime(tokyoTen, true, 'Europe/London')).toBe('2026-01-15T01:00')
    expect(toWallTime(fromWallTime('2026-06-15T10:00', true, 'Asia/Tokyo'), true, 'Europe/London')).toBe(
      '2026-06-15T02:00',
    )
  })

  it('one supported zone is fixed; two or none are not', () => {
    expect(timezoneFixed([{ label: 'London', value: 'Europe/London' }])).toBe(true)
    expect(timezoneFixed([])).toBe(false)
    expect(
      timezoneFixed([
        { label: 'London', value: 'Europe/London' },
        { label: 'Tokyo', value: 'Asia/Tokyo' },
      ]),
    ).toBe(false)
  })

  it('offers the field’s own zones before the config’s', () => {
    const config = { supportedTimezones: [{ label: 'UTC', value: 'UTC' }] }
    expect(timezoneOptions(true, config)).toEqual([{ label: 'UTC', value: 'UTC' }])
    expect(timezoneOptions({ supportedTimezones: [{ label: 'Tokyo', value: 'Asia/Tokyo' }] }, config)).toEqual([
      { label: 'Tokyo', value: 'Asia/Tokyo' },
    ])
    expect(timezoneOptions(true, undefined)).toEqual([])
  })
})

describe('the picker’s dates', () => {
  it('shows the instant’s wall time in the zone as a local date, and stores a local pick back in the zone', () => {
    const shown = pickerDate('2026-06-01T01:00:00.000Z', 'Asia/Tokyo')!
    expect([shown.getFullYear(), shown.getMonth(), shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([
      2026, 5, 1, 10, 0,
    ])
    expect(instantOfPicked(new Date(2026, 5, 1, 10, 0, 15), true, 'Asia/Tokyo')).toBe('2026-06-01T01:00:15.000Z')
  })

  it('without a zone the instant is the computer’s, to the second', () => {
    expect(pickerDate('2026-06-01T01:00:00.000Z')?.toISOString()).toBe('2026-06-01T01:00:00.000Z')
    expect(instantOfPicked(new Date(2026, 5, 1, 10, 0, 15, 500), true)).toBe(
      new Date(2026, 5, 1, 10, 0, 15).toISOString(),
    )
  })

  it('a day picked without time is noon, as typed days are', () => {
    expect(instantOfPicked(new Date(2026, 5, 1, 0, 0), false, 'America/New_York')).toBe(
      fromWallTime('2026-06-01', false, 'America/New_York'),
    )
    expect(instantOfPicked(new Date(2026, 5, 1, 23, 0), false)).toBe(new Date(2026, 5, 1, 12, 0).toISOString())
  })

  it('nothing or a broken instant shows no date', () => {
    expect(pickerDate(null)).toBeNull()
    expect(pickerDate('soon')).toBeNull()
  })
})
