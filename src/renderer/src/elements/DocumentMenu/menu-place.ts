/** The menu is fixed to its button, so a scrolling container (the list's table) never clips it. */
import { useEffect, type CSSProperties } from 'react'

/** Below the button, aligned with its end edge (its left one in right-to-left text). */
export function menuPlace(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect()
  const rtl = getComputedStyle(button).direction === 'rtl'
  return rtl
    ? { top: rect.bottom + 4, left: rect.left }
    : { top: rect.bottom + 4, right: document.documentElement.clientWidth - rect.right }
}

/** A scroll or resize would leave the fixed menu behind its button: it closes instead. */
export function useCloseOnMove(open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return
    const close = () => setOpen(false)
    window.addEventListener('scroll', close, true)
    window.addEventListener('resize', close)
    return () => {
      window.removeEventListener('scroll', close, true)
      window.removeEventListener('resize', close)
    }
  }, [open, setOpen])
}
