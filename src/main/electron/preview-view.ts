/**
 * The embedded live preview on the desktop: a WebContentsView per app window, laid over the editor's
 * preview pane at the box its renderer reports, with the popup's relay preload (src/preload/preview-popup.ts).
 * The page in it is third-party: no Folio bridge, no navigation outside http(s), no further windows, and
 * the unsaved document is relayed only while it is on the preview's own origin (the core manager watches that).
 */
import { BrowserWindow, WebContentsView } from 'electron'
import { createPreviewViewManager, type PreviewViewManager } from '../core/preview-view'
import type { BridgeEvent, BridgeEvents } from '@shared/bridge'
import { guardPreviewContents, onRelayMessages } from './preview-popup'

export interface NativePreviewViewOptions {
  preloadPath: string
  /**
   * Pushes `main:preview-view-ready` to the window that owns the view (the overlay's `main:preview-overlay-ready`
   * and `main:preview-field` go there from this module).
   */
  onReady(window: BrowserWindow): void
}

export function createNativePreviewViews(options: NativePreviewViewOptions): {
  manager: PreviewViewManager
  dispose(): void
} {
  const windowOf = (windowId: number) =>
    BrowserWindow.getAllWindows().find((w) => !w.isDestroyed() && w.webContents.id === windowId) ?? null
  /** Windows whose 'closed' already removes their view. */
  const watched = new WeakSet<BrowserWindow>()

  const push = <E extends BridgeEvent>(windowId: number, event: E, payload: BridgeEvents[E]) =>
    windowOf(windowId)?.webContents.send(event, payload)
  const manager = createPreviewViewManager({
    preloadPath: options.preloadPath,
    createView: (webPreferences) => {
      const view = new WebContentsView({ webPreferences })
      guardPreviewContents(view.webContents)
      return view
    },
    hostOf: (windowId) => {
      const win = windowOf(windowId)
      if (!win) return null
      if (!watched.has(win)) {
        watched.add(win)
        win.once('closed', () => manager.close(windowId))
      }
      return {
        isDestroyed: () => win.isDestroyed(),
        addChildView: (view) => win.contentView.addChildView(view as unknown as WebContentsView),
        removeChildView: (view) => win.contentView.removeChildView(view as unknown as WebContentsView),
      }
    },
    onReady: (windowId) => {
      const win = windowOf(windowId)
      if (win) options.onReady(win)
    },
    // Visual editing (the view's preload runs the overlay): pushed to the window that owns the view.
    onOverlayReady: (windowId) => push(windowId, 'main:preview-overlay-ready', { from: 'view' }),
    onSelectField: (windowId, field) => push(windowId, 'main:preview-field', { field, from: 'view' }),
  })
  const stopListening = onRelayMessages(manager)
  return {
    manager,
    dispose() {
      stopListening()
      manager.closeAll()
    },
  }
}
