/** The popup preload's logic, free of Electron so it can be tested (see preview-popup.ts). */
import {
  VISUAL_EDITING_MESSAGE,
  decodeFieldMarkers,
  fieldMarkerOf,
  stripFieldMarkers,
  type FieldMarker,
} from '@shared/visual-editing'
import { runVisualEditingOverlay } from '@shared/visual-editing-overlay'

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

/** Page world → preload: the overlay runs in the page. */
export const OVERLAY_READY_DOM_EVENT = 'folio-preview-overlay-ready'
/** Page world → preload: a CustomEvent whose detail is the clicked field as JSON text (a string crosses worlds as it is). */
export const OVERLAY_SELECT_DOM_EVENT = 'folio-preview-overlay-select'
/** Preload → page world: a CustomEvent whose detail is true (outlines on) or false. */
export const OVERLAY_TOGGLE_DOM_EVENT = 'folio-preview-overlay-toggle'

/**
 * Runs in the page's world before its scripts: the visual-editing overlay (the same code the Folio plugin
 * serves, see visual-editing-overlay.ts) with a host that talks to this preload through DOM events, since
 * there is no parent or opener to post to. It claims `window.__folioVisualEditing` first, so a page that
 * includes the plugin's script itself does not start a second overlay, and starts nothing if the page
 * already runs one.
 */
export const OVERLAY_SCRIPT = `(() => {
  if (window.__folioVisualEditing) return
  window.__folioVisualEditing = true
  const decodeFieldMarkers = ${decodeFieldMarkers.toString()};
  const stripFieldMarkers = ${stripFieldMarkers.toString()};
  const runVisualEditingOverlay = ${runVisualEditingOverlay.toString()};
  const host = {
    send(message) {
      if (!message) return
      if (message.type === ${JSON.stringify(VISUAL_EDITING_MESSAGE.ready)})
        document.dispatchEvent(new Event(${JSON.stringify(OVERLAY_READY_DOM_EVENT)}))
      else if (message.type === ${JSON.stringify(VISUAL_EDITING_MESSAGE.select)})
        document.dispatchEvent(new CustomEvent(${JSON.stringify(OVERLAY_SELECT_DOM_EVENT)}, { detail: JSON.stringify(message.field) }))
    },
    onToggle(listener) {
      document.addEventListener(${JSON.stringify(OVERLAY_TOGGLE_DOM_EVENT)}, (event) => listener(event.detail === true))
    },
  }
  const start = () => runVisualEditingOverlay(host, decodeFieldMarkers, stripFieldMarkers)
  if (document.body) start()
  else document.addEventListener('DOMContentLoaded', start, { once: true })
})()`

/** The page-world code that turns the overlay's outlines on or off. */
export function toggleCode(enabled: boolean): string {
  return `document.dispatchEvent(new CustomEvent(${JSON.stringify(OVERLAY_TOGGLE_DOM_EVENT)}, { detail: ${enabled} }))`
}

/** The page-world code that delivers one message as if the admin window had posted it. */
export function dispatchCode(message: unknown, origin: string): string {
  return `window.dispatchEvent(new MessageEvent('message', { data: ${JSON.stringify(message)}, origin: ${JSON.stringify(origin)} }))`
}

/** The bits of `document` the relay reads (the preload is built without DOM types). */
export interface RelayDocument {
  addEventListener(type: string, listener: (event?: { detail?: unknown }) => void): void
  documentElement: { getAttribute(name: string): string | null }
}

export interface RelayHost {
  document: RelayDocument
  /** The origin of the page this preload runs in now (`location.origin`). */
  pageOrigin(): string
  executeInPage(code: string): void
  onMessageFromMain(listener: (payload: unknown) => void): void
  sendReady(): void
  /** The overlay this preload started runs in the page. */
  sendOverlayReady(): void
  /** The editor clicked a marked text (main checks the field again, and where it came from). */
  sendSelectField(payload: { field: FieldMarker }): void
}

export function installPreviewPopupRelay(host: RelayHost): void {
  host.executeInPage(PAGE_SHIM)
  host.executeInPage(OVERLAY_SCRIPT)
  host.document.addEventListener(READY_DOM_EVENT, () => host.sendReady())
  host.document.addEventListener(OVERLAY_READY_DOM_EVENT, () => host.sendOverlayReady())
  host.document.addEventListener(OVERLAY_SELECT_DOM_EVENT, (event) => {
    // Anything in the page can dispatch this: only a well-formed field goes on.
    const detail = event?.detail
    if (typeof detail !== 'string' || detail.length > 4096) return
    let field: FieldMarker | null
    try {
      field = fieldMarkerOf(JSON.parse(detail))
    } catch {
      return
    }
    if (field) host.sendSelectField({ field })
  })
  host.onMessageFromMain((payload) => {
    if (!payload || typeof payload !== 'object') return
    const { message, previewOrigin } = payload as { message?: unknown; previewOrigin?: unknown }
    if (!message || typeof message !== 'object') return
    // Main relays only while the popup is on the preview's origin; this checks again in the page
    // itself, in case a navigation landed between main's check and this message.
    if (typeof previewOrigin !== 'string' || host.pageOrigin() !== previewOrigin) return
    const type = (message as { type?: unknown }).type
    // Outlines on or off: for the overlay this preload runs, whatever origin the page trusts.
    if (type === VISUAL_EDITING_MESSAGE.toggle)
      return host.executeInPage(toggleCode((message as { enabled?: unknown }).enabled === true))
    if (type !== 'payload-live-preview' && type !== 'payload-document-event') return
    // Only once the page said whom it trusts: nothing is sent before ready anyway.
    const origin = host.document.documentElement.getAttribute(ORIGIN_ATTRIBUTE)
    if (!origin || origin === '*') return
    host.executeInPage(dispatchCode(message, origin))
  })
}
