/**
 * Which upload edits a save sends (Payload's `uploadEdits`): the focal point when it was moved, and
 * the crop box with it (Payload cuts the sizes from the cropped image around the focal point, so the
 * current one goes along unchanged too). Autosave leaves out a crop still being drawn (the pointer
 * held on it, or focus in its box or pixel fields): a crop is cut into the stored file for good, and a
 * box half dragged or a width half typed is not the one the editor means. A manual save sends it as it is.
 */
import type { UploadEdits } from '../requests'
import { cropEditsOf, type CropBox, type PixelSize } from './crop'

export interface UploadEditsInput {
  /** The focal point (percent) and whether the editor moved it since the document was loaded or saved. */
  focal: { x: unknown; y: unknown; moved: boolean }
  /** The crop box drawn, with the pixel size of the image it was drawn on; null for the whole image. */
  crop: { box: CropBox; image: PixelSize } | null
  /** The editor is still drawing the crop. */
  drawing: boolean
  /** For autosave (which waits for a crop to be drawn) rather than a manual save. */
  autosave: boolean
}

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n)

/** The edits to send, or null when there are none. */
export function uploadEditsToSend({ focal, crop, drawing, autosave }: UploadEditsInput): UploadEdits | null {
  const point = isNumber(focal.x) && isNumber(focal.y) ? { focalPoint: { x: focal.x, y: focal.y } } : null
  const moved = focal.moved ? point : null
  const cropped = crop && !(autosave && drawing) ? cropEditsOf(crop.box, crop.image) : null
  if (!cropped) return moved
  return { ...cropped, ...(point ?? {}) }
}

/**
 * A crop autosave may send now: drawn to the end and cutting something off (a box that rounds to the
 * whole image sends no crop, so it would never be reset and would count as unsaved for ever).
 */
export function cropReadyForAutosave(crop: UploadEditsInput['crop'], drawing: boolean): boolean {
  return crop !== null && !drawing && cropEditsOf(crop.box, crop.image) !== null
}
