import { useEffect } from 'react'
import { linkedScreen } from './link-intent'
import { prefetchLinkedScreen } from './prefetch'
import { loadScreenCode } from './screens'

/**
 * Starts the reads (and the code) of the screen an in-app link opens as the editor presses it (and, for a click
 * without a press, such as Enter on a focused link, as it is clicked), so they are on their way
 * before the router renders the screen. Capture phase: before the link's own handler navigates.
 */
export function useLinkPrefetch(): void {
  useEffect(() => {
    const onIntent = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      const next = linkedScreen(event, link as HTMLAnchorElement | null, window.location)
      if (!next) return
      prefetchLinkedScreen(next)
      loadScreenCode(next.pathname)
    }
    document.addEventListener('pointerdown', onIntent, true)
    document.addEventListener('click', onIntent, true)
    return () => {
      document.removeEventListener('pointerdown', onIntent, true)
      document.removeEventListener('click', onIntent, true)
    }
  }, [])
}
