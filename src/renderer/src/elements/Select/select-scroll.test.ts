import { describe, expect, it } from 'vitest'
import { isScrolledToEnd, scrollTopToShow } from './select-scroll'

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
