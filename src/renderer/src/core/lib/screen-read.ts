/**
 * What a screen shows for its reads: loading (drawn in the same render as the navigation, so never
 * late), an error with the reason, the same error when a read has gone unanswered for SLOW_READ_MS
 * (the read keeps going, and the screen fills if it then arrives), or its content.
 */
import type { ApiError } from '@shared/api'
import type { CmsState } from '@shared/bridge'

/** A read still unanswered after this long is shown as taking long, with Retry. */
export const SLOW_READ_MS = 10_000

export type ScreenPhase = 'loading' | 'slow' | 'error' | 'ready'

export interface ScreenReadState {
  /** A read the screen needs is out. */
  pending: boolean
  /** The screen's last read failed (cleared by the next answer). */
  failed: boolean
  /** The screen has something of its own to draw (an earlier answer, kept while the next is out). */
  hasData: boolean
  /** The read out now has taken SLOW_READ_MS or longer. */
  slow: boolean
}

export function screenPhase({ pending, failed, hasData, slow }: ScreenReadState): ScreenPhase {
  if (pending) return slow ? 'slow' : hasData ? 'ready' : 'loading'
  if (failed) return 'error'
  return 'ready'
}

/** Whether a screen in this phase is one that reads again by itself when the connection returns. */
export const readsAgainOnReconnect = (phase: ScreenPhase): boolean => phase === 'error' || phase === 'slow'

/** The built-in CMS's state went from down (restarting, failed, stopped, starting) back to ready. */
export function connectionReturned(before: CmsState | undefined, after: CmsState | undefined): boolean {
  return before !== undefined && before !== 'ready' && after === 'ready'
}

/**
 * A failure that may go by itself (the CMS could not be reached, timed out, or failed inside): worth a
 * Retry. Anything else is the CMS's answer about what was asked (not found, not allowed, a bad id).
 */
export function isPassingFailure(error: Pick<ApiError, 'kind' | 'status'>): boolean {
  return ['unreachable', 'timeout', 'tls', 'invalid-json'].includes(error.kind) || (error.status ?? 0) >= 500
}
