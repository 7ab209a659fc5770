import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bulkAnswerOf, createApiClient, httpError, normalizeServerUrl } from './api-client'
import { stringifyQuery } from './query-string'

// A plain HTTP server that misbehaves on purpose: faults a healthy Payload server will not produce on demand.
let server: Server
let url = ''
const seen: Array<{ url: string; headers: IncomingMessage['headers'] }> = []

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push({ url: req.url ?? '', headers: req.headers })
    const path = new URL(req.url ?? '/', 'http://x').pathname
    switch (path) {
      case '/api/ok':
        return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"docs":[]}')
      case '/api/html':
        return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>not payload</html>')
      case '/api/broken-json':
        return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"docs": [')
      case '/api/server-error':
        return res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Internal Server Error</h1>')
      case '/api/locked':
        return res
          .writeHead(423, { 'Content-Type': 'application/json' })
          .end('{"errors":[{"message":"Document is locked by another user"}]}')
      case '/api/invalid':
        return res
          .writeHead(400, { 'Content-Type': 'application/json' })
          .end(
            '{"errors":[{"name":"ValidationError","message":"The following field is invalid: title","data":{"errors":[{"path":"title","message":"This field is required."},{"label":"Content > Body","path":"body","message":"Headings are not enabled."}]}}]}',
          )
      case '/api/forbidden':
        return res
          .writeHead(403, { 'Content-Type': 'application/json' })
          .end('{"errors":[{"message":"You are not allowed to perform this action."}]}')
      case '/api/slow':
        return setTimeout(() => res.writeHead(200).end('{}'), 2000)
      default:
        return res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not Found"}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const client = (token: string | null = 'secret-token', timeoutMs = 5000) =>
  createApiClient({ serverUrl: url, getToken: () => token, timeoutMs })

describe('api client', () => {
  it('sends the token as a JWT header and the language, and parses JSON', async () => {
    const result = await client().request({ method: 'GET', path: '/ok', language: 'de' })
    expect(result).toEqual({ ok: true, status: 200, data: { docs: [] } })
    const last = seen.at(-1)!
    expect(last.headers.authorization).toBe('JWT secret-token')
    expect(last.headers['accept-language']).toBe('de')
  })

  it('leaves the token out when the request is unauthenticated', async () => {
    await client().request({ method: 'GET', path: '/ok', authenticated: false })
    expect(seen.at(-1)!.headers.authorization).toBeUndefined()
  })

  it('serializes where-queries the way Payload reads them', async () => {
    await client().request({
      method: 'GET',
      path: '/ok',
      query: { where: { or: [{ title: { like: 'a b' } }, { id: { in: ['1', '2'] } }] }, depth: 0 },
    })
    expect(decodeURIComponent(seen.at(-1)!.url)).toBe(
      '/api/ok?where[or][0][title][like]=a b&where[or][1][id][in][0]=1&where[or][1][id][in][1]=2&depth=0',
    )
  })

  it.each([
    ['/html', 'invalid-json', 200],
    ['/broken-json', 'invalid-json', 200],
    ['/server-error', 'http', 500],
    ['/locked', 'locked', 423],
    ['/forbidden', 'forbidden', 403],
    ['/missing', 'not-found', 404],
  ])('maps %s to a %s error', async (path, kind, status) => {
    const result = await client().request({ method: 'GET', path })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.kind).toBe(kind)
      expect(result.error.status).toBe(status)
      expect(result.error.message).not.toBe('')
    }
  })

  it('keeps the server message of a lock and the field errors of a validation failure', async () => {
    const locked = await client().request({ method: 'PATCH', path: '/locked', body: { title: 'x' } })
    expect(!locked.ok && locked.error.message).toBe('Document is locked by another user')
    const invalid = await client().request({ method: 'POST', path: '/invalid', body: {} })
    expect(!invalid.ok && invalid.error).toMatchObject({
      kind: 'validation',
      fieldErrors: [
        { path: 'title', message: 'This field is required.' },
        { path: 'body', message: 'Headings are not enabled.', label: 'Content > Body' },
      ],
    })
  })

  it('reports an unreachable server and a timeout', async () => {
    const refused = await createApiClient({ serverUrl: 'http://127.0.0.1:1', getToken: () => null }).request({
      method: 'GET',
      path: '/ok',
    })
    expect(!refused.ok && refused.error.kind).toBe('unreachable')
    const slow = await client(null, 200).request({ method: 'GET', path: '/slow' })
    expect(!slow.ok && slow.error.kind).toBe('timeout')
  })

  it('refuses an invalid server URL without sending anything', async () => {
    const result = await createApiClient({ serverUrl: 'ftp://example.com', getToken: () => null }).request({
      method: 'GET',
      path: '/ok',
    })
    expect(!result.ok && result.error.kind).toBe('invalid-url')
  })
})

