/**
 * The detached live-preview window (spec points 4, 7 and 9): 800 × 700, centred on the work area of
 * the display that holds the editor, without menu bar or toolbar, polled every second so the editor
 * switches back to the embedded frame once it is closed.
 *
 * Free of Electron imports: the desktop host builds a BrowserWindow from `popupWindowOptions`, the
 * web host (and the browser UI) uses the same geometry as a `window.open` features string.
 */
import { safeWebPreferences, type SafeWebPreferences } from './security'
import type { Rect } from './window-state'

export const PREVIEW_POPUP_WIDTH = 800
export const PREVIEW_POPUP_HEIGHT = 700
/** How often the editor checks whether the popup was closed. */
export const PREVIEW_POPUP_POLL_MS = 1000

/** The popup shows a web page, not Folio's UI: same isolation rules, and a preload only if one is given. */
export type PopupWebPreferences = Omit<SafeWebPreferences, 'preload'> & { preload?: string }

/** A subset of Electron's BrowserWindowConstructorOptions (assignable to it). */
export interface PreviewPopupWindowOptions {
  width: number
  height: number
  /** Absent when no display or parent is known: `center` then lets the window system place it. */
  x?: number
  y?: number
  center?: boolean
  title: string
  /**
   * Electron has no constructor option for "no menu bar": this hides it (Alt would show it) and
   * `hidePopupMenuBar(win)` removes the menu after construction.
   */
  autoHideMenuBar: true
  show: boolean
  webPreferences: PopupWebPreferences
}

export interface PopupWindowOptionsInput {
  /** The editor window's bounds (screen coordinates); used to centre when no work area is given. */
  parentBounds?: Rect | null
  /**
   * Work area of the display that holds the editor (Electron: `screen.getDisplayMatching(parentBounds).workArea`;
   * browser: `screenWorkArea(window.screen)`).
   */
  displayWorkArea?: Rect | null
  /**
   * A preload made for the popup only, if any (e.g. one relaying the preview's ready message). Never
   * Folio's own bridge preload: the popup runs a third-party page.
   */
  preloadPath?: string
  title?: string
}

export function popupWindowOptions(input: PopupWindowOptionsInput = {}): PreviewPopupWindowOptions {
  const { preload: _bridgePreload, ...isolated } = safeWebPreferences('')
  const webPreferences: PopupWebPreferences = { ...isolated, spellcheck: false }
  if (input.preloadPath) webPreferences.preload = input.preloadPath

  const area = validRect(input.displayWorkArea) ?? validRect(input.parentBounds)
  const base = { title: input.title ?? 'Live preview', autoHideMenuBar: true as const, show: true, webPreferences }
  if (!area) return { width: PREVIEW_POPUP_WIDTH, height: PREVIEW_POPUP_HEIGHT, center: true, ...base }

  // A work area smaller than the popup (a small screen) gets a popup that fits it.
  const width = Math.min(PREVIEW_POPUP_WIDTH, Math.max(1, Math.floor(area.width)))
  const height = Math.min(PREVIEW_POPUP_HEIGHT, Math.max(1, Math.floor(area.height)))
  const x = Math.round(area.x + (area.width - width) / 2)
  const y = Math.round(area.y + (area.height - height) / 2)
  return { width, height, x, y, ...base }
}

/** Removes the popup's menu bar once the BrowserWindow exists (Electron or a stand-in). */
export function hidePopupMenuBar(win: {
  removeMenu?: () => void
  setMenuBarVisibility?: (visible: boolean) => void
}): void {
  win.removeMenu?.()
  win.setMenuBarVisibility?.(false)
}

/**
 * The same window as a `window.open` features string for the web host:
 * `width=800,height=700,left=…,top=…,menubar=no,toolbar=no,popup=yes`. It has no `noopener`: the
 * preview page reports ready to `window.opener`.
 */
export function windowOpenFeatures(options: Pick<PreviewPopupWindowOptions, 'width' | 'height' | 'x' | 'y'>): string {
  const parts = [`width=${Math.round(options.width)}`, `height=${Math.round(options.height)}`]
  if (options.x !== undefined && options.y !== undefined)
    parts.push(`left=${Math.round(options.x)}`, `top=${Math.round(options.y)}`)
  parts.push('menubar=no', 'toolbar=no', 'popup=yes')
  return parts.join(',')
}

/** `windowOpenFeatures(popupWindowOptions(input))`. */
export function popupWindowFeatures(input: Omit<PopupWindowOptionsInput, 'preloadPath' | 'title'> = {}): string {
  return windowOpenFeatures(popupWindowOptions(input))
}

