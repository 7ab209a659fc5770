import { describe, expect, it, vi } from 'vitest'
import type { BridgeHandlers } from '@shared/bridge'
import { dispatch } from './handlers'
import { decodeApiPath, validateRequest } from './validation'

describe('bridge payload validation', () => {
  it('accepts a well-formed API request', () => {
    const outcome = validateRequest('renderer:api', {
      method: 'GET',
      path: '/posts',
      query: { where: { title: { equals: 'x' } }, limit: 10 },
    })
    expect(outcome.ok).toBe(true)
  })

  it.each([
    ['a missing method', { path: '/posts' }],
    ['an unknown method', { method: 'TRACE', path: '/posts' }],
    ['an absolute URL', { method: 'GET', path: 'http://evil.example/x' }],
    ['a protocol-relative path', { method: 'GET', path: '//evil.example/x' }],
    ['a parent segment', { method: 'GET', path: '/posts/../../etc' }],
    ['a query in the path', { method: 'GET', path: '/posts?depth=100' }],
    ['an extra property', { method: 'GET', path: '/posts', token: 'abc' }],
    ['a bad language', { method: 'GET', path: '/posts', language: 'en\r\nX-Evil: 1' }],
    ['a string instead of an object', 'GET /posts'],
    ['null', null],
  ])('refuses an API request with %s', (_label, payload) => {
    expect(validateRequest('renderer:api', payload).ok).toBe(false)
  })

  it.each([
    '/posts/%2e%2e/users',
    '/posts/%2E%2E/%2e%2e/x',
    '/posts/%2e./users',
    '/posts/.%2e/users',
    '/posts/%2e/users',
    '/posts/%252e%252e/users',
    '/posts/%25252e%25252e/%25252e%25252e/x',
    '/posts/%2f..%2fusers',
    '/posts/%2e%2e%2fusers',
    '/posts/%5c..%5cusers',
    '/posts/%255c..',
    '/posts/%00',
    '/posts/1%2500',
    '/posts/%0a',
    '/posts/%E0%A4%A',
    '/posts/%2525252525252e',
  ])('refuses an API path that reaches elsewhere once decoded: %s', (path) => {
    expect(validateRequest('renderer:api', { method: 'GET', path }).ok).toBe(false)
  })

  it('accepts ids that are encoded for their own sake', () => {
    for (const path of ['/posts/a%20b', '/posts/caf%C3%A9', '/posts/100%25', '/posts/a.b', '/posts/...'])
      expect(validateRequest('renderer:api', { method: 'GET', path }).ok, path).toBe(true)
  })

  it('decodes a path until it settles', () => {
    expect(decodeApiPath('/a/%252e%252e')).toBe('/a/..')
    expect(decodeApiPath('/a/b')).toBe('/a/b')
    expect(decodeApiPath('/a/%252f')).toBeNull()
  })

  it('refuses an upload whose id is a dot segment', () => {
    const upload = { collection: 'media', filename: 'a.png', mimeType: 'image/png', dataBase64: '' }
    expect(validateRequest('renderer:upload', { ...upload, id: '..' }).ok).toBe(false)
    expect(validateRequest('renderer:upload', { ...upload, id: '.' }).ok).toBe(false)
    expect(validateRequest('renderer:upload', { ...upload, id: '12' }).ok).toBe(true)
  })

  it("keeps a draft's queued offline saves, and only saves", () => {
    const draft = { key: 'local#collection:posts/1@en', data: { title: 'x' }, savedAt: 1, baseUpdatedAt: null }
    expect(validateRequest('renderer:draft-save', { ...draft, queued: ['draft', 'publish'] }).ok).toBe(true)
    expect(validateRequest('renderer:draft-save', draft).ok).toBe(true)
    expect(validateRequest('renderer:draft-save', { ...draft, queued: ['delete'] }).ok).toBe(false)
    expect(validateRequest('renderer:draft-save', { ...draft, queued: 'publish' }).ok).toBe(false)
  })

  it("takes a draft's page instance and base, and refuses a malformed one", () => {
    const draft = { key: 'local#collection:posts/1@en', data: { title: 'x' }, savedAt: 1, baseUpdatedAt: null }
    const base = { fields: ['title'], values: { title: 'as loaded' } }
    expect(validateRequest('renderer:draft-save', { ...draft, instance: 'Tab_one-12345', base }).ok).toBe(true)
    expect(validateRequest('renderer:draft-save', { ...draft, instance: '../../etc' }).ok).toBe(false)
    expect(validateRequest('renderer:draft-save', { ...draft, base: { fields: 'title', values: {} } }).ok).toBe(false)
    expect(validateRequest('renderer:draft-save', { ...draft, base: { ...base, extra: 1 } }).ok).toBe(false)
    expect(validateRequest('renderer:draft-clear', { key: draft.key, instance: null }).ok).toBe(true)
    expect(validateRequest('renderer:draft-clear', { key: draft.key, instance: 'Tab_one-12345' }).ok).toBe(true)
    expect(validateRequest('renderer:draft-clear', { key: draft.key, instance: 'a/b' }).ok).toBe(false)
  })

  it('refuses an unknown theme and stray payloads on no-argument channels', () => {
    expect(validateRequest('renderer:theme-set', { setting: 'purple' }).ok).toBe(false)
    expect(validateRequest('renderer:theme-set', { setting: 'dark', cookiePrefix: 'a;b' }).ok).toBe(false)
    expect(validateRequest('renderer:app-info', { anything: true }).ok).toBe(false)
    expect(validateRequest('renderer:theme-set', { setting: 'dark' }).ok).toBe(true)
  })

  it('takes a UI language code and nothing that could reach a module path', () => {
    for (const language of ['de', 'zh-TW', 'rs-latin', 'bn-BD'])
      expect(validateRequest('renderer:language-set', { language }).ok).toBe(true)
    for (const language of ['../../../etc/passwd', 'de/../en', 'DE', 'english', '', 42])
      expect(validateRequest('renderer:language-set', { language }).ok).toBe(false)
    expect(validateRequest('renderer:language-set', { language: 'de', extra: 1 }).ok).toBe(false)
  })

  it('never calls a handler with a malformed payload, and reports why', async () => {
    const api = vi.fn()
    const handlers = { 'renderer:api': api } as unknown as BridgeHandlers
    const result = await dispatch(handlers, 'renderer:api', { method: 'GET', path: 'http://evil.example' })
    expect(api).not.toHaveBeenCalled()
    expect(result).toMatchObject({ ok: false, failure: { bridgeError: 'invalid-payload' } })
  })

  it('turns a throwing handler into a failure instead of a crash', async () => {
    const handlers = {
      'renderer:app-info': () => Promise.reject(new Error('boom')),
    } as unknown as BridgeHandlers
    await expect(dispatch(handlers, 'renderer:app-info', undefined)).resolves.toEqual({
      ok: false,
      failure: { bridgeError: 'handler-failed', message: 'boom' },
    })
  })
})

