import { describe, expect, it } from 'vitest'
import { isScrolledToEnd, listVerticalPlace, scrollTopToShow } from './select-scroll'

describe('isScrolledToEnd', () => {
  it('is true at the end and within 8 px of it, so a fractional scroll position still counts', () => {
    expect(isScrolledToEnd({ scrollTop: 700, clientHeight: 300, scrollHeight: 1000 })).toBe(true)
    expect(isScrolledToEnd({ scrollTop: 692.5, clientHeight: 300, scrollHeight: 1000 })).toBe(true)
  })

  it('is false higher up, so the next page is not read before the list is scrolled down', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 1000 })).toBe(false)
    expect(isScrolledToEnd({ scrollTop: 690, clientHeight: 300, scrollHeight: 1000 })).toBe(false)
  })

  it('takes another slack', () => {
    expect(isScrolledToEnd({ scrollTop: 650, clientHeight: 300, scrollHeight: 1000 }, 50)).toBe(true)
    expect(isScrolledToEnd({ scrollTop: 649, clientHeight: 300, scrollHeight: 1000 }, 50)).toBe(false)
  })
})

describe('scrollTopToShow', () => {
  const list = { scrollTop: 100, clientHeight: 200 }

  it('keeps the scroll position while the option is in view', () => {
    expect(scrollTopToShow({ top: 100, height: 30 }, list)).toBe(100)
    expect(scrollTopToShow({ top: 270, height: 30 }, list)).toBe(100)
  })

  it('brings an option above the view to the top edge', () => {
    expect(scrollTopToShow({ top: 40, height: 30 }, list)).toBe(40)
    expect(scrollTopToShow({ top: 90, height: 30 }, list)).toBe(90)
  })

  it('brings an option below the view, or cut by its bottom edge, to the bottom edge', () => {
    expect(scrollTopToShow({ top: 280, height: 30 }, list)).toBe(110)
    expect(scrollTopToShow({ top: 600, height: 30 }, list)).toBe(430)
  })
})

describe('listVerticalPlace', () => {
  it('opens below the button where the list fits', () => {
    expect(listVerticalPlace({ top: 100, bottom: 132 }, 900, 320)).toEqual({ top: 136, maxHeight: 320 })
  })

  it('opens above a button at the bottom of the window, where it would be off screen below', () => {
    // The add-block select scrolled into view at the window's bottom edge (900 px high).
    expect(listVerticalPlace({ top: 862, bottom: 894 }, 900, 320)).toEqual({ bottom: 42, maxHeight: 320 })
  })

  it('keeps below when that side has more room, and fits each side into the window', () => {
    expect(listVerticalPlace({ top: 250, bottom: 282 }, 600, 320)).toEqual({ top: 286, maxHeight: 306 })
    expect(listVerticalPlace({ top: 400, bottom: 432 }, 600, 480)).toEqual({ bottom: 204, maxHeight: 388 })
  })
})
