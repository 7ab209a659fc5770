/**
 * Document locking (spec points 4 and 6) through the Folio plugin's form-state call and Payload's
 * payload-locked-documents collection: take or refresh the lock while editing (at most every 10 s),
 * notice another editor holding or taking it, take over, and release it on leaving.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  FOLIO_ENDPOINTS,
  LOCK_REFRESH_THROTTLE_SECONDS,
  type FolioFormStateResponse,
  type FolioLockUser,
} from '@shared/protocol'
import type { QueryValue } from '@shared/api'
import { getBridge } from '../../bridge'
import type { FormStore } from '../../lib/form/form-store'

export type LockPhase = 'off' | 'checking' | 'mine' | 'locked-by-other' | 'taken-over' | 'read-only'

export interface LockOptions {
  enabled: boolean
  kind: 'collection' | 'global'
  slug: string
  id?: string
  form: FormStore
  me: { id: string | number; collection: string } | null
  /** Where the edit view lives: leaving to its preview, api or versions keeps the lock. */
  basePath: string
}

const isMe = (user: FolioLockUser | null, me: LockOptions['me']) =>
  Boolean(user && me && String(user.id) === String(me.id) && user.collection === me.collection)

export function useDocumentLock({ enabled, kind, slug, id, form, me, basePath }: LockOptions) {
  const [phase, setPhase] = useState<LockPhase>(enabled ? 'checking' : 'off')
  const [holder, setHolder] = useState<FolioLockUser | null>(null)
  const phaseRef = useRef(phase)
  phaseRef.current = phase

  const formState = useCallback(
    async (updateLastEdited: boolean) => {
      const result = await getBridge().invoke('renderer:api', {
        method: 'POST',
        path: FOLIO_ENDPOINTS.formState,
        body: {
          ...(kind === 'collection' ? { collectionSlug: slug, id } : { globalSlug: slug }),
          data: {},
          operation: 'update',
          skipValidation: true,
          updateLastEdited,
          returnLockStatus: true,
        },
      })
      return result.ok ? (result.data as FolioFormStateResponse).lockedState : null
    },
    [kind, slug, id],
  )

  const lockWhere = useCallback(
    (extra: Record<string, unknown> = {}): Record<string, QueryValue> => ({
      where: (kind === 'collection'
        ? {
            and: [
              { 'document.relationTo': { equals: slug } },
              { 'document.value': { equals: id } },
              ...Object.entries(extra).map(([k, v]) => ({ [k]: v })),
            ],
          }
        : {
            and: [{ globalSlug: { equals: slug } }, ...Object.entries(extra).map(([k, v]) => ({ [k]: v }))],
          }) as QueryValue,
    }),
    [kind, slug, id],
  )

  // Take the lock on opening, or learn who holds it.
  useEffect(() => {
    if (!enabled) return setPhase('off')
    let current = true
    setPhase('checking')
    void formState(true).then((state) => {
      if (!current) return
      if (!state) return setPhase('off')
      setHolder(state.user)
      setPhase(state.isLocked && !isMe(state.user, me) ? 'locked-by-other' : 'mine')
    })
    return () => {
      current = false
    }
  }, [enabled, formState, me])

  // While editing: refresh the lock, at most every 10 s, and notice a takeover.
  useEffect(() => {
    if (!enabled) return
    let last = Date.now()
    return form.subscribeForm(() => {
      if (phaseRef.current !== 'mine' || Date.now() - last < LOCK_REFRESH_THROTTLE_SECONDS * 1000) return
      last = Date.now()
      void formState(true).then((state) => {
        if (state?.isLocked && !isMe(state.user, me) && phaseRef.current === 'mine') {
          setHolder(state.user)
          setPhase('taken-over')
        }
      })
    })
  }, [enabled, form, formState, me])

  // Release on leaving, unless to this document's preview, API or versions (or back to its edit view from the preview).
  useEffect(() => {
    if (!enabled) return
    return () => {
      if (phaseRef.current !== 'mine' || !me) return
      const next = window.location.pathname
      if (next === basePath) return
      if (
        [`${basePath}/preview`, `${basePath}/api`, `${basePath}/versions`].some(
          (p) => next === p || next.startsWith(`${p}/`),
        )
      )
        return
      void getBridge().invoke('renderer:api', {
        method: 'DELETE',
        path: '/payload-locked-documents',
        query: lockWhere({ 'user.value': { equals: me.id } }),
      })
    }
  }, [enabled, me, basePath, lockWhere])

  const takeOver = useCallback(async () => {
    try {
      await getBridge().invoke('renderer:api', {
        method: 'DELETE',
        path: '/payload-locked-documents',
        query: lockWhere(),
      })
      const state = await formState(true)
      setHolder(state?.user ?? null)
      setPhase('mine')
    } catch (error) {
      // Spec point 8: a failed takeover is only logged.
      console.error('takeover failed', error)
    }
  }, [formState, lockWhere])

  /** A save answered 423: someone else holds the lock now. */
  const lockedOnSave = useCallback(async () => {
    const state = await formState(false)
    setHolder(state?.user ?? null)
    setPhase('taken-over')
  }, [formState])

  return { phase, holder, takeOver, readOnly: () => setPhase('read-only'), lockedOnSave }
}
