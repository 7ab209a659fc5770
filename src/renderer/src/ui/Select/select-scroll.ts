/** Whether a scrolled list shows its end (within `slack` px): the moment to ask for its next page. */
export function isScrolledToEnd(
  list: { scrollTop: number; clientHeight: number; scrollHeight: number },
  slack = 8,
): boolean {
  return list.scrollTop + list.clientHeight >= list.scrollHeight - slack
}

/**
 * The list's scrollTop that shows an option whole, moving as little as possible (the option's top and
 * height are measured from the list's top edge, as offsetTop is): the option the keys move to stays in view.
 */
export function scrollTopToShow(
  option: { top: number; height: number },
  list: { scrollTop: number; clientHeight: number },
): number {
  if (option.top < list.scrollTop) return option.top
  const bottom = option.top + option.height
  if (bottom > list.scrollTop + list.clientHeight) return bottom - list.clientHeight
  return list.scrollTop
}

/** The gap between the button and its list, and the room kept free at the window's edge. */
export const LIST_GAP = 4
const WINDOW_EDGE = 8

/**
 * Where a fixed list sits against its button (`button`: its box in the window, px): below it where the
 * list fits (its `wanted` height) or where there is more room below than above, else above it, so a
 * button at the window's bottom edge does not open its list off screen. `maxHeight` keeps the list
 * inside the window either way; it scrolls.
 */
export function listVerticalPlace(
  button: { top: number; bottom: number },
  windowHeight: number,
  wanted: number,
): { top: number; maxHeight: number } | { bottom: number; maxHeight: number } {
  const below = windowHeight - button.bottom - LIST_GAP - WINDOW_EDGE
  const above = button.top - LIST_GAP - WINDOW_EDGE
  if (below >= wanted || below >= above)
    return { top: button.bottom + LIST_GAP, maxHeight: Math.max(0, Math.min(wanted, below)) }
  return { bottom: windowHeight - button.top + LIST_GAP, maxHeight: Math.min(wanted, above) }
}
