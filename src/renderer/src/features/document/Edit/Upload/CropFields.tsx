/**
 * The crop box's width and height in pixels of the image, and Reset (the whole image). A number is
 * applied as it is typed; while the field has focus it shows what was typed, so the box's limits
 * (the image's size, the smallest box) never rewrite the digits under the cursor.
 */
import { useState } from 'react'
import { useT } from '../../../../core/i18n/i18n-store'
import {
  cropInPixels,
  cropWithPixels,
  FULL_CROP,
  isFullCrop,
  type CropBox,
  type PixelSize,
} from '../../../../core/upload/crop'
import { Button } from '../../../../ui/Button/Button'

type Side = 'width' | 'height'

export function CropFields({
  box,
  size,
  onChange,
  disabled,
}: {
  box: CropBox
  size: PixelSize
  onChange: (box: CropBox) => void
  disabled: boolean
}) {
  const t = useT()
  const [typing, setTyping] = useState<{ side: Side; text: string } | null>(null)
  const px = cropInPixels(box, size)

  const field = (side: Side, label: string) => (
    <label className="crop-fields__field">
      <span>{`${label} (px)`}</span>
      <input
        type="number"
        min={1}
        max={size[side]}
        disabled={disabled}
        data-testid={`crop-${side}`}
        value={typing?.side === side ? typing.text : String(px[side])}
        onChange={(e) => {
          setTyping({ side, text: e.target.value })
          const pixels = Number.parseInt(e.target.value, 10)
          if (pixels > 0) onChange(cropWithPixels(box, side, Math.min(pixels, size[side]), size))
        }}
        onBlur={() => setTyping(null)}
      />
    </label>
  )

  return (
    <div className="crop-fields">
      {field('width', t('upload:width'))}
      {field('height', t('upload:height'))}
      <Button
        variant="secondary"
        disabled={disabled || isFullCrop(box)}
        onClick={() => onChange(FULL_CROP)}
        data-testid="crop-reset"
      >
        {t('general:reset')}
      </Button>
    </div>
  )
}
