import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiRequest, ApiResult } from '@shared/api'
import { apiFirstRequests } from '../features/document/Api/first-requests'
import { editFirstRequests } from '../features/document/session/first-requests'
import { listFirstRequests } from '../features/list/first-requests'
import { trashFirstRequests } from '../features/list/Trash/first-requests'
import {
  previousVersionFirstRequest,
  versionDetailFirstRequests,
} from '../features/document/VersionDetail/first-requests'
import { versionsFirstRequests } from '../features/document/Versions/first-requests'
import type { ScreenPlace } from '../core/routes/routes'

// The host side of the bridge: records what reaches it, and answers a version read with its date.
const sent: ApiRequest[] = []
const invoke = vi.fn((_channel: string, request: ApiRequest): Promise<ApiResult> => {
  sent.push(request)
  const data = /\/versions\/\w+$/.test(request.path) ? { updatedAt: '2026-01-02T00:00:00.000Z' } : { docs: [] }
  return Promise.resolve({ ok: true, status: 200, data })
})

let prefetch: typeof import('./prefetch')
beforeAll(async () => {
  vi.stubGlobal('window', { folio: { invoke } })
  prefetch = await import('./prefetch')
  const { useSchemaStore } = await import('../core/stores/schema-store')
  useSchemaStore.setState({ schema })
})

const entity = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'updatedAt'] },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'updatedAt', type: 'date' },
  ],
  ...extra,
})
const schema = {
  config: {
    localization: { defaultLocale: 'en', localeCodes: ['en', 'de'], locales: [] },
    collections: [entity('posts', { versions: { drafts: true } }), entity('tags')],
    globals: [entity('navigation', { versions: {} })],
  },
  extras: {
    collections: { posts: { drafts: true, trash: true }, tags: { drafts: false } },
    globals: { navigation: { drafts: false } },
  },
} as unknown as FolioSchemaResponse

const post = (search = '', more: Partial<ScreenPlace> = {}): ScreenPlace => ({
  kind: 'collection',
  slug: 'posts',
  id: '7',
  search,
  ...more,
})

