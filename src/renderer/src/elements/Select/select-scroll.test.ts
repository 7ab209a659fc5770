import { describe, expect, it } from 'vitest'
import { isScrolledToEnd } from './select-scroll'

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
