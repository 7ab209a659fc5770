/** The menu is fixed to its button, so a scrolling container (the list's table) never clips it. */
import { useEffect, type CSSProperties, type RefObject } from 'react'
import { LIST_GAP, listVerticalPlace } from '../Select/select-scroll'

/**
 * Aligned with the button's end edge (its left one in right-to-left text); below it, or above it when the
 * menu (measured once it is drawn) does not fit below and there is more room above, as a select's list.
 * Before the menu is drawn, below without a height cap.
 */
export function menuPlace(button: HTMLElement, menu?: HTMLElement | null): CSSProperties {
  const rect = button.getBoundingClientRect()
  const rtl = getComputedStyle(button).direction === 'rtl'
  const horizontal = rtl ? { left: rect.left } : { right: document.documentElement.clientWidth - rect.right }
  if (!menu) return { top: rect.bottom + LIST_GAP, ...horizontal }
  // Its whole height, borders included, whatever cap it has now.
  const wanted = menu.scrollHeight + menu.offsetHeight - menu.clientHeight
  return { ...listVerticalPlace(rect, window.innerHeight, wanted), ...horizontal }
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
