import { describe, expect, it } from 'vitest'
import { pageItems, pageRange, parseLimit, parsePage } from './pagination'

const show = (items: ReturnType<typeof pageItems>) =>
  items.map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ')

describe('pageItems', () => {
  it('shows the first, the last and one neighbour each side of the current page', () => {
    expect(show(pageItems(5, 10))).toBe('1 … 4 [5] 6 … 10')
  })
  it('fills a gap of one page instead of an ellipsis', () => {
    expect(show(pageItems(3, 10))).toBe('1 2 [3] 4 … 10')
    expect(show(pageItems(1, 3))).toBe('[1] 2 3')
  })
  it('handles the edges', () => {
    expect(show(pageItems(10, 10))).toBe('1 … 9 [10]')
    expect(show(pageItems(1, 1))).toBe('[1]')
    expect(pageItems(1, 0)).toEqual([])
  })
})

describe('pageRange', () => {
  it("gives 'x-y of total'", () => {
    expect(pageRange(1, 10, 53)).toEqual({ from: 1, to: 10, total: 53 })
    expect(pageRange(6, 10, 53)).toEqual({ from: 51, to: 53, total: 53 })
    expect(pageRange(1, 10, 0)).toBeNull()
  })
})

describe('URL values', () => {
  it('takes the limit from the query, else 10', () => {
    expect(parseLimit('25')).toBe(25)
    expect(parseLimit('abc')).toBe(10)
    expect(parseLimit('-5')).toBe(10)
    expect(parseLimit(undefined)).toBe(10)
    expect(parsePage('3')).toBe(3)
    expect(parsePage('0')).toBe(1)
  })
})
