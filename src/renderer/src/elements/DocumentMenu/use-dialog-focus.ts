/**
 * Focus for a confirmation dialog opened from the document menu: it moves into the dialog (its first
 * control), Escape closes it, and focus returns to where it was (the menu's button) when it closes.
 */
import { useEffect, useRef, type RefObject } from 'react'

export function useDialogFocus(ref: RefObject<HTMLElement | null>, onEscape: () => void) {
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  })
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null
    ref.current?.querySelector<HTMLElement>('input, button:not([disabled])')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      escape.current()
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      if (before?.isConnected) before.focus()
    }
  }, [ref])
}
