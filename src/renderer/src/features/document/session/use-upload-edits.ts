/**
 * Edits to an upload document's image, sent with the next save or autosave as Payload's
 * `uploadEdits`: the focal point (the form's focalX/focalY, when moved) and the crop box. The crop
 * belongs to the document and file it was drawn on, and is reset once a save carried it (the spec's
 * "upload edits are reset"). Autosave takes a crop once the editor has finished drawing it
 * (core/upload/upload-edits.ts).
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { FormStore } from '../../../core/form/form-store'
import type { UploadEdits } from '../../../core/requests'
import { isFullCrop, type CropBox, type PixelSize } from '../../../core/upload/crop'
import { cropReadyForAutosave, uploadEditsToSend } from '../../../core/upload/upload-edits'

interface CropState {
  key: string
  box: CropBox
  /** The pixel size of the image the box was drawn on. */
  image: PixelSize
}

export function useUploadEdits(form: FormStore, documentKey: string) {
  const [state, setState] = useState<CropState | null>(null)
  const crop = state?.key === documentKey ? state : null
  const cropRef = useRef(crop)
  useLayoutEffect(() => {
    cropRef.current = crop
  })
  /** The pointer is held on the crop, or focus is in its box or pixel fields. */
  const [drawing, setDrawingState] = useState(false)
  const drawingRef = useRef(drawing)

  const setCrop = useCallback(
    (box: CropBox | null, image?: PixelSize) => {
      const next = box && image && !isFullCrop(box) ? { key: documentKey, box, image } : null
      cropRef.current = next
      setState(next)
    },
    [documentKey],
  )
  const setDrawing = useCallback((next: boolean) => {
    drawingRef.current = next
    setDrawingState(next)
  }, [])

  /** Which crop each sent edit was built from, so a landed save resets that one and not a box drawn since. */
  const sentFrom = useRef(new WeakMap<UploadEdits, CropState>())

  /** What the next save (or autosave) sends; read at call time. */
  const edits = useCallback(
    (autosave = false): UploadEdits | null => {
      const current = cropRef.current
      const sent = uploadEditsToSend({
        focal: {
          x: form.getValue('focalX'),
          y: form.getValue('focalY'),
          moved: form.isEdited('focalX') || form.isEdited('focalY'),
        },
        crop: current,
        drawing: drawingRef.current,
        autosave,
      })
      if (sent?.crop && current) sentFrom.current.set(sent, current)
      return sent
    },
    [form],
  )

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
    /** Tells whether the editor is still drawing the crop (autosave waits until they are done). */
    setDrawing,
    /** The drawn crop once the editor is done drawing it (autosave takes it up when this changes). */
    settledCrop: crop && !drawing ? crop : null,
    edits,
    saved,
    hasCrop: () => cropRef.current !== null,
    /** A drawn crop autosave may send now (one that cuts nothing off is nothing to send). */
    cropReady: () => cropReadyForAutosave(cropRef.current, drawingRef.current),
  }
}
