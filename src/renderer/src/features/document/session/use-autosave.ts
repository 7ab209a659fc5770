/**
 * Autosave: while the form has changes, a draft is saved once typing pauses for the entity's
 * `versions.drafts.autosave.interval` (and at the latest a few intervals after the first change it
 * carries: autosave-timing.ts) with Payload's autosave request. The answer's values take the
 * form's place (so values the server set show), except edits made while the request was out: those
 * stay unsaved and are sent next time; nothing the editor typed is overwritten by the answer.
 *
 * Before each save the server's copy is checked: when someone (another editor, another tab) saved
 * since, autosave stops and says so instead of overwriting it. A failed call always ends: the status
 * says what went wrong, and when the host or the server could not be reached autosave tries again by
 * itself, sooner at first, until it answers. When the server no longer accepts the session, autosave
 * waits (edits pile up in the form and the local draft, unsent and unreported: the sign-in prompt says it
 * once) and goes on as soon as the user has signed in again.
 *
 * What autosave does when is decided by autosave-machine.ts and run by autosave.ts; this hook ties them
 * to the view: its form's changes, the window's online and focus, the sign-in, and what goes on leaving.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ApiError, ApiRequest, ApiResult } from '@shared/api'
import { invokeApi } from '../../../core/requests'
import type { FormStore } from '../../../core/form/form-store'
import type { WriteQueue } from './write-queue'
import type { AutosaveState } from './autosave-machine'
import { sendOnLeaving, startAutosave } from './autosave'
import { useSessionStore } from '../../../core/stores/session-store'

export type Autosave = AutosaveState & {
  /** Saves now, without waiting for the retry delay (the status's Try again). */
  retryNow: () => void
  /** Goes on after the editor chose to keep their copy over a newer one on the server (or saved it by hand). */
  resume: () => void
  /** Forgets the last status (a manual save reported its own). */
  clearStatus: () => void
}

export interface AutosaveOptions {
  form: FormStore
  enabled: boolean
  intervalMs: number
  /** The open document and locale: a status belongs to the one it was reached for. */
  scope: string
  /**
   * The autosave request for the form's current body; `keepLock`: whether the save keeps the editor's
   * lock (by default, whether they hold it now).
   */
  request: (keepLock?: boolean) => ApiRequest
  /** The editor holds the document's lock (as this render saw it). */
  holdsLock?: boolean
  /**
   * Autosave is stopping with edits waiting, which go now: whether the editor has left the document, so
   * that its lock goes with them. False when they only went to the document's own tabs or another
   * locale of it, which keep the lock.
   */
  leftDocument?: () => boolean
  /**
   * What was waiting when the editor left the document or locale reached the server, with the form's
   * data as it was sent (its local draft is no longer needed unless edited since).
   */
  onSentOnLeaving?: (data: Record<string, unknown>) => void
  /** The server copy's updatedAt when it is newer than `base` (default: the one this form is based on), else null. */
  newerOnServer?: (base?: string | null) => Promise<string | null>
  /** The updatedAt this form is based on: read as the editor leaves, before the next document's load moves it. */
  basedOn?: () => string | null
  /** Autosave stopped because the server's copy is newer. */
  onStale?: (serverUpdatedAt: string) => void
  /** A save failed (once per run of failures: the retries keep the status instead). */
  onError?: (error: ApiError) => void
  /** The saved document, as the server answered (its new updatedAt, for change detection). */
  onSaved?: (doc: Record<string, unknown> | undefined) => void
  /** Unsaved work outside the form (an upload's chosen file): autosave runs for it too. */
  pending?: () => boolean
  /** Changes when that work does, so autosave takes it up without waiting for a keystroke. */
  pendingKey?: unknown
  /**
   * Why the form cannot be sent as it is (a value typed that cannot be saved, a limit broken), naming
   * the fields; null when it can. Nothing is sent until the form changes and it can.
   */
  blockedBy?: () => string | null
  /** Sends the request (default: invokeApi); an upload's chosen file goes with it here. */
  send?: (request: ApiRequest) => Promise<ApiResult>
  /**
   * The document's writes: autosave waits its turn behind a manual save that is out. That save's answer
   * moves updatedAt, so a check made before it would take the editor's own save for someone else's and
   * stop with a false conflict. A manual save asked for meanwhile waits for the autosave the same way.
   */
  writes: WriteQueue
}

type Control = { retryNow: () => void; resume: () => void; changed: () => void }

/**
 * Edits that landed after their autosave had stopped, the editor still on the document (the CMS came
 * back and the schema was read again: the view showed no locale meanwhile, or was drawn again), by
 * scope: the view showing that document and locale, now or once it is back on it, says they did.
 */
const landedAfterStopping = new Set<string>()
const landedListeners = new Set<(scope: string) => void>()

function tellLandedAfterStop(scope: string) {
  landedAfterStopping.add(scope)
  for (const listener of landedListeners) listener(scope)
}

