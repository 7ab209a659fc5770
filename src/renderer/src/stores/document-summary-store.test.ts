import { afterEach, describe, expect, it, vi } from 'vitest'
import { savedSummary, useDocumentSummaryStore } from './document-summary-store'

const shown = { title: 'Typed', status: 'changed' as const, updatedAt: '2026-01-02', createdAt: '2026-01-01' }

describe('document summary store', () => {
  afterEach(() => useDocumentSummaryStore.getState().forget())

  it('keeps each document and locale apart, the newest facts winning', () => {
    const { remember } = useDocumentSummaryStore.getState()
    remember('local#collection:posts/1@en', shown)
    remember('local#collection:posts/1@de', { ...shown, title: 'Getippt' })
    remember('local#collection:posts/1@en', { ...shown, status: 'published' })
    const { summaries } = useDocumentSummaryStore.getState()
    expect(summaries['local#collection:posts/1@en']?.status).toBe('published')
    expect(summaries['local#collection:posts/1@de']?.title).toBe('Getippt')
  })

  it('does not tell its listeners of the same facts again (the edit view reports on every change)', () => {
    const listener = vi.fn()
    const stop = useDocumentSummaryStore.subscribe(listener)
    useDocumentSummaryStore.getState().remember('k', shown)
    useDocumentSummaryStore.getState().remember('k', { ...shown })
    stop()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('forgets everything on sign-out', () => {
    useDocumentSummaryStore.getState().remember('k', shown)
    useDocumentSummaryStore.getState().forget()
    expect(useDocumentSummaryStore.getState().summaries).toEqual({})
  })
})

describe('savedSummary', () => {
  it('is what the edit view shows while the title is saved', () => {
    expect(savedSummary(shown, undefined, false)).toEqual(shown)
  })
  it('keeps the title known before while a typed one is not saved', () => {
    expect(savedSummary(shown, { ...shown, title: 'Saved' }, true)).toEqual({ ...shown, title: 'Saved' })
  })
  it('has no title rather than an unsaved one when none was known', () => {
    expect(savedSummary(shown, undefined, true)).not.toHaveProperty('title')
  })
})
