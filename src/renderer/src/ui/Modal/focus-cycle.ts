/** Which control Tab moves to inside a dialog, so that it wraps at the ends instead of leaving. */

export const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

/**
 * The index focus wraps to, or null when the browser's own move stays inside: Tab on the last control
 * goes to the first, Shift+Tab on the first (or from outside every control) goes to the last.
 */
export function wrapIndex(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null
  if (current === -1) return backwards ? count - 1 : 0
  if (backwards && current === 0) return count - 1
  if (!backwards && current === count - 1) return 0
  return null
}
