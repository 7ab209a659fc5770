import { afterEach, describe, expect, it } from 'vitest'
import {
  adminPrefix,
  DEFAULT_ADMIN_PREFIX,
  documentRoute,
  documentViewPath,
  editPathOf,
  listRoute,
  normalizeAdminPrefix,
  routes,
  setAdminPrefix,
  trashRoute,
  underPrefix,
  versionPath,
} from './routes'

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
      '/admin/collections/pages/trash',
      '/admin/collections/pages/trash/7',
    ])
      expect(documentRoute(path)).toBeNull()
  })
})

describe("a document's views below its edit path", () => {
  afterEach(() => setAdminPrefix(DEFAULT_ADMIN_PREFIX))

  it("are the table's routes, for a collection's document and for a global, under any admin route", () => {
    for (const prefix of ['/admin', '/cms-admin']) {
      setAdminPrefix(prefix)
      const edit = routes.document('posts', 'a/b')
      expect(documentViewPath(edit, 'preview')).toBe(routes.documentPreview('posts', 'a/b'))
      expect(documentViewPath(edit, 'versions')).toBe(routes.documentVersions('posts', 'a/b'))
      expect(documentViewPath(edit, 'api')).toBe(routes.documentApi('posts', 'a/b'))
      expect(versionPath(edit, 'v/1')).toBe(routes.documentVersion('posts', 'a/b', 'v/1'))
      const global = routes.global('site-settings')
      expect(documentViewPath(global, 'preview')).toBe(routes.globalPreview('site-settings'))
      expect(documentViewPath(global, 'versions')).toBe(routes.globalVersions('site-settings'))
      expect(documentViewPath(global, 'api')).toBe(routes.globalApi('site-settings'))
      expect(versionPath(global, 7)).toBe(routes.globalVersion('site-settings', 7))
    }
  })

  it('keep the edit path as given, and encode the version id', () => {
    expect(documentViewPath('/admin/collections/posts/trash/3', 'api')).toBe('/admin/collections/posts/trash/3/api')
    expect(versionPath('/admin/collections/posts/3', 'a b')).toBe('/admin/collections/posts/3/versions/a%20b')
  })

  it("lead back to the edit path from a view's path, with or without a trailing slash", () => {
    expect(editPathOf('/admin/collections/posts/3/preview', 'preview')).toBe('/admin/collections/posts/3')
    expect(editPathOf('/admin/globals/nav/preview/', 'preview')).toBe('/admin/globals/nav')
    expect(editPathOf('/admin/collections/posts/3/versions/', 'versions')).toBe('/admin/collections/posts/3')
    expect(editPathOf('/admin/collections/posts/3', 'preview')).toBe('/admin/collections/posts/3')
    expect(editPathOf('/admin/collections/posts/3/versions/4', 'versions')).toBe(
      '/admin/collections/posts/3/versions/4',
    )
  })
})

describe('trash routes', () => {
  afterEach(() => setAdminPrefix(DEFAULT_ADMIN_PREFIX))

  it("follow Payload's paths: the collection's trash, and a trashed document below it", () => {
    expect(routes.trash('pages')).toBe('/admin/collections/pages/trash')
    expect(routes.trashedDocument('pages', 'a/b')).toBe('/admin/collections/pages/trash/a%2Fb')
    setAdminPrefix('/cms-admin')
    expect(routes.trashedDocument('pages', 7)).toBe('/cms-admin/collections/pages/trash/7')
  })

  it('are not read as a document with the id "trash", so nothing is asked for it', () => {
    expect(documentRoute('/admin/collections/pages/trash')).toBeNull()
    expect(documentRoute('/admin/collections/pages/trash/api')).toBeNull()
    expect(listRoute('/admin/collections/pages/trash')).toBeNull()
    expect(trashRoute('/admin/collections/pages/trash/')).toBe('pages')
    expect(trashRoute('/admin/collections/pages/trash/7')).toBeNull()
    expect(trashRoute('/admin/collections/pages/12')).toBeNull()
    expect(trashRoute('/admin/collections/trash')).toBeNull()
  })
})

describe('the admin prefix follows the server', () => {
  afterEach(() => setAdminPrefix(DEFAULT_ADMIN_PREFIX))

  it("builds every route and reads every path under the server's admin route", () => {
    expect(setAdminPrefix('/cms-admin/')).toBe(true)
    expect(adminPrefix()).toBe('/cms-admin')
    expect(routes.dashboard()).toBe('/cms-admin')
    expect(routes.document('notes', 3)).toBe('/cms-admin/collections/notes/3')
    expect(routes.global('site-settings')).toBe('/cms-admin/globals/site-settings')
    expect(documentRoute('/cms-admin/collections/notes/3')).toMatchObject({ view: 'edit', slug: 'notes', id: '3' })
    expect(listRoute('/cms-admin/collections/notes')).toBe('notes')
    // The default prefix is just another path now.
    expect(documentRoute('/admin/collections/notes/3')).toBeNull()
    expect(listRoute('/admin/collections/notes')).toBeNull()
  })

  it('reads a route with characters that mean something in a pattern literally', () => {
    setAdminPrefix('/a.b')
    expect(documentRoute('/a.b/globals/nav')).toMatchObject({ kind: 'global', slug: 'nav' })
    expect(documentRoute('/axb/globals/nav')).toBeNull()
  })

  it("falls back to '/admin' for an empty or missing route, and adds a missing leading slash", () => {
    expect(normalizeAdminPrefix(undefined)).toBe('/admin')
    expect(normalizeAdminPrefix('/')).toBe('/admin')
    expect(normalizeAdminPrefix('panel')).toBe('/panel')
    expect(setAdminPrefix('/admin')).toBe(false)
  })

  it('moves a path under the old prefix to the new one, and leaves others alone', () => {
    expect(underPrefix('/admin/collections/notes?x', '/admin', '/cms-admin')).toBe('/cms-admin/collections/notes?x')
    expect(underPrefix('/admin', '/admin', '/cms-admin')).toBe('/cms-admin')
    expect(underPrefix('/administrator', '/admin', '/cms-admin')).toBe('/administrator')
    expect(underPrefix('/', '/admin', '/cms-admin')).toBe('/')
  })
})
