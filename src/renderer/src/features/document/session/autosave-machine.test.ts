import { describe, expect, it } from 'vitest'
import type { ApiError } from '@shared/api'
import {
  autosaveTransition,
  classifyAutosaveAnswer,
  createAutosaveMachine,
  isHeld,
  retryDelayMs,
  type AutosaveEvent,
  type AutosaveMachine,
  type AutosaveStep,
} from './autosave-machine'
import { AUTOSAVE_MAX_WAIT_INTERVALS } from './autosave-timing'

const INTERVAL = 2000
const unreachable: ApiError = { kind: 'unreachable', message: 'The host cannot be reached' }
const locked: ApiError = { kind: 'http', status: 423, message: 'Locked by another editor' }

/** Runs the events from a fresh machine; returns the machine and every command issued, in order. */
function play(events: AutosaveEvent[], from: AutosaveMachine = createAutosaveMachine(INTERVAL)) {
  let machine = from
  const commands = []
  for (const event of events) {
    const transition = autosaveTransition(machine, event)
    machine = transition.machine
    commands.push(...transition.commands)
  }
  return { machine, commands }
}

const at = (step: AutosaveStep, extra: Partial<AutosaveMachine> = {}): AutosaveMachine => ({
  ...createAutosaveMachine(INTERVAL),
  step,
  ...extra,
})
const sending = (extra: Partial<AutosaveMachine> = {}) => at({ kind: 'sending' }, extra)
const turn = (blockedBy: string | null = null): AutosaveEvent => ({
  type: 'turn',
  unsaved: true,
  blockedBy,
  canCheck: true,
})
const answered = (result: Parameters<typeof classifyAutosaveAnswer>[0], unsaved = false, now = 10_000) =>
  ({ type: 'answered', answer: classifyAutosaveAnswer(result), now, unsaved }) as const

describe('autosave machine: timing', () => {
  it('starts timed one interval out when the form has changes, and idle when it has none', () => {
    expect(play([{ type: 'start', now: 0, unsaved: true }])).toEqual({
      machine: at({ kind: 'waiting', since: 0, dueAt: INTERVAL }),
      commands: [{ type: 'set-timer', delayMs: INTERVAL }],
    })
    expect(play([{ type: 'start', now: 0, unsaved: false }]).machine.step).toEqual({ kind: 'idle' })
  })

  it('times a save on the first change, and each key moves it on to one interval after the last', () => {
    const { machine, commands } = play([
      { type: 'changed', now: 100, unsaved: true },
      { type: 'changed', now: 1500, unsaved: true },
    ])
    expect(machine.step).toEqual({ kind: 'waiting', since: 100, dueAt: 3500 })
    expect(commands).toEqual([
      { type: 'set-timer', delayMs: INTERVAL },
      { type: 'clear-timer' },
      { type: 'set-timer', delayMs: INTERVAL },
    ])
  })

  it('sends at the latest the longest wait after the first change, however long typing goes on', () => {
    const longest = INTERVAL * AUTOSAVE_MAX_WAIT_INTERVALS
    const { machine, commands } = play([
      { type: 'changed', now: 0, unsaved: true },
      { type: 'changed', now: longest - 500, unsaved: true },
    ])
    expect(machine.step).toEqual({ kind: 'waiting', since: 0, dueAt: longest })
    expect(commands.at(-1)).toEqual({ type: 'set-timer', delayMs: 500 })
  })

  it('times nothing for a change that leaves nothing unsaved', () => {
    expect(play([{ type: 'changed', now: 0, unsaved: false }]).commands).toEqual([])
  })

  it('takes its turn in the write queue when the timer fires, or goes idle when a save by hand took everything', () => {
    const waiting = at({ kind: 'waiting', since: 0, dueAt: INTERVAL })
    expect(play([{ type: 'timer-fired', unsaved: true }], waiting)).toEqual({
      machine: sending(),
      commands: [{ type: 'queue' }],
    })
    expect(play([{ type: 'timer-fired', unsaved: false }], waiting)).toEqual({
      machine: at({ kind: 'idle' }),
      commands: [],
    })
    // A timer that fires after it was cleared (a late callback) starts nothing.
    expect(play([{ type: 'timer-fired', unsaved: true }]).commands).toEqual([])
  })
})

