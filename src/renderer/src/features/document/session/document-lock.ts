/**
 * Document locking through the Folio plugin's form-state call and Payload's payload-locked-documents
 * collection: the lock is taken by the document's opening call (its answer comes in as `opened`),
 * refreshed while editing (at most every 10 s), another editor holding or taking it is noticed, the
 * editor may take over, and the lock is released on leaving. No React: the document's session
 * (document-session.ts) gives it what changes per render, starts and stops it; tests give it a fake
 * clock and a fake bridge.
 */
import type { ApiRequest, ApiResult } from '@shared/api'
import {
  LOCK_REFRESH_THROTTLE_SECONDS,
  type FolioFormStateResponse,
  type FolioLockedState,
  type FolioLockUser,
} from '@shared/protocol'
import type { DocumentRef } from '@shared/windows'
import { invokeApi, lockStateRequest, releaseLockRequest, type DocumentTarget } from '../../../core/requests'
import { reportDocumentShown } from '../../../core/bridge/windows'
import { keepsLock } from './lock-release'
import { pageClock, type Clock } from './autosave'

export type LockPhase = 'off' | 'checking' | 'mine' | 'locked-by-other' | 'taken-over' | 'read-only'

export interface LockSnapshot {
  phase: LockPhase
  /** Who holds the lock, as the server last said; null when nobody does or it was not said. */
  holder: FolioLockUser | null
}

export type LockUser = { id: string | number; collection: string }

/** What changes from one render to the next. */
export interface LockInputs {
  enabled: boolean
  /** The opening call's lock state: undefined while it is out, null when the server gave none. */
  opened: FolioLockedState | null | undefined
  me: LockUser | null
  /**
   * Where the edit view lives: leaving to its preview, api or versions keeps the lock. Null for a
   * drawer: closing it releases the lock wherever the page is.
   */
  basePath: string | null
  /** The lock call answered 404: the document was deleted meanwhile. */
  onGone?: () => void
}

export interface DocumentLockDeps {
  target: DocumentTarget
  invoke?: (request: ApiRequest) => Promise<ApiResult>
  clock?: Clock
  /** Where the window is when the view leaves (read at stop). */
  pathname?: () => string
  /** Reports this window showing the document; calls back with how many other windows show it. */
  reportShown?: (ref: DocumentRef, onElsewhere: (count: number) => void) => () => void
}

export interface DocumentLock {
  subscribe: (listener: () => void) => () => void
  /** The same object until the phase or the holder changes. */
  getSnapshot: () => LockSnapshot
  /**
   * Takes what changed since the last render. It does not call the listeners: whoever changes the
   * inputs reads the snapshot after (a view renders with it); listeners hear of the lock's own changes.
   */
  update: (inputs: LockInputs) => void
  /**
   * The view shows the document with locking on (for this user): the window is reported showing it.
   * Another user signing in is stop() then start().
   */
  start: () => void
  /** The view leaves, or locking is switched off: the lock is released unless kept (see keepsLock). */
  stop: () => void
  /** The form changed: the lock is refreshed, at most every 10 s, and at once on the first change after a save. */
  formChanged: () => void
  /** Takes the lock from its holder; false (and the editor stays read-only) when the server refused. */
  takeOver: () => Promise<boolean>
  /** A save answered 423: someone else holds the lock now. */
  lockedOnSave: () => Promise<void>
  /**
   * A save or autosave landed. Payload deletes a document's lock on every update, so it is taken
   * again at once (another editor opening it now sees it locked) and once more on the next change.
   */
  afterSave: () => void
  /** The editor chose to look without editing while another holds the lock. */
  readOnly: () => void
}

const isMe = (user: FolioLockUser | null, me: LockUser | null) =>
  Boolean(user && me && String(user.id) === String(me.id) && user.collection === me.collection)

/** The phase the opening call's answer gives, before the editor or the server changes it. */
function openedPhase(opened: LockInputs['opened'], me: LockUser | null): LockPhase {
  if (opened === null) return 'off'
  if (opened === undefined) return 'checking'
  return opened.isLocked && !isMe(opened.user, me) ? 'locked-by-other' : 'mine'
}

