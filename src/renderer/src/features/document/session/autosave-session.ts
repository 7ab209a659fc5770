/**
 * Autosave for the open document's view, no React: while the form has changes, a draft is saved once
 * typing pauses for the entity's `versions.drafts.autosave.interval` (and at the latest a few intervals
 * after the first change it carries: autosave-timing.ts) with Payload's autosave request. The answer's
 * values take the form's place (so values the server set show), except edits made while the request
 * was out: those stay unsaved and are sent next time; nothing the editor typed is overwritten.
 *
 * Before each save the server's copy is checked: when someone (another editor, another tab) saved
 * since, autosave stops and says so instead of overwriting it. A failed call always ends: the status
 * says what went wrong, and when the host or the server could not be reached autosave tries again by
 * itself, sooner at first, until it answers. When the server no longer accepts the session, autosave
 * waits (edits pile up in the form and the local draft, unsent and unreported: the sign-in prompt says
 * it once) and goes on as soon as the user has signed in again.
 *
 * What autosave does when is decided by autosave-machine.ts and run by autosave.ts (one run per
 * document and locale); this object starts and stops the runs as the view's document, locale and
 * permissions change, feeds them the window's online and focus and the sign-in, and sends what is
 * waiting when the editor leaves.
 */
import type { ApiError, ApiRequest, ApiResult } from '@shared/api'
import { invokeApi } from '../../../core/requests'
import type { FormStore } from '../../../core/form/form-store'
import type { WriteQueue } from './write-queue'
import type { AutosaveState } from './autosave-machine'
import { pageClock, sendOnLeaving, startAutosave, type AutosaveRun, type Clock } from './autosave'
import { sessionAccepted } from './document-writes'

