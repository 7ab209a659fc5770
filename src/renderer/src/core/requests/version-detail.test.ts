import { describe, expect, it } from 'vitest'
import { VERSION_SUMMARY_SELECT } from '../lib/version-status'
import { compareChoicesRequest, restoreVersionRequest } from './version-detail'

const post = { kind: 'collection' as const, slug: 'posts', id: '7', localization: true, drafts: true }

describe('compareChoicesRequest', () => {
  it("pages through the document's other versions, newest first, without snapshots", () => {
    expect(compareChoicesRequest(post, '84', 2, 'de')).toEqual({
      method: 'GET',
      path: '/posts/versions',
      query: {
        depth: 0,
        limit: 10,
        page: 2,
        sort: '-updatedAt',
        select: VERSION_SUMMARY_SELECT,
        where: { and: [{ parent: { equals: '7' } }, { snapshot: { not_equals: true } }, { id: { not_equals: '84' } }] },
      },
      language: 'de',
    })
  })

  it("filters a global's versions by id alone", () => {
    const global = { kind: 'global' as const, slug: 'navigation', localization: false, drafts: false }
    const request = compareChoicesRequest(global, '3', 1, 'en')
    expect(request.path).toBe('/globals/navigation/versions')
    expect(request.query?.where).toEqual({ and: [{ id: { not_equals: '3' } }] })
  })
})

describe('restoreVersionRequest', () => {
  it('restores a version published, or as a draft', () => {
    expect(restoreVersionRequest(post, 'v/1', false, 'en')).toEqual({
      method: 'POST',
      path: '/posts/versions/v%2F1',
      query: { draft: 'false' },
      language: 'en',
    })
    expect(restoreVersionRequest(post, '5', true, 'en').query).toEqual({ draft: 'true' })
  })
})