describe('autosave machine: a run', () => {
  it('checks the server copy, then sends, then reports saved', () => {
    const { machine, commands } = play(
      [turn(), { type: 'checked', newer: null }, answered({ ok: true, status: 200, data: {} })],
      sending(),
    )
    expect(commands).toEqual([
      { type: 'report', status: { phase: 'saving' } },
      { type: 'check' },
      { type: 'send' },
      { type: 'report', status: { phase: 'saved', at: 10_000 } },
    ])
    expect(machine.step).toEqual({ kind: 'idle' })
  })

  it('sends without a check when there is nothing to check against', () => {
    const { commands } = play([{ type: 'turn', unsaved: true, blockedBy: null, canCheck: false }], sending())
    expect(commands.at(-1)).toEqual({ type: 'send' })
  })

  it('ignores changes while a save is out, and times the next save once it answers if typing went on', () => {
    const { machine, commands } = play(
      [
        turn(),
        { type: 'changed', now: 500, unsaved: true },
        { type: 'checked', newer: null },
        answered({ ok: true, status: 200, data: {} }, true, 900),
      ],
      sending(),
    )
    expect(commands.filter((c) => c.type === 'set-timer')).toEqual([{ type: 'set-timer', delayMs: INTERVAL }])
    expect(machine.step).toEqual({ kind: 'waiting', since: 900, dueAt: 900 + INTERVAL })
  })

  it('goes idle when the write before it saved everything', () => {
    expect(play([{ type: 'turn', unsaved: false, blockedBy: null, canCheck: true }], sending())).toEqual({
      machine: at({ kind: 'idle' }),
      commands: [],
    })
  })

  it('sends nothing while a value cannot be sent, says which, and goes on after the next change', () => {
    const blocked = play([turn('Price')], sending())
    expect(blocked.machine.step).toEqual({ kind: 'blocked' })
    expect(blocked.commands).toEqual([{ type: 'report', status: { phase: 'blocked', message: 'Price' } }])
    expect(isHeld(blocked.machine.step)).toBe(true)
    const changed = play([{ type: 'changed', now: 50, unsaved: true }], blocked.machine)
    expect(changed.machine.step).toEqual({ kind: 'waiting', since: 50, dueAt: 50 + INTERVAL })
  })

  it('stops at a newer copy on the server, says so once, and sends without a check when the editor keeps theirs', () => {
    const stale = play([turn(), { type: 'checked', newer: '2026-01-02T00:00:00.000Z' }], sending())
    expect(stale.machine.step).toEqual({ kind: 'stale' })
    expect(stale.commands.slice(-2)).toEqual([
      { type: 'report', status: { phase: 'stale' } },
      { type: 'tell-stale', serverUpdatedAt: '2026-01-02T00:00:00.000Z' },
    ])
    expect(isHeld(stale.machine.step)).toBe(true)
    // Typing on, Try again or coming back online send nothing over the newer copy.
    for (const event of [
      { type: 'changed', now: 1, unsaved: true },
      { type: 'retry-now', unsaved: true },
      { type: 'back-online', unsaved: true },
      { type: 'signed-in', unsaved: true },
    ] as AutosaveEvent[])
      expect(play([event], stale.machine)).toEqual({ machine: stale.machine, commands: [] })
    const resumed = play([{ type: 'resume', unsaved: true }, turn()], stale.machine)
    expect(resumed.commands).toEqual([
      { type: 'report', status: { phase: 'idle' } },
      { type: 'queue' },
      { type: 'report', status: { phase: 'saving' } },
      { type: 'send' },
    ])
    // The check is skipped once only.
    expect(resumed.machine.skipCheck).toBe(false)
  })

  it('resume does nothing unless stopped by a newer copy', () => {
    expect(play([{ type: 'resume', unsaved: true }]).commands).toEqual([])
  })
})

