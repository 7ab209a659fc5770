import { describe, expect, it } from 'vitest'
import { apiViewQuery, apiViewUrl, parseDepth } from './api-view'

describe('API view', () => {
  it('accepts depths 0 to 10 only', () => {
    expect(parseDepth('0')).toBe(0)
    expect(parseDepth('10')).toBe(10)
    for (const bad of ['11', '-1', '1.5', '', 'two']) expect(parseDepth(bad)).toBeNull()
  })
  it('builds the URL of a document and of a global with depth, draft and locale', () => {
    expect(
      apiViewUrl(
        'http://cms.test/',
        '/api',
        { kind: 'collection', slug: 'posts', id: '7' },
        apiViewQuery({ depth: 2, draft: true, locale: 'de' }),
      ),
    ).toBe('http://cms.test/api/posts/7?depth=2&draft=true&locale=de')
    expect(
      apiViewUrl(
        'http://cms.test',
        '/api',
        { kind: 'global', slug: 'site-settings' },
        apiViewQuery({ depth: 1, draft: false }),
      ),
    ).toBe('http://cms.test/api/globals/site-settings?depth=1&draft=false')
  })
  it('sends draft=false when the draft box is unticked, not nothing', () => {
    expect(apiViewQuery({ depth: 1, draft: false })).toEqual({ depth: 1, draft: false })
    expect(apiViewQuery({ depth: 0, draft: true, locale: 'en' })).toEqual({ depth: 0, draft: true, locale: 'en' })
  })
})
