import { describe, expect, it } from 'vitest'
import { LIST_PAGE, moveInList } from './list-movement'

describe('moveInList', () => {
  it('moves by one with the arrows and stops at the ends', () => {
    expect(moveInList('ArrowDown', 2, 5)).toBe(3)
    expect(moveInList('ArrowDown', 4, 5)).toBe(4)
    expect(moveInList('ArrowUp', 2, 5)).toBe(1)
    expect(moveInList('ArrowUp', 0, 5)).toBe(0)
  })

  it('starts at the first going down and the last going up when nothing is shown as focused', () => {
    expect(moveInList('ArrowDown', -1, 5)).toBe(0)
    expect(moveInList('ArrowUp', -1, 5)).toBe(4)
  })

  it('moves a page with PageUp and PageDown, clamped to the list', () => {
    expect(moveInList('PageDown', 0, 30)).toBe(LIST_PAGE)
    expect(moveInList('PageDown', 25, 30)).toBe(29)
    expect(moveInList('PageDown', -1, 30)).toBe(LIST_PAGE)
    expect(moveInList('PageUp', 15, 30)).toBe(5)
    expect(moveInList('PageUp', 3, 30)).toBe(0)
  })

  it('jumps to the ends with Home and End', () => {
    expect(moveInList('Home', 7, 9)).toBe(0)
    expect(moveInList('End', 1, 9)).toBe(8)
  })

  it('leaves other keys and empty lists alone', () => {
    expect(moveInList('Enter', 1, 5)).toBeNull()
    expect(moveInList('a', 1, 5)).toBeNull()
    expect(moveInList('ArrowDown', -1, 0)).toBeNull()
  })
})
