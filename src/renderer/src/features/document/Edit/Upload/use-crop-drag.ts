/**
 * Dragging the crop box (from inside it) or one of its corners, with the pointer captured by the
 * image's area: each move is measured from where the drag began, in percent of the shown image.
 */
import { useRef, type PointerEvent, type RefObject } from 'react'
import { moveCrop, resizeCrop, type Corner, type CropBox } from '../../../../core/upload/crop'

interface Drag {
  from: Corner | 'move'
  startX: number
  startY: number
  box: CropBox
}

export function useCropDrag(
  area: RefObject<HTMLDivElement | null>,
  box: CropBox,
  onChange: (box: CropBox) => void,
  disabled: boolean,
  /** A drag began (true) or ended (false). */
  onHold?: (held: boolean) => void,
) {
  const drag = useRef<Drag | null>(null)

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return
    const target = event.target as HTMLElement
    const corner = target.dataset.corner as Corner | undefined
    // Only the box and its corners are grabbed; a press elsewhere on the image does nothing.
    if (!corner && !target.closest('[data-crop-box]')) return
    event.preventDefault()
    event.currentTarget.setPointerCapture?.(event.pointerId)
    drag.current = { from: corner ?? 'move', startX: event.clientX, startY: event.clientY, box }
    onHold?.(true)
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    const rect = area.current?.getBoundingClientRect()
    if (!current || !rect || rect.width <= 0 || rect.height <= 0) return
    const dx = ((event.clientX - current.startX) / rect.width) * 100
    const dy = ((event.clientY - current.startY) / rect.height) * 100
    onChange(current.from === 'move' ? moveCrop(current.box, dx, dy) : resizeCrop(current.box, current.from, dx, dy))
  }

  const end = () => {
    if (!drag.current) return
    drag.current = null
    onHold?.(false)
  }
  return { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end }
}