/** A browser's `window.screen` as a work area (screen coordinates). */
export function screenWorkArea(screen: {
  availLeft?: number
  availTop?: number
  availWidth: number
  availHeight: number
}): Rect {
  return { x: screen.availLeft ?? 0, y: screen.availTop ?? 0, width: screen.availWidth, height: screen.availHeight }
}

/** A browser window's outer bounds (screen coordinates). */
export function browserWindowBounds(win: {
  screenX: number
  screenY: number
  outerWidth: number
  outerHeight: number
}): Rect {
  return { x: win.screenX, y: win.screenY, width: win.outerWidth, height: win.outerHeight }
}

function validRect(rect: Rect | null | undefined): Rect | null {
  if (!rect) return null
  const { x, y, width, height } = rect
  if (![x, y, width, height].every((n) => typeof n === 'number' && Number.isFinite(n))) return null
  if (width <= 0 || height <= 0) return null
  return rect
}

// ---------------------------------------------------------------------------------------------
// Closed poller
// ---------------------------------------------------------------------------------------------

export interface ClosedPollerOptions {
  /** Electron: `() => win.isDestroyed()`; browser: `() => !popup || popup.closed`. Throwing counts as closed. */
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

// ---------------------------------------------------------------------------------------------
// The desktop popup: one native window, opened, relayed to and polled by the main process
// ---------------------------------------------------------------------------------------------

/** IPC between main and the popup's own preload (src/preload/preview-popup.ts). */
export const PREVIEW_POPUP_IPC = {
  /** main → popup preload: `{ message }`, dispatched in the page as a message from the origin it trusts. */
  message: 'folio-preview-popup:message',
  /** popup preload → main: the page posted `{ type: 'payload-live-preview', ready: true }`. */
  ready: 'folio-preview-popup:ready',
} as const

/** What the controller needs of a BrowserWindow. */
export interface PopupWindowLike {
  isDestroyed(): boolean
  close(): void
  focus(): void
  loadURL(url: string): Promise<unknown>
  removeMenu?: () => void
  setMenuBarVisibility?: (visible: boolean) => void
  webContents: { send(channel: string, ...args: unknown[]): void; id: number }
}

export interface PreviewPopupControllerOptions {
  createWindow(options: PreviewPopupWindowOptions): PopupWindowLike
  /** Where to centre it: the editor window's bounds and its display's work area, read at each open. */
  placement?: () => PopupWindowOptionsInput
  preloadPath?: string
  /** Pushes to the editor: the popup's page is ready; the popup was closed. */
  onReady(): void
  onClosed(): void
  /** The 1 s poll; injectable for tests. */
  setInterval?: ClosedPollerOptions['setInterval']
  clearInterval?: ClosedPollerOptions['clearInterval']
}

export interface PreviewPopupController {
  /** Opens the popup on `url` (http or https only), replacing one already open. False when refused. */
  open(url: string): boolean
  /** Relays a live-preview message into the popup's page; false when no popup is open. */
  post(message: unknown): boolean
  /** The popup preload reported ready; only counted from the current popup's webContents. */
  ready(senderId: number): void
  close(): void
  readonly isOpen: boolean
}

export function createPreviewPopupController(options: PreviewPopupControllerOptions): PreviewPopupController {
  let win: PopupWindowLike | null = null
  let poller: ClosedPoller | null = null

  const isOpen = () => Boolean(win && !win.isDestroyed())

  function forget(notify: boolean) {
    poller?.stop()
    poller = null
    win = null
    if (notify) options.onClosed()
  }

  return {
    open(url) {
      let parsed: URL
      try {
        parsed = new URL(url)
      } catch {
        return false
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false
      if (win && !win.isDestroyed()) {
        const old = win
        forget(false)
        old.close()
      }
      const created = options.createWindow(
        popupWindowOptions({ ...(options.placement?.() ?? {}), preloadPath: options.preloadPath }),
      )
      hidePopupMenuBar(created)
      win = created
      poller = createClosedPoller({
        isClosed: () => created.isDestroyed(),
        onClosed: () => {
          if (win === created) forget(true)
        },
        setInterval: options.setInterval,
        clearInterval: options.clearInterval,
      })
      void created.loadURL(parsed.toString()).catch(() => undefined)
      return true
    },
    post(message) {
      if (!win || win.isDestroyed()) return false
      win.webContents.send(PREVIEW_POPUP_IPC.message, { message })
      return true
    },
    ready(senderId) {
      if (win && !win.isDestroyed() && win.webContents.id === senderId) options.onReady()
    },
    close() {
      if (!win) return
      const old = win
      forget(true)
      if (!old.isDestroyed()) old.close()
    },
    get isOpen() {
      return isOpen()
    },
  }
}
