/**
 * The focal point on the image: click or drag on it, or focus the marker and use the arrow keys
 * (Shift for 10 %). It sets the document's focalX/focalY in percent, as Payload stores them.
 */
import { useRef, type PointerEvent } from 'react'
import { useT } from '../../../../core/i18n/i18n-store'
import { ServerImage } from '../../../../ui/ServerImage/ServerImage'
import { focalAfterKey, focalFromPointer, type Focal } from '../../../../core/upload/focal-point'

export function FocalPoint({
  image,
  focal,
  onChange,
  disabled = false,
}: {
  image: string
  focal: Focal
  onChange: (focal: Focal) => void
  disabled?: boolean
}) {
  const t = useT()
  const area = useRef<HTMLDivElement>(null)
  const dragging = useRef(false)

  const moveTo = (event: PointerEvent) => {
    const box = area.current?.getBoundingClientRect()
    if (box) onChange(focalFromPointer(event.clientX, event.clientY, box))
  }

  return (
    <figure className="focal-point">
      <figcaption>{t('upload:focalPoint')}</figcaption>
      <div
        ref={area}
        className="focal-point__area"
        data-testid="focal-area"
        onPointerDown={(e) => {
          if (disabled) return
          dragging.current = true
          e.currentTarget.setPointerCapture?.(e.pointerId)
          moveTo(e)
        }}
        onPointerMove={(e) => dragging.current && moveTo(e)}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
      >
        <ServerImage src={image} alt="" draggable={false} />
        <button
          type="button"
          className="focal-point__marker"
          style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
          disabled={disabled}
          aria-label={`${t('upload:setFocalPoint')}: ${focal.x} %, ${focal.y} %`}
          data-testid="focal-marker"
          data-focal={`${focal.x},${focal.y}`}
          onKeyDown={(e) => {
            const next = focalAfterKey(focal, e.key, e.shiftKey)
            if (!next) return
            e.preventDefault()
            onChange(next)
          }}
        />
      </div>
    </figure>
  )
}
