/**
 * The visual-editing overlay script the Folio plugin serves to preview pages (see
 * `visualEditingScriptSource`): the overlay itself (src/shared/visual-editing-overlay.ts, shared with the
 * desktop preview's preload, which runs it in pages that include nothing) started with a host that talks
 * to the admin that framed or opened the page.
 */
import { decodeFieldMarkers, stripFieldMarkers } from '../../shared/visual-editing.js'
import { runVisualEditingOverlay, type OverlayHost } from '../../shared/visual-editing-overlay.js'

export { runVisualEditingOverlay, type OverlayHost }

/**
 * The page's host: messages go to the parent (a frame) or the opener (a popup); the admin's origin is the
 * one its first toggle came from, and only that window's toggles count.
 */
export function pageOverlayHost(): OverlayHost {
  const admin = (): Window | null => (window.parent !== window ? window.parent : (window.opener as Window | null))
  let adminOrigin: string | null = null
  return {
    send(message, toAdmin) {
      const target = admin()
      if (!target) return
      // The ready carries nothing: it may go before the admin is known.
      if (!toAdmin) return target.postMessage(message, '*')
      if (adminOrigin) target.postMessage(message, adminOrigin)
    },
    onToggle(listener) {
      window.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { type?: unknown; enabled?: unknown } | null
        if (event.source !== admin() || !data || data.type !== 'folio-visual-editing') return
        adminOrigin = event.origin
        listener(data.enabled === true)
      })
    },
  }
}

/** The ES module the Folio plugin serves: the decoders, the host and the overlay, started once per page. */
export function visualEditingScriptSource(): string {
  return [
    '// Folio visual editing: outlines the texts of a live preview and reports clicks to the admin.',
    `const decodeFieldMarkers = ${decodeFieldMarkers.toString()};`,
    `const stripFieldMarkers = ${stripFieldMarkers.toString()};`,
    `const pageOverlayHost = ${pageOverlayHost.toString()};`,
    `const runVisualEditingOverlay = ${runVisualEditingOverlay.toString()};`,
    'if (!window.__folioVisualEditing) {',
    '  window.__folioVisualEditing = true;',
    '  const start = () => runVisualEditingOverlay(pageOverlayHost(), decodeFieldMarkers, stripFieldMarkers);',
    "  if (document.body) start(); else document.addEventListener('DOMContentLoaded', start, { once: true });",
    '}',
    'export {};',
    '',
  ].join('\n')
}
