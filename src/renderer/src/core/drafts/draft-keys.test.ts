import { describe, expect, it } from 'vitest'
import { draftKeyOf } from './draft-keys'

describe('draft keys', () => {
  it('name the server, the document and its locale, and "new" for a document not saved yet', () => {
    expect(draftKeyOf('local', 'collection', 'posts', '7', 'de')).toBe('local#collection:posts/7@de')
    expect(draftKeyOf('https://cms.example', 'collection', 'posts', undefined)).toBe(
      'https://cms.example#collection:posts/new@',
    )
  })
})
