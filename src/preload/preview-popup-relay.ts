/** The popup preload's logic, free of Electron so it can be tested (see preview-popup.ts). */

export const READY_DOM_EVENT = 'folio-preview-popup-ready'
/** Where the page's world leaves the origin its ready was meant for (a DOM attribute both worlds see). */
export const ORIGIN_ATTRIBUTE = 'data-folio-preview-admin-origin'

/** Runs in the page's world before its scripts: notices `{ type: 'payload-live-preview', ready: true }`. */
export const PAGE_SHIM = `(() => {
  const post = window.postMessage.bind(window)
  window.postMessage = function (message, options, transfer) {
    if (message && message.type === 'payload-live-preview' && message.ready === true) {
      const origin = typeof options === 'string' ? options : (options && options.targetOrigin) || ''
      document.documentElement.setAttribute(${JSON.stringify(ORIGIN_ATTRIBUTE)}, origin)
      document.dispatchEvent(new Event(${JSON.stringify(READY_DOM_EVENT)}))
    }
    return post(message, options, transfer)
  }
})()`

/** The page-world code that delivers one message as if the admin window had posted it. */
export function dispatchCode(message: unknown, origin: string): string {
  return `window.dispatchEvent(new MessageEvent('message', { data: ${JSON.stringify(message)}, origin: ${JSON.stringify(origin)} }))`
}

/** The bits of `document` the relay reads (the preload is built without DOM types). */
export interface RelayDocument {
  addEventListener(type: string, listener: () => void): void
  documentElement: { getAttribute(name: string): string | null }
}

export interface RelayHost {
  document: RelayDocument
  /** The origin of the page this preload runs in now (`location.origin`). */
  pageOrigin(): string
  executeInPage(code: string): void
  onMessageFromMain(listener: (payload: unknown) => void): void
  sendReady(): void
}

export function installPreviewPopupRelay(host: RelayHost): void {
  host.executeInPage(PAGE_SHIM)
  host.document.addEventListener(READY_DOM_EVENT, () => host.sendReady())
  host.onMessageFromMain((payload) => {
    if (!payload || typeof payload !== 'object') return
    const { message, previewOrigin } = payload as { message?: unknown; previewOrigin?: unknown }
    if (!message || typeof message !== 'object') return
    // Main relays only while the popup is on the preview's origin; this checks again in the page
    // itself, in case a navigation landed between main's check and this message.
    if (typeof previewOrigin !== 'string' || host.pageOrigin() !== previewOrigin) return
    const type = (message as { type?: unknown }).type
    if (type !== 'payload-live-preview' && type !== 'payload-document-event') return
    // Only once the page said whom it trusts: nothing is sent before ready anyway.
    const origin = host.document.documentElement.getAttribute(ORIGIN_ATTRIBUTE)
    if (!origin || origin === '*') return
    host.executeInPage(dispatchCode(message, origin))
  })
}
