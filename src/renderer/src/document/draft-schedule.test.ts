import { describe, expect, it } from 'vitest'
import type { TimerHost } from '../lib/timers'
import { createDraftScheduler } from './draft-schedule'

/** A clock, timers and idle callbacks the test moves by hand. */
function setup() {
  let now = 0
  let timers: Array<{ at: number; run: () => void; cleared: boolean }> = []
  let idle: Array<{ run: () => void; cancelled: boolean }> = []
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
    write: () => writes.push(now),
    whenIdle: (run) => {
      const entry = { run, cancelled: false }
      idle.push(entry)
      return () => void (entry.cancelled = true)
    },
    now: () => now,
    timers: host,
    pauseMs: 300,
    maxWaitMs: 1000,
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
  const idleNow = () => {
    const due = idle
    idle = []
    for (const entry of due) if (!entry.cancelled) entry.run()
  }
  return { scheduler, writes, advance, idleNow }
}

describe('createDraftScheduler', () => {
  it('writes once typing pauses, at the next idle moment, not per keystroke', () => {
    const { scheduler, writes, advance, idleNow } = setup()
    for (let i = 0; i < 5; i++) {
      scheduler.changed()
      advance(40)
      idleNow()
    }
    expect(writes).toEqual([])
    // The last change was at 160: due at 460.
    advance(259)
    idleNow()
    expect(writes).toEqual([])
    advance(1)
    expect(writes).toEqual([]) // due, waiting for the page to be idle
    idleNow()
    expect(writes).toEqual([460])
    expect(scheduler.due).toBe(false)
  })

  it('writes at least every maxWaitMs while typing goes on', () => {
    const { scheduler, writes, advance, idleNow } = setup()
    for (let i = 0; i < 60; i++) {
      scheduler.changed()
      advance(40)
      idleNow()
    }
    // Changes from 0 to 2360 ms: written at 1000 and 2000 (each a little after, when idle).
    expect(writes).toEqual([1000, 2000])
    expect(scheduler.due).toBe(true)
  })

  it('flush writes what is due at once, and only then', () => {
    const { scheduler, writes, advance, idleNow } = setup()
    scheduler.flush()
    expect(writes).toEqual([])
    scheduler.changed()
    advance(10)
    scheduler.flush()
    expect(writes).toEqual([10])
    // Nothing is left behind: no second write by the timer.
    advance(2000)
    idleNow()
    expect(writes).toEqual([10])
  })

  it('cancel forgets the due write', () => {
    const { scheduler, writes, advance, idleNow } = setup()
    scheduler.changed()
    scheduler.cancel()
    advance(2000)
    idleNow()
    scheduler.flush()
    expect(writes).toEqual([])
  })
})
