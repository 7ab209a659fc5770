/**
 * A write refused because the server had ended the session is not lost: it is kept here and runs once
 * the user has signed in again over the screen (the session is accepted again).
 */
import { useCallback, useEffect, useRef } from 'react'
import { useSessionStore } from '../../../core/stores/session-store'

export function useRetryAfterSignIn(): (retry: () => void) => void {
  const pending = useRef<(() => void) | null>(null)
  useEffect(
    () =>
      useSessionStore.subscribe(({ session }) => {
        if (!pending.current || session?.phase !== 'signed-in' || session.rejected) return
        const retry = pending.current
        pending.current = null
        retry()
      }),
    [],
  )
  return useCallback((retry: () => void) => {
    pending.current = retry
  }, [])
}
