/**
 * Runs autosave's machine (autosave-machine.ts) for one form: keeps its one timer on the clock it is
 * given, takes its turns in the document's write queue, checks the server's copy, sends, and puts the
 * answer's values in the form. No React: the document's autosave (autosave-session.ts) starts it, feeds it changes and
 * stops it; tests give it a fake clock and a fake send.
 */
import type { ApiError, ApiRequest, ApiResult } from '@shared/api'
import { savedDocument } from '../../../core/requests'
import type { FormStore } from '../../../core/form/form-store'
import type { WriteQueue } from './write-queue'
import {
  autosaveTransition,
  classifyAutosaveAnswer,
  createAutosaveMachine,
  isHeld,
  type AutosaveEvent,
  type AutosaveMachine,
  type AutosaveState,
} from './autosave-machine'

export interface Clock {
  now(): number
  setTimeout(run: () => void, delayMs: number): unknown
  clearTimeout(handle: unknown): void
}

/** The page's own clock, looked up at each call (a test's installed clock takes its place). */
export const pageClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, delayMs) => setTimeout(run, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** What autosave reads each time it needs it: a new callback identity must not restart the timer or drop an answer. */
export interface AutosaveHooks {
  /** Sends the request; an upload's chosen file goes with it here. */
  send: (request: ApiRequest) => Promise<ApiResult>
  writes: WriteQueue
  /** The server copy's updatedAt when it is newer than the one this form is based on, else null. */
  newerOnServer?: () => Promise<string | null>
  /** Why the form cannot be sent as it is, naming the fields; null when it can. */
  blockedBy?: () => string | null
  /** Unsaved work outside the form (an upload's chosen file): autosave runs for it too. */
  pending?: () => boolean
  onStale?: (serverUpdatedAt: string) => void
  onError?: (error: ApiError) => void
  onSaved?: (doc: Record<string, unknown> | undefined) => void
}

export interface AutosaveRunOptions {
  form: Pick<FormStore, 'isModified' | 'snapshot' | 'revision' | 'loadSaved' | 'markSaved' | 'setErrors'>
  intervalMs: number
  /** The autosave request for the form's current body. */
  request: () => ApiRequest
  hooks: () => AutosaveHooks
  report: (status: AutosaveState) => void
  /** A save that was out when autosave stopped has answered (its answer changes nothing here). */
  onAnsweredAfterStop?: (result: ApiResult) => void
  clock?: Clock
}

export interface AutosaveRun {
  /** The form or the outside work changed. */
  changed: () => void
  /** Saves now, without waiting for the retry delay (the status's Try again). */
  retryNow: () => void
  /** The window came back online or into focus: a save waiting after a failure goes at once. */
  backOnline: () => void
  /** Goes on after the editor chose to keep their copy over a newer one on the server (or saved it by hand). */
  resume: () => void
  /** The user signed in again: what waited is sent at once. */
  signedIn: () => void
  /**
   * Stops: no timer, no status, no answer taken. `held`: a hold was on (a value that cannot be sent, a
   * newer copy on the server, an ended session), so what is unsaved must not be sent on leaving either.
   */
  stop: () => { held: boolean }
  /** What a save that answered after stopping made the server's copy (its updatedAt). */
  landedAfterStop: () => string | undefined
  /** The machine as it is now (for tests and the status). */
  machine: () => AutosaveMachine
}

export function startAutosave(options: AutosaveRunOptions): AutosaveRun {
  const { form, request, hooks, report } = options
  const clock = options.clock ?? pageClock
  let machine = createAutosaveMachine(options.intervalMs)
  let timer: unknown = null
  /** The check or the send under way in the current run: the write queue's turn lasts until it is done. */
  let work: Promise<void> | null = null
  let runs = 0
  let landedAfterStop: string | undefined

  const unsaved = () => form.isModified() || Boolean(hooks().pending?.())
  const stopped = () => machine.step.kind === 'stopped'

  function dispatch(event: AutosaveEvent) {
    const transition = autosaveTransition(machine, event)
    machine = transition.machine
    for (const command of transition.commands) {
      switch (command.type) {
        case 'set-timer':
          timer = clock.setTimeout(() => {
            timer = null
            dispatch({ type: 'timer-fired', unsaved: unsaved() })
          }, command.delayMs)
          break
        case 'clear-timer':
          if (timer !== null) clock.clearTimeout(timer)
          timer = null
          break
        case 'queue':
          // A check or send that throws is a bug to see, not a reason to stop autosave.
          takeTurn().catch((error: unknown) => console.error(error))
          break
        case 'check':
          work = check()
          break
        case 'send':
          work = send()
          break
        case 'report':
          report(command.status)
          break
        case 'tell-error':
          hooks().onError?.(command.error)
          break
        case 'tell-stale':
          hooks().onStale?.(command.serverUpdatedAt)
          break
      }
    }
  }

  /** One run: after the write before it (a manual save) has answered, which may have saved everything. */
  async function takeTurn() {
    const run = ++runs
    try {
      await hooks().writes.run(async () => {
        const { blockedBy, newerOnServer } = hooks()
        dispatch({
          type: 'turn',
          unsaved: unsaved(),
          blockedBy: blockedBy?.() ?? null,
          canCheck: Boolean(newerOnServer),
        })
        while (work) {
          const step = work
          work = null
          await step
        }
      })
    } finally {
      work = null
      // A check or send that threw leaves the run without an answer: autosave goes on at the next change.
      if (run === runs && machine.step.kind === 'sending') machine = { ...machine, step: { kind: 'idle' } }
    }
  }

  async function check() {
    const newer = (await hooks().newerOnServer?.()) ?? null
    dispatch({ type: 'checked', newer })
  }

  async function send() {
    const sent = form.snapshot()
    const sentAt = form.revision
    const result = await hooks().send(request())
    if (stopped()) {
      const updatedAt = result.ok ? savedDocument(result.data)?.updatedAt : undefined
      if (typeof updatedAt === 'string') landedAfterStop = updatedAt
      options.onAnsweredAfterStop?.(result)
      return
    }
    const answer = classifyAutosaveAnswer(result)
    if (result.ok) {
      // What the server set itself (a hook's slug or date) shows at once; what was typed since stays.
      const doc = savedDocument(result.data)
      if (doc) form.loadSaved(doc, sentAt)
      else form.markSaved(sent)
      hooks().onSaved?.(doc)
    } else if (answer.kind !== 'session-ended' && result.error.fieldErrors) form.setErrors(result.error.fieldErrors)
    dispatch({ type: 'answered', answer, now: clock.now(), unsaved: unsaved() })
  }

  dispatch({ type: 'start', now: clock.now(), unsaved: unsaved() })
  return {
    changed: () => dispatch({ type: 'changed', now: clock.now(), unsaved: unsaved() }),
    retryNow: () => dispatch({ type: 'retry-now', unsaved: unsaved() }),
    backOnline: () => dispatch({ type: 'back-online', unsaved: unsaved() }),
    resume: () => dispatch({ type: 'resume', unsaved: unsaved() }),
    signedIn: () => dispatch({ type: 'signed-in', unsaved: unsaved() }),
    stop() {
      const held = isHeld(machine.step)
      dispatch({ type: 'stop' })
      return { held }
    },
    landedAfterStop: () => landedAfterStop,
    machine: () => machine,
  }
}

export interface LeavingWrite {
  /** The request as it was when the editor left (taken before a next document's load fills the form). */
  request: ApiRequest
  send: (request: ApiRequest) => Promise<ApiResult>
  writes: WriteQueue
  /** The updatedAt the form is based on, read when the write's turn comes (an autosave out may have moved it). */
  base: () => string | null
  /** The server copy's updatedAt when it is newer than `base`, else null. */
  newerOnServer?: (base: string | null) => Promise<string | null>
  /** It landed: called within its turn, before any write asked for after it starts. */
  onLanded: () => void
}

/**
 * The editor left the form before the pause autosave waits for: what was typed goes now, after any
 * write still out, and only if no one saved meanwhile (else it stays in the local draft, as typed).
 * Settles once the write has, landed or not; never rejects.
 */
export function sendOnLeaving(write: LeavingWrite): Promise<void> {
  return write.writes
    .run(async () => {
      if ((await write.newerOnServer?.(write.base())) ?? null) return
      const result = await write.send(write.request)
      if (result.ok) write.onLanded()
    })
    .catch(() => undefined)
}
