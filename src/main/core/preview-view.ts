/**
 * The desktop's embedded live preview: one native view per app window, laid over the editor's preview
 * pane (a cross-origin frontend accepts live-preview messages only from its CMS, which an <iframe> in
 * Folio's UI is not; the view's own relay preload posts them as if from the CMS, like the popup's).
 * Same rules as the popup: isolated, no Folio bridge, only the preview's own origin gets the document.
 * Free of Electron imports: src/main/electron/preview-view.ts supplies the WebContentsView.
 */
import { PREVIEW_POPUP_IPC } from '@shared/preview-popup'
import type { PreviewViewBounds } from '@shared/bridge'
import { httpOrigin } from '@shared/url'
import { fieldMarkerOf, type FieldMarker } from '@shared/visual-editing'
import { safeWebPreferences } from './security'
import {
  watchPreviewOrigin,
  type PopupRelayPayload,
  type PopupWebPreferences,
  type PreviewContentsLike,
} from './preview-popup'

/** What the manager needs of a WebContentsView. */
export interface PreviewViewLike {
  setBounds(bounds: PreviewViewBounds): void
  setVisible(visible: boolean): void
  webContents: PreviewContentsLike & {
    id: number
    send(channel: string, ...args: unknown[]): void
    loadURL(url: string): Promise<unknown>
    close?(): void
    isDestroyed?(): boolean
  }
}

/** The app window a view lives in: its content view, and whether it is gone. */
export interface PreviewViewHost {
  isDestroyed(): boolean
  addChildView(view: PreviewViewLike): void
  removeChildView(view: PreviewViewLike): void
}

export interface PreviewViewManagerOptions {
  createView(webPreferences: PopupWebPreferences): PreviewViewLike
  /** The app window whose renderer has this webContents id, or null. */
  hostOf(windowId: number): PreviewViewHost | null
  /** The popup's relay preload (never Folio's bridge preload). */
  preloadPath?: string
  /** The view's page posted its live-preview ready: tell the window that owns it. */
  onReady(windowId: number): void
  /** Visual editing (the view's preload runs the overlay): the overlay runs in its page; the editor clicked a field there. */
  onOverlayReady?(windowId: number): void
  onSelectField?(windowId: number, field: FieldMarker): void
}

export interface PreviewViewManager {
  /** Shows `url` (http(s) only) in the window's view at `bounds`, replacing its page. False when refused. */
  show(windowId: number, url: string, bounds: PreviewViewBounds): boolean
  /** Moves the view; `visible: false` hides it (a dialog covers the pane). False when the window has none. */
  setBounds(windowId: number, bounds: PreviewViewBounds, visible: boolean): boolean
  /** Relays a live-preview message; false when there is no view or its page left the preview's origin. */
  post(windowId: number, message: unknown): boolean
  /** A relay preload said ready: counted only from a view's own page, while on the preview's origin. */
  ready(senderId: number, senderUrl?: string): void
  /** The overlay a view's preload started runs in its page: counted as `ready` is. */
  overlayReady(senderId: number, senderUrl?: string): void
  /**
   * The editor clicked a marked text in a view: `payload` is `{ field }`, passed on to the view's window only
   * when the field is well-formed and it came from the view's own page while on the preview's origin.
   */
  selectField(senderId: number, senderUrl: string | undefined, payload: unknown): void
  /** Removes the window's view (the pane unmounted, or the window closed). */
  close(windowId: number): void
  closeAll(): void
  has(windowId: number): boolean
}

/**
 * The pane's box as the view's rectangle: whole pixels (CSS px are DIPs in Electron at zoom 1), never
 * negative, and whether anything of it can be seen.
 */
export function viewRect(bounds: PreviewViewBounds): { rect: PreviewViewBounds; empty: boolean } {
  const whole = (n: number) => (Number.isFinite(n) ? Math.round(n) : 0)
  const rect = {
    x: Math.max(0, whole(bounds.x)),
    y: Math.max(0, whole(bounds.y)),
    width: Math.max(0, whole(bounds.width)),
    height: Math.max(0, whole(bounds.height)),
  }
  return { rect, empty: rect.width === 0 || rect.height === 0 }
}

