import { describe, expect, it } from 'vitest'
import { fillPath, matchRoute, rankRoutes } from './route-match'

const table = rankRoutes([
  { name: 'dashboard', path: '' },
  { name: 'list', path: 'collections/:slug' },
  { name: 'document', path: 'collections/:slug/:id' },
  { name: 'api', path: 'collections/:slug/:id/api' },
  { name: 'trash', path: 'collections/:slug/trash' },
  { name: 'trashed', path: 'collections/:slug/trash/:id' },
])
const at = (pathname: string, prefix = '/admin') => {
  const match = matchRoute(table, prefix, pathname)
  return match && { name: match.route.name, params: match.params }
}

describe('matchRoute', () => {
  it('picks the route with a fixed segment where a parameter would fit too', () => {
    expect(at('/admin/collections/pages/trash')).toEqual({ name: 'trash', params: { slug: 'pages' } })
    expect(at('/admin/collections/pages/trash/api')).toEqual({ name: 'trashed', params: { slug: 'pages', id: 'api' } })
    expect(at('/admin/collections/pages/7/api')).toEqual({ name: 'api', params: { slug: 'pages', id: '7' } })
  })

  it('keeps parameters as the URL spells them and allows one trailing slash', () => {
    expect(at('/admin/collections/posts/a%2Fb/')).toEqual({ name: 'document', params: { slug: 'posts', id: 'a%2Fb' } })
    expect(at('/admin/')).toEqual({ name: 'dashboard', params: {} })
    expect(at('/admin/collections/posts//')).toBeNull()
    expect(at('/admin/collections//7')).toBeNull()
  })

  it('reads only paths under the prefix, taken literally', () => {
    expect(at('/administrator/collections/posts')).toBeNull()
    expect(at('/a.b/collections/posts', '/a.b')).toMatchObject({ name: 'list' })
    expect(at('/axb/collections/posts', '/a.b')).toBeNull()
    expect(at('/admin/collections/posts/7/other')).toBeNull()
  })
})

describe('fillPath', () => {
  it('puts each value, encoded, in its parameter', () => {
    expect(fillPath('collections/:slug/trash/:id', ['my posts', 7])).toBe('collections/my%20posts/trash/7')
  })
})
