/**
 * The preview frame's laid-out size in CSS pixels (what the page's media queries see), kept up to
 * date as the pane or the zoom changes it: the toolbar's width and height show it while the frame
 * fills the pane. Null while there is no frame (the popup is open).
 */
import { useEffect, useState, type RefObject } from 'react'

export function useFrameSize(frame: RefObject<HTMLElement | null>, present: boolean) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null)
  useEffect(() => {
    const element = frame.current
    if (!present || !element) return
    // The content box leaves the zoom's transform out: the size the page is laid out at.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [frame, present])
  // A size from before the popup opened is not shown; the observer reports afresh once it closes.
  return present ? size : null
}
