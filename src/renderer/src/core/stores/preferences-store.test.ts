import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiRequest, ApiResult } from '@shared/api'
import type { SessionState } from '@shared/session'

// The host side of the bridge: a payload-preferences collection in memory.
const server = new Map<string, unknown>()
const writes: ApiRequest[] = []
const invoke = vi.fn((_channel: string, request: ApiRequest): Promise<ApiResult> => {
  if (request.method === 'POST') {
    writes.push(request)
    server.set(request.path, (request.body as { value: unknown }).value)
    return Promise.resolve({ ok: true, status: 200, data: {} })
  }
  if (request.path.endsWith('/broken'))
    return Promise.resolve({ ok: false, error: { kind: 'http', status: 500, message: 'down' } })
  return Promise.resolve({ ok: true, status: 200, data: { value: server.get(request.path) ?? null } })
})

let usePreferencesStore: typeof import('./preferences-store').usePreferencesStore
let useSessionStore: typeof import('./session-store').useSessionStore
beforeAll(async () => {
  vi.stubGlobal('window', { folio: { invoke } })
  ;({ usePreferencesStore } = await import('./preferences-store'))
  ;({ useSessionStore } = await import('./session-store'))
})

const signIn = (id: number) =>
  useSessionStore.setState({
    session: {
      phase: 'signed-in',
      serverUrl: 'http://cms.test',
      user: { id, collection: 'users' },
    } as unknown as SessionState,
  })

beforeEach(() => {
  server.clear()
  writes.length = 0
  signIn(1)
})

describe('preferences store', () => {
  it("reads a key's value, and an empty one where the user has none yet", async () => {
    server.set('/payload-preferences/nav', { groups: { Content: { open: false } } })
    expect(await usePreferencesStore.getState().get('nav')).toEqual({ groups: { Content: { open: false } } })
    expect(await usePreferencesStore.getState().get('collection-posts')).toEqual({})
    expect(await usePreferencesStore.getState().get('broken')).toBeNull()
  })

  it('reads a key once for two asks while it is out, also when the first takes an answer read ahead', async () => {
    const { prefetchApi, preferenceRequest } = await import('../requests')
    server.set('/payload-preferences/collection-pages', { columns: [{ accessor: 'title', active: true }] })
    await prefetchApi(preferenceRequest('collection-pages'))
    const reads = () => invoke.mock.calls.filter(([, r]) => r.path === '/payload-preferences/collection-pages').length
    expect(reads()).toBe(1)
    const [first, second] = await Promise.all([
      usePreferencesStore.getState().get('collection-pages'),
      usePreferencesStore.getState().get('collection-pages'),
    ])
    expect(first).toEqual({ columns: [{ accessor: 'title', active: true }] })
    expect(second).toEqual(first)
    expect(reads()).toBe(1)
  })

  it('merges a change into the value read and writes the whole value back', async () => {
    server.set('/payload-preferences/collection-posts', { limit: 25, livePreview: { zoom: 50 } })
    await usePreferencesStore.getState().get('collection-posts')
    usePreferencesStore.getState().merge('collection-posts', { livePreview: { zoom: 75 } })
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/payload-preferences/collection-posts',
        body: { value: { limit: 25, livePreview: { zoom: 75 } } },
      },
    ])
    usePreferencesStore.getState().set('collection-posts', { limit: 10 })
    expect(server.get('/payload-preferences/collection-posts')).toEqual({ limit: 10 })
  })

  it("never merges into another user's value", async () => {
    server.set('/payload-preferences/collection-posts', { limit: 25 })
    await usePreferencesStore.getState().get('collection-posts')
    signIn(2)
    usePreferencesStore.getState().merge('collection-posts', { livePreview: { zoom: 75 } })
    expect(writes.at(-1)?.body).toEqual({ value: { livePreview: { zoom: 75 } } })
  })
})
