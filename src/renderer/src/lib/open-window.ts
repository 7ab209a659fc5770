/**
 * Opens a route of the app in a window of its own. In a browser (the web host) that is a new tab of
 * the same origin, without a handle back to this one.
 */
export function openInNewWindow(path: string): void {
  window.open(new URL(path, window.location.href).href, '_blank', 'noopener')
}
