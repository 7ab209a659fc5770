/** The menu is fixed to its button, so a scrolling container (the list's table) never clips it. */
import { useEffect, type CSSProperties, type RefObject } from 'react'

/** Below the button, aligned with its end edge (its left one in right-to-left text). */
export function menuPlace(button: HTMLElement): CSSProperties {
  const rect = button.getBoundingClientRect()
  const rtl = getComputedStyle(button).direction === 'rtl'
  return rtl
    ? { top: rect.bottom + 4, left: rect.left }
    : { top: rect.bottom + 4, right: document.documentElement.clientWidth - rect.right }
}

/**
 * The fixed menu follows its button when anything scrolls or the window is resized (a list scrolling, an
 * editor settling as it loads), and closes only once the button is out of view.
 */
export function useFollowButton(
  open: boolean,
  button: RefObject<HTMLElement | null>,
  setPlace: (place: CSSProperties) => void,
  setOpen: (open: boolean) => void,
  place: (button: HTMLElement) => CSSProperties = menuPlace,
) {
  useEffect(() => {
    if (!open) return
    const follow = () => {
      const element = button.current
      if (!element) return setOpen(false)
      const rect = element.getBoundingClientRect()
      if (rect.bottom < 0 || rect.top > window.innerHeight || rect.width === 0) return setOpen(false)
      setPlace(place(element))
    }
    window.addEventListener('scroll', follow, true)
    window.addEventListener('resize', follow)
    return () => {
      window.removeEventListener('scroll', follow, true)
      window.removeEventListener('resize', follow)
    }
  }, [open, button, setPlace, setOpen, place])
}
