/**
 * Edits to an upload document's image, sent with the next manual save as Payload's `uploadEdits`: the
 * focal point (the form's focalX/focalY, when moved) and the crop box. The crop belongs to the
 * document and file it was drawn on, and is reset once a save carried it (the spec's "upload edits
 * are reset").
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { FormStore } from '../lib/form/form-store'
import type { UploadEdits } from '../lib/requests'
import { cropEditsOf, isFullCrop, type CropBox, type PixelSize } from '../lib/upload/crop'

interface CropState {
  key: string
  box: CropBox
  /** The pixel size of the image the box was drawn on. */
  image: PixelSize
}

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n)

/** The focal point, where the editor moved it since the document was loaded or saved. */
function focalEdits(form: FormStore): UploadEdits | null {
  if (!form.isEdited('focalX') && !form.isEdited('focalY')) return null
  const x = form.getValue<number>('focalX')
  const y = form.getValue<number>('focalY')
  return isNumber(x) && isNumber(y) ? { focalPoint: { x, y } } : null
}

export function useUploadEdits(form: FormStore, documentKey: string) {
  const [state, setState] = useState<CropState | null>(null)
  const crop = state?.key === documentKey ? state : null
  const cropRef = useRef(crop)
  useLayoutEffect(() => {
    cropRef.current = crop
  })

  const setCrop = useCallback(
    (box: CropBox | null, image?: PixelSize) => {
      const next = box && image && !isFullCrop(box) ? { key: documentKey, box, image } : null
      cropRef.current = next
      setState(next)
    },
    [documentKey],
  )

  /** Which crop each sent edit was built from, so a landed save resets that one and not a box drawn since. */
  const sentFrom = useRef(new WeakMap<UploadEdits, CropState>())

  /** What the next save sends; read at call time. */
  const edits = useCallback((): UploadEdits | null => {
    const focal = focalEdits(form)
    const current = cropRef.current
    const cropped = current ? cropEditsOf(current.box, current.image) : null
    if (!current || !cropped) return focal
    // Payload cuts the sizes from the cropped image around the focal point: it goes along unchanged too.
    const x = form.getValue<number>('focalX')
    const y = form.getValue<number>('focalY')
    const sent = { ...cropped, ...(focal ?? (isNumber(x) && isNumber(y) ? { focalPoint: { x, y } } : {})) }
    sentFrom.current.set(sent, current)
    return sent
  }, [form])

  /** A save carrying `sent` landed: the crop it carried is done. */
  const saved = useCallback((sent: UploadEdits | null) => {
    const from = sent ? sentFrom.current.get(sent) : undefined
    if (!from || cropRef.current !== from) return
    cropRef.current = null
    setState((s) => (s === from ? null : s))
  }, [])

  return {
    /** The crop box drawn for the next save; null for the whole image. */
    cropBox: crop?.box ?? null,
    setCrop,
    edits,
    saved,
    hasCrop: () => cropRef.current !== null,
  }
}