export function previewViewWebPreferences(preloadPath?: string): PopupWebPreferences {
  const { preload: _bridgePreload, ...isolated } = safeWebPreferences('')
  const webPreferences: PopupWebPreferences = { ...isolated, spellcheck: false }
  if (preloadPath) webPreferences.preload = preloadPath
  return webPreferences
}

interface Entry {
  view: PreviewViewLike
  host: PreviewViewHost
  previewOrigin: string
  gate: { isOn(): boolean }
}

export function createPreviewViewManager(options: PreviewViewManagerOptions): PreviewViewManager {
  const entries = new Map<number, Entry>()

  function place(entry: Entry, bounds: PreviewViewBounds, visible: boolean) {
    const { rect, empty } = viewRect(bounds)
    entry.view.setBounds(rect)
    entry.view.setVisible(visible && !empty)
  }

  /** The window whose view's page sent a relay message, while that page is on the preview's origin; else null. */
  function ownerOf(senderId: number, senderUrl: string | undefined): number | null {
    for (const [windowId, entry] of entries) {
      if (entry.view.webContents.id !== senderId) continue
      return entry.gate.isOn() && httpOrigin(senderUrl) === entry.previewOrigin ? windowId : null
    }
    return null
  }

  function remove(windowId: number) {
    const entry = entries.get(windowId)
    if (!entry) return
    entries.delete(windowId)
    entry.view.setVisible(false)
    if (!entry.host.isDestroyed()) entry.host.removeChildView(entry.view)
    // A WebContentsView's page is not freed with the view: close it.
    if (!entry.view.webContents.isDestroyed?.()) entry.view.webContents.close?.()
  }

  return {
    show(windowId, url, bounds) {
      const origin = httpOrigin(url)
      if (!origin) return false
      const host = options.hostOf(windowId)
      if (!host || host.isDestroyed()) return false
      remove(windowId)
      const view = options.createView(previewViewWebPreferences(options.preloadPath))
      const entry: Entry = {
        view,
        host,
        previewOrigin: origin,
        gate: watchPreviewOrigin(view.webContents, origin, () => entries.get(windowId)?.view === view),
      }
      entries.set(windowId, entry)
      host.addChildView(view)
      place(entry, bounds, true)
      void view.webContents.loadURL(new URL(url).toString()).catch(() => undefined)
      return true
    },
    setBounds(windowId, bounds, visible) {
      const entry = entries.get(windowId)
      if (!entry) return false
      if (entry.host.isDestroyed()) {
        remove(windowId)
        return false
      }
      place(entry, bounds, visible)
      return true
    },
    post(windowId, message) {
      const entry = entries.get(windowId)
      if (!entry || entry.host.isDestroyed() || !entry.gate.isOn()) return false
      const payload: PopupRelayPayload = { message, previewOrigin: entry.previewOrigin }
      entry.view.webContents.send(PREVIEW_POPUP_IPC.message, payload)
      return true
    },
    ready(senderId, senderUrl) {
      const windowId = ownerOf(senderId, senderUrl)
      if (windowId !== null) options.onReady(windowId)
    },
    overlayReady(senderId, senderUrl) {
      const windowId = ownerOf(senderId, senderUrl)
      if (windowId !== null) options.onOverlayReady?.(windowId)
    },
    selectField(senderId, senderUrl, payload) {
      const field = fieldMarkerOf((payload as { field?: unknown } | null)?.field)
      const windowId = field ? ownerOf(senderId, senderUrl) : null
      if (field && windowId !== null) options.onSelectField?.(windowId, field)
    },
    close: remove,
    closeAll() {
      for (const windowId of [...entries.keys()]) remove(windowId)
    },
    has: (windowId) => entries.has(windowId),
  }
}
