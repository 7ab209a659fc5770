/** Whether a scrolled list shows its end (within `slack` px): the moment to ask for its next page. */
export function isScrolledToEnd(
  list: { scrollTop: number; clientHeight: number; scrollHeight: number },
  slack = 8,
): boolean {
  return list.scrollTop + list.clientHeight >= list.scrollHeight - slack
}
