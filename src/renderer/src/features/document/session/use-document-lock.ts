/**
 * Document locking through the Folio plugin's form-state call and Payload's payload-locked-documents
 * collection: the lock is taken by the document's opening call (its answer comes in as `opened`),
 * refreshed while editing (at most every 10 s), another editor holding or taking it is noticed, the
 * editor may take over, and the lock is released on leaving.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  LOCK_REFRESH_THROTTLE_SECONDS,
  type FolioFormStateResponse,
  type FolioLockedState,
  type FolioLockUser,
} from '@shared/protocol'
import type { FormStore } from '../../../core/form/form-store'
import { invokeApi, lockStateRequest, releaseLockRequest, type DocumentTarget } from '../../../core/requests'
import { reportDocumentShown } from '../../../core/bridge/windows'
import { keepsLock } from './lock-release'

export type LockPhase = 'off' | 'checking' | 'mine' | 'locked-by-other' | 'taken-over' | 'read-only'

export interface LockOptions {
  enabled: boolean
  target: DocumentTarget
  form: FormStore
  me: { id: string | number; collection: string } | null
  /**
   * Where the edit view lives: leaving to its preview, api or versions keeps the lock. Null for a
   * drawer: closing it releases the lock wherever the page is.
   */
  basePath: string | null
  /** The opening call's lock state: undefined while it is out, null when the server gave none. */
  opened: FolioLockedState | null | undefined
  /** The lock call answered 404: the document was deleted meanwhile. */
  onGone?: () => void
}

const isMe = (user: FolioLockUser | null, me: LockOptions['me']) =>
  Boolean(user && me && String(user.id) === String(me.id) && user.collection === me.collection)

export function useDocumentLock({ enabled, target, form, me, basePath, opened, onGone }: LockOptions) {
  // What the opening call said, until the editor or the server changes it for this opening.
  const [changed, setChanged] = useState<{ opened: typeof opened; phase: LockPhase; holder: FolioLockUser | null }>()
  const change = (phase: LockPhase, holder: FolioLockUser | null) => setChanged({ opened, phase, holder })
  const openedPhase: LockPhase =
    !enabled || opened === null
      ? 'off'
      : opened === undefined
        ? 'checking'
        : opened.isLocked && !isMe(opened.user, me)
          ? 'locked-by-other'
          : 'mine'
  const current = enabled && changed && changed.opened === opened ? changed : null
  const phase = current?.phase ?? openedPhase
  const holder = current ? current.holder : (opened?.user ?? null)
  const phaseRef = useRef(phase)
  useEffect(() => {
    phaseRef.current = phase
  }, [phase])
  const changeRef = useRef(change)
  const goneRef = useRef(onGone)
  useEffect(() => {
    changeRef.current = change
    goneRef.current = onGone
  })

  const lockState = useCallback(
    async (take: boolean) => {
      const result = await invokeApi(lockStateRequest(target, take))
      if (!result.ok && result.error.kind === 'not-found') goneRef.current?.()
      return result.ok ? (result.data as FolioFormStateResponse).lockedState : null
    },
    [target],
  )

  /** Takes or refreshes the lock, and notices that someone else holds it now. */
  const retake = useCallback(
    () =>
      lockState(true).then((state) => {
        if (state?.isLocked && !isMe(state.user, me) && phaseRef.current === 'mine')
          changeRef.current('taken-over', state.user)
      }),
    [lockState, me],
  )
  /** When the lock was last taken; 0 after a save, whose write made Payload delete it. */
  const lastTakenRef = useRef(0)

  // While editing: refresh the lock, at most every 10 s, and right away on the first change after a save.
  useEffect(() => {
    if (!enabled) return
    lastTakenRef.current = Date.now()
    return form.subscribeForm(() => {
      if (phaseRef.current !== 'mine' || Date.now() - lastTakenRef.current < LOCK_REFRESH_THROTTLE_SECONDS * 1000)
        return
      lastTakenRef.current = Date.now()
      void retake()
    })
  }, [enabled, form, retake])

  /**
   * A save or autosave landed. Payload deletes a document's lock on every update, so it is taken
   * again at once (another editor opening it now sees it locked) and once more on the next change.
   */
  const afterSave = useCallback(() => {
    if (!enabled || phaseRef.current !== 'mine') return
    lastTakenRef.current = 0
    void retake()
  }, [enabled, retake])

  // The same user's other windows showing this document: the lock is theirs too, so leaving here keeps it.
  const elsewhereRef = useRef(0)
  const { kind, slug, id } = target
  useEffect(() => {
    if (!enabled || (kind !== 'global' && !id)) return
    elsewhereRef.current = 0
    const ref = kind === 'global' ? { global: slug } : { collection: slug, id }
    return reportDocumentShown(ref, (count) => (elsewhereRef.current = count))
  }, [enabled, kind, slug, id])

  // Release on leaving, unless to this document's preview, API or versions (or back to its edit view from the preview).
  useEffect(() => {
    if (!enabled) return
    return () => {
      if (phaseRef.current !== 'mine' || !me || elsewhereRef.current > 0) return
      if (keepsLock(window.location.pathname, basePath)) return
      void invokeApi(releaseLockRequest(target, me.id))
    }
  }, [enabled, me, basePath, target])

  /** Takes the lock from its holder; false (and the editor stays read-only) when the server refused. */
  const takeOver = useCallback(async (): Promise<boolean> => {
    const released = await invokeApi(releaseLockRequest(target))
    const state = released.ok ? await lockState(true) : null
    if (!state?.isLocked || !isMe(state.user, me)) return false
    changeRef.current('mine', state.user)
    return true
  }, [lockState, target, me])

  /** A save answered 423: someone else holds the lock now. */
  const lockedOnSave = useCallback(async () => {
    const state = await lockState(false)
    changeRef.current('taken-over', state?.user ?? null)
  }, [lockState])

  const readOnly = useCallback(() => changeRef.current('read-only', holder), [holder])
  return { phase, holder, takeOver, readOnly, lockedOnSave, afterSave }
}
