import { describe, expect, it } from 'vitest'
import { changesCollection } from './document-events'

const summary = { title: 'T', status: 'draft' as const }

describe('changesCollection', () => {
  it('reads a list again for a document deleted, restored or made in its collection on its server', () => {
    for (const type of ['deleted', 'restored', 'created'] as const)
      expect(changesCollection({ type, server: 'local', slug: 'posts', id: '1' }, 'local', 'posts')).toBe(true)
    expect(changesCollection({ type: 'created', server: 'local', slug: 'pages', id: '1' }, 'local', 'posts')).toBe(
      false,
    )
    expect(changesCollection({ type: 'created', server: 'other', slug: 'posts', id: '1' }, 'local', 'posts')).toBe(
      false,
    )
  })
  it('does not read it again for a save (autosaves announce their header facts too)', () => {
    const saved = { type: 'saved' as const, server: 'local', slug: 'posts', id: '1', key: 'k', summary }
    expect(changesCollection(saved, 'local', 'posts')).toBe(false)
  })
})
