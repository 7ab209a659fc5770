/**
 * The crop box on an image, in percent of the image (0 to 100), as Payload's admin keeps it, and what
 * is sent for it: Payload's `uploadEdits.crop` (unit '%', x, y, width, height) with the box's size in
 * pixels (`widthInPixels`, `heightInPixels`), which Payload cuts from the stored or uploaded file.
 */

export interface CropBox {
  x: number
  y: number
  width: number
  height: number
}

export interface PixelSize {
  width: number
  height: number
}

export type Corner = 'nw' | 'ne' | 'sw' | 'se'

/** The whole image: nothing is cut. */
export const FULL_CROP: CropBox = { x: 0, y: 0, width: 100, height: 100 }

/** The smallest box, in percent of each side: a box can always still be seen and grabbed. */
export const MIN_CROP = 5

const within = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/** The box made valid: each side between MIN_CROP and 100 %, and the whole box inside the image. */
export function clampCrop(box: CropBox): CropBox {
  const width = within(box.width, MIN_CROP, 100)
  const height = within(box.height, MIN_CROP, 100)
  return { x: within(box.x, 0, 100 - width), y: within(box.y, 0, 100 - height), width, height }
}

/** The box moved by (dx, dy) percent; it stops at the image's edges and keeps its size. */
export function moveCrop(box: CropBox, dx: number, dy: number): CropBox {
  return clampCrop({ ...box, x: box.x + dx, y: box.y + dy })
}

/** The box with `corner` dragged by (dx, dy) percent; the opposite corner stays where it is. */
export function resizeCrop(box: CropBox, corner: Corner, dx: number, dy: number): CropBox {
  const right = box.x + box.width
  const bottom = box.y + box.height
  let { x, y } = box
  let [r, b] = [right, bottom]
  if (corner === 'nw' || corner === 'sw') x = within(box.x + dx, 0, right - MIN_CROP)
  else r = within(right + dx, box.x + MIN_CROP, 100)
  if (corner === 'nw' || corner === 'ne') y = within(box.y + dy, 0, bottom - MIN_CROP)
  else b = within(bottom + dy, box.y + MIN_CROP, 100)
  return { x, y, width: r - x, height: b - y }
}

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** Arrow keys move the box by 1 %; with Shift they resize it from its bottom-right corner. Null for other keys. */
export function cropAfterKey(box: CropBox, key: string, shift: boolean): CropBox | null {
  const step = STEPS[key]
  if (!step) return null
  return shift ? resizeCrop(box, 'se', step[0], step[1]) : moveCrop(box, step[0], step[1])
}

export const percentToPixels = (percent: number, side: number) => Math.round((percent / 100) * side)
export const pixelsToPercent = (pixels: number, side: number) => (side > 0 ? (pixels / side) * 100 : 0)

/** The box's width or height set in pixels (the numeric fields); it shrinks back from the edge to fit. */
export function cropWithPixels(box: CropBox, side: 'width' | 'height', pixels: number, image: PixelSize): CropBox {
  if (!Number.isFinite(pixels) || pixels <= 0) return box
  const percent = within(pixelsToPercent(pixels, image[side]), MIN_CROP, 100)
  const next = { ...box, [side]: percent }
  // Grown past the right or bottom edge: it moves back in rather than being cut.
  return clampCrop(next)
}

/** The box in whole pixels of the image, never reaching past its edges. */
export function cropInPixels(box: CropBox, image: PixelSize) {
  const left = Math.floor((box.x / 100) * image.width)
  const top = Math.floor((box.y / 100) * image.height)
  return {
    left,
    top,
    width: Math.max(1, Math.min(percentToPixels(box.width, image.width), image.width - left)),
    height: Math.max(1, Math.min(percentToPixels(box.height, image.height), image.height - top)),
  }
}

export const isFullCrop = (box: CropBox) => box.x <= 0 && box.y <= 0 && box.width >= 100 && box.height >= 100

export interface CropEdits {
  crop: CropBox & { unit: '%' }
  widthInPixels: number
  heightInPixels: number
}

/** What Payload's save takes for the box; null when it is the whole image (nothing to cut). */
export function cropEditsOf(box: CropBox, image: PixelSize): CropEdits | null {
  if (isFullCrop(box) || image.width <= 0 || image.height <= 0) return null
  const px = cropInPixels(box, image)
  if (px.width === image.width && px.height === image.height) return null
  // Payload finds the left and top pixel with floor(x / 100 * width): the pixel's middle lands on it
  // whatever the floating point rounding does.
  const at = (pixel: number, side: number) => ((pixel + 0.5) / side) * 100
  return {
    crop: {
      unit: '%',
      x: at(px.left, image.width),
      y: at(px.top, image.height),
      width: pixelsToPercent(px.width, image.width),
      height: pixelsToPercent(px.height, image.height),
    },
    widthInPixels: px.width,
    heightInPixels: px.height,
  }
}

/** The types Payload's image processing can cut (others are stored as they come). */
const CROPPABLE = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/tiff', 'image/avif']
export const canCrop = (mimeType: string | null | undefined) => CROPPABLE.includes(mimeType ?? '')

/** An image address that changes when the file does (a crop writes over the same file name). */
export function withCacheTag(url: string, tag: unknown): string {
  if (typeof tag !== 'string' || !tag) return url
  return `${url}${url.includes('?') ? '&' : '?'}${encodeURIComponent(tag)}`
}
