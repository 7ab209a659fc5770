/**
 * The one line of the document header that says where the editor's changes are: derived from the
 * session's state alone, so it is always true (a pure function, no React). The most pressing fact
 * wins: a newer copy on the server, then changes waiting for the server, a save under way, a value
 * autosave cannot send, an autosave failing, unsaved changes, and last the time of the saved copy.
 */
import type { ApiError } from '@shared/api'
import { formatDistanceStrict, type Locale } from 'date-fns'
import type { Translate } from '../../../core/i18n/translate'
import { isConnectionError } from '../../../core/i18n/api-error-text'
import type { AutosaveState } from './autosave-machine'

export type SaveStatusKind =
  'none' | 'saved' | 'saving' | 'unsaved' | 'retrying' | 'failed' | 'blocked' | 'waiting' | 'conflict'

export interface SaveStatusInput {
  autosave: Pick<AutosaveState, 'phase' | 'error' | 'message'>
  /** A save by hand (or unpublish) is out. */
  saving: boolean
  /** The changed-on-server choice is open. */
  conflict: boolean
  /** Saves in the offline queue. */
  queued: number
  /** The built-in CMS is restarting or could not be started again. */
  cmsDown: boolean
  /** The form (or a chosen file, a drawn crop) holds changes not saved. */
  modified: boolean
  /** When the copy the form is based on was saved (its updatedAt); null for a new document. */
  savedAt: number | null
  now: number
}

export interface SaveStatus {
  kind: SaveStatusKind
  /** What the slot says; '' for nothing. */
  text: string
  /** Which Try again the slot offers: autosave's, the offline queue's, or none. */
  retry: 'autosave' | 'offline' | null
  /** How it looks: calm, busy (a request out), or a warning the editor should see. */
  tone: 'calm' | 'busy' | 'warning'
}

const failing = (error: ApiError | undefined) => error !== undefined && isConnectionError(error)
const retryable = (error: ApiError | undefined) =>
  error !== undefined && (failing(error) || (error.kind === 'http' && (error.status ?? 500) >= 500))

export function saveStatus(input: SaveStatusInput, t: Translate, locale?: Locale): SaveStatus {
  const { autosave } = input
  const autosaveFailed = autosave.phase === 'error'
  if (input.conflict || autosave.phase === 'stale')
    return { kind: 'conflict', text: t('folio:changedOnServer'), retry: null, tone: 'warning' }
  if (input.queued > 0 || (input.cmsDown && (input.modified || (autosaveFailed && failing(autosave.error)))))
    return {
      kind: 'waiting',
      text: t('folio:waitingForServer'),
      retry: input.queued > 0 ? 'offline' : autosaveFailed ? 'autosave' : null,
      tone: 'warning',
    }
  if (input.saving || autosave.phase === 'saving')
    return { kind: 'saving', text: t('general:saving'), retry: null, tone: 'busy' }
  if (autosave.phase === 'blocked')
    return {
      kind: 'blocked',
      text: autosave.message ?? t('error:correctInvalidFields'),
      retry: null,
      tone: 'warning',
    }
  if (autosaveFailed)
    return retryable(autosave.error)
      ? { kind: 'retrying', text: t('folio:autosaveRetrying'), retry: 'autosave', tone: 'warning' }
      : { kind: 'failed', text: t('error:autosaving'), retry: 'autosave', tone: 'warning' }
  if (input.modified) return { kind: 'unsaved', text: t('folio:unsavedChanges'), retry: null, tone: 'calm' }
  if (input.savedAt !== null && Number.isFinite(input.savedAt)) {
    // A server clock a little ahead of this one still reads as just saved, never as in the future.
    const distance = formatDistanceStrict(Math.min(input.savedAt, input.now), input.now, {
      roundingMethod: 'floor',
      ...(locale ? { locale } : {}),
    })
    return { kind: 'saved', text: t('version:lastSavedAgo', { distance }), retry: null, tone: 'calm' }
  }
  return { kind: 'none', text: '', retry: null, tone: 'calm' }
}

/** How long until the saved time says something else: each second in the first minute, then each half minute. */
export function statusTickMs(savedAt: number | null, now: number): number | null {
  if (savedAt === null || !Number.isFinite(savedAt)) return null
  return now - savedAt < 60_000 ? 1000 : 30_000
}
