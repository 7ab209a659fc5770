import { beforeEach, describe, expect, it } from 'vitest'
import { emptySelection, setPage, toggle } from '../bulk/selection'
import { noErrors, useSelectionStore } from './selection-store'

const store = () => useSelectionStore.getState()

beforeEach(() => store().enter('reset'))

describe('selection store', () => {
  it('keeps the selection while the same list query is shown (another page), clears it for another query', () => {
    store().enter('posts?search=a')
    store().change((s) => setPage(s, ['1', '2'], true))
    store().enter('posts?search=a')
    expect(store().selection.ids).toEqual(['1', '2'])
    store().enter('posts?search=b')
    expect(store().selection.ids).toEqual([])
  })

  it('keeps only the failed documents selected after a run, with their errors, until the next change clears them', () => {
    store().enter('pages')
    store().change((s) => toggle(toggle(s, '1', ['1', '2']), '2', ['1', '2']))
    store().keepFailed([{ id: '2', message: 'Locked' }])
    expect(store().selection.ids).toEqual(['2'])
    expect(store().errors).toEqual({ '2': 'Locked' })
    store().clear()
    expect(store().errors).toEqual({})
  })

  it('enters a new list query with the very empty values a list shows before it has entered it', () => {
    store().enter('posts')
    store().change((s) => toggle(s, '1', ['1']))
    store().keepFailed([{ id: '1', message: 'Locked' }])
    store().enter('pages')
    // The list selects these for a query not entered yet: the same objects, so entering draws nothing again.
    expect(store().selection).toBe(emptySelection)
    expect(store().errors).toBe(noErrors)
    store().clear()
    expect(store().errors).toBe(noErrors)
  })
})