describe('normalizeServerUrl', () => {
  it('accepts http(s) URLs and drops the trailing slash', () => {
    expect(normalizeServerUrl(' https://cms.example.com/base/ ')).toEqual({
      ok: true,
      url: 'https://cms.example.com/base',
    })
  })
  it.each([
    'cms.example.com',
    'javascript:alert(1)',
    'https://user:pw@cms.example.com',
    'https://cms.example.com/?a=1',
  ])('refuses %s', (input) => {
    expect(normalizeServerUrl(input).ok).toBe(false)
  })
})

describe('stringifyQuery', () => {
  it('is empty without a query and skips undefined values', () => {
    expect(stringifyQuery(undefined)).toBe('')
    expect(stringifyQuery({ a: undefined, b: 1 })).toBe('?b=1')
  })
})

describe('bulk answers', () => {
  it('keeps which documents a where-based bulk operation did and why the others failed', () => {
    const body = {
      docs: [{ id: 1 }, { id: 2 }],
      errors: [{ id: 3, message: 'Document with ID 3 is currently locked by another user and cannot be modified.' }],
      message: 'Unable to update 1 out of 3 Pages.',
    }
    const error = httpError(400, body, JSON.stringify(body))
    expect(error.message).toBe('Unable to update 1 out of 3 Pages.')
    expect(error.bulk).toEqual({ doneIds: [1, 2], errors: [{ id: 3, message: body.errors[0]!.message }] })
  })

  it('reads no bulk answer from an ordinary error', () => {
    expect(bulkAnswerOf({ errors: [{ message: 'Not found' }] })).toBeUndefined()
    expect(httpError(404, { errors: [{ message: 'Not Found' }] }, '').bulk).toBeUndefined()
  })
})

describe('upload', () => {
  it('replaces a document file with PATCH: file, the whole document as _payload, query and language', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = []
    const fetchImpl = (async (input: string, init: RequestInit) => {
      calls.push({ url: input, init })
      return new Response('{"doc":{"id":7}}', { status: 200 })
    }) as unknown as typeof fetch
    const client = createApiClient({ serverUrl: 'http://cms.test', getToken: () => 't', fetchImpl })
    const result = await client.upload({
      collection: 'assets',
      id: '7',
      filename: 'a.png',
      mimeType: 'image/png',
      file: new Uint8Array([1, 2, 3]),
      data: { alt: 'Sea', focalX: 20 },
      query: { depth: 0, locale: 'de' },
      language: 'de',
    })
    expect(result.ok).toBe(true)
    const [call] = calls
    expect(call!.url).toBe('http://cms.test/api/assets/7?depth=0&locale=de')
    expect(call!.init.method).toBe('PATCH')
    expect((call!.init.headers as Record<string, string>)['Accept-Language']).toBe('de')
    const form = call!.init.body as FormData
    expect(JSON.parse(form.get('_payload') as string)).toEqual({ alt: 'Sea', focalX: 20 })
    const file = form.get('file') as File
    expect([file.name, file.type, file.size]).toEqual(['a.png', 'image/png', 3])
  })
})
