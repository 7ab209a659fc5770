/**
 * The crop box on the image, as in Payload's edit-upload drawer: drag the box to move it, drag a
 * corner to resize it, or focus the box and use the arrow keys (Shift+arrows resize). The width and
 * height in pixels and Reset are beside it (CropFields). What is drawn is sent with the next save, and
 * by autosave once the editor is done drawing: the pointer released and focus out of the box and its
 * fields (`onDrawing`).
 */
import { useEffect, useRef, type FocusEvent } from 'react'
import { useT } from '../../../../core/i18n/i18n-store'
import { ServerImage } from '../../../../ui/ServerImage/ServerImage'
import { cropAfterKey, cropInPixels, FULL_CROP, type CropBox, type PixelSize } from '../../../../core/upload/crop'
import { CropFields } from './CropFields'
import { useCropDrag } from './use-crop-drag'

const CORNERS = ['nw', 'ne', 'sw', 'se'] as const

export function CropEditor({
  image,
  size,
  box: drawn,
  onChange,
  onDrawing,
  disabled = false,
}: {
  image: string
  size: PixelSize
  /** Null: the whole image. */
  box: CropBox | null
  onChange: (box: CropBox) => void
  /** The pointer is held on the box, or focus is in the box or its fields (true), or neither (false). */
  onDrawing?: (drawing: boolean) => void
  disabled?: boolean
}) {
  const t = useT()
  const area = useRef<HTMLDivElement>(null)
  const box = drawn ?? FULL_CROP
  const held = useRef({ pointer: false, focus: false })
  const drawingRef = useRef(onDrawing)
  useEffect(() => {
    drawingRef.current = onDrawing
  })
  const hold = (what: 'pointer' | 'focus', on: boolean) => {
    held.current[what] = on
    drawingRef.current?.(held.current.pointer || held.current.focus)
  }
  // Gone (another image, another document) while held: nothing is being drawn any more.
  useEffect(() => () => drawingRef.current?.(false), [])
  const drag = useCropDrag(area, box, onChange, disabled, (on) => hold('pointer', on))
  const focusOut = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false)
  }
  const px = cropInPixels(box, size)
  const pct = (n: number) => `${n}%`

  return (
    <figure className="crop-editor" data-testid="crop-editor" onFocus={() => hold('focus', true)} onBlur={focusOut}>
      <figcaption>{t('upload:crop')}</figcaption>
      <p className="crop-editor__hint">{t('upload:cropToolDescription')}</p>
      <div ref={area} className="crop-editor__area" data-testid="crop-area" {...drag}>
        <ServerImage src={image} alt={t('upload:setCropArea')} draggable={false} />
        <div
          className="crop-editor__box"
          style={{ left: pct(box.x), top: pct(box.y), width: pct(box.width), height: pct(box.height) }}
          data-crop-box
          data-testid="crop-box"
          data-crop={`${px.left},${px.top},${px.width},${px.height}`}
          role="button"
          tabIndex={disabled ? -1 : 0}
          aria-disabled={disabled}
          aria-label={`${t('upload:setCropArea')}: ${px.width} × ${px.height} px, ${px.left}, ${px.top}`}
          onKeyDown={(e) => {
            const next = disabled ? null : cropAfterKey(box, e.key, e.shiftKey)
            if (!next) return
            e.preventDefault()
            onChange(next)
          }}
        >
          {!disabled &&
            CORNERS.map((corner) => (
              <span
                key={corner}
                className={`crop-editor__corner crop-editor__corner--${corner}`}
                data-corner={corner}
                data-testid={`crop-corner-${corner}`}
                aria-hidden="true"
              />
            ))}
        </div>
      </div>
      <CropFields box={box} size={size} onChange={onChange} disabled={disabled} />
    </figure>
  )
}
