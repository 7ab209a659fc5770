/**
 * The native live-preview popup: a BrowserWindow built from popupWindowOptions (800 × 700, centred
 * on the editor's display, no menu bar), polled every second by the core controller, with its own
 * small preload that relays the live-preview protocol (src/preload/preview-popup.ts). The page in it
 * is third-party: no Folio bridge, no navigation outside http(s), no further windows, and the unsaved
 * document is relayed only while it is on the preview's own origin (the core controller watches that).
 */
import { BrowserWindow, ipcMain, screen, type IpcMainEvent, type WebContents } from 'electron'
import { PREVIEW_POPUP_IPC } from '@shared/preview-popup'
import { createPreviewPopupController, type PreviewPopupController } from '../core/preview-popup'

export interface NativePreviewPopupOptions {
  preloadPath: string
  /** The editor window, to centre on its display. */
  parent: () => BrowserWindow | null
  onReady(): void
  onClosed(): void
}

export function createNativePreviewPopup(options: NativePreviewPopupOptions): {
  controller: PreviewPopupController
  dispose(): void
} {
  const controller = createPreviewPopupController({
    preloadPath: options.preloadPath,
    placement: () => {
      const parent = options.parent()
      if (!parent || parent.isDestroyed()) return {}
      const parentBounds = parent.getBounds()
      return { parentBounds, displayWorkArea: screen.getDisplayMatching(parentBounds).workArea }
    },
    createWindow: (windowOptions) => {
      const win = new BrowserWindow(windowOptions)
      guardPreviewContents(win.webContents)
      return win
    },
    onReady: () => options.onReady(),
    onClosed: () => options.onClosed(),
  })
  const stopListening = onRelayReady((senderId, senderUrl) => controller.ready(senderId, senderUrl))
  return {
    controller,
    dispose() {
      stopListening()
      controller.close()
    },
  }
}

/**
 * Hands the relay preload's "ready" (the popup's or the embedded view's) on with the sender and the URL
 * of the frame that sent it; returns what stops listening.
 */
export function onRelayReady(ready: (senderId: number, senderUrl: string | undefined) => void): () => void {
  const listener = (event: IpcMainEvent) => ready(event.sender.id, event.senderFrame?.url)
  ipcMain.on(PREVIEW_POPUP_IPC.ready, listener)
  return () => ipcMain.removeListener(PREVIEW_POPUP_IPC.ready, listener)
}

/** A preview page (the popup's or the embedded view's) may follow its own links, but only on the web; it never opens windows. */
export function guardPreviewContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!/^https?:\/\//i.test(url)) event.preventDefault()
  })
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}
