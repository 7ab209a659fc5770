/**
 * Roving focus (WAI-ARIA APG): in a toolbar, a row of tabs or a menu, one item is the group's Tab stop and
 * the arrow keys move the focus between its items. Pure, so the rules are unit-tested without a DOM;
 * `ui/Roving/use-roving-focus.ts` applies them to a group's elements.
 */

/** Which arrows move: left and right (a toolbar, tabs) or up and down (a menu). */
export type RovingOrientation = 'horizontal' | 'vertical'

export interface RovingOptions {
  orientation: RovingOrientation
  /** Right to left: ArrowLeft moves on, ArrowRight back (horizontal only). */
  rtl?: boolean
  /** Past the last item the first comes again, and before the first the last (the default). */
  wrap?: boolean
  /** How far PageUp and PageDown move (a listbox); without it they do not move. */
  page?: number
}

/**
 * The index the focus moves to from `current` (-1: none of the items has it) among `count` items on
 * `key`; null for a key that does not move it, or no items. From none, forward starts at the first
 * item and back at the last.
 */
export function rovingIndex(key: string, current: number, count: number, options: RovingOptions): number | null {
  if (count === 0) return null
  const { orientation, rtl = false, wrap = true, page } = options
  const last = count - 1
  const [forward, back] =
    orientation === 'vertical'
      ? ['ArrowDown', 'ArrowUp']
      : rtl
        ? ['ArrowLeft', 'ArrowRight']
        : ['ArrowRight', 'ArrowLeft']
  switch (key) {
    case forward:
      if (current < 0) return 0
      return current < last ? current + 1 : wrap ? 0 : last
    case back:
      if (current < 0) return last
      return current > 0 ? current - 1 : wrap ? last : 0
    case 'PageDown':
      return page === undefined ? null : Math.min(Math.max(current, 0) + page, last)
    case 'PageUp':
      return page === undefined ? null : Math.max(current - page, 0)
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return null
  }
}
