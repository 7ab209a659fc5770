/**
 * The document's lock (document-lock.ts) for a view: made per document, given what changes each
 * render, started while locking is on, refreshed on the form's changes, and stopped on leaving.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { FolioLockedState } from '@shared/protocol'
import type { FormStore } from '../../../core/form/form-store'
import type { DocumentTarget } from '../../../core/requests'
import { createDocumentLock, type LockUser } from './document-lock'

export type { LockPhase } from './document-lock'

export interface LockOptions {
  enabled: boolean
  target: DocumentTarget
  form: FormStore
  me: LockUser | null
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

export function useDocumentLock({ enabled, target, form, me, basePath, opened, onGone }: LockOptions) {
  const lock = useMemo(() => createDocumentLock({ target }), [target])
  // What this render knows; the snapshot read below follows it at once.
  lock.update({ enabled, opened, me, basePath, onGone })
  const { phase, holder } = useSyncExternalStore(lock.subscribe, lock.getSnapshot)

  const meKey = me ? `${me.collection}/${String(me.id)}` : null
  useEffect(() => {
    if (!enabled) return
    lock.start()
    return () => lock.stop()
  }, [lock, enabled, meKey])
  useEffect(() => (enabled ? form.subscribeForm(() => lock.formChanged()) : undefined), [lock, enabled, form])

  return {
    phase,
    holder,
    takeOver: lock.takeOver,
    readOnly: lock.readOnly,
    lockedOnSave: lock.lockedOnSave,
    afterSave: lock.afterSave,
  }
}
