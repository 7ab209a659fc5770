import { describe, expect, it } from 'vitest'
import type { ApiRequest } from '@shared/api'
import { FOLIO_ENDPOINTS } from '@shared/protocol'
import type { PreviewViewManager } from '../preview-view'
import { ok } from '../testing/fake-cms'
import { SESSION_FIXTURE } from '../testing/session-fixture'
import { setupBridge as setup } from '../testing/bridge-fixture'
import { validateRequest } from './index'
import { previewViewHandlers } from './preview'

const { REMOTE } = SESSION_FIXTURE

describe('preview URL', () => {
  const PREVIEW: ApiRequest = { method: 'GET', path: FOLIO_ENDPOINTS.previewUrl }

  /** What the renderer gets for a page whose preview URL the server's plugin answers with `url`. */
  async function previewUrlWhenServerSays(url: string) {
    const { handlers, servers, signInRemote } = setup()
    servers.on(REMOTE, PREVIEW.method, PREVIEW.path, () => ok({ url }))
    await signInRemote()
    return handlers['renderer:preview-url']({ collection: 'pages', id: '1' })
  }

  it("that the server gives as a path (no serverURL set) is resolved against the server's address", async () => {
    expect(await previewUrlWhenServerSays('/next/preview?slug=home')).toMatchObject({
      ok: true,
      data: { url: `${REMOTE}/next/preview?slug=home` },
    })
  })

  describe('for a UI whose origin frontends cannot hear (the web host on a remote CMS)', () => {
    const UI = 'http://127.0.0.1:5173'
    async function relayed(answer: (query: Record<string, unknown>) => Record<string, unknown>, kind?: 'preview') {
      const { handlers, servers, signInRemote } = setup(undefined, { relayOrigin: () => UI })
      servers.on(REMOTE, PREVIEW.method, PREVIEW.path, (request) => ok(answer(request.query ?? {})))
      await signInRemote()
      const result = await handlers['renderer:preview-url']({ collection: 'pages', id: '1', relay: true, kind })
      return { result, asked: servers.seen(PREVIEW.method, PREVIEW.path).map((r) => r.query) }
    }

    it("asks the plugin's relay for that origin and gets its page at the CMS", async () => {
      const { result, asked } = await relayed((query) => ({
        url: 'http://127.0.0.1:4000/pages/home',
        relayUrl: `/api/folio/preview-relay?ticket=for-${String(query.relayFor)}`,
      }))
      expect(asked).toEqual([expect.objectContaining({ relayFor: UI })])
      expect(result).toMatchObject({
        ok: true,
        data: {
          url: 'http://127.0.0.1:4000/pages/home',
          relayUrl: `${REMOTE}/api/folio/preview-relay?ticket=for-${UI}`,
        },
      })
    })

    it('never takes a relay page elsewhere than the CMS, and asks none for the Preview button', async () => {
      const elsewhere = await relayed(() => ({
        url: 'http://127.0.0.1:4000/pages/home',
        relayUrl: 'https://evil.example/api/folio/preview-relay?ticket=x',
      }))
      expect(elsewhere.result).toMatchObject({ ok: true, data: { url: 'http://127.0.0.1:4000/pages/home' } })
      expect((elsewhere.result as { data: object }).data).not.toHaveProperty('relayUrl')
      const button = await relayed(() => ({ url: 'http://127.0.0.1:4000/pages/home' }), 'preview')
      expect(button.asked).toEqual([expect.not.objectContaining({ relayFor: expect.anything() })])
    })
  })

  it('that is no http(s) URL is not offered at all', async () => {
    expect(await previewUrlWhenServerSays('javascript:alert(1)')).toMatchObject({
      ok: true,
      data: { url: null },
    })
  })
})

describe('preview view channels', () => {
  const PANE = { x: 10, y: 20, width: 300, height: 400 }

  it('answer "not available" in the web host, so its renderer keeps the iframe', async () => {
    const web = previewViewHandlers()
    expect(
      await web['renderer:preview-view-show']({ url: 'http://localhost:3000/', bounds: PANE }, { windowId: null }),
    ).toBe(false)
    expect(await web['renderer:preview-view-bounds']({ bounds: PANE, visible: true }, { windowId: null })).toBe(false)
    expect(
      await web['renderer:preview-view-post']({ message: { type: 'payload-live-preview' } }, { windowId: null }),
    ).toBe(false)
  })

  it('act on the asking window’s view in the desktop app', async () => {
    const calls: unknown[][] = []
    const views = {
      show: (...args: unknown[]) => (calls.push(['show', ...args]), true),
      setBounds: (...args: unknown[]) => (calls.push(['bounds', ...args]), true),
      post: (...args: unknown[]) => (calls.push(['post', ...args]), true),
      close: (...args: unknown[]) => void calls.push(['close', ...args]),
    } as unknown as PreviewViewManager
    const desktop = previewViewHandlers(views)
    expect(
      await desktop['renderer:preview-view-show']({ url: 'http://localhost:3000/', bounds: PANE }, { windowId: 7 }),
    ).toBe(true)
    await desktop['renderer:preview-view-bounds']({ bounds: PANE, visible: false }, { windowId: 7 })
    await desktop['renderer:preview-view-close'](undefined, { windowId: 7 })
    expect(calls).toEqual([
      ['show', 7, 'http://localhost:3000/', PANE],
      ['bounds', 7, PANE, false],
      ['close', 7],
    ])
  })
})

describe('preview post payloads', () => {
  it('take live-preview messages and the overlays toggle, nothing else', () => {
    for (const channel of ['renderer:preview-view-post', 'renderer:preview-popup-post'] as const) {
      expect(validateRequest(channel, { message: { type: 'payload-live-preview', data: {} } }).ok).toBe(true)
      expect(validateRequest(channel, { message: { type: 'folio-visual-editing', enabled: true } }).ok).toBe(true)
      expect(validateRequest(channel, { message: { type: 'folio-visual-editing', enabled: 'yes' } }).ok).toBe(false)
      expect(validateRequest(channel, { message: { type: 'folio-visual-editing-select', field: {} } }).ok).toBe(false)
    }
  })
})

describe('renderer:preview-url payload', () => {
  it('takes a collection document or a global, with an optional locale', () => {
    expect(validateRequest('renderer:preview-url', { collection: 'posts', id: '12', locale: 'de' }).ok).toBe(true)
    expect(validateRequest('renderer:preview-url', { global: 'site-settings' }).ok).toBe(true)
    expect(validateRequest('renderer:preview-url', { collection: 'posts', id: '1', kind: 'preview' }).ok).toBe(true)
    expect(validateRequest('renderer:preview-url', { collection: 'posts', id: '1', kind: 'popup' }).ok).toBe(false)
    expect(validateRequest('renderer:preview-url', { collection: 'posts', id: '1', relay: true }).ok).toBe(true)
    expect(validateRequest('renderer:preview-url', { collection: 'posts', id: '1', relay: 'yes' }).ok).toBe(false)
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

describe('preview view payloads', () => {
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
