/**
 * A server that ended the session still answers reads, as to anyone signed out (a list shows only the
 * public documents, with no error). So when the window comes back into view the host asks the server
 * whether it still knows the session, at most every CHECK_EVERY_MS; the prompt follows from its answer.
 */
import { useEffect } from 'react'
import { getBridge } from '../../core/bridge'
import { useSessionStore } from '../../core/stores/session-store'

export const CHECK_EVERY_MS = 30_000

export function useSessionCheck(): void {
  useEffect(() => {
    let lastCheck = 0
    const check = () => {
      const { session } = useSessionStore.getState()
      if (document.visibilityState !== 'visible' || session?.phase !== 'signed-in' || session.rejected) return
      if (Date.now() - lastCheck < CHECK_EVERY_MS) return
      lastCheck = Date.now()
      // The answer arrives as a session change too; a host that does not answer changes nothing.
      void getBridge()
        .invoke('renderer:session-check')
        .catch(() => undefined)
    }
    window.addEventListener('focus', check)
    document.addEventListener('visibilitychange', check)
    return () => {
      window.removeEventListener('focus', check)
      document.removeEventListener('visibilitychange', check)
    }
  }, [])
}
