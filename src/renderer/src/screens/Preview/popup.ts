/**
 * The detached preview window in a browser: `window.open` at 800 × 700, centred on the editor's
 * screen, without menu bar or toolbar, and polled every second (a browser tells the opener nothing when it closes) so the pane returns
 * to the frame once it is closed. Not `noopener`: the preview page posts its ready to the opener.
 */
export const POPUP_WIDTH = 800
export const POPUP_HEIGHT = 700
export const POPUP_POLL_MS = 1000
export const POPUP_NAME = 'folio-live-preview'

export function popupFeatures(screen: {
  availLeft?: number
  availTop?: number
  availWidth: number
  availHeight: number
}): string {
  const width = Math.min(POPUP_WIDTH, Math.max(1, screen.availWidth))
  const height = Math.min(POPUP_HEIGHT, Math.max(1, screen.availHeight))
  const left = Math.round((screen.availLeft ?? 0) + (screen.availWidth - width) / 2)
  const top = Math.round((screen.availTop ?? 0) + (screen.availHeight - height) / 2)
  return `width=${width},height=${height},left=${left},top=${top},menubar=no,toolbar=no,popup=yes`
}

export interface PopupHandle {
  onClosed(): void
  pollMs?: number
}

/** Opens the popup (or null when the browser blocked it) and calls `onClosed` once it is gone. */
export function openPreviewPopup(url: string, handle: PopupHandle): Window | null {
  // availLeft and availTop (the screen's position beside others) are read where the browser has them.
  const popup = window.open(url, POPUP_NAME, popupFeatures(window.screen))
  if (!popup) return null
  const timer = window.setInterval(() => {
    let closed: boolean
    try {
      closed = popup.closed
    } catch {
      closed = true
    }
    if (!closed) return
    window.clearInterval(timer)
    handle.onClosed()
  }, handle.pollMs ?? POPUP_POLL_MS)
  return popup
}
