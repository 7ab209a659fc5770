import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BridgeHandlers } from '@shared/bridge'
import { hostKeyCookieName } from './host-key'
import { createWebHost, type WebHost } from './server'

// A stand-in for the CMS: echoes what reached it.
let cms: Server
let cmsOrigin = ''
let host: WebHost
let origin = ''
let cmsUp = true
/** The built-in preview site's origin: its pages call the proxied /api from there. */
const PREVIEW_ORIGIN = 'http://127.0.0.1:4300'
const KEY = 'proxy-test-key-0123456789abcdefghijklmnop'
/** What the UI's own page sends: the cookie the host's printed address gave it. */
const WITH_KEY = { cookie: `other=1; ${hostKeyCookieName(KEY)}=${KEY}` }

beforeAll(async () => {
  cms = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      res.writeHead(201, {
        'content-type': 'application/json',
        'access-control-allow-origin': String(req.headers.origin ?? ''),
      })
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          origin: req.headers.origin ?? null,
          cookie: req.headers.cookie ?? null,
          key: req.headers['x-folio-key'] ?? null,
          body: Buffer.concat(chunks).toString(),
        }),
      )
    })
  })
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  const address = cms.address() as { port: number }
  cmsOrigin = `http://127.0.0.1:${address.port}`
  const rendererDir = mkdtempSync(join(tmpdir(), 'folio-renderer-'))
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Folio</title>')
  host = createWebHost({
    rendererDir,
    handlers: {} as BridgeHandlers,
    csp: () => "default-src 'self'",
    proxyApi: () => (cmsUp ? cmsOrigin : null),
    apiCallerOrigins: () => [PREVIEW_ORIGIN],
    key: KEY,
  })
  origin = await host.listen(0)
})

afterAll(async () => {
  await host.close()
  await new Promise((resolve) => cms.close(resolve))
})

describe('web host /api proxy (one origin for the UI and the built-in CMS)', () => {
  it('forwards method, path, query, body and the caller’s Origin, and returns the CMS’s answer as is', async () => {
    const response = await fetch(`${origin}/api/posts/1?depth=1&draft=true`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://127.0.0.1:4300',
        'x-payload-http-method-override': 'GET',
      },
      body: JSON.stringify({ data: { title: 'x' } }),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4300')
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/api/posts/1?depth=1&draft=true',
      host: new URL(cmsOrigin).host,
      origin: 'http://127.0.0.1:4300',
      cookie: null,
      key: null,
      body: '{"data":{"title":"x"}}',
    })
  })

  it('leaves everything else to the app, and /api alone when there is no built-in CMS', async () => {
    expect(await (await fetch(`${origin}/apis`, { headers: WITH_KEY })).text()).toContain('<title>Folio</title>')
    cmsUp = false
    try {
      expect(await (await fetch(`${origin}/api/posts`, { headers: WITH_KEY })).text()).toContain('<title>Folio</title>')
    } finally {
      cmsUp = true
    }
  })

  it('refuses a state-changing call without an Origin, and any call from an origin it does not know', async () => {
    const withoutOrigin = await fetch(`${origin}/api/users/login`, { method: 'POST', body: '{}' })
    expect(withoutOrigin.status).toBe(403)
    expect(await withoutOrigin.json()).toMatchObject({ ok: false })
    for (const foreign of ['https://evil.example', 'null']) {
      const response = await fetch(`${origin}/api/posts?draft=true`, { headers: { origin: foreign } })
      expect(response.status, foreign).toBe(403)
    }
  })

  it('passes reads without an Origin (images, same-origin GETs) and the UI’s own calls', async () => {
    expect((await fetch(`${origin}/api/media/file/a.png`, { headers: WITH_KEY })).status).toBe(201)
    const fromUi = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      body: '{}',
      headers: { origin, ...WITH_KEY },
    })
    expect(fromUi.status).toBe(201)
  })

  it('needs the host’s key from the UI’s origin or none, and never passes the key on to the CMS', async () => {
    const refusedHeaders: Record<string, string>[] = [{}, { origin }, { cookie: `${hostKeyCookieName(KEY)}=wrong` }]
    for (const headers of refusedHeaders) {
      const refused = await fetch(`${origin}/api/posts?draft=true`, { headers })
      expect(refused.status, JSON.stringify(headers)).toBe(401)
      expect(await refused.json()).toMatchObject({ ok: false })
    }
    const byScript = await fetch(`${origin}/api/posts`, { headers: { 'x-folio-key': KEY } })
    const byPage = await fetch(`${origin}/api/posts`, { headers: WITH_KEY })
    expect(await byScript.json()).toMatchObject({ key: null, cookie: null })
    expect(await byPage.json()).toMatchObject({ key: null, cookie: 'other=1' })
  })

  it('marks every answer nosniff, so an uploaded file never runs as a page of the UI’s origin', async () => {
    const response = await fetch(`${origin}/api/media/file/a.html`, { headers: WITH_KEY })
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
