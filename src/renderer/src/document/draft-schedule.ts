/**
 * When a document's local draft is written while the editor types. Writing it means turning the
 * whole form into a document and handing it to the host (an IPC or HTTP message of the whole
 * document): several milliseconds on a large post, too much for every keystroke. So the draft is
 * written once typing pauses for `pauseMs`, and at least every `maxWaitMs` while it goes on, each
 * time when the page is idle; `flush()` writes what is pending at once (leaving the view, hiding or
 * closing the window).
 */

import { defaultTimers, type TimerHost } from '../lib/timers'

/** Typing paused this long: the draft is written. */
export const DRAFT_PAUSE_MS = 300
/** Typing goes on: the draft is written at least this often (what a crash could lose at most). */
export const DRAFT_MAX_WAIT_MS = 500

export interface DraftSchedulerOptions {
  /** Writes the draft from the form as it is now. */
  write(): void
  /** Runs `run` when the page is idle; returns a cancel. */
  whenIdle(run: () => void): () => void
  now?: () => number
  timers?: TimerHost
  pauseMs?: number
  maxWaitMs?: number
}

export interface DraftScheduler {
  /** The form changed: a write is due. */
  changed(): void
  /** Writes a due draft now; nothing when none is due. */
  flush(): void
  /** Forgets a due write (its view is gone and wrote it already, or has nothing to keep). */
  cancel(): void
  /** A change has not been written yet. */
  readonly due: boolean
}

export function createDraftScheduler(options: DraftSchedulerOptions): DraftScheduler {
  const now = options.now ?? (() => performance.now())
  const timers = options.timers ?? defaultTimers()
  const pauseMs = options.pauseMs ?? DRAFT_PAUSE_MS
  const maxWaitMs = options.maxWaitMs ?? DRAFT_MAX_WAIT_MS
  /** When the oldest unwritten change was made; null when everything is written. */
  let firstAt: number | null = null
  let timer: unknown = null
  let cancelIdle: (() => void) | null = null

  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
    cancelIdle?.()
    cancelIdle = null
  }
  const run = () => {
    clear()
    firstAt = null
    options.write()
  }

  return {
    changed() {
      const t = now()
      firstAt ??= t
      // Already waiting for the idle moment that writes it: that write reads the form as it is then.
      if (cancelIdle) return
      if (timer !== null) timers.clearTimeout(timer)
      const wait = Math.max(0, Math.min(pauseMs, firstAt + maxWaitMs - t))
      timer = timers.setTimeout(() => {
        timer = null
        cancelIdle = options.whenIdle(run)
      }, wait)
    },
    flush() {
      if (firstAt !== null) run()
    },
    cancel() {
      clear()
      firstAt = null
    },
    get due() {
      return firstAt !== null
    },
  }
}