describe('autosave machine: failures', () => {
  it('retries a host or CMS that cannot be reached by itself, sooner at first, and tells the editor once', () => {
    let machine = sending()
    const told: unknown[] = []
    const timers: number[] = []
    for (let i = 0; i < 6; i++) {
      const run = play(
        [turn(), { type: 'checked', newer: null }, answered({ ok: false, error: unreachable }, true, 0)],
        machine,
      )
      told.push(...run.commands.filter((c) => c.type === 'tell-error'))
      timers.push(...run.commands.flatMap((c) => (c.type === 'set-timer' ? [c.delayMs] : [])))
      expect(run.commands).toContainEqual({ type: 'report', status: { phase: 'error', error: unreachable } })
      machine = play([{ type: 'timer-fired', unsaved: true }], run.machine).machine
    }
    expect(timers).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000])
    expect(told).toEqual([{ type: 'tell-error', error: unreachable }])
    const saved = play(
      [turn(), { type: 'checked', newer: null }, answered({ ok: true, status: 200, data: {} })],
      machine,
    )
    expect(saved.machine.failures).toBe(0)
  })

  it('counts a 5xx as a failure that may pass', () => {
    const error: ApiError = { kind: 'http', status: 500, message: 'Internal Server Error' }
    expect(classifyAutosaveAnswer({ ok: false, error })).toEqual({ kind: 'retryable', error })
    expect(classifyAutosaveAnswer({ ok: false, error: { kind: 'timeout', message: 't' } }).kind).toBe('retryable')
  })

  it('while retrying, a change waits for the retry already timed instead of moving it', () => {
    const retrying = at({ kind: 'waiting', since: 0, dueAt: 4000 }, { failures: 3 })
    expect(play([{ type: 'changed', now: 100, unsaved: true }], retrying)).toEqual({ machine: retrying, commands: [] })
    // Retrying with nothing timed (the form was emptied meanwhile): a change times the retry delay.
    const idle = play([{ type: 'changed', now: 100, unsaved: true }], at({ kind: 'idle' }, { failures: 3 }))
    expect(idle.commands).toEqual([{ type: 'set-timer', delayMs: 4000 }])
  })

  it('coming back online or into focus sends a retry at once, but only after a failure', () => {
    const retrying = at({ kind: 'waiting', since: 0, dueAt: 8000 }, { failures: 4 })
    expect(play([{ type: 'back-online', unsaved: true }], retrying).commands).toEqual([
      { type: 'clear-timer' },
      { type: 'queue' },
    ])
    const typing = at({ kind: 'waiting', since: 0, dueAt: INTERVAL })
    expect(play([{ type: 'back-online', unsaved: true }], typing).commands).toEqual([])
  })

  it('a 423 (locked by another editor) or a 404 (gone) stops until the form changes, and is told each time', () => {
    for (const error of [locked, { kind: 'http', status: 404, message: 'Not Found' } as ApiError]) {
      const run = play(
        [turn(), { type: 'checked', newer: null }, answered({ ok: false, error }, true)],
        sending({ failures: 2 }),
      )
      expect(run.machine).toEqual(at({ kind: 'blocked' }))
      expect(run.commands.slice(-2)).toEqual([
        { type: 'report', status: { phase: 'error', error } },
        { type: 'tell-error', error },
      ])
      expect(play([{ type: 'changed', now: 0, unsaved: true }], run.machine).commands).toEqual([
        { type: 'set-timer', delayMs: INTERVAL },
      ])
    }
  })

  it('a session the server ended waits, unsent and told once, until the user signs in again', () => {
    const error: ApiError = { kind: 'http', status: 401, message: 'Unauthorized', sessionRejected: true }
    const run = play([turn(), { type: 'checked', newer: null }, answered({ ok: false, error }, true)], sending())
    expect(run.machine.step).toEqual({ kind: 'signed-out' })
    expect(run.commands.filter((c) => c.type === 'tell-error')).toEqual([])
    expect(
      play(
        [
          { type: 'changed', now: 0, unsaved: true },
          { type: 'retry-now', unsaved: true },
        ],
        run.machine,
      ).commands,
    ).toEqual([])
    expect(play([{ type: 'signed-in', unsaved: true }], run.machine).commands).toEqual([
      { type: 'report', status: { phase: 'idle' } },
      { type: 'queue' },
    ])
    // Signed in while not waiting for it: nothing happens.
    expect(play([{ type: 'signed-in', unsaved: true }]).commands).toEqual([])
  })
})

describe('autosave machine: Try again and stopping', () => {
  it('Try again sends at once from waiting or blocked, and does nothing while a save is out', () => {
    expect(
      play([{ type: 'retry-now', unsaved: true }], at({ kind: 'waiting', since: 0, dueAt: 4000 }, { failures: 3 }))
        .commands,
    ).toEqual([{ type: 'clear-timer' }, { type: 'queue' }])
    expect(play([{ type: 'retry-now', unsaved: true }], at({ kind: 'blocked' })).machine.step).toEqual({
      kind: 'sending',
    })
    expect(play([{ type: 'retry-now', unsaved: false }], at({ kind: 'blocked' })).machine.step).toEqual({
      kind: 'idle',
    })
    expect(play([{ type: 'retry-now', unsaved: true }], sending())).toEqual({ machine: sending(), commands: [] })
  })

  it('stopping clears the timer and takes no event after it', () => {
    const stopped = play([{ type: 'stop' }], at({ kind: 'waiting', since: 0, dueAt: INTERVAL }))
    expect(stopped.commands).toEqual([{ type: 'clear-timer' }])
    expect(isHeld(stopped.machine.step)).toBe(false)
    for (const event of [
      { type: 'changed', now: 1, unsaved: true },
      { type: 'timer-fired', unsaved: true },
      turn(),
      { type: 'checked', newer: null },
      answered({ ok: true, status: 200, data: {} }),
    ] as AutosaveEvent[])
      expect(play([event], stopped.machine).commands).toEqual([])
  })

  it('waits 1, 2, 4, 8 s after failures, then every 10 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000])
  })
})
