import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BridgeHandlers } from '@shared/bridge'
import { HOST_KEY_HEADER, hostKeyCookieName } from './host-key'
import { createWebHost, type WebHost } from './server'

let host: WebHost
let origin = ''
const KEY = 'server-test-key-0123456789abcdefghijklmnop'
/** What a script sends: the bridge header and the host's key. */
const BRIDGE = { 'x-folio-bridge': '1', [HOST_KEY_HEADER]: KEY }
const COOKIE = `${hostKeyCookieName(KEY)}=${KEY}`

beforeAll(async () => {
  const rendererDir = mkdtempSync(join(tmpdir(), 'folio-renderer-'))
  mkdirSync(join(rendererDir, 'assets'))
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Folio</title>')
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)')
  const handlers = {
    'renderer:app-info': () =>
      Promise.resolve({ name: 'Folio', version: '9.9.9', host: 'web', platform: 'linux', versions: { node: '20' } }),
    'renderer:theme-set': ({ setting }: { setting: string }) =>
      Promise.resolve({ setting, cookieName: 'payload-theme', expiresAt: null }),
  } as unknown as BridgeHandlers
  host = createWebHost({ rendererDir, handlers, csp: () => "default-src 'self'", key: KEY })
  origin = await host.listen(0)
})

afterAll(() => host.close())

const call = (channel: string, body: unknown, headers: Record<string, string> = BRIDGE) =>
  fetch(`${origin}/__folio/bridge/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  })

describe('web host', () => {
  it('serves the app shell with its CSP for client-side routes', async () => {
    const response = await fetch(`${origin}/admin/collections/posts`, { headers: { cookie: COOKIE } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(await response.text()).toContain('<title>Folio</title>')
  })

  it('serves hashed assets as immutable and 404s missing ones instead of the shell', async () => {
    const asset = await fetch(`${origin}/assets/app.js`)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404)
    // A traversal attempt never reaches outside the renderer folder.
    expect(await (await fetch(`${origin}/..%2f..%2f..%2f..%2fetc/passwd`)).text()).not.toContain('root:')
  })

  it("gives scripts the UI's CSP, which a worker started from one runs under", async () => {
    const script = await fetch(`${origin}/assets/app.js`)
    expect(script.headers.get('content-security-policy')).toBe("default-src 'self'")
  })

  it('compresses text assets for clients that accept gzip', async () => {
    const response = await fetch(`${origin}/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toBe('console.log(1)')
  })

  it('answers a bridge call from its own page', async () => {
    const response = await call('renderer:app-info', undefined)
    expect(await response.json()).toEqual({
      ok: true,
      value: expect.objectContaining({ version: '9.9.9', host: 'web' }) as unknown,
    })
  })

  it('refuses calls from other origins and calls without the bridge header', async () => {
    expect((await call('renderer:app-info', undefined, { ...BRIDGE, Origin: 'https://evil.example' })).status).toBe(403)
    expect((await call('renderer:app-info', undefined, { [HOST_KEY_HEADER]: KEY })).status).toBe(403)
  })

  it('refuses unknown channels, malformed JSON and invalid payloads', async () => {
    expect((await call('renderer:steal-token', undefined)).status).toBe(404)
    const malformed = await fetch(`${origin}/__folio/bridge/renderer:theme-set`, {
      method: 'POST',
      headers: BRIDGE,
      body: '{"setting": ',
    })
    expect(malformed.status).toBe(400)
    expect(await (await call('renderer:theme-set', { setting: 'neon' })).json()).toMatchObject({
      ok: false,
      failure: { bridgeError: 'invalid-payload' },
    })
  })

  it('pushes events to subscribers', async () => {
    const controller = new AbortController()
    const response = await fetch(`${origin}/__folio/events`, { signal: controller.signal, headers: { cookie: COOKIE } })
    const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>
    await reader.read() // ': connected'
    host.broadcast('main:theme-changed', { setting: 'dark', cookieName: 'payload-theme', expiresAt: 1 })
    const { value } = await reader.read()
    expect(new TextDecoder().decode(value)).toContain('event: main:theme-changed\ndata: {"setting":"dark"')
    controller.abort()
  })

  it('replays the latest state events to a page that subscribes late', async () => {
    host.broadcast('main:cms-status', { mode: 'local', state: 'ready', url: 'http://127.0.0.1:1' })
    const controller = new AbortController()
    const response = await fetch(`${origin}/__folio/events`, { signal: controller.signal, headers: { cookie: COOKIE } })
    const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>
    let text = ''
    while (!text.includes('main:cms-status')) text += new TextDecoder().decode((await reader.read()).value)
    expect(text).toContain('event: main:cms-status\ndata: {"mode":"local","state":"ready"')
    expect(text).toContain('event: main:theme-changed')
    controller.abort()
  })
})

