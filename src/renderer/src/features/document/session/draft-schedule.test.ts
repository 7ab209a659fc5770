import { describe, expect, it } from 'vitest'
import type { TimerHost } from '../../../core/lib/timers'
import { createDraftScheduler, DRAFT_MAX_WAIT_MS, DRAFT_PAUSE_MS } from './draft-schedule'

/** A clock and timers the test moves by hand. */
function setup(pauseMs = 300, maxWaitMs = 1000, writeCost = 0) {
  let now = 0
  let timers: Array<{ at: number; run: () => void; cleared: boolean }> = []
  const host: TimerHost = {
    setTimeout: (run, ms) => {
      const timer = { at: now + ms, run, cleared: false }
      timers.push(timer)
      return timer
    },
    clearTimeout: (handle) => void ((handle as { cleared: boolean }).cleared = true),
  }
  const writes: number[] = []
  const scheduler = createDraftScheduler({
    write: () => {
      writes.push(now)
      now += writeCost
    },
    now: () => now,
    timers: host,
    pauseMs,
    maxWaitMs,
  })
  const advance = (ms: number) => {
    const end = now + ms
    for (;;) {
      const next = timers.filter((t) => !t.cleared && t.at <= end).sort((a, b) => a.at - b.at)[0]
      if (!next) break
      now = next.at
      next.cleared = true
      next.run()
    }
    now = end
    timers = timers.filter((t) => !t.cleared)
  }
  return { scheduler, writes, advance }
}

describe('createDraftScheduler', () => {
  it('writes once typing pauses, not per keystroke, without waiting for an idle moment', () => {
    const { scheduler, writes, advance } = setup()
    for (let i = 0; i < 5; i++) {
      scheduler.changed()
      advance(40)
    }
    expect(writes).toEqual([])
    // The last change was at 160: due at 460, and written then.
    advance(259)
    expect(writes).toEqual([])
    advance(1)
    expect(writes).toEqual([460])
    expect(scheduler.due).toBe(false)
  })

  it('writes at least every maxWaitMs while typing goes on', () => {
    const { scheduler, writes, advance } = setup()
    for (let i = 0; i < 60; i++) {
      scheduler.changed()
      advance(40)
    }
    // Changes from 0 to 2360 ms: written at 1000 and 2000.
    expect(writes).toEqual([1000, 2000])
    expect(scheduler.due).toBe(true)
  })

  it('by default has the last key on its way to disk well within 150 ms, also while typing goes on', () => {
    const { scheduler, writes, advance } = setup(DRAFT_PAUSE_MS, DRAFT_MAX_WAIT_MS)
    scheduler.changed()
    advance(DRAFT_PAUSE_MS)
    expect(writes).toEqual([DRAFT_PAUSE_MS])
    expect(DRAFT_PAUSE_MS).toBeLessThanOrEqual(50)
    // Fast typing (a key every 20 ms) is written at least every maxWait, never per key.
    writes.length = 0
    for (let i = 0; i < 50; i++) {
      scheduler.changed()
      advance(20)
    }
    expect(writes.length).toBeGreaterThanOrEqual(Math.floor(1000 / DRAFT_MAX_WAIT_MS) - 1)
    expect(writes.length).toBeLessThan(50)
  })

  it('waits three times as long as the last write took, where writing costs more than the pause allows', () => {
    const { scheduler, writes, advance } = setup(80, 500, 40)
    scheduler.changed()
    advance(80)
    expect(writes).toEqual([80])
    // The write took 40 ms: the next change waits 120 ms.
    scheduler.changed()
    advance(119)
    expect(writes).toEqual([80])
    advance(1)
    expect(writes).toEqual([80, 200])
  })

  it('flush writes what is due at once, and only then', () => {
    const { scheduler, writes, advance } = setup()
    scheduler.flush()
    expect(writes).toEqual([])
    scheduler.changed()
    advance(10)
    scheduler.flush()
    expect(writes).toEqual([10])
    // Nothing is left behind: no second write by the timer.
    advance(2000)
    expect(writes).toEqual([10])
  })

  it('cancel forgets the due write', () => {
    const { scheduler, writes, advance } = setup()
    scheduler.changed()
    scheduler.cancel()
    advance(2000)
    scheduler.flush()
    expect(writes).toEqual([])
  })
})
