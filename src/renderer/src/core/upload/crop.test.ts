import { describe, expect, it } from 'vitest'
import {
  FULL_CROP,
  MIN_CROP,
  canCrop,
  clampCrop,
  cropAfterKey,
  cropEditsOf,
  cropInPixels,
  cropWithPixels,
  moveCrop,
  percentToPixels,
  pixelsToPercent,
  resizeCrop,
  withCacheTag,
} from './crop'

describe('crop geometry', () => {
  it('keeps the box inside the image and at least MIN_CROP on each side', () => {
    expect(clampCrop({ x: 90, y: -5, width: 30, height: 2 })).toEqual({ x: 70, y: 0, width: 30, height: MIN_CROP })
    expect(clampCrop({ x: 0, y: 0, width: 140, height: 100 })).toEqual(FULL_CROP)
  })

  it('moves the box up to the edges without changing its size', () => {
    const box = { x: 10, y: 10, width: 50, height: 40 }
    expect(moveCrop(box, 5, -3)).toEqual({ x: 15, y: 7, width: 50, height: 40 })
    expect(moveCrop(box, 80, 80)).toEqual({ x: 50, y: 60, width: 50, height: 40 })
  })

  it('resizes from a corner with the opposite corner fixed, never past the image or below the minimum', () => {
    const box = { x: 20, y: 20, width: 40, height: 40 }
    expect(resizeCrop(box, 'se', 10, 5)).toEqual({ x: 20, y: 20, width: 50, height: 45 })
    expect(resizeCrop(box, 'nw', -30, -5)).toEqual({ x: 0, y: 15, width: 60, height: 45 })
    expect(resizeCrop(box, 'ne', 100, 0)).toEqual({ x: 20, y: 20, width: 80, height: 40 })
    expect(resizeCrop(box, 'sw', 60, 0)).toEqual({ x: 60 - MIN_CROP, y: 20, width: MIN_CROP, height: 40 })
  })

  it('arrows move by 1 %, Shift+arrows resize, other keys do nothing', () => {
    const box = { x: 10, y: 10, width: 50, height: 50 }
    expect(cropAfterKey(box, 'ArrowRight', false)).toEqual({ ...box, x: 11 })
    expect(cropAfterKey(box, 'ArrowUp', true)).toEqual({ ...box, height: 49 })
    expect(cropAfterKey(box, 'Enter', false)).toBeNull()
  })

  it('converts between pixels and percent', () => {
    expect(percentToPixels(25, 400)).toBe(100)
    expect(pixelsToPercent(100, 400)).toBe(25)
    expect(pixelsToPercent(10, 0)).toBe(0)
  })

  it('sets a side in pixels and moves the box back inside when it grows past the edge', () => {
    const image = { width: 400, height: 200 }
    const box = { x: 50, y: 0, width: 25, height: 100 }
    expect(cropWithPixels(box, 'width', 300, image)).toEqual({ x: 25, y: 0, width: 75, height: 100 })
    expect(cropWithPixels(box, 'width', 0, image)).toBe(box)
    expect(cropWithPixels(box, 'height', 9999, image).height).toBe(100)
  })

  it('gives whole pixels that never reach past the image', () => {
    expect(cropInPixels({ x: 33.4, y: 0, width: 66.6, height: 100 }, { width: 301, height: 7 })).toEqual({
      left: 100,
      top: 0,
      width: 200,
      height: 7,
    })
  })

  it("sends Payload's shape, whose left and top pixel Payload's floor finds again", () => {
    const image = { width: 300, height: 200 }
    const edits = cropEditsOf({ x: 10, y: 25, width: 50, height: 50 }, image)!
    expect(edits).toMatchObject({ widthInPixels: 150, heightInPixels: 100, crop: { unit: '%', width: 50, height: 50 } })
    expect(Math.floor((edits.crop.x / 100) * image.width)).toBe(30)
    expect(Math.floor((edits.crop.y / 100) * image.height)).toBe(50)
  })

  it('sends nothing for the whole image', () => {
    expect(cropEditsOf(FULL_CROP, { width: 300, height: 200 })).toBeNull()
    expect(cropEditsOf({ x: 0, y: 0, width: 99.9, height: 100 }, { width: 300, height: 200 })).toBeNull()
  })

  it('crops only what Payload can cut, and tags addresses with the version', () => {
    expect(canCrop('image/png')).toBe(true)
    expect(canCrop('image/svg+xml')).toBe(false)
    expect(canCrop(undefined)).toBe(false)
    expect(withCacheTag('/a.png', '2026-01-01')).toBe('/a.png?2026-01-01')
    expect(withCacheTag('/a.png?x=1', 'v')).toBe('/a.png?x=1&v')
    expect(withCacheTag('/a.png', null)).toBe('/a.png')
  })
})