describe('page addresses the host cannot route', () => {
  it('get the app, whose router shows Not Found, with a 404 rather than JSON', async () => {
    for (const path of [
      '/admin/collections/posts/%00',
      '/admin/collections/posts/%2e%2e%2fusers',
      '/admin/collections/posts/%2E%2E',
      '/admin/%E0%A4%A',
    ]) {
      const answer = await rawRequest(path, { headers: { cookie: COOKIE } })
      expect(answer.status, path).toBe(404)
      expect(answer.type, path).toContain('text/html')
      expect(answer.body, path).toContain('<title>Folio</title>')
      // Without the key, the page that says what to open, as for any page.
      expect((await rawRequest(path)).body, path).toContain('Open the address Folio printed')
    }
  })

  it('while the bridge, /api, built files and writes keep their JSON refusals', async () => {
    for (const [method, path] of [
      ['GET', '/__folio/bridge/%2e%2e/admin'],
      ['GET', '/api/posts/%00'],
      ['GET', '/assets/%2e%2e%2fserver.js'],
      ['GET', '/admin/app.js%00'],
      ['POST', '/admin/collections/posts/%00'],
    ] as const) {
      const answer = await rawRequest(path, { method, headers: { cookie: COOKIE } })
      expect(answer.status, `${method} ${path}`).toBe(400)
      expect(answer.type).toContain('application/json')
    }
  })
})

describe('web host key', () => {
  it('refuses the bridge, the event stream and the app page without the key, and says what to open', async () => {
    const refusedHeaders: Record<string, string>[] = [
      { 'x-folio-bridge': '1' },
      { 'x-folio-bridge': '1', [HOST_KEY_HEADER]: 'wrong' },
      { 'x-folio-bridge': '1', cookie: `${hostKeyCookieName(KEY)}=${KEY.slice(0, -1)}x` },
    ]
    for (const headers of refusedHeaders) {
      const bridge = await call('renderer:app-info', undefined, headers)
      expect(bridge.status).toBe(401)
      expect(await bridge.json()).toMatchObject({ ok: false, failure: { message: expect.stringMatching(/key/) } })
      const events = await fetch(`${origin}/__folio/events`, { headers })
      expect(events.status).toBe(401)
      expect(events.headers.get('content-type')).toContain('application/json')
    }
    const page = await fetch(`${origin}/admin/collections/posts`)
    expect(page.status).toBe(401)
    const text = await page.text()
    expect(text).toContain('Open the address Folio printed')
    expect(text).not.toContain('<title>Folio</title>\n<script')
    expect(text).not.toContain(KEY)
    // Scripts and styles need no key: they are the same for everyone.
    expect((await fetch(`${origin}/assets/app.js`)).status).toBe(200)
  })

  it('trades the key in the address for a cookie, and sends the browser on without it', async () => {
    const answer = await fetch(`${origin}/admin/collections/posts?key=${KEY}&where=1`, { redirect: 'manual' })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/admin/collections/posts?where=1')
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).toMatch(/Path=\//)
    const pair = cookie.split(';')[0]!
    expect((await fetch(`${origin}/admin/collections/posts?where=1`, { headers: { cookie: pair } })).status).toBe(200)
    const bridge = await call('renderer:app-info', undefined, { 'x-folio-bridge': '1', cookie: pair })
    expect(await bridge.json()).toMatchObject({ ok: true })
    // Another key in the address lets no one in.
    const wrong = await fetch(`${origin}/?key=${'x'.repeat(KEY.length)}`, { redirect: 'manual' })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('set-cookie')).toBeNull()
  })

  it('still refuses another Host, key or not', async () => {
    const answer = await rawRequest('/__folio/bridge/renderer:app-info', {
      method: 'POST',
      headers: { Host: `evil.example:${port()}`, ...BRIDGE, cookie: COOKIE },
    })
    expect(answer.status).toBe(421)
    const keyed = await rawRequest(`/?key=${KEY}`, { headers: { Host: `evil.example:${port()}` } })
    expect(keyed.status).toBe(421)
  })
})

