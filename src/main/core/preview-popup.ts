/**
 * The desktop's detached live-preview window: the shared geometry and closed poll (@shared/preview-popup)
 * as BrowserWindow options, and the controller main uses to open, relay to and poll that one window.
 * Free of Electron imports: src/main/electron/preview-popup.ts supplies the BrowserWindow.
 */
import {
  createClosedPoller,
  previewPopupBounds,
  PREVIEW_POPUP_IPC,
  type ClosedPoller,
  type ClosedPollerOptions,
} from '@shared/preview-popup'
import { safeWebPreferences, type SafeWebPreferences } from './security'
import type { Rect } from './window-state'
import { httpOrigin } from '@shared/url'
import { fieldMarkerOf, type FieldMarker } from '@shared/visual-editing'

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
  /** Work area of the display that holds the editor (`screen.getDisplayMatching(parentBounds).workArea`). */
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

  const base = { title: input.title ?? 'Live preview', autoHideMenuBar: true as const, show: true, webPreferences }
  const bounds = previewPopupBounds(input.displayWorkArea, input.parentBounds)
  // No known area: the window system centres it.
  return bounds.x === undefined ? { ...bounds, center: true, ...base } : { ...bounds, ...base }
}

/** Removes the popup's menu bar once the BrowserWindow exists (Electron or a stand-in). */
export function hidePopupMenuBar(win: {
  removeMenu?: () => void
  setMenuBarVisibility?: (visible: boolean) => void
}): void {
  win.removeMenu?.()
  win.setMenuBarVisibility?.(false)
}

// ---------------------------------------------------------------------------------------------
// The desktop popup: one native window, opened, relayed to and polled by the main process
// ---------------------------------------------------------------------------------------------

/** What the controller needs of a BrowserWindow. */
export interface PopupWindowLike {
  isDestroyed(): boolean
  close(): void
  focus(): void
  loadURL(url: string): Promise<unknown>
  removeMenu?: () => void
  setMenuBarVisibility?: (visible: boolean) => void
  webContents: {
    send(channel: string, ...args: unknown[]): void
    id: number
    /** The address the page is on now. */
    getURL(): string
    /** 'will-navigate' / 'will-redirect' (event, url) and 'did-navigate' (event, url). */
    on(
      event: 'will-navigate' | 'will-redirect' | 'did-navigate',
      listener: (event: unknown, url: string) => void,
    ): unknown
  }
}

/** What main sends the popup's preload: the message, and the only origin it may be delivered on. */
export interface PopupRelayPayload {
  message: unknown
  previewOrigin: string
}

export interface PreviewPopupControllerOptions {
  createWindow(options: PreviewPopupWindowOptions): PopupWindowLike
  /** Where to centre it: the editor window's bounds and its display's work area, read at each open. */
  placement?: () => PopupWindowOptionsInput
  preloadPath?: string
  /** Pushes to the editor: the popup's page is ready; the popup was closed. */
  onReady(): void
  onClosed(): void
  /** Visual editing (the popup's preload runs the overlay): the overlay runs in its page; the editor clicked a field there. */
  onOverlayReady?(): void
  onSelectField?(field: FieldMarker): void
  /** The 1 s poll; injectable for tests. */
  setInterval?: ClosedPollerOptions['setInterval']
  clearInterval?: ClosedPollerOptions['clearInterval']
}

export interface PreviewPopupController {
  /** Opens the popup on `url` (http or https only), replacing one already open. False when refused. */
  open(url: string): boolean
  /**
   * Relays a live-preview message (the editor's unsaved document) into the popup's page; false when no
   * popup is open or its page is not on the preview's own origin (it followed a link elsewhere).
   */
  post(message: unknown): boolean
  /**
   * The popup preload reported ready; only counted from the current popup's webContents, and only while
   * that frame is on the preview's origin (a page elsewhere could claim to be ready to get the document).
   */
  ready(senderId: number, senderUrl?: string): void
  /** The overlay the popup preload started runs in its page: counted as `ready` is. */
  overlayReady(senderId: number, senderUrl?: string): void
  /**
   * The editor clicked a marked text in the popup: `payload` is `{ field }`, passed on only when the field
   * is well-formed and it came from the popup's page while on the preview's origin.
   */
  selectField(senderId: number, senderUrl: string | undefined, payload: unknown): void
  close(): void
  readonly isOpen: boolean
}

/** What the origin gate watches of a page's webContents (a popup's or an embedded view's). */
export interface PreviewContentsLike {
  /** The address the page is on now. */
  getURL(): string
  on(
    event: 'will-navigate' | 'will-redirect' | 'did-navigate',
    listener: (event: unknown, url: string) => void,
  ): unknown
}

/**
 * Watches a preview page's navigations: `isOn()` is false from the moment the page starts leaving
 * `previewOrigin` (before the other page can receive anything) until a navigation lands back on it.
 * `isCurrent` lets a replaced page's late events be ignored.
 */
export function watchPreviewOrigin(
  contents: PreviewContentsLike,
  previewOrigin: string,
  isCurrent: () => boolean = () => true,
): { isOn(): boolean } {
  let on = true
  const leaving = (_event: unknown, next: string) => {
    if (isCurrent() && httpOrigin(next) !== previewOrigin) on = false
  }
  contents.on('will-navigate', leaving)
  contents.on('will-redirect', leaving)
  contents.on('did-navigate', (_event, landed) => {
    if (isCurrent()) on = httpOrigin(landed) === previewOrigin
  })
  return {
    // Both what the navigation events said and where the page is now (before its first load: the open URL).
    isOn: () => {
      const url = contents.getURL()
      return on && (url === '' || httpOrigin(url) === previewOrigin)
    },
  }
}

export function createPreviewPopupController(options: PreviewPopupControllerOptions): PreviewPopupController {
  let win: PopupWindowLike | null = null
  let poller: ClosedPoller | null = null
  /** The origin of the URL the popup was opened on: the only one it relays to. */
  let previewOrigin: string | null = null
  /** Whether the current popup's page is on that origin. */
  let originGate: { isOn(): boolean } | null = null

  const isOpen = () => Boolean(win && !win.isDestroyed())
  const isOnPreviewOrigin = () => originGate?.isOn() ?? false
  /** Whether a relay message came from the current popup's page while it is on the preview's origin. */
  const fromPreviewPage = (senderId: number, senderUrl: string | undefined) =>
    Boolean(win && !win.isDestroyed() && win.webContents.id === senderId) &&
    isOnPreviewOrigin() &&
    httpOrigin(senderUrl) === previewOrigin

  function forget(notify: boolean) {
    poller?.stop()
    poller = null
    win = null
    previewOrigin = null
    originGate = null
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
      previewOrigin = parsed.origin
      originGate = watchPreviewOrigin(created.webContents, parsed.origin, () => win === created)
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
      if (!win || win.isDestroyed() || !previewOrigin || !isOnPreviewOrigin()) return false
      const payload: PopupRelayPayload = { message, previewOrigin }
      win.webContents.send(PREVIEW_POPUP_IPC.message, payload)
      return true
    },
    ready(senderId, senderUrl) {
      if (fromPreviewPage(senderId, senderUrl)) options.onReady()
    },
    overlayReady(senderId, senderUrl) {
      if (fromPreviewPage(senderId, senderUrl)) options.onOverlayReady?.()
    },
    selectField(senderId, senderUrl, payload) {
      const field = fieldMarkerOf((payload as { field?: unknown } | null)?.field)
      if (field && fromPreviewPage(senderId, senderUrl)) options.onSelectField?.(field)
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
