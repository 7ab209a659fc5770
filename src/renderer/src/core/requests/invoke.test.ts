import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApiRequest, ApiResult } from '@shared/api'

// The host side of the bridge: counts what reaches it and answers when told to.
const sent: ApiRequest[] = []
const pending: Array<(result: ApiResult) => void> = []
const failing: Array<(error: Error) => void> = []
const invoke = vi.fn((_channel: string, request: ApiRequest) => {
  sent.push(request)
  return new Promise<ApiResult>((resolve, reject) => {
    pending.push(resolve)
    failing.push(reject)
  })
})
const answerAll = () => {
  failing.length = 0
  pending.splice(0).forEach((resolve, i) => resolve({ ok: true, status: 200, data: { n: i } }))
}
const failAll = (message: string) => {
  pending.length = 0
  failing.splice(0).forEach((reject) => reject(new Error(message)))
}

let invokeApi: typeof import('./invoke').invokeApi
let prefetchApi: typeof import('./invoke').prefetchApi
beforeAll(async () => {
  vi.stubGlobal('window', { folio: { invoke } })
  ;({ invokeApi, prefetchApi } = await import('./invoke'))
})

const get = (path: string): ApiRequest => ({ method: 'GET', path, query: { depth: 0 } })

describe('invokeApi', () => {
  it('sends identical GETs in flight once, and again once answered', async () => {
    sent.length = 0
    const a = invokeApi(get('/posts'))
    const b = invokeApi(get('/posts'))
    expect(sent).toHaveLength(1)
    answerAll()
    expect(await a).toEqual(await b)
    void invokeApi(get('/posts'))
    expect(sent).toHaveLength(2)
    answerAll()
  })

  it('never shares writes', () => {
    sent.length = 0
    void invokeApi({ method: 'PATCH', path: '/posts/1', body: {} })
    void invokeApi({ method: 'PATCH', path: '/posts/1', body: {} })
    expect(sent).toHaveLength(2)
    answerAll()
  })

  it("gives a prefetched answer to the screen's first ask even after it arrived, and only to that one", async () => {
    sent.length = 0
    const early = prefetchApi(get('/posts/versions'))
    answerAll()
    await early
    expect(await invokeApi(get('/posts/versions'))).toBe(await early)
    expect(sent).toHaveLength(1)
    void invokeApi(get('/posts/versions'))
    expect(sent).toHaveLength(2)
    answerAll()
  })

  it('gives a prefetched question sent by POST (per-document access) to its first identical ask, once', async () => {
    sent.length = 0
    const question: ApiRequest = { method: 'POST', path: '/posts/7/access/7', body: { _status: 'draft' } }
    const early = prefetchApi(question)
    answerAll()
    expect(await invokeApi({ ...question })).toBe(await early)
    expect(sent).toHaveLength(1)
    // A later ask is a fresh question, and POSTs in flight are never shared.
    void invokeApi(question)
    void invokeApi(question)
    expect(sent).toHaveLength(3)
    answerAll()
  })

  it('turns a host that does not answer into an unreachable result, for writes and shared reads alike', async () => {
    sent.length = 0
    const write = invokeApi({ method: 'PATCH', path: '/posts/1', body: {} })
    const read = invokeApi(get('/posts/2'))
    failAll('the Folio host did not answer: Failed to fetch')
    for (const result of [await write, await read]) {
      expect(result.ok).toBe(false)
      if (result.ok) continue
      expect(result.error.kind).toBe('unreachable')
      // In words, not the socket's.
      expect(result.error.message).not.toMatch(/Failed to fetch/)
    }
    // The failed read is not kept: the next ask goes out again.
    void invokeApi(get('/posts/2'))
    expect(sent).toHaveLength(3)
    answerAll()
  })
})
