import { describe, expect, it } from 'vitest'
import { changeZone, fromWallTime, timezoneOptions, toWallTime } from './dates'

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

  it('changing the zone keeps the wall time the editor sees', () => {
    const berlinTen = fromWallTime('2026-01-15T10:00', true, 'Europe/Berlin')
    const newYorkTen = changeZone(berlinTen, true, 'Europe/Berlin', 'America/New_York')
    expect(newYorkTen).toBe('2026-01-15T15:00:00.000Z')
    expect(toWallTime(newYorkTen, true, 'America/New_York')).toBe('2026-01-15T10:00')
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
