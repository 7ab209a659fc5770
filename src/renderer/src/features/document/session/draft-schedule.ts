/**
 * When a document's local draft is written while the editor types. Writing it means turning the
 * whole form into a document and handing it to the host (an IPC or HTTP message of the whole
 * document): a few milliseconds on a large post, so not inside the keystroke itself. The draft is
 * written a short pause after a change (`pauseMs`, short enough that a host killed soon after the
 * last key has it on disk) and at least every `maxWaitMs` while typing goes on; page-drafts.ts keeps
 * one write in flight and sends the newest draft after it. Where a write costs more (a 1,000-row
 * document on a busy machine), the pause grows to three times what the last one took, so writing
 * never takes more than about a quarter of the page's time while the editor types. `flush()` writes what is pending at once
 * (leaving the view, hiding or closing the window).
 *
 * It used to wait for a 300 ms pause and then for an idle callback (up to 100 ms more): a host
 * killed 150-300 ms after the last key lost the last characters.
 */

import { defaultTimers, type TimerHost } from '../../../core/lib/timers'

/** Typing paused this long: the draft is written. */
export const DRAFT_PAUSE_MS = 40
/** Typing goes on: the draft is written at least this often (what a crash could lose at most). */
export const DRAFT_MAX_WAIT_MS = 200

export interface DraftSchedulerOptions {
  /** Writes the draft from the form as it is now. */
  write(): void
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
  /** How long the last write took: the pause is never shorter than three times that. */
  let lastCost = 0

  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }
  const run = () => {
    clear()
    firstAt = null
    const started = now()
    options.write()
    lastCost = now() - started
  }

  return {
    changed() {
      const t = now()
      firstAt ??= t
      clear()
      const pause = Math.max(pauseMs, Math.min(3 * lastCost, maxWaitMs))
      const wait = Math.max(0, Math.min(pause, firstAt + maxWaitMs - t))
      timer = timers.setTimeout(run, wait)
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
