/**
 * Sends live-preview messages to the preview window (iframe or popup) as Payload's admin does:
 *
 * - nothing is sent before the preview page said it is ready; switching the window type (iframe ↔
 *   popup) or reloading the page waits for a new ready;
 * - on each ready the latest document is sent at once, so a new page never shows stale data;
 * - rapid updates are coalesced, latest wins: at most one message per scheduler tick (an animation
 *   frame by default), built from the newest input when it goes out. An update may be a function,
 *   so the form is turned into a document only when a message is really sent;
 * - `fieldSchemaJSON` goes with the first message to each ready page: the first send, the first
 *   after the window type changed, and (a fix over Payload 2, whose reloaded pages lost it) the first
 *   after the page reloaded;
 * - at most one data message is in flight: @payloadcms/live-preview merges each one through a request
 *   to the CMS, and several at once only queue there (and may land out of order). The next message,
 *   built from the newest state, goes when the page says it applied the last one (`applied()`, from
 *   Folio's `folio-live-preview-applied`), or when a timer releases the slot: a page that has never
 *   answered (any third-party frontend) gets the next one after `unansweredMs`, a page that answers
 *   after `answeredMs` at most, so no page can stall the preview for good.
 */
import type { FieldSchemaJSON } from './field-schema'
import { defaultTimers, type TimerHost } from '../lib/timers'
import {
  buildDocumentEventMessage,
  buildLivePreviewMessage,
  type LivePreviewMessageInput,
  type LivePreviewOutgoingMessage,
} from './messages'

export type PreviewWindowType = 'iframe' | 'popup'

/** Runs `task` later; returns a function that cancels it if it has not run yet. */
export type Scheduler = (task: () => void) => () => void

/** Runs the task in a microtask: coalesces everything that happens in one synchronous turn. */
export const microtaskScheduler: Scheduler = (task) => {
  let cancelled = false
  queueMicrotask(() => {
    if (!cancelled) task()
  })
  return () => {
    cancelled = true
  }
}

export interface AnimationFrameHost {
  requestAnimationFrame(callback: (time: number) => void): number
  cancelAnimationFrame(handle: number): void
}

/**
 * Once per animation frame of `win`. Browsers pause frames in hidden or occluded windows (the editor
 * may sit behind the popup), so a timer of `fallbackMs` runs the task if no frame comes first.
 */
export function animationFrameScheduler(
  win: AnimationFrameHost,
  fallbackMs = 100,
  timers: TimerHost = defaultTimers(),
): Scheduler {
  return (task) => {
    let done = false
    const run = () => {
      if (done) return
      done = true
      win.cancelAnimationFrame(frame)
      timers.clearTimeout(timer)
      task()
    }
    const frame = win.requestAnimationFrame(run)
    const timer = timers.setTimeout(run, fallbackMs)
    return () => {
      if (done) return
      done = true
      win.cancelAnimationFrame(frame)
      timers.clearTimeout(timer)
    }
  }
}

/** Frames when the environment has them (read when called, not at import), else microtasks. */
export function defaultScheduler(): Scheduler {
  const g = globalThis as Partial<AnimationFrameHost>
  if (typeof g.requestAnimationFrame === 'function' && typeof g.cancelAnimationFrame === 'function') {
    return animationFrameScheduler({
      requestAnimationFrame: (cb) => g.requestAnimationFrame!(cb),
      cancelAnimationFrame: (h) => g.cancelAnimationFrame!(h),
    })
  }
  return microtaskScheduler
}

/** A page that never answered gets the next message this long after the last (about one merge). */
export const UNANSWERED_RELEASE_MS = 150
/** A page that answers, but not this time (a failed merge, a lost message), is waited for this long. */
export const ANSWERED_RELEASE_MS = 1000

/** One update: the message input without the schema (the sender decides when that goes). */
export type LivePreviewUpdate = Omit<LivePreviewMessageInput, 'fieldSchemaJSON'>

export interface LivePreviewSenderOptions {
  /** Delivers a message to the current preview window, e.g. `target.postMessage(message, previewOrigin)`. */
  post(message: LivePreviewOutgoingMessage, windowType: PreviewWindowType): void
  /** The schema for the first message to each page; a function is called once, when first needed. */
  fieldSchemaJSON?: FieldSchemaJSON | (() => FieldSchemaJSON)
  /** Defaults to `defaultScheduler()`. */
  schedule?: Scheduler
  /** Initial window type; defaults to 'iframe'. */
  windowType?: PreviewWindowType
  /** Errors from building or posting a message; without it they are thrown from the scheduled task. */
  onError?(error: unknown): void
  /** Timers that release the in-flight slot; default the global ones. */
  timers?: TimerHost
  /** Defaults to UNANSWERED_RELEASE_MS. */
  unansweredMs?: number
  /** Defaults to ANSWERED_RELEASE_MS. */
  answeredMs?: number
}

