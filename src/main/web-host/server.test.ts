import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BridgeHandlers } from '@shared/bridge'
import { createWebHost, type WebHost } from './server'

let host: WebHost
let origin = ''

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
  host = createWebHost({ rendererDir, handlers, csp: () => "default-src 'self'" })
  origin = await host.listen(0)
})

afterAll(() => host.close())

const call = (channel: string, body: unknown, headers: Record<string, string> = { 'x-folio-bridge': '1' }) =>
  fetch(`${origin}/__folio/bridge/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  })

describe('web host', () => {
  it('serves the app shell with its CSP for client-side routes', async () => {
    const response = await fetch(`${origin}/admin/collections/posts`)
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
    expect(
      (await call('renderer:app-info', undefined, { 'x-folio-bridge': '1', Origin: 'https://evil.example' })).status,
    ).toBe(403)
    expect((await call('renderer:app-info', undefined, {})).status).toBe(403)
  })

  it('refuses unknown channels, malformed JSON and invalid payloads', async () => {
    expect((await call('renderer:steal-token', undefined)).status).toBe(404)
    const malformed = await fetch(`${origin}/__folio/bridge/renderer:theme-set`, {
      method: 'POST',
      headers: { 'x-folio-bridge': '1' },
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
    const response = await fetch(`${origin}/__folio/events`, { signal: controller.signal })
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
    const response = await fetch(`${origin}/__folio/events`, { signal: controller.signal })
    const reader = response.body!.getReader() as ReadableStreamDefaultReader<Uint8Array>
    let text = ''
    while (!text.includes('main:cms-status')) text += new TextDecoder().decode((await reader.read()).value)
    expect(text).toContain('event: main:cms-status\ndata: {"mode":"local","state":"ready"')
    expect(text).toContain('event: main:theme-changed')
    controller.abort()
  })
})
