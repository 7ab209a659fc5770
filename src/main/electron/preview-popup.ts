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
  const onReady = (event: IpcMainEvent) => controller.ready(event.sender.id, event.senderFrame?.url)
  ipcMain.on(PREVIEW_POPUP_IPC.ready, onReady)
  return {
    controller,
    dispose() {
      ipcMain.removeListener(PREVIEW_POPUP_IPC.ready, onReady)
      controller.close()
    },
  }
}

/** A preview page (the popup's or the embedded view's) may follow its own links, but only on the web; it never opens windows. */
export function guardPreviewContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!/^https?:\/\//i.test(url)) event.preventDefault()
  })
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}