export interface LivePreviewSender {
  /** The newest document state (or a function giving it). Sent on the next tick once ready. */
  update(next: LivePreviewUpdate | (() => LivePreviewUpdate)): void
  /** After a save: sends pending data, then 'payload-document-event'. False (nothing sent) when not ready. */
  documentEvent(): boolean
  /** The preview page posted its ready message: the latest document (with the schema) goes out next tick. */
  markReady(): void
  /** The preview page is reloading or loading another URL: wait for its ready again. */
  previewReloaded(): void
  /** Switches iframe ↔ popup. A change waits for the new window's ready and re-sends the schema. */
  setWindowType(type: PreviewWindowType): void
  /** The page applied the message in flight: the newest pending state goes at once. */
  applied(): void
  /** Sends a pending update now (when ready), even with a message in flight. */
  flush(): void
  /** Stops everything; later calls do nothing. */
  dispose(): void
  readonly isReady: boolean
  readonly windowType: PreviewWindowType
  /** Messages sent so far (for diagnostics and tests). */
  readonly sentCount: number
  /** A data message was sent and neither applied nor timed out yet. */
  readonly inFlight: boolean
}

export function createLivePreviewSender(options: LivePreviewSenderOptions): LivePreviewSender {
  const schedule = options.schedule ?? defaultScheduler()
  let windowType: PreviewWindowType = options.windowType ?? 'iframe'
  let ready = false
  let disposed = false
  let latest: LivePreviewUpdate | (() => LivePreviewUpdate) | null = null
  let pending = false
  let cancelScheduled: (() => void) | null = null
  /** The current page has had the schema. */
  let schemaSent = false
  let schemaCache: FieldSchemaJSON | undefined
  let sentCount = 0
  const timers = options.timers ?? defaultTimers()
  /** The slot: a data message the page has not applied yet (its release timer). */
  let inFlight: unknown = null
  /** The current page has answered a message with `applied`. */
  let answers = false

  const schema = (): FieldSchemaJSON | undefined => {
    if (schemaCache === undefined && options.fieldSchemaJSON !== undefined) {
      schemaCache = typeof options.fieldSchemaJSON === 'function' ? options.fieldSchemaJSON() : options.fieldSchemaJSON
    }
    return schemaCache
  }

  const fail = (error: unknown) => {
    if (options.onError) options.onError(error)
    else throw error
  }

  const cancel = () => {
    cancelScheduled?.()
    cancelScheduled = null
  }

  const release = () => {
    if (inFlight !== null) timers.clearTimeout(inFlight)
    inFlight = null
  }

  const send = () => {
    cancel()
    if (disposed || !ready || !pending || latest === null) return
    pending = false
    try {
      const input = typeof latest === 'function' ? latest() : latest
      const fieldSchemaJSON = schemaSent ? undefined : schema()
      const message = buildLivePreviewMessage({ ...input, fieldSchemaJSON })
      release()
      options.post(message, windowType)
      sentCount++
      schemaSent = true
      inFlight = timers.setTimeout(
        () => {
          inFlight = null
          send()
        },
        answers ? (options.answeredMs ?? ANSWERED_RELEASE_MS) : (options.unansweredMs ?? UNANSWERED_RELEASE_MS),
      )
    } catch (error) {
      fail(error)
    }
  }

  const scheduleSend = () => {
    if (disposed || !ready || !pending || latest === null || cancelScheduled || inFlight !== null) return
    cancelScheduled = schedule(() => {
      cancelScheduled = null
      send()
    })
  }

  const notReady = () => {
    ready = false
    schemaSent = false
    answers = false
    cancel()
    release()
    // The next page needs the current document as soon as it is ready.
    if (latest !== null) pending = true
  }

  return {
    update(next) {
      if (disposed) return
      latest = next
      pending = true
      scheduleSend()
    },
    documentEvent() {
      if (disposed || !ready) return false
      send()
      try {
        options.post(buildDocumentEventMessage(), windowType)
        sentCount++
      } catch (error) {
        fail(error)
        return false
      }
      return true
    },
    markReady() {
      if (disposed) return
      // A ready while already ready is a new page load in the same window.
      if (ready) notReady()
      ready = true
      if (latest !== null) pending = true
      scheduleSend()
    },
    previewReloaded() {
      if (disposed) return
      notReady()
    },
    setWindowType(type) {
      if (disposed || type === windowType) return
      windowType = type
      notReady()
    },
    applied() {
      if (disposed || !ready || inFlight === null) return
      answers = true
      release()
      send()
    },
    flush() {
      send()
    },
    dispose() {
      disposed = true
      cancel()
      release()
      latest = null
    },
    get isReady() {
      return ready
    },
    get windowType() {
      return windowType
    },
    get sentCount() {
      return sentCount
    },
    get inFlight() {
      return inFlight !== null
    },
  }
}
