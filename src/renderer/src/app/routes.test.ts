import { describe, expect, it } from 'vitest'
import { documentRoute } from './routes'

describe('documentRoute', () => {
  it('names the view, entity and ids of a document path, as the URL spells them', () => {
    expect(documentRoute('/admin/collections/posts/12')).toEqual({
      view: 'edit',
      kind: 'collection',
      slug: 'posts',
      id: '12',
      versionId: undefined,
    })
    expect(documentRoute('/admin/collections/posts/12/preview/')).toMatchObject({ view: 'edit', id: '12' })
    expect(documentRoute('/admin/globals/site-settings/versions/4')).toEqual({
      view: 'version',
      kind: 'global',
      slug: 'site-settings',
      id: undefined,
      versionId: '4',
    })
    expect(documentRoute('/admin/collections/posts/a%2Fb/api')).toMatchObject({ view: 'api', id: 'a%2Fb' })
    expect(documentRoute('/admin/collections/posts/12/versions')).toMatchObject({ view: 'versions' })
  })

  it('is null for other pages and for a sub-path under anything but versions', () => {
    for (const path of [
      '/admin',
      '/admin/collections/posts',
      '/admin/account',
      '/admin/collections/posts/12/api/3',
      '/admin/collections/posts/12/other',
    ])
      expect(documentRoute(path)).toBeNull()
  })
})
