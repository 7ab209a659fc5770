import { describe, expect, it } from 'vitest'
import { documentPath, documentRequest, publishedStatusRequest } from './document'

describe('document requests', () => {
  it('reads the newest draft in the chosen locale without fallback', () => {
    expect(
      documentRequest({ kind: 'collection', slug: 'posts', id: '5' }, { drafts: true, locale: 'de', language: 'en' }),
    ).toEqual({
      method: 'GET',
      path: '/posts/5',
      query: { depth: 0, draft: true, locale: 'de', 'fallback-locale': 'none' },
      language: 'en',
    })
  })

  it('reads a global without drafts or localization as it is', () => {
    expect(documentRequest({ kind: 'global', slug: 'navigation' }, { drafts: false, language: 'fr' })).toEqual({
      method: 'GET',
      path: '/globals/navigation',
      query: { depth: 0 },
      language: 'fr',
    })
  })

  it('escapes ids in the path and asks only for the status of the published read', () => {
    expect(documentPath({ kind: 'collection', slug: 'posts', id: 'a/b' })).toBe('/posts/a%2Fb')
    expect(publishedStatusRequest({ kind: 'collection', slug: 'posts', id: '5' }, 'en').query).toEqual({
      depth: 0,
      select: { _status: true },
      locale: 'en',
    })
  })
})