export function createDocumentLock(deps: DocumentLockDeps): DocumentLock {
  const { target } = deps
  const invoke = deps.invoke ?? ((request: ApiRequest) => invokeApi(request))
  const clock = deps.clock ?? pageClock
  const pathname = deps.pathname ?? (() => window.location.pathname)
  const reportShown = deps.reportShown ?? ((ref, onElsewhere) => reportDocumentShown(ref, onElsewhere))

  let inputs: LockInputs | null = null
  /** What the opening call said, until the editor or the server changes it for this opening. */
  let changed: { opened: LockInputs['opened']; phase: LockPhase; holder: FolioLockUser | null } | null = null
  let snapshot: LockSnapshot = { phase: 'off', holder: null }
  const listeners = new Set<() => void>()
  /** Started: how to report the window no longer showing the document. */
  let closeShown: (() => void) | null = null
  /** When the lock was last taken; never after a save, whose write made Payload delete it. */
  let lastTaken = Number.NEGATIVE_INFINITY
  /** The same user's other windows showing this document: the lock is theirs too, so leaving here keeps it. */
  let elsewhere = 0

  /** The phase and holder as if locking were on (stop() releases what was held before it was switched off). */
  function held(): LockSnapshot {
    if (!inputs) return { phase: 'off', holder: null }
    const { opened, me } = inputs
    if (changed && changed.opened === opened) return { phase: changed.phase, holder: changed.holder }
    return { phase: openedPhase(opened, me), holder: opened?.user ?? null }
  }

  /** Recomputes the snapshot; true when it changed. */
  function refresh(): boolean {
    const next = inputs?.enabled ? held() : { phase: 'off' as const, holder: inputs?.opened?.user ?? null }
    if (next.phase === snapshot.phase && next.holder === snapshot.holder) return false
    snapshot = next
    return true
  }

  function change(phase: LockPhase, holder: FolioLockUser | null) {
    changed = { opened: inputs?.opened, phase, holder }
    if (refresh()) for (const listener of [...listeners]) listener()
  }

  async function lockState(take: boolean) {
    const result = await invoke(lockStateRequest(target, take))
    if (!result.ok && result.error.kind === 'not-found') inputs?.onGone?.()
    return result.ok ? (result.data as FolioFormStateResponse).lockedState : null
  }

  /** Takes or refreshes the lock, and notices that someone else holds it now. */
  async function retake() {
    const state = await lockState(true)
    if (state?.isLocked && !isMe(state.user, inputs?.me ?? null) && snapshot.phase === 'mine')
      change('taken-over', state.user)
  }

  function showing(): () => void {
    elsewhere = 0
    const { kind, slug, id } = target
    const onElsewhere = (count: number) => (elsewhere = count)
    if (kind === 'global') return reportShown({ global: slug }, onElsewhere)
    return id ? reportShown({ collection: slug, id }, onElsewhere) : () => {}
  }

  function start() {
    if (closeShown) return
    // The opening call has just taken the lock.
    lastTaken = clock.now()
    closeShown = showing()
  }

  function stop() {
    if (!closeShown) return
    const me = inputs?.me ?? null
    // Released on leaving, unless to this document's preview, API or versions (or back to its edit view from the preview).
    const release = held().phase === 'mine' && me && elsewhere === 0 && !keepsLock(pathname(), inputs?.basePath ?? null)
    closeShown()
    closeShown = null
    if (release) void invoke(releaseLockRequest(target, me.id))
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    update(next) {
      inputs = next
      refresh()
    },
    start,
    stop,
    formChanged() {
      if (!closeShown || snapshot.phase !== 'mine' || clock.now() - lastTaken < LOCK_REFRESH_THROTTLE_SECONDS * 1000)
        return
      lastTaken = clock.now()
      void retake()
    },
    async takeOver() {
      const released = await invoke(releaseLockRequest(target))
      const state = released.ok ? await lockState(true) : null
      if (!state?.isLocked || !isMe(state.user, inputs?.me ?? null)) return false
      change('mine', state.user)
      return true
    },
    async lockedOnSave() {
      const state = await lockState(false)
      change('taken-over', state?.user ?? null)
    },
    afterSave() {
      if (!inputs?.enabled || snapshot.phase !== 'mine') return
      lastTaken = Number.NEGATIVE_INFINITY
      void retake()
    },
    readOnly: () => change('read-only', snapshot.holder),
  }
}
