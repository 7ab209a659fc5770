import { describe, expect, it } from 'vitest'
import { GIVE_UP_AFTER_MS, nextDue, pollDelayMs, stillAhead } from './scheduled-runs'

describe('scheduled runs', () => {
  it('finds the earliest event, past or not, and none without events', () => {
    expect(nextDue(null)).toBeNull()
    expect(nextDue([])).toBeNull()
    expect(
      nextDue([
        { waitUntil: '2030-01-02T00:00:00.000Z' },
        { waitUntil: 'not a date' },
        { waitUntil: '2030-01-01T00:00:00.000Z' },
      ]),
    ).toBe(Date.parse('2030-01-01T00:00:00.000Z'))
  })

  it('reads at once when the time passes, then less and less often', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(pollDelayMs)).toEqual([0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000])
  })

  it('gives up after a bounded number of reads', () => {
    let waited = 0
    let reads = 0
    while (waited <= GIVE_UP_AFTER_MS) waited += pollDelayMs(reads++)
    expect(reads).toBeLessThan(20)
  })

  it('keeps only the events still ahead', () => {
    const now = Date.parse('2030-01-01T12:00:00.000Z')
    const past = { waitUntil: '2030-01-01T11:59:59.000Z' }
    const ahead = { waitUntil: '2030-01-01T12:00:01.000Z' }
    expect(stillAhead([past, ahead], now)).toEqual([ahead])
  })
})