/** A raw request, for what fetch will not send (another Host, an unencoded target). */
function rawRequest(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    // Host and port as options, the path as given: a URL string would have its dot segments resolved first.
    const { hostname, port } = new URL(origin)
    const req = request({ hostname, port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }))
    })
    req.on('error', reject)
    req.end(options.body)
  })
}

const port = () => new URL(origin).port
const failureOf = (body: string) => (JSON.parse(body) as { failure: { message: string } }).failure

describe('web host request checks', () => {
  it('refuses a Host other than its own names before any routing, as JSON', async () => {
    for (const path of ['/', '/assets/app.js', '/__folio/events', '/__folio/bridge/renderer:app-info']) {
      const answer = await rawRequest(path, {
        method: path.includes('bridge') ? 'POST' : 'GET',
        headers: { Host: `evil.example:${port()}`, ...BRIDGE },
      })
      expect(answer.status, path).toBe(421)
      expect(answer.type).toContain('application/json')
    }
  })

  it('answers on localhost:<port> as on 127.0.0.1:<port>, from a page of either origin', async () => {
    const answer = await rawRequest('/__folio/bridge/renderer:app-info', {
      method: 'POST',
      headers: { Host: `localhost:${port()}`, Origin: `http://localhost:${port()}`, ...BRIDGE },
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ ok: true })
  })

  it('refuses the event stream to another origin and to the opaque origin', async () => {
    for (const requestOrigin of ['https://evil.example', 'null']) {
      const response = await fetch(`${origin}/__folio/events`, { headers: { Origin: requestOrigin, cookie: COOKIE } })
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({ ok: false })
    }
  })

  it('answers malformed JSON with 400 and says why', async () => {
    const malformed = await fetch(`${origin}/__folio/bridge/renderer:theme-set`, {
      method: 'POST',
      headers: BRIDGE,
      body: '{"setting": ',
    })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ failure: { message: expect.stringMatching(/JSON/) } })
  })

  it('refuses JSON nested deeper than the limit as JSON, however deep it goes', async () => {
    for (const depth of [129, 1_000_000]) {
      const response = await fetch(`${origin}/__folio/bridge/renderer:theme-set`, {
        method: 'POST',
        headers: BRIDGE,
        body: '['.repeat(depth) + ']'.repeat(depth),
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ failure: { message: expect.stringMatching(/deeper/) } })
    }
  })

  it('answers a body over the limit with a 413 the client gets to read', async () => {
    const response = await fetch(`${origin}/__folio/bridge/renderer:theme-set`, {
      method: 'POST',
      headers: BRIDGE,
      body: 'x'.repeat(50 * 1024 * 1024),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ ok: false, failure: { bridgeError: 'invalid-payload' } })
  })

  it('answers a body over the limit without a declared length with a 413 too', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x78)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 50) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await fetch(`${origin}/__folio/bridge/renderer:theme-set`, {
      method: 'POST',
      headers: BRIDGE,
      body: stream,
      duplex: 'half',
    })
    expect(response.status).toBe(413)
  })

  it('answers an over-long URL with 414 and a malformed escape with 400, both as JSON', async () => {
    const long = await fetch(`${origin}/collections/${'a'.repeat(10_000)}`, { headers: { cookie: COOKIE } })
    expect(long.status).toBe(414)
    expect(await long.json()).toMatchObject({ ok: false })
    for (const path of ['/assets/%E0%A4%A', '/__folio/bridge/renderer:app-info%']) {
      const answer = await rawRequest(path, { method: path.includes('bridge') ? 'POST' : 'GET' })
      expect(answer.status, path).toBe(400)
      expect(answer.type).toContain('application/json')
    }
  })

  it('decodes bridge paths before checking them: encoded dot segments do not reach the app', async () => {
    for (const path of ['/__folio/bridge/%2e%2e/admin', '/__folio/bridge/%2E%2E/%2e%2e/index.html']) {
      const answer = await rawRequest(path, { method: 'POST', headers: BRIDGE })
      expect(answer.status, path).toBe(400)
      expect(answer.body).not.toContain('<title>Folio</title>')
    }
    const unknown = await rawRequest('/__folio/bridge/renderer%3Aapp-infox', {
      method: 'POST',
      headers: BRIDGE,
    })
    expect(unknown.status).toBe(404)
    expect(failureOf(unknown.body).message).toContain('unknown channel')
    const encoded = await rawRequest('/__folio/bridge/renderer%3Aapp-info', {
      method: 'POST',
      headers: BRIDGE,
    })
    expect(encoded.status).toBe(200)
  })
})
