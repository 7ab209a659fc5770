/**
 * The detached live-preview window, the same on both hosts: 800 × 700, centred on the work area of the
 * display that holds the editor, without menu bar or toolbar, and polled every second so the editor
 * switches back to the embedded frame once it is closed. The desktop builds a BrowserWindow from this
 * geometry (src/main/core/preview-popup.ts); the browser UI passes it to `window.open` as a features string.
 */

export const PREVIEW_POPUP_WIDTH = 800
export const PREVIEW_POPUP_HEIGHT = 700
/** How often the editor checks whether the popup was closed. */
export const PREVIEW_POPUP_POLL_MS = 1000

/** IPC between the desktop main process and the popup's own preload (src/preload/preview-popup.ts). */
export const PREVIEW_POPUP_IPC = {
  /** main → popup preload: `{ message }`, dispatched in the page as a message from the origin it trusts. */
  message: 'folio-preview-popup:message',
  /** popup preload → main: the page posted `{ type: 'payload-live-preview', ready: true }`. */
  ready: 'folio-preview-popup:ready',
  /** preview preload → main: the visual-editing overlay the preload started runs in the page. */
  overlayReady: 'folio-preview-popup:overlay-ready',
  /** preview preload → main: `{ field }`, the editor clicked a marked text (main checks the field). */
  selectField: 'folio-preview-popup:select-field',
} as const

/** A rectangle in screen coordinates. */
export interface ScreenRect {
  x: number
  y: number
  width: number
  height: number
}

/** Where the popup goes; x and y are absent when no area is known (the window system then places it). */
export interface PopupBounds {
  width: number
  height: number
  x?: number
  y?: number
}

/**
 * The popup's size and position: centred on the first usable area given (the display's work area, then
 * the editor window), shrunk to fit an area smaller than 800 × 700. Empty or non-finite rectangles are skipped.
 */
export function previewPopupBounds(...areas: Array<ScreenRect | null | undefined>): PopupBounds {
  const usable = areas.map(validRect).find((area) => area !== null)
  if (!usable) return { width: PREVIEW_POPUP_WIDTH, height: PREVIEW_POPUP_HEIGHT }
  const width = Math.min(PREVIEW_POPUP_WIDTH, Math.max(1, Math.floor(usable.width)))
  const height = Math.min(PREVIEW_POPUP_HEIGHT, Math.max(1, Math.floor(usable.height)))
  const x = Math.round(usable.x + (usable.width - width) / 2)
  const y = Math.round(usable.y + (usable.height - height) / 2)
  return { width, height, x, y }
}

/**
 * The bounds as a `window.open` features string: `width=800,height=700,left=…,top=…,menubar=no,toolbar=no,popup=yes`.
 * It has no `noopener`: the preview page reports ready to `window.opener`.
 */
export function windowOpenFeatures(bounds: PopupBounds): string {
  const parts = [`width=${Math.round(bounds.width)}`, `height=${Math.round(bounds.height)}`]
  if (bounds.x !== undefined && bounds.y !== undefined)
    parts.push(`left=${Math.round(bounds.x)}`, `top=${Math.round(bounds.y)}`)
  parts.push('menubar=no', 'toolbar=no', 'popup=yes')
  return parts.join(',')
}

/** A browser's `window.screen` as a work area (screen coordinates). */
export function screenWorkArea(screen: {
  availLeft?: number
  availTop?: number
  availWidth: number
  availHeight: number
}): ScreenRect {
  return { x: screen.availLeft ?? 0, y: screen.availTop ?? 0, width: screen.availWidth, height: screen.availHeight }
}

function validRect(rect: ScreenRect | null | undefined): ScreenRect | null {
  if (!rect) return null
  const { x, y, width, height } = rect
  if (![x, y, width, height].every((n) => typeof n === 'number' && Number.isFinite(n))) return null
  if (width <= 0 || height <= 0) return null
  return rect
}

// ── the closed poll ───────────────────────────────────────────────────────────────────────────

export interface ClosedPollerOptions {
  /** Electron: `() => win.isDestroyed()`; browser: `() => popup.closed`. Throwing counts as closed. */
  isClosed: () => boolean
  /** Called once, when the window is found closed. */
  onClosed: () => void
  intervalMs?: number
  setInterval?: (callback: () => void, ms: number) => unknown
  /** Gets what `setInterval` returned. */
  clearInterval?: (handle: never) => void
}

export interface ClosedPoller {
  /** Checks now (e.g. when the editor regains focus); true when the window is gone. */
  check(): boolean
  /** Stops polling without calling onClosed. */
  stop(): void
  readonly running: boolean
}

/** Polls `isClosed` every `intervalMs` (1 s) from now on; calls `onClosed` once and stops. */
export function createClosedPoller(options: ClosedPollerOptions): ClosedPoller {
  const intervalMs = options.intervalMs ?? PREVIEW_POPUP_POLL_MS
  if (!Number.isFinite(intervalMs) || intervalMs <= 0)
    throw new RangeError(`intervalMs must be a positive number, got ${intervalMs}`)
  const set = options.setInterval ?? ((callback: () => void, ms: number) => globalThis.setInterval(callback, ms))
  const clear = options.clearInterval ?? ((handle: never) => globalThis.clearInterval(handle))

  let running = true
  let closed = false
  const handle = set(() => {
    check()
  }, intervalMs)

  function stop(): void {
    if (!running) return
    running = false
    clear(handle as never)
  }

  function check(): boolean {
    if (closed) return true
    if (!running) return false
    let isClosed: boolean
    try {
      isClosed = options.isClosed()
    } catch {
      isClosed = true
    }
    if (!isClosed) return false
    closed = true
    stop()
    options.onClosed()
    return true
  }

  return {
    check,
    stop,
    get running() {
      return running
    },
  }
}
