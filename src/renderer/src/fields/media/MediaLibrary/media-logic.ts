/** The media library's pure rules: moving through the grid by key, the MIME types offered, the order chosen. */

/**
 * The tile a key moves to in a grid of `count` tiles laid out `columns` wide (1 for the list view),
 * or null when the key is not a grid key. Left and right follow the reading direction; nothing wraps
 * past the first or last tile.
 */
export function gridMove(key: string, index: number, count: number, columns: number, rtl = false): number | null {
  if (count === 0) return null
  const cols = Math.max(1, columns)
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i))
  switch (key) {
    case 'ArrowRight':
      return clamp(index + (rtl ? -1 : 1))
    case 'ArrowLeft':
      return clamp(index + (rtl ? 1 : -1))
    case 'ArrowDown':
      // A row below that is shorter than this column: its last tile.
      return index + cols < count ? index + cols : index
    case 'ArrowUp':
      return index - cols >= 0 ? index - cols : index
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** How many tiles a row holds: those on the first tile's line. */
export function columnsOf(tops: number[]): number {
  if (tops.length === 0) return 1
  const first = tops[0]!
  const n = tops.findIndex((top) => Math.abs(top - first) > 1)
  return n === -1 ? tops.length : Math.max(1, n)
}

/**
 * The MIME types the filter offers: the collection's `mimeTypes` first (a family such as `image/*`
 * as it is written), then each exact type the library has shown so far, each once, sorted.
 */
export function mimeOptions(configured: string[] | undefined, seen: Iterable<string>): string[] {
  const fromConfig = [...new Set((configured ?? []).map((m) => m.trim()).filter(Boolean))]
  const exact = [...new Set(seen)].filter((m) => m && !fromConfig.includes(m)).sort()
  // Without a configured list, the families of what exists come first so one click narrows to "images".
  const families = configured?.length
    ? []
    : [...new Set(exact.map((m) => `${m.split('/')[0]}/*`))].filter((f) => f !== '/*').sort()
  return [...fromConfig, ...families, ...exact]
}

/** A hasMany choice: clicking a chosen file again takes it out; new ones join at the end, in click order. */
export function toggleChosen<T>(chosen: T[], item: T, same: (a: T, b: T) => boolean): T[] {
  return chosen.some((c) => same(c, item)) ? chosen.filter((c) => !same(c, item)) : [...chosen, item]
}
