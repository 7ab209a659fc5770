/**
 * The detached preview window in a browser: `window.open` with the shared popup geometry (800 × 700,
 * centred on the editor's screen, without menu bar or toolbar), polled every second so the pane returns
 * to the frame once it is closed. Not `noopener`: the preview page posts its ready to the opener.
 */
import {
  createClosedPoller,
  previewPopupBounds,
  screenWorkArea,
  windowOpenFeatures,
  PREVIEW_POPUP_POLL_MS,
} from '@shared/preview-popup'

export const POPUP_NAME = 'folio-live-preview'

export function popupFeatures(screen: Parameters<typeof screenWorkArea>[0]): string {
  return windowOpenFeatures(previewPopupBounds(screenWorkArea(screen)))
}

export interface PopupHandle {
  onClosed(): void
  pollMs?: number
}

/** Opens the popup (or null when the browser blocked it) and calls `onClosed` once it is gone. */
export function openPreviewPopup(url: string, handle: PopupHandle): Window | null {
  // Chromium's screen also has availLeft and availTop, which place the popup on the editor's display.
  const popup = window.open(url, POPUP_NAME, popupFeatures(window.screen))
  if (!popup) return null
  createClosedPoller({
    isClosed: () => popup.closed,
    onClosed: () => handle.onClosed(),
    intervalMs: handle.pollMs ?? PREVIEW_POPUP_POLL_MS,
  })
  return popup
}
