/**
 * Preload of the native live-preview popup only (never Folio's bridge: the page is third-party).
 *
 * @payloadcms/live-preview pages accept messages only from the origin they were told is the admin
 * (their `serverURL`), and post `ready` to `window.opener || window.parent` for that origin. A
 * window that main opened has no opener, so:
 * - in the page's world, `postMessage` is wrapped to notice the ready (and note the origin it was
 *   meant for) and tell this preload, which tells main;
 * - messages from the editor arrive over IPC and are dispatched in the page's world as a
 *   MessageEvent from that origin, exactly what the page would have received from an opener;
 * - visual editing works on a frontend that includes nothing: the preload runs the overlay in the page's
 *   world itself, hears its ready and field clicks through DOM events and tells main, and hands it the
 *   editor's outline toggles.
 */
import { ipcRenderer, webFrame } from 'electron'
import { PREVIEW_POPUP_IPC } from '@shared/preview-popup'
import { installPreviewPopupRelay, type RelayDocument } from './preview-popup-relay'

installPreviewPopupRelay({
  document: (globalThis as unknown as { document: RelayDocument }).document,
  pageOrigin: () => (globalThis as unknown as { location: { origin: string } }).location.origin,
  executeInPage: (code) => void webFrame.executeJavaScript(code).catch(() => undefined),
  onMessageFromMain: (listener) => ipcRenderer.on(PREVIEW_POPUP_IPC.message, (_event, payload) => listener(payload)),
  sendReady: () => ipcRenderer.send(PREVIEW_POPUP_IPC.ready),
  sendOverlayReady: () => ipcRenderer.send(PREVIEW_POPUP_IPC.overlayReady),
  sendSelectField: (payload) => ipcRenderer.send(PREVIEW_POPUP_IPC.selectField, payload),
})
