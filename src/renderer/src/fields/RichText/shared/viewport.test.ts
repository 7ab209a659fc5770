import { describe, expect, it } from 'vitest'
import { fitInViewport, placeAbove } from './viewport'

const phone = { width: 390, height: 844 }

describe('fitInViewport', () => {
  it('leaves a popup that fits where it is', () => {
    expect(fitInViewport({ top: 100, left: 20, width: 220, height: 300 }, phone)).toEqual({ x: 0, y: 0 })
  })

  it('shifts a popup past the right edge back in, to the margin', () => {
    expect(fitInViewport({ top: 100, left: 300, width: 220, height: 100 }, phone)).toEqual({ x: -138, y: 0 })
  })

  it('keeps the start of a popup wider than the window in view', () => {
    expect(fitInViewport({ top: 100, left: 50, width: 500, height: 100 }, phone).x).toBe(-42)
  })

  it('shifts a popup past the left edge (right to left) in', () => {
    expect(fitInViewport({ top: 100, left: -60, width: 220, height: 100 }, phone).x).toBe(68)
  })

  it('flips a popup past the bottom above the line it opened under', () => {
    // Opened under a line at 780-800: it ends 4px above the line once flipped.
    const line = { top: 780, bottom: 800 }
    expect(fitInViewport({ top: 812, left: 20, width: 220, height: 300 }, phone, { opener: line })).toEqual({
      x: 0,
      y: -336,
    })
  })

  it('moves a popup that covers its line off it', () => {
    const line = { top: 400, bottom: 420 }
    expect(fitInViewport({ top: 380, left: 20, width: 220, height: 300 }, phone, { opener: line }).y).toBe(-284)
    // No room above: below the line.
    const high = { top: 100, bottom: 120 }
    expect(fitInViewport({ top: 90, left: 20, width: 220, height: 300 }, phone, { opener: high }).y).toBe(34)
  })

  it('moves it up only as far as it must when there is no room above either', () => {
    const line = { top: 250, bottom: 270 }
    expect(fitInViewport({ top: 700, left: 20, width: 220, height: 300 }, phone, { opener: line })).toEqual({
      x: 0,
      y: -164,
    })
    expect(fitInViewport({ top: 700, left: 20, width: 220, height: 300 }, phone)).toEqual({ x: 0, y: -164 })
  })
})

describe('placeAbove', () => {
  const size = { width: 200, height: 36 }

  it('centres the toolbar above the selection', () => {
    expect(placeAbove({ top: 400, left: 100, width: 100, height: 20 }, size, phone)).toEqual({ top: 356, left: 50 })
  })

  it('goes below a selection at the top of the window', () => {
    expect(placeAbove({ top: 20, left: 100, width: 100, height: 20 }, size, phone)).toEqual({ top: 48, left: 50 })
  })

  it('goes below a selection just under the fixed toolbar, never over it', () => {
    const target = { top: 150, left: 100, width: 100, height: 20 }
    expect(placeAbove(target, size, phone, { minTop: 120 })).toEqual({ top: 178, left: 50 })
    expect(placeAbove(target, size, phone, { minTop: 90 })).toEqual({ top: 106, left: 50 })
  })

  it('stays inside the window beside a selection at its edge', () => {
    expect(placeAbove({ top: 400, left: 370, width: 20, height: 20 }, size, phone).left).toBe(182)
    expect(placeAbove({ top: 400, left: 0, width: 20, height: 20 }, size, phone).left).toBe(8)
  })
})
