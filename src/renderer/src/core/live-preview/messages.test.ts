import {
  handleMessage,
  isDocumentEvent,
  isLivePreviewEvent,
  mergeData,
  ready,
  subscribe,
} from '@payloadcms/live-preview'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  buildDocumentEventMessage,
  buildLivePreviewMessage,
  httpOrigin,
  isPreviewReadyMessage,
  fieldMarkerOf,
  listenForPreviewReady,
  previewData,
  type MessageEventLike,
} from './messages'

/** The Folio window (the editor) that posts to the preview, and the preview page's origin. */
const ADMIN_ORIGIN = 'http://localhost:4100'
const PREVIEW_ORIGIN = 'http://localhost:4200'
const CMS_URL = 'http://localhost:3000'

const doc = {
  id: 7,
  title: 'Hello',
  slug: 'hello',
  tags: [{ id: 'a1', label: 'x' }],
  createdAt: '2024-01-01T00:00:00.000Z',
}

/** A real MessageEvent (Node 20 has the class), as the preview page's window would receive it. */
const received = (data: unknown, origin: string) => new MessageEvent('message', { data, origin })
/** The same, typed as handleMessage's argument (its type says `externallyUpdatedRelationship` is never null; Payload sends null). */
type ClientEvent = Parameters<typeof handleMessage>[0]['event']
const clientEvent = (data: unknown, origin: string) => received(data, origin) as ClientEvent

describe('buildLivePreviewMessage', () => {
  it('builds the message Payload 3.90 sends, with collectionSlug and globalSlug keys', () => {
    const message = buildLivePreviewMessage({ data: doc, collectionSlug: 'posts', locale: 'en' })
    expect(message).toEqual({
      type: 'payload-live-preview',
      data: doc,
      externallyUpdatedRelationship: null,
      locale: 'en',
      collectionSlug: 'posts',
      globalSlug: undefined,
    })
    expect(Object.keys(message).sort()).toEqual([
      'collectionSlug',
      'data',
      'externallyUpdatedRelationship',
      'globalSlug',
      'locale',
      'type',
    ])
    expect('fieldSchemaJSON' in message).toBe(false)
  })

  it('adds fieldSchemaJSON and externallyUpdatedRelationship when given', () => {
    const event = { entitySlug: 'media', id: 3, operation: 'update' as const, updatedAt: '2024-05-01T10:00:00.000Z' }
    const message = buildLivePreviewMessage({
      data: { id: 'header', nav: [] },
      globalSlug: 'header',
      locale: 'de',
      externallyUpdatedRelationship: event,
      fieldSchemaJSON: [{ name: 'nav', type: 'array', fields: [{ name: 'id', type: 'text' }] }],
    })
    expect(message).toMatchObject({
      globalSlug: 'header',
      collectionSlug: undefined,
      externallyUpdatedRelationship: event,
      locale: 'de',
    })
    expect(message.fieldSchemaJSON).toEqual([{ name: 'nav', type: 'array', fields: [{ name: 'id', type: 'text' }] }])
  })

  it('puts the document id on data that lacks it, without touching the input', () => {
    const data = { title: 'No id yet' }
    const message = buildLivePreviewMessage({ data, collectionSlug: 'posts', id: 42, locale: 'en' })
    expect(message.data).toEqual({ title: 'No id yet', id: 42 })
    expect(data).toEqual({ title: 'No id yet' })
    // An id already in the data wins.
    expect(buildLivePreviewMessage({ data: { id: 1 }, collectionSlug: 'posts', id: 2 }).data.id).toBe(1)
  })

  it('refuses a message without a target (the client would ignore it) or with both targets', () => {
    expect(() => buildLivePreviewMessage({ data: doc })).toThrow(TypeError)
    expect(() => buildLivePreviewMessage({ data: doc, collectionSlug: '', globalSlug: '' })).toThrow(TypeError)
    expect(() => buildLivePreviewMessage({ data: doc, collectionSlug: 'posts', globalSlug: 'header' })).toThrow(
      TypeError,
    )
  })

  it('survives structured cloning (what postMessage does) unchanged', () => {
    const message = buildLivePreviewMessage({
      data: doc,
      collectionSlug: 'posts',
      locale: 'en',
      fieldSchemaJSON: [{ name: 'title', type: 'text' }],
    })
    expect(structuredClone(message)).toEqual(message)
  })
})

