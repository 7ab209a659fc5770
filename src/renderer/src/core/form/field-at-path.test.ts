import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { fieldAtPath } from './field-at-path'

const fields: FolioClientField[] = [
  { type: 'text', name: 'title' },
  { type: 'row', fields: [{ type: 'number', name: 'priority' }] },
  {
    type: 'tabs',
    tabs: [
      { type: 'tab', name: 'seo', fields: [{ type: 'text', name: 'metaTitle' }] },
      { type: 'tab', fields: [{ type: 'array', name: 'tags', fields: [{ type: 'text', name: 'label' }] }] },
    ],
  },
  { type: 'group', name: 'stats', fields: [{ type: 'number', name: 'rating' }] },
  {
    type: 'blocks',
    name: 'layout',
    blocks: [
      { slug: 'hero', fields: [{ type: 'text', name: 'heading' }] },
      { slug: 'gallery', fields: [{ type: 'array', name: 'images', fields: [{ type: 'text', name: 'caption' }] }] },
    ],
  },
]

describe('fieldAtPath', () => {
  const blockTypeAt = (path: string, index: number) => (path === 'layout' ? ['hero', 'gallery'][index] : undefined)
  it.each([
    ['title', 'title'],
    ['priority', 'priority'],
    ['seo.metaTitle', 'metaTitle'],
    ['tags.5.label', 'label'],
    ['stats.rating', 'rating'],
    ['layout.0.heading', 'heading'],
    ['layout.1.images.3.caption', 'caption'],
    ['tags', 'tags'],
  ])('finds %s', (path, name) => {
    expect(fieldAtPath(fields, path, blockTypeAt)?.name).toBe(name)
  })
  it('finds nothing for unknown paths or a block type the row does not have', () => {
    expect(fieldAtPath(fields, 'nope', blockTypeAt)).toBeUndefined()
    expect(fieldAtPath(fields, 'layout.0.images.0.caption', blockTypeAt)).toBeUndefined()
  })
})
