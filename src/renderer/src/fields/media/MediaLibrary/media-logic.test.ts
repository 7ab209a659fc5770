import { describe, expect, it } from 'vitest'
import { columnsOf, gridMove, mimeOptions, toggleChosen } from './media-logic'

describe('gridMove', () => {
  // 10 tiles, 4 a row: 0-3, 4-7, 8-9
  it('moves by one across and by a row down and up, and stops at the edges', () => {
    expect(gridMove('ArrowRight', 0, 10, 4)).toBe(1)
    expect(gridMove('ArrowLeft', 0, 10, 4)).toBe(0)
    expect(gridMove('ArrowRight', 9, 10, 4)).toBe(9)
    expect(gridMove('ArrowDown', 1, 10, 4)).toBe(5)
    expect(gridMove('ArrowUp', 5, 10, 4)).toBe(1)
    expect(gridMove('ArrowUp', 2, 10, 4)).toBe(2)
  })

  it('stays put going down when the last row has no tile below', () => {
    expect(gridMove('ArrowDown', 6, 10, 4)).toBe(6)
    expect(gridMove('ArrowDown', 5, 10, 4)).toBe(9)
  })

  it('follows the reading direction right to left, and Home/End reach the ends', () => {
    expect(gridMove('ArrowLeft', 1, 10, 4, true)).toBe(2)
    expect(gridMove('ArrowRight', 1, 10, 4, true)).toBe(0)
    expect(gridMove('Home', 7, 10, 4)).toBe(0)
    expect(gridMove('End', 0, 10, 4)).toBe(9)
  })

  it('in a list (one column) up and down move by one; other keys and an empty grid do nothing', () => {
    expect(gridMove('ArrowDown', 0, 3, 1)).toBe(1)
    expect(gridMove('Enter', 0, 3, 1)).toBeNull()
    expect(gridMove('ArrowDown', 0, 0, 1)).toBeNull()
  })
})

describe('columnsOf', () => {
  it('counts the tiles on the first line', () => {
    expect(columnsOf([10, 10, 10, 200, 200])).toBe(3)
    expect(columnsOf([10, 10])).toBe(2)
    expect(columnsOf([10, 50, 90])).toBe(1)
    expect(columnsOf([])).toBe(1)
  })
})

describe('mimeOptions', () => {
  it("offers the collection's types first, then the exact types seen", () => {
    expect(mimeOptions(['image/*'], ['image/png', 'image/jpeg', 'image/png'])).toEqual([
      'image/*',
      'image/jpeg',
      'image/png',
    ])
  })

  it('without configured types, offers the families of what exists, then the exact types', () => {
    expect(mimeOptions(undefined, ['video/mp4', 'image/png', 'application/pdf'])).toEqual([
      'application/*',
      'image/*',
      'video/*',
      'application/pdf',
      'image/png',
      'video/mp4',
    ])
  })
})

describe('toggleChosen', () => {
  it('adds in click order and takes out what is clicked again', () => {
    const same = (a: number, b: number) => a === b
    expect(toggleChosen([3, 1], 2, same)).toEqual([3, 1, 2])
    expect(toggleChosen([3, 1, 2], 1, same)).toEqual([3, 2])
  })
})
