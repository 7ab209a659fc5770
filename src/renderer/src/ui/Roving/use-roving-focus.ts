/**
 * Roving focus for a group of items (a toolbar, a row of tabs, a menu), as WAI-ARIA's APG describes it:
 * the arrow keys move the focus between the items (mirrored right to left), Home and End go to the ends,
 * and it wraps. With `tabStop`, the group is one Tab stop: the item last focused (the first at the start)
 * is tabbable, the others are not, kept so as items come, go or are disabled.
 *
 * Only keys pressed on an item itself move the focus: an input, a popup or a list inside the group keeps
 * its own keys, and so does an item that used the key already (a select opening on Home).
 */
import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'
import { rovingIndex, type RovingOrientation } from '../../core/lib/roving'

export interface RovingFocusOptions {
  /** The items, a selector within the group; disabled and hidden ones are skipped. */
  items: string
  orientation: RovingOrientation
  /** The group is one Tab stop (a toolbar, tabs); without it every item keeps its own tabindex (a menu). */
  tabStop?: boolean
  /** With `tabStop`: the item that is the Tab stop until another is focused (the current tab), else the first. */
  preferred?: string
}

/** The group's items that can take the focus, in document order. */
export function rovingItems(group: HTMLElement, selector: string): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(selector)].filter(
    (item) => !item.matches(':disabled') && !item.closest('[hidden]') && item.getAttribute('aria-hidden') !== 'true',
  )
}

export function useRovingFocus<T extends HTMLElement>(
  group: RefObject<T | null>,
  { items, orientation, tabStop = false, preferred }: RovingFocusOptions,
): { onKeyDown: (event: KeyboardEvent<T>) => void } {
  // The item that is the Tab stop: the one focused last while it is still there.
  const current = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const root = group.current
    if (!tabStop || !root) return
    const apply = () => {
      const all = rovingItems(root, items)
      const stop =
        (current.current && all.includes(current.current) ? current.current : undefined) ??
        all.find((item) => item === document.activeElement) ??
        (preferred ? all.find((item) => item.matches(preferred)) : undefined) ??
        all[0]
      for (const item of all) {
        const value = item === stop ? '0' : '-1'
        if (item.getAttribute('tabindex') !== value) item.setAttribute('tabindex', value)
      }
    }
    const focused = (event: FocusEvent) => {
      const item = event.target instanceof HTMLElement ? event.target : null
      if (!item || !rovingItems(root, items).includes(item)) return
      current.current = item
      apply()
    }
    apply()
    // Items come and go (a control shown by a feature) or are disabled while the editor is read-only.
    const observer = new MutationObserver(apply)
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'aria-current'],
    })
    root.addEventListener('focusin', focused)
    return () => {
      observer.disconnect()
      root.removeEventListener('focusin', focused)
    }
  }, [group, items, tabStop, preferred])

  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      const all = rovingItems(event.currentTarget, items)
      const at = all.indexOf(event.target as HTMLElement)
      if (at < 0) return
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
      const next = rovingIndex(event.key, at, all.length, { orientation, rtl })
      if (next === null) return
      event.preventDefault()
      all[next]?.focus()
    },
    [items, orientation],
  )
  return { onKeyDown }
}
