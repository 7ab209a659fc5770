import { describe, expect, it } from 'vitest'
import { focalAfterKey, focalFromPointer, focalOf } from './focal-point'

const box = { left: 100, top: 50, width: 200, height: 100 }

describe('focal point', () => {
  it('is the pointer position in whole percent of the image, kept inside it', () => {
    expect(focalFromPointer(150, 75, box)).toEqual({ x: 25, y: 25 })
    expect(focalFromPointer(0, 500, box)).toEqual({ x: 0, y: 100 })
    expect(focalFromPointer(10, 10, { ...box, width: 0 })).toEqual({ x: 50, y: 50 })
  })

  it('moves by 1 % per arrow key, 10 % with Shift, and stops at the edges', () => {
    expect(focalAfterKey({ x: 50, y: 50 }, 'ArrowRight', false)).toEqual({ x: 51, y: 50 })
    expect(focalAfterKey({ x: 50, y: 50 }, 'ArrowUp', true)).toEqual({ x: 50, y: 40 })
    expect(focalAfterKey({ x: 95, y: 0 }, 'ArrowRight', true)).toEqual({ x: 100, y: 0 })
    expect(focalAfterKey({ x: 50, y: 50 }, 'Enter', false)).toBeNull()
  })

  it('starts in the middle where nothing is stored', () => {
    expect(focalOf(null, undefined)).toEqual({ x: 50, y: 50 })
    expect(focalOf(20, 70)).toEqual({ x: 20, y: 70 })
  })
})
