/**
 * A tooltip shown while its trigger is hovered or focused (WAI-ARIA tooltip pattern): Escape dismisses it
 * without moving focus, and it is fixed to the trigger so no scrolling container clips it. The trigger is
 * described by it (aria-describedby) unless it only repeats the trigger's own name, as for an icon button.
 */
import { cloneElement, useEffect, useId, useState, type CSSProperties, type ReactElement } from 'react'
import './Tooltip.css'

interface Props {
  /** Empty: no tooltip for now (the trigger keeps its place in the tree). */
  content: string
  children: ReactElement<{ 'aria-describedby'?: string }>
  /** False where the text is the trigger's accessible name already (an icon button's aria-label). */
  describes?: boolean
}

export function Tooltip({ content, children, describes = true }: Props) {
  const id = useId()
  const [place, setPlace] = useState<CSSProperties | null>(null)
  useEffect(() => {
    if (!place) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Escape is the tooltip's alone while it shows (a dialog around it stays open).
      event.stopPropagation()
      setPlace(null)
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [place])
  const show = (target: EventTarget) => {
    const rect = (target as HTMLElement).getBoundingClientRect()
    setPlace({ top: rect.top - 6, left: rect.left + rect.width / 2 })
  }
  const hide = () => setPlace(null)
  return (
    <span
      className="tooltip-anchor"
      onMouseEnter={(e) => show(e.currentTarget)}
      onMouseLeave={hide}
      onFocus={(e) => show(e.currentTarget)}
      onBlur={hide}
    >
      {describes && content ? cloneElement(children, { 'aria-describedby': id }) : children}
      <span id={id} role="tooltip" className="tooltip" hidden={!place || !content} style={place ?? undefined}>
        {content}
      </span>
    </span>
  )
}
