import { describe, expect, it } from 'vitest'
import {
  emptySelection,
  extendTo,
  isSelected,
  keepOnly,
  pageState,
  selectAllMatching,
  selectedCount,
  setPage,
  toggle,
} from './selection'

const page1 = ['1', '2', '3', '4']
const page2 = ['5', '6']

describe('list selection', () => {
  it('toggles rows one by one, and the header shows none, some or all of the page', () => {
    let s = toggle(emptySelection, '2', page1)
    expect(pageState(s, page1)).toBe('some')
    s = toggle(s, '2', page1)
    expect(pageState(s, page1)).toBe('none')
    s = setPage(s, page1, true)
    expect(pageState(s, page1)).toBe('all')
    expect(selectedCount(s, 6)).toBe(4)
  })

  it('keeps rows picked on another page while paging', () => {
    let s = setPage(emptySelection, page1, true)
    s = toggle(s, '6', page2)
    expect(s.ids).toEqual(['1', '2', '3', '4', '6'])
    expect(pageState(s, page2)).toBe('some')
    s = setPage(s, page2, false)
    expect(s.ids).toEqual(['1', '2', '3', '4'])
  })

  it('selects all matching across pages and counts the total', () => {
    const s = selectAllMatching(setPage(emptySelection, page1, true))
    expect(isSelected(s, '6')).toBe(true)
    expect(selectedCount(s, 30)).toBe(30)
    expect(pageState(s, page2)).toBe('all')
  })

  it('unticking one row of all matching keeps the rest of its page', () => {
    const s = toggle(selectAllMatching(emptySelection), '3', page1)
    expect(s).toMatchObject({ ids: ['1', '2', '4'], allMatching: false })
  })

  it('unticking the page of all matching clears it', () => {
    expect(setPage(selectAllMatching(emptySelection), page1, false)).toEqual(emptySelection)
  })

  it('extends from the anchor to a row, upwards or downwards', () => {
    let s = toggle(emptySelection, '2', page1)
    s = extendTo(s, '4', page1)
    expect(s.ids).toEqual(['2', '3', '4'])
    s = extendTo(toggle(emptySelection, '3', page1), '1', page1)
    expect([...s.ids].sort()).toEqual(['1', '2', '3'])
  })

  it('extending with no anchor on the page selects just that row', () => {
    expect(extendTo(emptySelection, '3', page1)).toMatchObject({ ids: ['3'], anchor: '3' })
  })

  it('keeps only the failed documents after a run', () => {
    expect(keepOnly(['4'])).toEqual({ ids: ['4'], allMatching: false, anchor: null })
  })
})
