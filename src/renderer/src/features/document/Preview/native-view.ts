/**
 * The desktop app's embedded preview: a native view (main's WebContentsView) laid over the pane instead
 * of an <iframe>, for a frontend on another origin than the CMS (Payload's live-preview package takes
 * messages only from its CMS's origin; the view's relay preload posts them as from there). The web host
 * keeps the iframe. Native views draw above the page: the view hides while a modal dialog is open.
 */
import { useEffect, type RefObject } from 'react'
import type { FolioBridge, HostKind, PreviewViewBounds } from '@shared/bridge'
import { getBridge } from '../../../core/bridge'
import { openModals, type ModalStack } from '../../../ui/Modal/modal-stack'
import { httpOrigin } from '../../../core/live-preview'

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

/** What the view follows: the pane's element, the window's events and size, the open dialogs. */
export interface NativeViewEnvironment {
  bridge: Pick<FolioBridge, 'invoke'>
  element: { getBoundingClientRect(): { left: number; top: number; width: number; height: number } }
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'innerWidth' | 'innerHeight'>
  modals: Pick<ModalStack<unknown>, 'top' | 'subscribe'>
  /** Calls back when the element's size changes (a ResizeObserver); returns its stop. */
  observeResize?: (element: NativeViewEnvironment['element'], onResize: () => void) => () => void
}

/**
 * Shows `url` in main's view over the element, follows the element (its size, scroll, the window's
 * size), hides the view while a modal dialog is open, and returns the stop that removes it. `onFailed`
 * runs when main refused (the caller falls back to the iframe).
 */
export function attachNativeView(url: string, env: NativeViewEnvironment, onFailed: () => void): () => void {
  const { bridge, element, modals } = env
  const win = env.window
  const measure = () => boundsOf(element.getBoundingClientRect(), { width: win.innerWidth, height: win.innerHeight })
  let last: PreviewViewBounds | null = measure()
  let lastVisible = modals.top() === null
  let shown = false
  let stopped = false
  const report = () => {
    if (!shown || stopped) return
    const bounds = measure()
    const visible = modals.top() === null
    if (sameBounds(last, bounds) && visible === lastVisible) return
    last = bounds
    lastVisible = visible
    void bridge.invoke('renderer:preview-view-bounds', { bounds, visible })
  }
  void bridge
    .invoke('renderer:preview-view-show', { url, bounds: last })
    .then((opened) => {
      if (stopped) return
      if (!opened) return onFailed()
      shown = true
      // A dialog may have opened, or the pane moved, while main was creating the view.
      last = null
      lastVisible = true
      report()
    })
    .catch(() => {
      if (!stopped) onFailed()
    })
  const stopResize = env.observeResize?.(element, report)
  win.addEventListener('resize', report)
  win.addEventListener('scroll', report, true)
  const stopModals = modals.subscribe(report)
  return () => {
    stopped = true
    stopResize?.()
    win.removeEventListener('resize', report)
    win.removeEventListener('scroll', report, true)
    stopModals()
    void bridge.invoke('renderer:preview-view-close')
  }
}

function observeResize(element: object, onResize: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined
  const observer = new ResizeObserver(onResize)
  observer.observe(element as Element)
  return () => observer.disconnect()
}

/**
 * Shows `url` in the view over `box` while `active` (attachNativeView), and removes it when inactive
 * or unmounted. Pass a stable `onFailed` (useCallback).
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
    return attachNativeView(url, { bridge: getBridge(), element, window, modals: openModals, observeResize }, onFailed)
  }, [box, url, active, onFailed])
}
