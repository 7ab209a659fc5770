import { describe, expect, it } from 'vitest'
import { listPreferenceKey, mediaViewOf } from './use-media-view'

describe('the upload list view preference', () => {
  it('is kept under the collection’s own preference key', () => {
    expect(listPreferenceKey('media')).toBe('collection-media')
  })

  it('shows the grid only when the preference says so, the table otherwise', () => {
    expect(mediaViewOf({ listView: 'grid', columns: [] })).toBe('grid')
    expect(mediaViewOf({ listView: 'list' })).toBe('list')
    expect(mediaViewOf({ listView: 'tiles' })).toBe('list')
    expect(mediaViewOf(undefined)).toBe('list')
  })
})
