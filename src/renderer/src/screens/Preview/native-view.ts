/**
 * The desktop app's embedded preview: a native view (main's WebContentsView) laid over the pane instead
 * of an <iframe>, for a frontend on another origin than the CMS (Payload's live-preview package takes
 * messages only from its CMS's origin; the view's relay preload posts them as from there). The web host
 * keeps the iframe. Native views draw above the page: the view hides while a modal dialog is open.
 */
import { useEffect, type RefObject } from 'react'
import type { HostKind, PreviewViewBounds } from '@shared/bridge'
import { getBridge } from '../../bridge'
import { openModals } from '../../elements/Modal/modal-stack'
import { httpOrigin } from '../../lib/live-preview'

/** Whether this preview goes in a native view: the desktop app, and a page off the CMS's origin. */
export function usesNativeView(
  host: HostKind,
  previewUrl: string | null | undefined,
  serverUrl: string | null,
): boolean {
  if (host !== 'electron' || !previewUrl) return false
  const previewOrigin = httpOrigin(previewUrl)
  return previewOrigin !== null && previewOrigin !== httpOrigin(serverUrl ?? '')
}

/**
 * The visible part of an element's box in the window (CSS px), as the view's bounds: a native view is
 * not clipped by the page, so a pane scrolled partly out of the window gives only what is still inside.
 */
export function boundsOf(
  rect: { left: number; top: number; width: number; height: number },
  viewport: { width: number; height: number } = { width: Infinity, height: Infinity },
): PreviewViewBounds {
  const x = Math.max(0, rect.left)
  const y = Math.max(0, rect.top)
  const right = Math.min(viewport.width, rect.left + Math.max(0, rect.width))
  const bottom = Math.min(viewport.height, rect.top + Math.max(0, rect.height))
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) }
}

export function sameBounds(a: PreviewViewBounds | null, b: PreviewViewBounds): boolean {
  return Boolean(a) && a!.x === b.x && a!.y === b.y && a!.width === b.width && a!.height === b.height
}

/**
 * Shows `url` in the view over `box` while `active`; follows the box (resize, scroll, window resize),
 * hides it under modal dialogs, and removes it when inactive or unmounted. `onFailed` runs when main
 * refused (the caller falls back to the iframe); pass a stable function (useCallback).
 */
export function useNativePreviewView(
  box: RefObject<HTMLElement | null>,
  url: string | null | undefined,
  active: boolean,
  onFailed: () => void,
): void {
  useEffect(() => {
    const element = box.current
    if (!active || !url || !element) return
    const bridge = getBridge()
    const viewport = () => ({ width: window.innerWidth, height: window.innerHeight })
    let last: PreviewViewBounds | null = null
    let lastVisible = true
    let shown = false
    let stopped = false
    const report = () => {
      if (!shown || stopped) return
      const bounds = boundsOf(element.getBoundingClientRect(), viewport())
      const visible = openModals.top() === null
      if (sameBounds(last, bounds) && visible === lastVisible) return
      last = bounds
      lastVisible = visible
      void bridge.invoke('renderer:preview-view-bounds', { bounds, visible })
    }
    last = boundsOf(element.getBoundingClientRect(), viewport())
    lastVisible = openModals.top() === null
    void bridge
      .invoke('renderer:preview-view-show', { url, bounds: last })
      .then((opened) => {
        if (stopped) return
        if (!opened) return onFailed()
        shown = true
        // A dialog may have opened, or the pane moved, while main was creating the view.
        last = null
        report()
      })
      .catch(() => !stopped && onFailed())
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(report)
    observer?.observe(element)
    window.addEventListener('resize', report)
    window.addEventListener('scroll', report, true)
    const stopModals = openModals.subscribe(report)
    return () => {
      stopped = true
      observer?.disconnect()
      window.removeEventListener('resize', report)
      window.removeEventListener('scroll', report, true)
      stopModals()
      void bridge.invoke('renderer:preview-view-close')
    }
  }, [box, url, active, onFailed])
}
