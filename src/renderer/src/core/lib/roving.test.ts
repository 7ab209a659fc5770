import { describe, expect, it } from 'vitest'
import { rovingIndex } from './roving'

const row = { orientation: 'horizontal' as const }
const column = { orientation: 'vertical' as const }

describe('rovingIndex', () => {
  it('moves right and left in a row, wrapping at both ends', () => {
    expect(rovingIndex('ArrowRight', 0, 3, row)).toBe(1)
    expect(rovingIndex('ArrowRight', 2, 3, row)).toBe(0)
    expect(rovingIndex('ArrowLeft', 1, 3, row)).toBe(0)
    expect(rovingIndex('ArrowLeft', 0, 3, row)).toBe(2)
  })

  it('mirrors the arrows right to left', () => {
    const rtl = { ...row, rtl: true }
    expect(rovingIndex('ArrowLeft', 0, 3, rtl)).toBe(1)
    expect(rovingIndex('ArrowLeft', 2, 3, rtl)).toBe(0)
    expect(rovingIndex('ArrowRight', 1, 3, rtl)).toBe(0)
    expect(rovingIndex('ArrowRight', 0, 3, rtl)).toBe(2)
  })

  it('goes to the ends on Home and End', () => {
    expect(rovingIndex('Home', 2, 3, row)).toBe(0)
    expect(rovingIndex('End', 0, 3, row)).toBe(2)
    expect(rovingIndex('Home', 2, 3, column)).toBe(0)
    expect(rovingIndex('End', 0, 3, { ...row, rtl: true })).toBe(2)
  })

  it('moves up and down in a column; right to left changes nothing there', () => {
    expect(rovingIndex('ArrowDown', 0, 3, column)).toBe(1)
    expect(rovingIndex('ArrowDown', 2, 3, column)).toBe(0)
    expect(rovingIndex('ArrowUp', 0, 3, { ...column, rtl: true })).toBe(2)
  })

  it('ignores the other axis and other keys', () => {
    expect(rovingIndex('ArrowDown', 0, 3, row)).toBeNull()
    expect(rovingIndex('ArrowRight', 0, 3, column)).toBeNull()
    expect(rovingIndex('Enter', 0, 3, row)).toBeNull()
    expect(rovingIndex('a', 0, 3, row)).toBeNull()
  })

  it('starts at the first item forward and the last back when none has the focus', () => {
    expect(rovingIndex('ArrowRight', -1, 3, row)).toBe(0)
    expect(rovingIndex('ArrowLeft', -1, 3, row)).toBe(2)
    expect(rovingIndex('ArrowDown', -1, 3, column)).toBe(0)
    expect(rovingIndex('ArrowUp', -1, 3, column)).toBe(2)
  })

  it('stops at the ends without wrap, and has nowhere to go without items', () => {
    expect(rovingIndex('ArrowRight', 2, 3, { ...row, wrap: false })).toBe(2)
    expect(rovingIndex('ArrowLeft', 0, 3, { ...row, wrap: false })).toBe(0)
    expect(rovingIndex('ArrowRight', -1, 0, row)).toBeNull()
  })

  it('pages only where a page is given, stopping at the ends', () => {
    expect(rovingIndex('PageDown', 0, 30, column)).toBeNull()
    expect(rovingIndex('PageDown', 0, 30, { ...column, page: 10 })).toBe(10)
    expect(rovingIndex('PageDown', 25, 30, { ...column, page: 10 })).toBe(29)
    expect(rovingIndex('PageUp', 5, 30, { ...column, page: 10 })).toBe(0)
  })
})