describe('previewData', () => {
  it('copies the document and fills a missing, null or empty id', () => {
    expect(previewData({ a: 1 }, 'x')).toEqual({ a: 1, id: 'x' })
    expect(previewData({ a: 1, id: null }, 5)).toEqual({ a: 1, id: 5 })
    expect(previewData({ a: 1, id: '' }, 5)).toEqual({ a: 1, id: 5 })
    expect(previewData({ a: 1 })).toEqual({ a: 1 })
    expect(previewData({ a: 1 }, null)).toEqual({ a: 1 })
  })

  it('rejects non-documents', () => {
    expect(() => previewData([] as unknown as Record<string, unknown>)).toThrow(TypeError)
    expect(() => previewData(null as unknown as Record<string, unknown>)).toThrow(TypeError)
  })
})

describe('buildDocumentEventMessage', () => {
  it('is the bare event Payload 3.90 posts', () => {
    expect(buildDocumentEventMessage()).toEqual({ type: 'payload-document-event' })
  })
})

describe('compatibility with @payloadcms/live-preview 3.90.1', () => {
  beforeEach(() => {
    // subscribe() clears handleMessage's cached merge result (its listener needs a window, absent here).
    subscribe({ serverURL: ADMIN_ORIGIN, initialData: {}, callback: () => undefined })
  })

  it('isLivePreviewEvent accepts our message from the admin origin and nothing else', () => {
    const message = buildLivePreviewMessage({ data: doc, collectionSlug: 'posts', locale: 'en' })
    expect(isLivePreviewEvent(received(message, ADMIN_ORIGIN), ADMIN_ORIGIN)).toBe(true)
    expect(isLivePreviewEvent(received(message, 'http://evil.example'), ADMIN_ORIGIN)).toBe(false)
    expect(isLivePreviewEvent(received(message, `${ADMIN_ORIGIN}/`), ADMIN_ORIGIN)).toBe(false)
    expect(isLivePreviewEvent(received(buildDocumentEventMessage(), ADMIN_ORIGIN), ADMIN_ORIGIN)).toBe(false)
    expect(isLivePreviewEvent(received(JSON.stringify(message), ADMIN_ORIGIN), ADMIN_ORIGIN)).toBeFalsy()
  })

  it('isDocumentEvent accepts our document event from the admin origin only', () => {
    const event = buildDocumentEventMessage()
    expect(isDocumentEvent(received(event, ADMIN_ORIGIN), ADMIN_ORIGIN)).toBe(true)
    expect(isDocumentEvent(received(event, PREVIEW_ORIGIN), ADMIN_ORIGIN)).toBe(false)
    expect(
      isDocumentEvent(
        received(buildLivePreviewMessage({ data: doc, collectionSlug: 'posts' }), ADMIN_ORIGIN),
        ADMIN_ORIGIN,
      ),
    ).toBe(false)
  })

  it('handleMessage asks the CMS to merge the whole document of a collection', async () => {
    const calls: Array<{ apiPath: string; data: Record<string, unknown>; endpoint: string; serverURL: string }> = []
    const merged = { ...doc, title: 'Edited', populated: true }
    const requestHandler = vi.fn(
      async (args: { apiPath: string; data: Record<string, unknown>; endpoint: string; serverURL: string }) => {
        calls.push(args)
        return new Response(JSON.stringify(merged), { headers: { 'Content-Type': 'application/json' } })
      },
    )
    const message = buildLivePreviewMessage({
      data: { ...doc, title: 'Edited' },
      collectionSlug: 'posts',
      locale: 'en',
    })
    const result = await handleMessage({
      event: clientEvent(message, ADMIN_ORIGIN),
      initialData: doc,
      serverURL: ADMIN_ORIGIN,
      depth: 1,
      apiRoute: '/api',
      requestHandler,
    })
    expect(result).toEqual(merged)
    expect(calls).toEqual([
      {
        apiPath: '/api',
        endpoint: 'posts/7',
        serverURL: ADMIN_ORIGIN,
        data: { data: { ...doc, title: 'Edited' }, depth: 1, flattenLocales: false, locale: 'en' },
      },
    ])
  })

  it('handleMessage targets /globals/{slug} for a global', async () => {
    const requestHandler = vi.fn(async () => new Response(JSON.stringify({ id: 'h', nav: [] })))
    const message = buildLivePreviewMessage({ data: { nav: [] }, globalSlug: 'header', id: 'h', locale: 'en' })
    await handleMessage({
      event: clientEvent(message, ADMIN_ORIGIN),
      initialData: { id: 'h' },
      serverURL: ADMIN_ORIGIN,
      requestHandler,
    })
    expect(requestHandler).toHaveBeenCalledWith(
      expect.objectContaining({
        endpoint: 'globals/header',
        data: expect.objectContaining({ data: { nav: [], id: 'h' } }),
      }),
    )
  })

  it('handleMessage ignores our message when it comes from another origin (no request, initial data back)', async () => {
    const requestHandler = vi.fn(async () => new Response('{}'))
    const message = buildLivePreviewMessage({ data: doc, collectionSlug: 'posts', locale: 'en' })
    const result = await handleMessage({
      event: clientEvent(message, PREVIEW_ORIGIN),
      initialData: doc,
      serverURL: ADMIN_ORIGIN,
      requestHandler,
    })
    expect(result).toBe(doc)
    expect(requestHandler).not.toHaveBeenCalled()
  })

  it('mergeData posts with the method override, credentials and the JSON body (default handler)', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(doc)))
    vi.stubGlobal('fetch', fetchMock)
    try {
      const message = buildLivePreviewMessage({ data: doc, collectionSlug: 'posts', locale: 'fr' })
      await mergeData({
        serverURL: CMS_URL,
        collectionSlug: message.collectionSlug,
        incomingData: message.data,
        initialData: doc,
        locale: message.locale,
        depth: 2,
      })
      const [url, init] = fetchMock.mock.calls[0]!
      expect(url).toBe(`${CMS_URL}/api/posts/7`)
      expect(init).toMatchObject({
        method: 'POST',
        credentials: 'include',
        headers: { 'X-Payload-HTTP-Method-Override': 'GET' },
      })
      expect(JSON.parse(String(init.body))).toEqual({ data: doc, depth: 2, flattenLocales: false, locale: 'fr' })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('isPreviewReadyMessage', () => {
  const readyEvent = (origin: string, source?: unknown): MessageEventLike => ({
    origin,
    data: { type: 'payload-live-preview', ready: true },
    source,
  })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("accepts the message the real client's ready() posts, from the preview's own origin", () => {
    const parent = { postMessage: vi.fn() }
    vi.stubGlobal('window', { opener: null, parent })
    ready({ serverURL: ADMIN_ORIGIN })
    expect(parent.postMessage).toHaveBeenCalledTimes(1)
    const [data, targetOrigin] = parent.postMessage.mock.calls[0]!
    expect(targetOrigin).toBe(ADMIN_ORIGIN)
    expect(isPreviewReadyMessage(received(data, PREVIEW_ORIGIN), PREVIEW_ORIGIN)).toBe(true)
    expect(isPreviewReadyMessage(received(data, 'http://evil.example'), PREVIEW_ORIGIN)).toBe(false)
  })

  it('posts to the opener in a popup, which we accept the same way', () => {
    const opener = { postMessage: vi.fn() }
    vi.stubGlobal('window', { opener, parent: { postMessage: vi.fn() } })
    ready({ serverURL: ADMIN_ORIGIN })
    expect(isPreviewReadyMessage(received(opener.postMessage.mock.calls[0]![0], PREVIEW_ORIGIN), PREVIEW_ORIGIN)).toBe(
      true,
    )
  })

  it('takes a full preview URL as the expected origin', () => {
    expect(isPreviewReadyMessage(readyEvent(PREVIEW_ORIGIN), `${PREVIEW_ORIGIN}/posts/hello?locale=en`)).toBe(true)
  })

  it('rejects other origins, look-alike origins and missing or opaque origins', () => {
    expect(isPreviewReadyMessage(readyEvent('http://localhost:4201'), PREVIEW_ORIGIN)).toBe(false)
    // Payload 3.90's own check is url.startsWith(origin); a look-alike host must not pass here.
    expect(isPreviewReadyMessage(readyEvent('http://localhost:42'), PREVIEW_ORIGIN)).toBe(false)
    expect(
      isPreviewReadyMessage(readyEvent('https://preview.example.com'), 'https://preview.example.com.evil.net/x'),
    ).toBe(false)
    expect(isPreviewReadyMessage(readyEvent('null'), 'null')).toBe(false)
    expect(isPreviewReadyMessage(readyEvent(PREVIEW_ORIGIN), '')).toBe(false)
    expect(isPreviewReadyMessage(readyEvent(PREVIEW_ORIGIN), null)).toBe(false)
  })

  it('rejects anything but {type: payload-live-preview, ready: true}', () => {
    const bad: unknown[] = [
      { type: 'payload-live-preview', ready: 'true' },
      { type: 'payload-live-preview', ready: false },
      { type: 'payload-live-preview' },
      { type: 'payload-document-event', ready: true },
      { ready: true },
      JSON.stringify({ type: 'payload-live-preview', ready: true }),
      null,
      [],
      ['payload-live-preview'],
    ]
    for (const data of bad) expect(isPreviewReadyMessage({ origin: PREVIEW_ORIGIN, data }, PREVIEW_ORIGIN)).toBe(false)
    expect(isPreviewReadyMessage(null, PREVIEW_ORIGIN)).toBe(false)
  })

  it('checks the sending window when one is expected (iframe and popup share the origin)', () => {
    const iframeWindow = {}
    const popup = {}
    expect(isPreviewReadyMessage(readyEvent(PREVIEW_ORIGIN, popup), PREVIEW_ORIGIN, popup)).toBe(true)
    expect(isPreviewReadyMessage(readyEvent(PREVIEW_ORIGIN, iframeWindow), PREVIEW_ORIGIN, popup)).toBe(false)
  })
})

describe('listenForPreviewReady', () => {
  const makeTarget = () => {
    const listeners = new Set<(e: MessageEventLike) => void>()
    return {
      listeners,
      addEventListener: (_: 'message', l: (e: MessageEventLike) => void) => void listeners.add(l),
      removeEventListener: (_: 'message', l: (e: MessageEventLike) => void) => void listeners.delete(l),
      emit: (e: MessageEventLike) => listeners.forEach((l) => l(e)),
    }
  }
  const data = { type: 'payload-live-preview', ready: true }

  it('calls onReady for ready messages from the current origin and window, and unsubscribes', () => {
    const target = makeTarget()
    const onReady = vi.fn()
    let source: unknown = { name: 'iframe' }
    let origin = PREVIEW_ORIGIN
    const stop = listenForPreviewReady(target, { origin: () => origin, source: () => source, onReady })
    target.emit({ origin: PREVIEW_ORIGIN, data, source })
    target.emit({ origin: PREVIEW_ORIGIN, data, source: {} })
    target.emit({ origin: 'http://other', data, source })
    expect(onReady).toHaveBeenCalledTimes(1)

    // The URL and window change: only the new ones count.
    origin = 'http://localhost:5000'
    source = { name: 'popup' }
    target.emit({ origin: PREVIEW_ORIGIN, data, source })
    target.emit({ origin, data, source })
    expect(onReady).toHaveBeenCalledTimes(2)

    // No window yet (iframe not mounted): nothing is accepted.
    source = null
    target.emit({ origin, data, source: null })
    expect(onReady).toHaveBeenCalledTimes(2)

    stop()
    expect(target.listeners.size).toBe(0)
  })

  it("calls onApplied for the page's applied answer, from its origin and window only", () => {
    const target = makeTarget()
    const onReady = vi.fn()
    const onApplied = vi.fn()
    const source = { name: 'iframe' }
    listenForPreviewReady(target, { origin: () => PREVIEW_ORIGIN, source: () => source, onReady, onApplied })
    const applied = { type: 'folio-live-preview-applied' }
    target.emit({ origin: PREVIEW_ORIGIN, data: applied, source })
    target.emit({ origin: 'http://other', data: applied, source })
    target.emit({ origin: PREVIEW_ORIGIN, data: applied, source: {} })
    target.emit({ origin: PREVIEW_ORIGIN, data: 'folio-live-preview-applied', source })
    expect(onApplied).toHaveBeenCalledTimes(1)
    expect(onReady).not.toHaveBeenCalled()
  })
})

describe('httpOrigin', () => {
  it('gives the origin of http(s) URLs only', () => {
    expect(httpOrigin('https://site.example:8443/a/b?c#d')).toBe('https://site.example:8443')
    expect(httpOrigin('/relative')).toBeNull()
    expect(httpOrigin('javascript:alert(1)')).toBeNull()
    expect(httpOrigin('folio://app/index.html')).toBeNull()
    expect(httpOrigin('')).toBeNull()
    expect(httpOrigin(undefined)).toBeNull()
  })
})

describe('visual editing messages from the preview', () => {
  const makeTarget = () => {
    const listeners = new Set<(e: MessageEventLike) => void>()
    return {
      addEventListener: (_: 'message', l: (e: MessageEventLike) => void) => void listeners.add(l),
      removeEventListener: (_: 'message', l: (e: MessageEventLike) => void) => void listeners.delete(l),
      emit: (e: MessageEventLike) => listeners.forEach((l) => l(e)),
    }
  }

  it('hears the overlay and its clicks only from the preview window, and only well-formed fields', () => {
    const target = makeTarget()
    const frame = { name: 'iframe' }
    const onOverlayReady = vi.fn()
    const onSelectField = vi.fn()
    listenForPreviewReady(target, {
      origin: () => PREVIEW_ORIGIN,
      source: () => frame,
      onReady: vi.fn(),
      onOverlayReady,
      onSelectField,
    })
    const field = { path: 'layout.1.heading', label: 'Heading' }
    target.emit({ origin: PREVIEW_ORIGIN, source: frame, data: { type: 'folio-visual-editing-ready' } })
    target.emit({ origin: PREVIEW_ORIGIN, source: frame, data: { type: 'folio-visual-editing-select', field } })
    // Another origin, another window, or a path that is not a form path: ignored.
    target.emit({ origin: CMS_URL, source: frame, data: { type: 'folio-visual-editing-select', field } })
    target.emit({ origin: PREVIEW_ORIGIN, source: {}, data: { type: 'folio-visual-editing-ready' } })
    target.emit({
      origin: PREVIEW_ORIGIN,
      source: frame,
      data: { type: 'folio-visual-editing-select', field: { path: 'a..b', label: 'x' } },
    })
    expect(onOverlayReady).toHaveBeenCalledTimes(1)
    expect(onSelectField.mock.calls).toEqual([[field]])
  })

  it('reads a rich-text node address and refuses a malformed one', () => {
    expect(fieldMarkerOf({ path: 'body', label: 'Body', node: [2, 0] })).toEqual({
      path: 'body',
      label: 'Body',
      node: [2, 0],
    })
    expect(fieldMarkerOf({ path: 'body', label: 'Body', node: [-1] })).toBeNull()
    expect(fieldMarkerOf({ path: 'body', label: 'Body', node: 'x' })).toBeNull()
    expect(fieldMarkerOf(null)).toBeNull()
  })
})
