/**
 * Autosave's decisions, without React, timers or requests: a step (what autosave is doing or waiting
 * for) and the events that move it. Each transition returns the next machine and the commands for
 * whoever runs it (autosave.ts): set or clear the one timer, take a turn in the document's write queue,
 * check the server's copy, send, say a status. Times come in with the events, so tests need no clock.
 *
 * How a run goes: `waiting` (a save is timed) → timer fired → `sending` (queued behind any write out, then
 * checked against the server's copy and sent) → the answer: saved (timed again if typing went on
 * meanwhile), or a hold until something changes: `blocked` (a value that cannot be sent, a refusal that
 * would come again), `stale` (the server's copy is newer: the editor chooses), `signed-out` (the server
 * ended the session: sign-in goes on). A failure that may pass (no connection, a 5xx) retries by itself.
 */
import type { ApiError, ApiResult } from '@shared/api'
import { isConnectionError } from '../../../core/i18n/api-error-text'
import { autosaveDueAt } from './autosave-timing'

export type AutosavePhase = 'idle' | 'saving' | 'saved' | 'error' | 'stale' | 'blocked'
/** `blocked`: the form holds a value no save may send; `message` says which fields to correct. */
export type AutosaveState = { phase: AutosavePhase; at?: number; error?: ApiError; message?: string }

/** Waits after failed calls that may succeed later: 1, 2, 4, 8 s, then every 10 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failures - 1), 10_000)
}

export type AutosaveStep =
  /** Nothing is timed: the form has no unsaved changes (or had none when last looked at). */
  | { kind: 'idle' }
  /** A save is timed for `dueAt`; the first change it carries came at `since` (the longest wait counts from there). */
  | { kind: 'waiting'; since: number; dueAt: number }
  /** A save is out: waiting its turn behind another write, checking the server's copy, or sent. */
  | { kind: 'sending' }
  /** Sending the same again would fail the same way (a value that cannot be sent, a lock, a refusal): waits for a change. */
  | { kind: 'blocked' }
  /** The server's copy is newer: nothing is sent until the editor chooses (resume). */
  | { kind: 'stale' }
  /** The server ended the session: nothing is sent until the user has signed in again. */
  | { kind: 'signed-out' }
  /** The view went: nothing more is decided here. */
  | { kind: 'stopped' }

export interface AutosaveMachine {
  step: AutosaveStep
  intervalMs: number
  /** Failed calls in a row that may succeed later (connection, server errors). */
  failures: number
  /** The next save skips the changed-on-server check: the editor chose to keep their copy over the newer one. */
  skipCheck: boolean
}

export type AutosaveCommand =
  | { type: 'set-timer'; delayMs: number }
  | { type: 'clear-timer' }
  /** Take a turn in the document's write queue; `turn` comes when every write before it has settled. */
  | { type: 'queue' }
  /** Ask whether the server's copy is newer than the form's; `checked` comes with the answer. */
  | { type: 'check' }
  /** Send the form as it is now; `answered` comes with the result. */
  | { type: 'send' }
  | { type: 'report'; status: AutosaveState }
  /** A save failed: said once per run of failures (the retries keep the status). */
  | { type: 'tell-error'; error: ApiError }
  | { type: 'tell-stale'; serverUpdatedAt: string }

/** What a save's answer means for autosave. */
export type AutosaveAnswer =
  | { kind: 'saved' }
  | { kind: 'session-ended'; error: ApiError }
  /** May pass by itself: no connection, a server error. */
  | { kind: 'retryable'; error: ApiError }
  /** Would come again for the same data: a validation error, a lock, a 4xx. */
  | { kind: 'refused'; error: ApiError }

export function classifyAutosaveAnswer(result: ApiResult): AutosaveAnswer {
  if (result.ok) return { kind: 'saved' }
  const { error } = result
  if (error.sessionRejected) return { kind: 'session-ended', error }
  if (isConnectionError(error) || (error.kind === 'http' && (error.status ?? 500) >= 500))
    return { kind: 'retryable', error }
  return { kind: 'refused', error }
}