describe('renderer:preview-url payload', () => {
  it('takes a collection document or a global, with an optional locale', () => {
    expect(validateRequest('renderer:preview-url', { collection: 'posts', id: '12', locale: 'de' }).ok).toBe(true)
    expect(validateRequest('renderer:preview-url', { global: 'site-settings' }).ok).toBe(true)
    expect(validateRequest('renderer:preview-url', { collection: 'posts', id: '1', kind: 'preview' }).ok).toBe(true)
    expect(validateRequest('renderer:preview-url', { collection: 'posts', id: '1', kind: 'popup' }).ok).toBe(false)
  })
  it.each([
    ['neither a collection nor a global', { id: '1' }],
    ['both', { collection: 'posts', global: 'nav', id: '1' }],
    ['a collection without id', { collection: 'posts' }],
    ['a slug with a slash', { collection: '../users', id: '1' }],
    ['a header in the locale', { global: 'nav', locale: 'en\r\nX: 1' }],
    ['an extra property', { global: 'nav', url: 'http://evil.example' }],
  ])('refuses %s', (_label, payload) => {
    expect(validateRequest('renderer:preview-url', payload).ok).toBe(false)
  })
})

describe('window channels', () => {
  it('open only app routes', () => {
    expect(validateRequest('renderer:open-window', { path: '/collections/posts/12?locale=de' }).ok).toBe(true)
    for (const path of ['https://evil.example/', '//evil.example', '/a/../../etc', 'collections'])
      expect(validateRequest('renderer:open-window', { path }).ok, path).toBe(false)
  })
  it('take a collection document with its id, or a global', () => {
    expect(validateRequest('renderer:document-opened', { collection: 'posts', id: '12' }).ok).toBe(true)
    expect(validateRequest('renderer:document-closed', { global: 'header' }).ok).toBe(true)
    expect(validateRequest('renderer:document-opened', { collection: 'posts' }).ok).toBe(false)
    expect(validateRequest('renderer:document-opened', { collection: '../x', id: '1' }).ok).toBe(false)
  })
})

