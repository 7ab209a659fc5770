import { describe, expect, it } from 'vitest'
import { publishedLocaleCode, versionStatus } from './version-status'

describe('versionStatus', () => {
  const latest = { draftId: 'd2', publishedId: 'p2' }
  it('marks the latest draft and the latest published version', () => {
    expect(versionStatus({ id: 'd2', version: { _status: 'draft' } }, latest)).toEqual({
      key: 'version:currentDraft',
      success: false,
    })
    expect(versionStatus({ id: 'd1', version: { _status: 'draft' } }, latest)).toEqual({
      key: 'version:draft',
      success: false,
    })
    expect(versionStatus({ id: 'p2', version: { _status: 'published' } }, latest)).toEqual({
      key: 'version:currentPublishedVersion',
      success: true,
    })
    expect(versionStatus({ id: 'p1', version: { _status: 'published' } }, latest)).toEqual({
      key: 'version:previouslyPublished',
      success: false,
    })
    expect(versionStatus({ id: 'x', version: {} }, latest)).toBeNull()
  })
  it('reads the published locale from a code or the first of a list', () => {
    expect(publishedLocaleCode({ id: 1, publishedLocale: 'de' })).toBe('de')
    expect(publishedLocaleCode({ id: 1, publishedLocale: ['fr', 'en'] })).toBe('fr')
    expect(publishedLocaleCode({ id: 1 })).toBeNull()
  })
})