describe("each screen's first requests", () => {
  it('list: the page of documents the URL asks for, newest drafts where drafts are on', () => {
    expect(listFirstRequests({ slug: 'posts', search: '?page=2&sort=-title' }, schema, 'de')).toEqual({
      list: {
        method: 'GET',
        path: '/posts',
        query: {
          page: 2,
          limit: 10,
          depth: 0,
          select: { title: true, updatedAt: true, _status: true },
          sort: '-title',
          draft: true,
        },
        language: 'de',
      },
      // The user's columns, read with the page so the first paint draws them.
      preference: { method: 'GET', path: '/payload-preferences/collection-posts' },
    })
    expect(listFirstRequests({ slug: 'nope', search: '' }, schema, 'en')).toEqual({})
  })

  it("versions: the URL's page of the document's versions", () => {
    const { page } = versionsFirstRequests(post('?page=3&limit=25'), schema, 'en')
    expect(page).toMatchObject({ method: 'GET', path: '/posts/versions', query: { page: 3, limit: 25 } })
    expect(page?.query?.where).toEqual({ and: [{ parent: { equals: '7' } }, { snapshot: { not_equals: true } }] })
  })

  it('version diff: the version, and the comparison the URL names or else the one before it', () => {
    const place = post('', { versionId: 'v1' })
    expect(versionDetailFirstRequests(place, schema, 'en')).toEqual({
      version: { method: 'GET', path: '/posts/versions/v1', query: { depth: 0, locale: 'all' }, language: 'en' },
    })
    const answer: ApiResult = { ok: true, status: 200, data: { updatedAt: '2026-01-02T00:00:00.000Z' } }
    expect(previousVersionFirstRequest(place, schema, 'en', answer)?.query).toMatchObject({
      limit: 1,
      where: { and: expect.arrayContaining([{ updatedAt: { less_than: '2026-01-02T00:00:00.000Z' } }]) as unknown },
    })
    const comparing = post('?compareValue=v0', { versionId: 'v1' })
    expect(versionDetailFirstRequests(comparing, schema, 'en').compare?.path).toBe('/posts/versions/v0')
    expect(previousVersionFirstRequest(comparing, schema, 'en', answer)).toBeUndefined()
  })

  it('versions and version diff: one read each where the plugin answers them; the REST reads without it', () => {
    const withPlugin = { ...schema, extras: { ...schema.extras, versionScreens: true } } as FolioSchemaResponse
    expect(versionsFirstRequests(post('?page=3&limit=25'), withPlugin, 'de')).toEqual({
      screen: {
        method: 'GET',
        path: '/folio/versions',
        query: { collection: 'posts', id: '7', page: 3, limit: 25 },
        language: 'de',
      },
    })
    const place = post('?compareValue=v0', { versionId: 'v1' })
    expect(versionDetailFirstRequests(place, withPlugin, 'en')).toEqual({
      screen: {
        method: 'GET',
        path: '/folio/version-diff',
        query: { collection: 'posts', id: '7', version: 'v1', compare: 'v0', limit: 10 },
        language: 'en',
      },
    })
    const answer: ApiResult = { ok: true, status: 200, data: { version: {}, updatedAt: '2026-01-02T00:00:00.000Z' } }
    // Its answer holds the version before: nothing more to read.
    expect(previousVersionFirstRequest(post('', { versionId: 'v1' }), withPlugin, 'en', answer)).toBeUndefined()
    // A plugin older than the endpoints (no versionScreens): Payload's versions REST API, as before.
    expect(Object.keys(versionsFirstRequests(post(), schema, 'de'))).toEqual(['page'])
    expect(Object.keys(versionDetailFirstRequests(place, schema, 'en'))).toEqual(['version', 'compare'])
  })

  it("API view: the URL's depth, draft and locale, authenticated; nothing for a refused depth", () => {
    expect(apiFirstRequests(post('?depth=2&draft=true&locale=de'), schema, 'en')).toEqual({
      response: {
        method: 'GET',
        path: '/posts/7',
        query: { depth: 2, draft: true, locale: 'de' },
        language: 'en',
        authenticated: true,
      },
    })
    expect(apiFirstRequests(post('?depth=11'), schema, 'en')).toEqual({})
  })

  it('edit view: the document, its published status with drafts, its version count with versions, and its save and publish permission', () => {
    const requests = editFirstRequests(post('?locale=de'), schema, 'en')
    expect(Object.keys(requests)).toEqual(['document', 'publishedStatus', 'versionCount', 'access', 'publishedAccess'])
    expect(requests.document?.query).toEqual({ depth: 0, draft: true, locale: 'de', 'fallback-locale': 'none' })
    // Exactly what the permissions hook asks, so it takes these answers instead of asking again.
    expect(requests.access).toEqual({
      method: 'POST',
      path: '/posts/access/7',
      body: { _status: 'draft' },
      query: { locale: 'de' },
      language: 'en',
    })
    expect(requests.publishedAccess).toEqual({ ...requests.access, body: { _status: 'published' } })
    const tag = editFirstRequests({ kind: 'collection', slug: 'tags', id: '1', search: '' }, schema, 'en')
    expect(Object.keys(tag)).toEqual(['document', 'access', 'publishedAccess'])
    expect(editFirstRequests(post('', { id: 'create' }), schema, 'en')).toEqual({})
  })

  it('trash: the page of trashed documents the URL asks for; nothing where the collection has no trash', () => {
    const { list } = trashFirstRequests({ slug: 'posts', search: '?search=old' }, schema, 'en')
    expect(list?.query).toMatchObject({
      trash: true,
      where: { and: [{ title: { like: 'old' } }, { deletedAt: { exists: true } }] },
    })
    expect(trashFirstRequests({ slug: 'tags', search: '' }, schema, 'en')).toEqual({})
  })

  it('edit view from the trash: only the document, read from the trash', () => {
    const requests = editFirstRequests(post('?locale=de', { trashed: true }), schema, 'en')
    expect(Object.keys(requests)).toEqual(['document'])
    expect(requests.document?.query).toMatchObject({ trash: true, draft: true, locale: 'de' })
  })
})

