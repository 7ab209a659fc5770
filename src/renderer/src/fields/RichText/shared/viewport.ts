/**
 * Popups of the editor (the slash menu, the table menu, the selection toolbar) kept inside the window:
 * near its right or bottom edge a menu opened off-screen, out of reach.
 */
import { useLayoutEffect, useRef } from 'react'

export interface Box {
  top: number
  left: number
  width: number
  height: number
}
export interface Size {
  width: number
  height: number
}

/** Popups keep this far from the window's edges. */
export const VIEWPORT_MARGIN_PX = 8

/** The shift that brings [start, start + length) inside [margin, limit - margin], the start first. */
function shiftInto(start: number, length: number, limit: number, margin: number): number {
  let shift = 0
  if (start + length > limit - margin) shift = limit - margin - (start + length)
  if (start + shift < margin) shift = margin - start
  return shift
}

/**
 * How far to move a popup drawn at `box` (window coordinates) so it lies inside the window: sideways by
 * what it overflows; one that runs past the bottom, or covers the line or button it opened from
 * (`opener`), goes above that opener when it fits there, else below it, then up only as far as it must.
 */
export function fitInViewport(
  box: Box,
  viewport: Size,
  {
    opener,
    gap = 4,
    margin = VIEWPORT_MARGIN_PX,
  }: { opener?: { top: number; bottom: number }; gap?: number; margin?: number } = {},
): { x: number; y: number } {
  const x = shiftInto(box.left, box.width, viewport.width, margin)
  let top = box.top
  if (opener) {
    const covers = top < opener.bottom && top + box.height > opener.top
    const overflows = top + box.height > viewport.height - margin
    if ((covers || overflows) && opener.top - gap - box.height >= margin) top = opener.top - gap - box.height
    else if (covers) top = opener.bottom + gap
  }
  return { x, y: top - box.top + shiftInto(top, box.height, viewport.height, margin) }
}

/**
 * Where a toolbar of `size` goes for a selection at `target`: centred above it, below it when there is no
 * room above (under `minTop`, such as the fixed toolbar's bottom), and always inside the window.
 */
export function placeAbove(
  target: Box,
  size: Size,
  viewport: Size,
  { gap = 8, margin = VIEWPORT_MARGIN_PX, minTop = margin }: { gap?: number; margin?: number; minTop?: number } = {},
) {
  let top = target.top - gap - size.height
  if (top < Math.max(minTop, margin)) top = target.top + target.height + gap
  const left = target.left + target.width / 2 - size.width / 2
  return {
    top: top + shiftInto(top, size.height, viewport.height, margin),
    left: left + shiftInto(left, size.width, viewport.width, margin),
  }
}

/** Where the line or button a popup opened from is on screen (window coordinates). */
export type Opener<T extends HTMLElement> = (element: T) => { top: number; bottom: number } | undefined

/** Moves the element into the window with `translate`, over where its CSS puts it. */
function fitElement<T extends HTMLElement>(element: T | null, opener?: Opener<T>) {
  if (!element) return
  element.style.translate = ''
  const { x, y } = fitInViewport(
    element.getBoundingClientRect(),
    { width: document.documentElement.clientWidth, height: window.innerHeight },
    { opener: opener?.(element) },
  )
  if (x || y) element.style.translate = `${x}px ${y}px`
}

/**
 * Keeps the element inside the window after each render and on scroll and resize; `opener` (a stable
 * function) says, at that moment, where the line or button it opened from is.
 */
export function useKeepInViewport<T extends HTMLElement>(opener?: Opener<T>) {
  const ref = useRef<T>(null)
  useLayoutEffect(() => fitElement(ref.current, opener))
  useLayoutEffect(() => {
    let frame = 0
    const later = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => fitElement(ref.current, opener))
    }
    // What places the element's container (Lexical's menu anchor, the table menu on its cell) may move it
    // after this render: it follows.
    const parent = ref.current?.parentElement
    const moved = new MutationObserver(later)
    if (parent) moved.observe(parent, { attributes: true, attributeFilter: ['style'] })
    window.addEventListener('resize', later)
    document.addEventListener('scroll', later, { capture: true, passive: true })
    return () => {
      cancelAnimationFrame(frame)
      moved.disconnect()
      window.removeEventListener('resize', later)
      document.removeEventListener('scroll', later, { capture: true })
    }
  }, [opener])
  return ref
}

/** Where the caret's line is on screen, for a popup opened from it; undefined without a selection. */
export function caretLine(): { top: number; bottom: number } | undefined {
  const selection = window.getSelection()
  if (!selection?.rangeCount) return undefined
  const range = selection.getRangeAt(0).cloneRange()
  // A collapsed range may have no box: the character before the caret (the typed "/") has one.
  if (range.collapsed && range.startContainer.nodeType === Node.TEXT_NODE && range.startOffset > 0)
    range.setStart(range.startContainer, range.startOffset - 1)
  const rect = range.getClientRects()[0] ?? range.getBoundingClientRect()
  return rect.height ? { top: rect.top, bottom: rect.bottom } : undefined
}