describe('renderer:menu-context', () => {
  it('takes known commands, app routes and labels', () => {
    const ok = {
      commands: { save: true },
      go: [{ label: 'Posts', path: '/admin/collections/posts' }],
      labels: { save: 'Sichern' },
    }
    expect(validateRequest('renderer:menu-context', ok).ok).toBe(true)
  })
  it('refuses unknown commands and routes off the app', () => {
    expect(validateRequest('renderer:menu-context', { commands: { format: true }, go: [] }).ok).toBe(false)
    expect(
      validateRequest('renderer:menu-context', { commands: {}, go: [{ label: 'x', path: 'https://evil.example/' }] })
        .ok,
    ).toBe(false)
  })
})

describe('renderer:notify', () => {
  it('takes a title, a body and an app route; refuses a path off the app', () => {
    expect(validateRequest('renderer:notify', { title: 'Saved', body: '', path: '/admin' }).ok).toBe(true)
    expect(validateRequest('renderer:notify', { title: 'x', body: 'y', path: 'https://evil.example/' }).ok).toBe(false)
    expect(validateRequest('renderer:notify', { title: '', body: 'y' }).ok).toBe(false)
  })
})

describe('preview view channels', () => {
  const PANE = { x: 640, y: 96.5, width: 560, height: 700 }

  it('show an http(s) page at a box, move and hide it, and relay live-preview messages', () => {
    expect(validateRequest('renderer:preview-view-show', { url: 'https://site.example/p', bounds: PANE }).ok).toBe(true)
    expect(validateRequest('renderer:preview-view-bounds', { bounds: PANE, visible: false }).ok).toBe(true)
    expect(
      validateRequest('renderer:preview-view-post', { message: { type: 'payload-live-preview', data: {} } }).ok,
    ).toBe(true)
    expect(validateRequest('renderer:preview-view-close', undefined).ok).toBe(true)
  })

  it.each([
    ['a file URL', 'renderer:preview-view-show', { url: 'file:///etc/passwd', bounds: PANE }],
    ['a javascript URL', 'renderer:preview-view-show', { url: 'javascript:alert(1)', bounds: PANE }],
    ['no bounds', 'renderer:preview-view-show', { url: 'https://site.example/' }],
    ['a negative width', 'renderer:preview-view-bounds', { bounds: { ...PANE, width: -1 }, visible: true }],
    ['an infinite x', 'renderer:preview-view-bounds', { bounds: { ...PANE, x: Infinity }, visible: true }],
    ['a huge height', 'renderer:preview-view-bounds', { bounds: { ...PANE, height: 1e9 }, visible: true }],
    ['a string coordinate', 'renderer:preview-view-bounds', { bounds: { ...PANE, y: '10' }, visible: true }],
    ['no visible flag', 'renderer:preview-view-bounds', { bounds: PANE }],
    ['an extra key', 'renderer:preview-view-bounds', { bounds: { ...PANE, z: 1 }, visible: true }],
    ['another message type', 'renderer:preview-view-post', { message: { type: 'folio-token' } }],
    ['a payload on close', 'renderer:preview-view-close', { url: 'https://site.example/' }],
  ] as const)('refuse %s', (_label, channel, payload) => {
    expect(validateRequest(channel, payload).ok).toBe(false)
  })
})