describe('prefetchFirstScreen', () => {
  const prefetched = async (pathname: string, search = '') => {
    sent.length = 0
    prefetch.prefetchFirstScreen({ pathname, search })
    await prefetch.firstScreenSettled()
    await new Promise((resolve) => setTimeout(resolve, 0))
    return [...sent]
  }

  it("sends exactly the screen's declared first requests, in order", async () => {
    expect(await prefetched('/admin/collections/posts', '?page=2')).toEqual(
      Object.values(listFirstRequests({ slug: 'posts', search: '?page=2' }, schema, 'en')),
    )
    expect(await prefetched('/admin/collections/posts/7')).toEqual(
      Object.values(editFirstRequests(post(), schema, 'en')),
    )
    expect(await prefetched('/admin/collections/posts/7/versions', '?page=2')).toEqual([
      versionsFirstRequests(post('?page=2'), schema, 'en').page,
    ])
    expect(await prefetched('/admin/globals/navigation/api')).toEqual([
      apiFirstRequests({ kind: 'global', slug: 'navigation', search: '' }, schema, 'en').response,
    ])
    expect(await prefetched('/admin')).toEqual([])
    // The trash is its own screen, not a document with the id 'trash'; a collection without one has none.
    // (Its preference is the list's, read ahead above and not yet taken: it is not sent again.)
    expect(await prefetched('/admin/collections/posts/trash', '?page=2')).toEqual([
      trashFirstRequests({ slug: 'posts', search: '?page=2' }, schema, 'en').list,
    ])
    expect(await prefetched('/admin/collections/tags/trash')).toEqual([])
  })

  it("sends the plugin's one read of a versions screen, and nothing after it", async () => {
    const { useSchemaStore } = await import('../core/stores/schema-store')
    const withPlugin = { ...schema, extras: { ...schema.extras, versionScreens: true } } as FolioSchemaResponse
    useSchemaStore.setState({ schema: withPlugin })
    try {
      const place = post('', { versionId: 'v1' })
      expect(await prefetched('/admin/collections/posts/7/versions/v1')).toEqual([
        versionDetailFirstRequests(place, withPlugin, 'en').screen,
      ])
      expect(await prefetched('/admin/collections/posts/7/versions')).toEqual([
        versionsFirstRequests(post(), withPlugin, 'en').screen,
      ])
    } finally {
      useSchemaStore.setState({ schema })
    }
  })

  it('reads the version before a version once its date is known, with decoded ids', async () => {
    const place = post('', { id: 'a b', versionId: 'v1' })
    const answer: ApiResult = { ok: true, status: 200, data: { updatedAt: '2026-01-02T00:00:00.000Z' } }
    expect(await prefetched('/admin/collections/posts/a%20b/versions/v1')).toEqual([
      versionDetailFirstRequests(place, schema, 'en').version,
      previousVersionFirstRequest(place, schema, 'en', answer),
    ])
  })
})

describe('prefetchLinkedScreen', () => {
  it("sends the linked screen's reads once: the screen's own identical ask takes the answer", async () => {
    const { invokeApi } = await import('../core/requests/invoke')
    sent.length = 0
    const request = versionsFirstRequests(post('?page=3'), schema, 'en').page!
    // A press, then the click on the same link: one request out.
    prefetch.prefetchLinkedScreen({ pathname: '/admin/collections/posts/7/versions', search: '?page=3' })
    prefetch.prefetchLinkedScreen({ pathname: '/admin/collections/posts/7/versions', search: '?page=3' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sent).toEqual([request])
    // The screen renders and asks: no second request.
    await invokeApi(request)
    expect(sent).toEqual([request])
    // Asked again later, it is read afresh.
    await invokeApi(request)
    expect(sent).toEqual([request, request])
  })

  it('drops an answer nobody took after a short while, so a press not followed by a click leaves nothing stale', async () => {
    vi.useFakeTimers()
    try {
      const { invokeApi } = await import('../core/requests/invoke')
      const request = listFirstRequests({ slug: 'tags', search: '' }, schema, 'en').list!
      prefetch.prefetchLinkedScreen({ pathname: '/admin/collections/tags', search: '' })
      await vi.advanceTimersByTimeAsync(prefetch.LINK_PREFETCH_KEEP_MS + 1)
      sent.length = 0
      await invokeApi(request)
      expect(sent).toEqual([request])
    } finally {
      vi.useRealTimers()
    }
  })

  it('asks nothing for a path that is not a screen with reads', async () => {
    sent.length = 0
    prefetch.prefetchLinkedScreen({ pathname: '/admin', search: '' })
    prefetch.prefetchLinkedScreen({ pathname: '/somewhere/else', search: '' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sent).toEqual([])
  })
})