export type AutosaveEvent =
  /** Autosave starts for a form (`unsaved`: it has changes, or outside work such as a chosen file). */
  | { type: 'start'; now: number; unsaved: boolean }
  /** The form changed (a keystroke, an answer's values put in), or the outside work did. */
  | { type: 'changed'; now: number; unsaved: boolean }
  | { type: 'timer-fired'; unsaved: boolean }
  /** The status's Try again: now, without waiting out the delay. */
  | { type: 'retry-now'; unsaved: boolean }
  /** The window came back online or into focus: a save waiting out a failure's delay goes at once. */
  | { type: 'back-online'; unsaved: boolean }
  /** The editor chose to keep their copy over the newer one on the server (or saved it by hand). */
  | { type: 'resume'; unsaved: boolean }
  /** The user signed in again. */
  | { type: 'signed-in'; unsaved: boolean }
  /** The save's turn in the write queue came; `blockedBy` names what cannot be sent, null when all can. */
  | { type: 'turn'; unsaved: boolean; blockedBy: string | null; canCheck: boolean }
  /** The changed-on-server check answered: the server copy's updatedAt when it is newer, else null. */
  | { type: 'checked'; newer: string | null }
  /** The save answered; `unsaved`: the form still has changes once the answer's values are in (typed meanwhile). */
  | { type: 'answered'; answer: AutosaveAnswer; now: number; unsaved: boolean }
  /** The view goes. */
  | { type: 'stop' }

export type AutosaveTransition = { machine: AutosaveMachine; commands: AutosaveCommand[] }

export function createAutosaveMachine(intervalMs: number): AutosaveMachine {
  return { step: { kind: 'idle' }, intervalMs, failures: 0, skipCheck: false }
}

/** A hold that only a change, the editor's choice or a sign-in lifts: what is unsaved then is not sent on leaving. */
export function isHeld(step: AutosaveStep): boolean {
  return step.kind === 'blocked' || step.kind === 'stale' || step.kind === 'signed-out'
}

const stay = (machine: AutosaveMachine): AutosaveTransition => ({ machine, commands: [] })

/** Times the next save `delayMs` from `now`, unless one is timed or out already, or nothing is unsaved. */
function schedule(machine: AutosaveMachine, now: number, unsaved: boolean, delayMs: number): AutosaveTransition {
  if (machine.step.kind !== 'idle' || !unsaved) return stay(machine)
  return {
    machine: { ...machine, step: { kind: 'waiting', since: now, dueAt: now + delayMs } },
    commands: [{ type: 'set-timer', delayMs }],
  }
}

/** The delay of the next save: the interval, or a failure's retry delay. */
const nextDelay = (machine: AutosaveMachine) => (machine.failures ? retryDelayMs(machine.failures) : machine.intervalMs)

/** Sends now (after any write out): from idle, waiting or blocked; a save out, a stale copy or a signed-out session wait. */
function runNow(machine: AutosaveMachine, unsaved: boolean): AutosaveTransition {
  const { kind } = machine.step
  if (kind !== 'idle' && kind !== 'waiting' && kind !== 'blocked') return stay(machine)
  const commands: AutosaveCommand[] = kind === 'waiting' ? [{ type: 'clear-timer' }] : []
  if (!unsaved) return { machine: { ...machine, step: { kind: 'idle' } }, commands }
  return { machine: { ...machine, step: { kind: 'sending' } }, commands: [...commands, { type: 'queue' }] }
}

/** A run ended without a hold: the next save is timed if anything is still unsaved. */
function endRun(machine: AutosaveMachine, now: number, unsaved: boolean, extra: AutosaveCommand[] = []) {
  const next = schedule({ ...machine, step: { kind: 'idle' } }, now, unsaved, nextDelay(machine))
  return { machine: next.machine, commands: [...extra, ...next.commands] }
}

