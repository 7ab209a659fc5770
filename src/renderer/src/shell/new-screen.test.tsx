/**
 * "A new document screen is one entry in its feature's routes.tsx": a made-up screen added there (and the
 * route table regenerated from it, as route-table.test.ts's write mode does) reaches the URL builders, the
 * parser, the router, the prefetch, the chunk loaders, the chunk map and the early script, with no other
 * file naming its path.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { createRoutesFromElements, matchRoutes, Route } from 'react-router-dom'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApiRequest, ApiResult } from '@shared/api'
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ScreenRoute } from '../core/routes/screen-route'
import {
  earlyTableBlock,
  routeTableRows,
  screenModules,
  withEarlyTable,
  type RouteTableRow,
} from './route-table-source'

const PATH = 'collections/:slug/:id/references'
const referencesModule = { ReferencesView: () => null }
const loadReferences = vi.fn(() => Promise.resolve(referencesModule))
const referencesRequest = (slug: string, id: string): ApiRequest => ({
  method: 'GET',
  path: `/${slug}/${id}/references`,
})

const madeUp: ScreenRoute<typeof referencesModule> = {
  name: 'documentReferences',
  path: PATH,
  screen: 'references',
  kind: 'collection',
  chunk: { module: './References/ReferencesView.tsx', load: loadReferences },
  view: ({ ReferencesView }) => <ReferencesView />,
  firstRequests: (place) => ({ references: referencesRequest(place.slug, place.id!) }),
}

const sent: ApiRequest[] = []
const invoke = vi.fn((_channel: string, request: ApiRequest): Promise<ApiResult> => {
  sent.push(request)
  return Promise.resolve({ ok: true, status: 200, data: {} })
})

let rows: RouteTableRow[]
let routesModule: typeof import('../core/routes/routes')
let table: typeof import('./route-table')
let screens: typeof import('./screens')
let prefetch: typeof import('./prefetch')
let screenRouteElements: typeof import('./router-routes').screenRouteElements

beforeAll(async () => {
  // The one file edited: the document feature's routes.tsx gains the screen...
  vi.doMock('../features/document/routes', async (importOriginal) => {
    const { documentRoutes } = await importOriginal<typeof import('../features/document/routes')>()
    return { documentRoutes: [...documentRoutes, madeUp] }
  })
  // ...and the generated table is what the write mode makes of it.
  const { FEATURE_ROUTES } = await import('./route-table')
  rows = routeTableRows(FEATURE_ROUTES)
  vi.doMock('../core/routes/route-table', () => ({ ROUTE_TABLE: rows }))
  vi.stubGlobal('window', { folio: { invoke } })
  vi.resetModules()
  routesModule = await import('../core/routes/routes')
  table = await import('./route-table')
  screens = await import('./screens')
  prefetch = await import('./prefetch')
  ;({ screenRouteElements } = await import('./router-routes'))
  const { useSchemaStore } = await import('../core/stores/schema-store')
  useSchemaStore.setState({ schema: {} as FolioSchemaResponse })
})

describe('a made-up document screen, declared in one routes.tsx', () => {
  it('gets a URL builder and is parsed as a document view', () => {
    const builders = routesModule.routes as unknown as Record<string, (...values: Array<string | number>) => string>
    expect(builders.documentReferences!('posts', 'a/b')).toBe('/admin/collections/posts/a%2Fb/references')
    expect(routesModule.documentRoute('/admin/collections/posts/7/references')).toEqual({
      view: 'references',
      kind: 'collection',
      slug: 'posts',
      id: '7',
      versionId: undefined,
    })
  })

  it('is a route of the router, which shows its view once its chunk has loaded', async () => {
    const tree = createRoutesFromElements(<Route path="/admin">{screenRouteElements(table.SCREEN_ROUTES)}</Route>)
    const match = matchRoutes(tree, '/admin/collections/posts/7/references')?.at(-1)
    expect(match?.route.path).toBe(PATH)
    expect(match?.params).toMatchObject({ slug: 'posts', id: '7' })
    const lazy = match!.route.lazy as () => Promise<{ element: { type: unknown } }>
    expect((await lazy()).element.type).toBe(referencesModule.ReferencesView)
  })

  it("has its chunk loaded with the document screens', and its first reads prefetched", () => {
    expect(screens.screenLoaderFor('/admin/collections/posts/7/references')).toBe(loadReferences)
    screens.loadScreenCode('/admin/collections/posts/7/references')
    expect(loadReferences).toHaveBeenCalled()
    prefetch.prefetchFirstScreen({ pathname: '/admin/collections/posts/7/references', search: '' })
    expect(sent).toEqual([referencesRequest('posts', '7')])
  })

  it('is in the chunk map (build/screen-chunks.ts reads it), and folio-early.js preloads its files', () => {
    expect(screenModules(rows)).toMatchObject({ references: '/features/document/References/ReferencesView.tsx' })

    const map = { references: ['/assets/References.js'] }
    const file = resolve(__dirname, '../../public/folio-early.js')
    const script = withEarlyTable(readFileSync(file, 'utf8'), earlyTableBlock(rows))
    const links: Array<{ href: string }> = []
    const document = {
      getElementById: () => ({ textContent: JSON.stringify(map) }),
      createElement: () => ({}),
      head: { appendChild: (link: { href: string }) => links.push(link) },
    }
    const location = { pathname: '/admin/collections/posts/7/references', search: '' }
    runInNewContext(script, { window: { folio: {} }, document, location })
    expect(links.map((link) => link.href)).toEqual(['/assets/References.js'])
  })
})
