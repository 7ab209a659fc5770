import { describe, expect, it } from 'vitest'
import { decodeRequestPath, isAllowedCaller, isAppPageTarget, isOwnHost, jsonDeeperThan } from './request-guard'

describe('isOwnHost', () => {
  it('accepts the host’s own names on its port, whichever spelling the browser used', () => {
    expect(isOwnHost('127.0.0.1:4100', 4100)).toBe(true)
    expect(isOwnHost('localhost:4100', 4100)).toBe(true)
    expect(isOwnHost('LOCALHOST:4100', 4100)).toBe(true)
  })

  it('refuses a rebound name, another port, a missing port and no Host at all', () => {
    expect(isOwnHost('evil.example:4100', 4100)).toBe(false)
    expect(isOwnHost('127.0.0.1:4101', 4100)).toBe(false)
    expect(isOwnHost('127.0.0.1', 4100)).toBe(false)
    expect(isOwnHost('127.0.0.1.evil.example:4100', 4100)).toBe(false)
    expect(isOwnHost(undefined, 4100)).toBe(false)
  })
})

describe('isAllowedCaller (event stream and /api proxy)', () => {
  const preview = ['http://127.0.0.1:4201']

  it('lets the UI in from either spelling of its origin, with any method', () => {
    expect(isAllowedCaller('POST', 'http://127.0.0.1:4100', 4100)).toBe(true)
    expect(isAllowedCaller('PATCH', 'http://localhost:4100', 4100)).toBe(true)
  })

  it('lets the preview site in only where it is named (the /api proxy)', () => {
    expect(isAllowedCaller('POST', preview[0], 4100, preview)).toBe(true)
    expect(isAllowedCaller('GET', preview[0], 4100)).toBe(false)
  })

  it('refuses other origins, the opaque origin null and a look-alike', () => {
    expect(isAllowedCaller('GET', 'https://evil.example', 4100, preview)).toBe(false)
    expect(isAllowedCaller('GET', 'null', 4100, preview)).toBe(false)
    expect(isAllowedCaller('GET', 'http://127.0.0.1:41000', 4100, preview)).toBe(false)
  })

  it('without an Origin, passes reads only (same-origin GETs and <img> loads), never a state change', () => {
    expect(isAllowedCaller('GET', undefined, 4100)).toBe(true)
    expect(isAllowedCaller('HEAD', undefined, 4100)).toBe(true)
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'])
      expect(isAllowedCaller(method, undefined, 4100, preview)).toBe(false)
  })
})

describe('decodeRequestPath', () => {
  it('decodes once and keeps the query out', () => {
    expect(decodeRequestPath('/collections/posts/caf%C3%A9?x=%zz')).toEqual({
      ok: true,
      path: '/collections/posts/café',
    })
  })

  it('refuses a malformed escape', () => {
    expect(decodeRequestPath('/assets/%E0%A4%A')).toMatchObject({ ok: false, status: 400 })
    expect(decodeRequestPath('/%')).toMatchObject({ ok: false, status: 400 })
  })

  it('refuses dot segments however they are spelled, backslashes and NUL', () => {
    for (const target of [
      '/__folio/bridge/%2e%2e/admin',
      '/__folio/bridge/%2E%2E/%2e%2e/admin',
      '/api/../admin',
      '/%2e/api',
      '/assets/..%2f..%2fetc/passwd',
      '/assets/..%5c..%5cetc',
      '/assets/a%00.js',
    ])
      expect(decodeRequestPath(target), target).toMatchObject({ ok: false, status: 400 })
  })

  it('keeps names that merely contain dots', () => {
    expect(decodeRequestPath('/api/media/file/a..b.png')).toEqual({ ok: true, path: '/api/media/file/a..b.png' })
  })
})

describe('isAppPageTarget', () => {
  it('is a client-side route, not the bridge, /api or a built file', () => {
    for (const target of ['/', '/admin', '/admin/collections/posts/%00?x=1', '/admin/collections/posts/%2e%2e%2fusers'])
      expect(isAppPageTarget(target), target).toBe(true)
    for (const target of [
      '/__folio/bridge/x',
      '/api',
      '/api/posts',
      '/assets/a',
      '/favicon.ico',
      '/x/app.js%00',
      '//evil',
    ])
      expect(isAppPageTarget(target), target).toBe(false)
  })
})

describe('jsonDeeperThan', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

  it('measures arrays and objects alike', () => {
    expect(jsonDeeperThan(nested(3), 3)).toBe(false)
    expect(jsonDeeperThan(nested(4), 3)).toBe(true)
    expect(jsonDeeperThan('{"a":{"b":{"c":[1]}}}', 3)).toBe(true)
    expect(jsonDeeperThan('{"a":{"b":{"c":1}},"d":[{}]}', 3)).toBe(false)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false)
    expect(jsonDeeperThan(JSON.stringify({ text: 'say \\"[[[[\\"' }), 1)).toBe(false)
  })

  it('survives a million levels without recursion', () => {
    expect(jsonDeeperThan(nested(1_000_000), 128)).toBe(true)
  })
})
