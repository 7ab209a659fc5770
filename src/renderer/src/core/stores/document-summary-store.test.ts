import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DocumentEvent } from '../events/document-events'
import type { DocumentSummary } from './document-status'
import { savedSummary, SUMMARIES_KEPT, takeAnnouncedSummary, useDocumentSummaryStore } from './document-summary-store'

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

  it('keeps the documents told most lately, not every one the page ever showed', () => {
    const { remember } = useDocumentSummaryStore.getState()
    for (let i = 0; i < SUMMARIES_KEPT; i++)
      remember(`local#collection:posts/${i}@en`, { ...shown, title: `Post ${i}` })
    // The first one is told again (its edit view saved): it stays, the next oldest goes.
    remember('local#collection:posts/0@en', { ...shown, title: 'Post 0, saved' })
    remember('local#collection:posts/new@en', shown)
    const { summaries } = useDocumentSummaryStore.getState()
    expect(Object.keys(summaries)).toHaveLength(SUMMARIES_KEPT)
    expect(summaries['local#collection:posts/0@en']?.title).toBe('Post 0, saved')
    expect(summaries['local#collection:posts/1@en']).toBeUndefined()
    expect(summaries['local#collection:posts/2@en']?.title).toBe('Post 2')
    expect(summaries['local#collection:posts/new@en']).toEqual(shown)
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

describe('facts announced by an edit view in another window', () => {
  afterEach(() => useDocumentSummaryStore.getState().forget())
  const key = 'local#collection:posts/1@en'
  const saved = (summary: DocumentSummary): DocumentEvent => ({
    type: 'saved',
    server: 'local',
    slug: 'posts',
    id: '1',
    key,
    summary,
  })
  const newer = { ...shown, title: 'Saved elsewhere', status: 'published' as const, updatedAt: '2026-01-03' }

  it('replace the facts known here, so a header here is not left stale', () => {
    useDocumentSummaryStore.getState().remember(key, shown)
    takeAnnouncedSummary(saved(newer), true)
    expect(useDocumentSummaryStore.getState().summaries[key]).toEqual(newer)
  })

  it('are not taken when older than the facts known here (a later save landed here first)', () => {
    useDocumentSummaryStore.getState().remember(key, newer)
    takeAnnouncedSummary(saved(shown), true)
    expect(useDocumentSummaryStore.getState().summaries[key]).toEqual(newer)
  })

  it('are not kept for a document nothing is known of here (a tab reads it when it needs it)', () => {
    takeAnnouncedSummary(saved(newer), true)
    expect(useDocumentSummaryStore.getState().summaries).toEqual({})
  })

  it('are ignored when announced by this window itself, and for other events', () => {
    useDocumentSummaryStore.getState().remember(key, shown)
    takeAnnouncedSummary(saved(newer), false)
    takeAnnouncedSummary({ type: 'deleted', server: 'local', slug: 'posts', id: '1' }, true)
    expect(useDocumentSummaryStore.getState().summaries[key]).toEqual(shown)
  })

  it('remember says whether the facts changed (the edit view announces only new ones)', () => {
    expect(useDocumentSummaryStore.getState().remember(key, shown)).toBe(true)
    expect(useDocumentSummaryStore.getState().remember(key, { ...shown })).toBe(false)
  })
})
