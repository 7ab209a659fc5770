/**
 * The native live-preview popup: a BrowserWindow built from popupWindowOptions (800 × 700, centred
 * on the editor's display, no menu bar), polled every second by the core controller, with its own
 * small preload that relays the live-preview protocol (src/preload/preview-popup.ts). The page in it
 * is third-party: no Folio bridge, no navigation outside http(s), no further windows, and the unsaved
 * document is relayed only while it is on the preview's own origin (the core controller watches that).
 */
import { BrowserWindow, ipcMain, screen, type IpcMainEvent, type WebContents } from 'electron'
import { PREVIEW_POPUP_IPC } from '@shared/preview-popup'
import type { BridgeEvent, BridgeEvents } from '@shared/bridge'
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
  const pushToEditor = <E extends BridgeEvent>(event: E, payload: BridgeEvents[E]) => {
    const editor = options.parent()
    if (editor && !editor.isDestroyed()) editor.webContents.send(event, payload)
  }
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
    // Visual editing (the popup's preload runs the overlay): to the editor's window, where its ready goes.
    onOverlayReady: () => pushToEditor('main:preview-overlay-ready', { from: 'popup' }),
    onSelectField: (field) => pushToEditor('main:preview-field', { field, from: 'popup' }),
  })
  const stopListening = onRelayMessages(controller)
  return {
    controller,
    dispose() {
      stopListening()
      controller.close()
    },
  }
}

/** What hears the relay preload's messages (the popup's controller or the views' manager). */
export interface RelayReceiver {
  ready(senderId: number, senderUrl?: string): void
  overlayReady(senderId: number, senderUrl?: string): void
  selectField(senderId: number, senderUrl: string | undefined, payload: unknown): void
}

/**
 * Hands the relay preload's messages (the popup's or the embedded view's: its ready, its overlay's ready
 * and field clicks) on with the sender and the URL of the frame that sent them; the receiver decides
 * whether the sender is its own. Returns what stops listening.
 */
export function onRelayMessages(receiver: RelayReceiver): () => void {
  const listeners: Array<[string, (event: IpcMainEvent, payload?: unknown) => void]> = [
    [PREVIEW_POPUP_IPC.ready, (event) => receiver.ready(event.sender.id, event.senderFrame?.url)],
    [PREVIEW_POPUP_IPC.overlayReady, (event) => receiver.overlayReady(event.sender.id, event.senderFrame?.url)],
    [
      PREVIEW_POPUP_IPC.selectField,
      (event, payload) => receiver.selectField(event.sender.id, event.senderFrame?.url, payload),
    ],
  ]
  for (const [channel, listener] of listeners) ipcMain.on(channel, listener)
  return () => {
    for (const [channel, listener] of listeners) ipcMain.removeListener(channel, listener)
  }
}

/** A preview page (the popup's or the embedded view's) may follow its own links, but only on the web; it never opens windows. */
export function guardPreviewContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!/^https?:\/\//i.test(url)) event.preventDefault()
  })
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
}