export function autosaveTransition(machine: AutosaveMachine, event: AutosaveEvent): AutosaveTransition {
  const { step } = machine
  if (step.kind === 'stopped') return stay(machine)
  switch (event.type) {
    case 'start':
      return schedule(machine, event.now, event.unsaved, machine.intervalMs)

    case 'changed': {
      // Retrying after a failure: the change waits for the retry already timed, or times one.
      if (step.kind === 'waiting' && machine.failures) return stay(machine)
      if (step.kind === 'waiting') {
        // Still typing: the save waits for the pause, but not past the longest wait.
        const dueAt = autosaveDueAt(step.since, event.now, machine.intervalMs)
        return {
          machine: { ...machine, step: { ...step, dueAt } },
          commands: [{ type: 'clear-timer' }, { type: 'set-timer', delayMs: Math.max(0, dueAt - event.now) }],
        }
      }
      // A change lifts a block: the new data may be sendable.
      const from = step.kind === 'blocked' ? { ...machine, step: { kind: 'idle' } as const } : machine
      return schedule(from, event.now, event.unsaved, nextDelay(machine))
    }

    case 'timer-fired':
      if (step.kind !== 'waiting') return stay(machine)
      if (!event.unsaved) return { machine: { ...machine, step: { kind: 'idle' } }, commands: [] }
      return { machine: { ...machine, step: { kind: 'sending' } }, commands: [{ type: 'queue' }] }

    case 'retry-now':
      return runNow(machine, event.unsaved)

    case 'back-online':
      return machine.failures ? runNow(machine, event.unsaved) : stay(machine)

    case 'resume':
      if (step.kind !== 'stale') return stay(machine)
      return withReport(runNow({ ...machine, step: { kind: 'idle' }, skipCheck: true }, event.unsaved), {
        phase: 'idle',
      })

    case 'signed-in':
      if (step.kind !== 'signed-out') return stay(machine)
      return withReport(runNow({ ...machine, step: { kind: 'idle' } }, event.unsaved), { phase: 'idle' })

    case 'turn': {
      if (step.kind !== 'sending') return stay(machine)
      // The write before it (a manual save) may have saved everything.
      if (!event.unsaved) return { machine: { ...machine, step: { kind: 'idle' } }, commands: [] }
      if (event.blockedBy !== null)
        return {
          machine: { ...machine, step: { kind: 'blocked' } },
          commands: [{ type: 'report', status: { phase: 'blocked', message: event.blockedBy } }],
        }
      const check = event.canCheck && !machine.skipCheck
      return {
        machine: { ...machine, skipCheck: false },
        commands: [{ type: 'report', status: { phase: 'saving' } }, { type: check ? 'check' : 'send' }],
      }
    }

    case 'checked':
      if (step.kind !== 'sending') return stay(machine)
      if (event.newer === null) return { machine, commands: [{ type: 'send' }] }
      return {
        machine: { ...machine, step: { kind: 'stale' } },
        commands: [
          { type: 'report', status: { phase: 'stale' } },
          { type: 'tell-stale', serverUpdatedAt: event.newer },
        ],
      }

    case 'answered': {
      if (step.kind !== 'sending') return stay(machine)
      const { answer } = event
      switch (answer.kind) {
        case 'saved':
          return endRun({ ...machine, failures: 0 }, event.now, event.unsaved, [
            { type: 'report', status: { phase: 'saved', at: event.now } },
          ])
        case 'session-ended':
          // Edits pile up unsent and unreported: the sign-in prompt says it once.
          return {
            machine: { ...machine, step: { kind: 'signed-out' } },
            commands: [{ type: 'report', status: { phase: 'error', error: answer.error } }],
          }
        case 'retryable': {
          const failures = machine.failures + 1
          const report: AutosaveCommand[] = [{ type: 'report', status: { phase: 'error', error: answer.error } }]
          // Retries of the same failure keep the status; the editor is told once.
          if (failures <= 1) report.push({ type: 'tell-error', error: answer.error })
          return endRun({ ...machine, failures }, event.now, event.unsaved, report)
        }
        case 'refused':
          return {
            machine: { ...machine, failures: 0, step: { kind: 'blocked' } },
            commands: [
              { type: 'report', status: { phase: 'error', error: answer.error } },
              { type: 'tell-error', error: answer.error },
            ],
          }
      }
      return stay(machine)
    }

    case 'stop':
      return {
        machine: { ...machine, step: { kind: 'stopped' } },
        commands: step.kind === 'waiting' ? [{ type: 'clear-timer' }] : [],
      }
  }
}

function withReport(transition: AutosaveTransition, status: AutosaveState): AutosaveTransition {
  return { machine: transition.machine, commands: [{ type: 'report', status }, ...transition.commands] }
}