export function useAutosave(options: AutosaveOptions): Autosave {
  const { form, enabled, intervalMs, scope, request } = options
  const [state, setState] = useState<AutosaveState & { scope: string }>({ phase: 'idle', scope })
  const controlRef = useRef<Control | null>(null)
  // Read at call time: a new callback identity must not restart the timer or drop an answer.
  const latest = useRef(options)
  /**
   * The options of the document or locale the view showed before this one: once the view moved on,
   * `latest` holds the next one's, but what was waiting goes with the one it was typed in.
   */
  const previous = useRef<AutosaveOptions | null>(null)
  useLayoutEffect(() => {
    if (latest.current.scope !== options.scope) previous.current = latest.current
    latest.current = options
  })
  // Set as the view goes: this cleanup runs before the autosave effect's own (React cleans up in order).
  const unmounting = useRef(false)
  useEffect(() => {
    unmounting.current = false
    return () => {
      unmounting.current = true
    }
  }, [])
  useEffect(() => {
    const take = (landed: string) => {
      if (landed !== scope || !landedAfterStopping.delete(scope)) return
      setState({ phase: 'saved', at: Date.now(), scope })
    }
    take(scope)
    landedListeners.add(take)
    return () => void landedListeners.delete(take)
  }, [scope])

  useEffect(() => {
    if (!enabled) return
    const run = startAutosave({
      form,
      intervalMs,
      request: () => request(),
      hooks: () => ({ ...latest.current, send: latest.current.send ?? invokeApi }),
      report: (next) => setState({ ...next, scope }),
      onAnsweredAfterStop: (result) => {
        if (result.ok && !latest.current.leftDocument?.()) tellLandedAfterStop(scope)
      },
    })
    controlRef.current = { retryNow: run.retryNow, changed: run.changed, resume: run.resume }
    // A window that comes back online or into focus tries at once instead of waiting out the delay.
    const retrySoon = () => run.backOnline()
    window.addEventListener('online', retrySoon)
    window.addEventListener('focus', retrySoon)
    const unsubscribe = form.subscribeForm(() => run.changed())
    // Signed in again: what waited is sent at once.
    const unsubscribeSession = useSessionStore.subscribe(({ session }) => {
      if (session?.phase === 'signed-in' && !session.rejected) run.signedIn()
    })
    return () => {
      // The view now shows another document or locale (whose form is about to be loaded), or it goes.
      const moved = latest.current.scope !== scope
      const own = moved ? (previous.current?.scope === scope ? previous.current : null) : latest.current
      // Outside work (a chosen file) belongs to the view, which the next document has taken over.
      const unsaved = moved ? form.isModified() : form.isModified() || Boolean(latest.current.pending?.())
      const { held } = run.stop()
      const pending = !held && unsaved
      controlRef.current = null
      unsubscribe()
      unsubscribeSession()
      window.removeEventListener('online', retrySoon)
      window.removeEventListener('focus', retrySoon)
      if (!pending || !own) return
      // The view goes with this document still its own (the editor left it, or went to its versions or
      // API tab, views without the form), and autosave was not turned off (the lock went to someone
      // else, the document is gone). Not when the effect only starts again (a new request, say).
      if (!moved && !(unmounting.current && latest.current.enabled)) return
      flushOnLeaving(own, own.leftDocument?.() ?? false, moved)
    }
    /**
     * The editor left the form before the pause autosave waits for: what was typed is sent now (not kept
     * only in the local draft, which only this user on this machine would see, and which the form would
     * offer back instead of showing), after any write still out and only if no one saved meanwhile. The
     * request and the form's base are taken now, before a next document's load puts its own in the form;
     * the lock is kept while the editor stays on the document (another locale, its other tabs).
     */
    function flushOnLeaving(own: AutosaveOptions, left: boolean, moved: boolean) {
      // What cannot be sent stays in the local draft, as typed.
      if (own.blockedBy?.() != null) return
      // Leaving the document, the lock goes with the editor; on its other tabs or locales, it stays theirs.
      const sent = request(!left && Boolean(own.holdsLock))
      const data = form.getData() as Record<string, unknown>
      const basedOn = own.basedOn?.() ?? null
      void sendOnLeaving({
        request: sent,
        // The view's chosen file is the next document's now: it must not ride along.
        send: moved ? invokeApi : (own.send ?? invokeApi),
        writes: own.writes,
        // The copy an autosave out when the editor left made, else the one the form was based on.
        base: () => run.landedAfterStop() ?? basedOn,
        newerOnServer: own.newerOnServer,
        onLanded: () => {
          own.onSentOnLeaving?.(data)
          if (!left) tellLandedAfterStop(scope)
          else if (latest.current.scope === scope) setState({ phase: 'saved', at: Date.now(), scope })
        },
      })
    }
  }, [form, enabled, intervalMs, request, scope])

  // The outside work changed (a file chosen): counted as a change of the form.
  const { pendingKey } = options
  useEffect(() => {
    if (pendingKey) controlRef.current?.changed()
  }, [pendingKey])

  const retryNow = useCallback(() => controlRef.current?.retryNow(), [])
  const resume = useCallback(() => controlRef.current?.resume(), [])
  const clearStatus = useCallback(
    () => setState((s) => (s.phase === 'idle' ? s : { phase: 'idle', scope: s.scope })),
    [],
  )
  // A status reached for another document or locale is not this one's.
  const shown: AutosaveState = state.scope === scope ? state : { phase: 'idle' }
  return useMemo(
    () => ({ ...shown, retryNow, resume, clearStatus }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shown is derived from state and scope
    [state, scope, retryNow, resume, clearStatus],
  )
}
