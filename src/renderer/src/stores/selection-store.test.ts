import { beforeEach, describe, expect, it } from 'vitest'
import { setPage, toggle } from '../lib/bulk/selection'
import { useSelectionStore } from './selection-store'

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
})
