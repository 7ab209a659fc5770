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
