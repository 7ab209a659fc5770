/**
 * Where the option shown as focused moves in a listbox for the keys every list shares (WAI-ARIA APG):
 * arrows by one, Page keys by ten, Home and End to the ends. The select, the relationship picker and
 * any other list take their movement from here, so the same key moves the same way everywhere.
 */

/** How far PageUp and PageDown move. */
export const LIST_PAGE = 10

/**
 * The index `key` moves to from `active` (-1: none shown yet) among `count` options; null for a key
 * that does not move, or an empty list. From none, Down starts at the first and Up at the last.
 */
export function moveInList(key: string, active: number, count: number): number | null {
  if (count === 0) return null
  const last = count - 1
  switch (key) {
    case 'ArrowDown':
      return active < 0 ? 0 : Math.min(active + 1, last)
    case 'ArrowUp':
      return active < 0 ? last : Math.max(active - 1, 0)
    case 'PageDown':
      return Math.min(Math.max(active, 0) + LIST_PAGE, last)
    case 'PageUp':
      return Math.max(active - LIST_PAGE, 0)
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return null
  }
}
