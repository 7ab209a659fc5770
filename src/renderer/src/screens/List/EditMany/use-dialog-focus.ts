/**
 * Focus for a modal dialog: it moves into the dialog when it opens, Tab and Shift+Tab stay inside it,
 * and it goes back to whatever had it before (the button that opened the dialog) when it closes.
 */
import { useEffect, type RefObject } from 'react'
import { fieldId } from '../../../fields/FieldShell'

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

export function useDialogFocus(dialog: RefObject<HTMLElement | null>, first: string) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const root = dialog.current
    ;(root?.querySelector<HTMLElement>(first) ?? root?.querySelector<HTMLElement>(FOCUSABLE))?.focus()
    const keepInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !root) return
      const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
      const [head, tail] = [focusable[0], focusable[focusable.length - 1]]
      if (!head || !tail) return
      const to =
        event.shiftKey && document.activeElement === head
          ? tail
          : !event.shiftKey && document.activeElement === tail
            ? head
            : null
      if (!to) return
      event.preventDefault()
      // A dialog inside a dialog wraps on its own: the outer one must not move focus again.
      event.stopPropagation()
      to.focus()
    }
    root?.addEventListener('keydown', keepInside)
    return () => {
      root?.removeEventListener('keydown', keepInside)
      if (opener?.isConnected) opener.focus()
    }
  }, [dialog, first])
}

/** Puts the cursor in a field, by its data path: its input, or the first control its renderer shows. */
export function focusField(root: HTMLElement | null, path: string) {
  const input = root?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(path))}`)
  const shell = root?.querySelector(`[data-testid="field-${CSS.escape(path)}"]`)
  ;(input ?? shell?.querySelector<HTMLElement>(FOCUSABLE))?.focus()
}