/** What the view gives autosave each render; read at call time, so a new callback restarts nothing. */
export interface AutosaveConfig {
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
  /** The editor holds the document's lock. */
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

/** The world autosave listens to: the clock, the window coming back, the user signing in again. */
export interface AutosaveEnvironment {
  clock: Clock
  /** The bridge's API call: what goes on leaving without the view's own send (default: invokeApi). */
  invoke: (request: ApiRequest) => Promise<ApiResult>
  /** Calls `listener` when the window comes back online or into focus; answers the unsubscribe. */
  onBackOnline: (listener: () => void) => () => void
  /** Calls `listener` each time the user's session is accepted again; answers the unsubscribe. */
  onSignedIn: (listener: () => void) => () => void
}

export interface AutosaveSession {
  subscribe: (listener: () => void) => () => void
  /** The status of the document and locale the view shows now. */
  getSnapshot: () => AutosaveState
  /** The view's document, locale, permissions and callbacks as this render sees them. */
  configure: (config: AutosaveConfig) => void
  /** The view is there (again: React may mount it twice): autosave runs while enabled. */
  mount: () => void
  /** The view goes: what is waiting is sent for the document it was typed in. */
  unmount: () => void
  /** Saves now, without waiting for the retry delay (the status's Try again). */
  retryNow: () => void
  /** Goes on after the editor chose to keep their copy over a newer one on the server (or saved it by hand). */
  resume: () => void
  /** Forgets the last status (a manual save reported its own). */
  clearStatus: () => void
}

const windowBackOnline = (listener: () => void) => {
  window.addEventListener('online', listener)
  window.addEventListener('focus', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('focus', listener)
  }
}

const pageEnvironment: AutosaveEnvironment = {
  clock: pageClock,
  invoke: invokeApi,
  onBackOnline: windowBackOnline,
  onSignedIn: sessionAccepted,
}

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

const IDLE: AutosaveState = { phase: 'idle' }

/** One run of autosave: the document and locale it saves, and the latest config given for them. */
interface Running {
  form: FormStore
  intervalMs: number
  scope: string
  run: AutosaveRun
  /** The config of this run's document and locale: kept when the view has moved on to the next one. */
  own: { current: AutosaveConfig }
  unsubscribe: () => void
}

export function createAutosaveSession(environment: Partial<AutosaveEnvironment> = {}): AutosaveSession {
  const env = { ...pageEnvironment, ...environment }
  let latest: AutosaveConfig | null = null
  let status: AutosaveState & { scope: string } = { phase: 'idle', scope: '' }
  let shown: { from: typeof status; scope: string | undefined; state: AutosaveState } | null = null
  let running: Running | null = null
  let mounted = false
  let unmounting = false
  let pendingKey: unknown
  let stopLanded: (() => void) | null = null
  const listeners = new Set<() => void>()

  const report = (next: AutosaveState & { scope: string }) => {
    status = next
    for (const listener of listeners) listener()
  }

  /** The view shows `scope` (again): edits that landed for it after their autosave stopped show as saved. */
  const takeLanded = (scope: string) => {
    if (latest?.scope !== scope || !landedAfterStopping.delete(scope)) return
    report({ phase: 'saved', at: env.clock.now(), scope })
  }

  function start(config: AutosaveConfig): Running {
    const { form, scope } = config
    // The run's own config: its document's, even once the view has moved on to another.
    const own = { current: config }
    const current = () => own.current
    const run = startAutosave({
      form,
      intervalMs: config.intervalMs,
      request: () => current().request(),
      hooks: () => {
        const c = current()
        return { ...c, send: c.send ?? env.invoke }
      },
      report: (next) => report({ ...next, scope }),
      onAnsweredAfterStop: (result) => {
        if (result.ok && !latest?.leftDocument?.()) tellLandedAfterStop(scope)
      },
      clock: env.clock,
    })
    const offForm = form.subscribeForm(() => run.changed())
    // A window that comes back online or into focus tries at once instead of waiting out the delay.
    const offOnline = env.onBackOnline(() => run.backOnline())
    // Signed in again: what waited is sent at once.
    const offSignedIn = env.onSignedIn(() => run.signedIn())
    return {
      form,
      intervalMs: config.intervalMs,
      scope,
      run,
      own,
      unsubscribe: () => {
        offForm()
        offOnline()
        offSignedIn()
      },
    }
  }

  /** Stops the run; sends what is waiting when the editor left its document or locale, or the view goes. */
  function stop(self: Running) {
    const { form, scope, run } = self
    const own = self.own.current
    const moved = latest?.scope !== scope
    // Outside work (a chosen file) belongs to the view, which the next document has taken over.
    const unsaved = moved ? form.isModified() : form.isModified() || Boolean(own.pending?.())
    const { held } = run.stop()
    self.unsubscribe()
    if (held || !unsaved) return
    // Not when autosave was only turned off with the editor still there (the lock went to someone else,
    // the document is gone), nor when a run starts again for the same document.
    if (!moved && !(unmounting && latest?.enabled)) return
    flushOnLeaving(self, own.leftDocument?.() ?? false, moved)
  }

  /**
   * The editor left the form before the pause autosave waits for: what was typed is sent now (not kept
   * only in the local draft, which only this user on this machine would see, and which the form would
   * offer back instead of showing), after any write still out and only if no one saved meanwhile. The
   * request and the form's base are taken now, before a next document's load puts its own in the form;
   * the lock is kept while the editor stays on the document (another locale, its other tabs).
   */
  function flushOnLeaving({ form, scope, run, own: { current: own } }: Running, left: boolean, moved: boolean) {
    // What cannot be sent stays in the local draft, as typed.
    if (own.blockedBy?.() != null) return
    const request = own.request(!left && Boolean(own.holdsLock))
    const data = form.getData() as Record<string, unknown>
    const basedOn = own.basedOn?.() ?? null
    void sendOnLeaving({
      request,
      // The view's chosen file is the next document's now: it must not ride along.
      send: moved ? env.invoke : (own.send ?? env.invoke),
      writes: own.writes,
      // The copy an autosave out when the editor left made, else the one the form was based on.
      base: () => run.landedAfterStop() ?? basedOn,
      newerOnServer: own.newerOnServer,
      onLanded: () => {
        own.onSentOnLeaving?.(data)
        if (!left) tellLandedAfterStop(scope)
        else if (latest?.scope === scope) report({ phase: 'saved', at: env.clock.now(), scope })
      },
    })
  }

  /** Starts, stops or restarts the run for what the view shows now. */
  function sync() {
    const c = latest
    if (!mounted || !c) return
    const r = running
    const same = r && r.form === c.form && r.intervalMs === c.intervalMs && r.scope === c.scope && c.enabled
    if (same) {
      r.own.current = c
    } else {
      if (r) {
        running = null
        stop(r)
      }
      if (c.enabled) running = start(c)
    }
    // The outside work changed (a file chosen): counted as a change of the form.
    if (c.pendingKey !== pendingKey) {
      pendingKey = c.pendingKey
      if (pendingKey) running?.run.changed()
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot() {
      // A status reached for another document or locale is not this one's.
      const scope = latest?.scope
      if (shown?.from !== status || shown.scope !== scope) {
        const state: AutosaveState = status.scope === scope && status.phase !== 'idle' ? strip(status) : IDLE
        shown = { from: status, scope, state }
      }
      return shown.state
    },
    configure(config) {
      const moved = latest?.scope !== config.scope
      latest = config
      sync()
      if (moved && mounted) takeLanded(config.scope)
    },
    mount() {
      mounted = true
      unmounting = false
      stopLanded = (() => {
        landedListeners.add(takeLanded)
        return () => void landedListeners.delete(takeLanded)
      })()
      // Outside work already waiting counts as a change once autosave runs.
      pendingKey = undefined
      sync()
      if (latest) takeLanded(latest.scope)
    },
    unmount() {
      unmounting = true
      stopLanded?.()
      stopLanded = null
      const r = running
      running = null
      if (r) stop(r)
      mounted = false
    },
    retryNow: () => running?.run.retryNow(),
    resume: () => running?.run.resume(),
    clearStatus() {
      if (status.phase !== 'idle') report({ phase: 'idle', scope: status.scope })
    },
  }
}

/** The status without the scope it was reached for. */
function strip({ scope: _scope, ...state }: AutosaveState & { scope: string }): AutosaveState {
  return state
}
