/**
 * The popup preload end to end, on the shared fake `electron` (ipcRenderer, webFrame) and a stand-in page
 * world (a vm context with `window` and `document`) in which the relay's scripts really run.
 */
import { runInContext, createContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PREVIEW_POPUP_IPC } from '@shared/preview-popup'
import { encodeFieldMarker } from '@shared/visual-editing'
import { OVERLAY_SCRIPT, OVERLAY_SELECT_DOM_EVENT } from './preview-popup-relay'
import type { electronModule } from '../main/electron/testing/fake-electron'

vi.mock('electron', () => import('../main/electron/testing/fake-electron').then((fake) => fake.electronModule()))

const ADMIN_ORIGIN = 'http://127.0.0.1:4200'
const PREVIEW_ORIGIN = 'http://127.0.0.1:4300'

/**
 * A page with just what the relay, @payloadcms/live-preview and the visual-editing overlay touch: its body
 * holds one heading whose text is `heading` (marked, in the tests that click it).
 */
function fakePage(heading = 'Hello') {
  /** What the editor has selected in the page (the selection's text). */
  let selection = ''
  const attributes = new Map<string, string>()
  type DocumentListener = (event: unknown) => void
  const documentListeners = new Map<string, Array<{ listener: DocumentListener; once: boolean }>>()
  /** What the page's own scripts posted through the real postMessage. */
  const posted: unknown[][] = []
  /** The message events the page's window received. */
  const received: Array<{ data: unknown; origin: string }> = []
  class Event {
    constructor(readonly type: string) {}
  }
  class MessageEvent extends Event {
    readonly data: unknown
    readonly origin: string
    constructor(type: string, init: { data: unknown; origin: string }) {
      super(type)
      this.data = init.data
      this.origin = init.origin
    }
  }
  class CustomEvent extends Event {
    readonly detail: unknown
    constructor(type: string, init?: { detail?: unknown }) {
      super(type)
      this.detail = init?.detail
    }
  }
  class MutationObserver {
    observe() {}
    disconnect() {}
  }
  const element = (children: unknown[] = []) => ({
    nodeType: 1,
    parentElement: null as unknown,
    isConnected: true,
    childNodes: children,
    getAttribute: () => null,
    setAttribute: () => undefined,
    getBoundingClientRect: () => ({ left: 0, top: 0, width: 100, height: 20 }),
  })
  const text = { nodeType: 3, nodeValue: heading, parentElement: null as unknown }
  const h1 = element([text])
  const body = element([h1])
  text.parentElement = h1
  h1.parentElement = body
  const box = () => ({
    ...element(),
    dataset: {},
    style: {},
    textContent: '',
    append: () => undefined,
    attachShadow: () => ({ append: () => undefined }),
    remove: () => undefined,
  })
  const document = {
    /** Absent until the page is parsed (`parsed()`), as when a preload runs. */
    body: undefined as unknown,
    title: '',
    documentElement: {
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      getAttribute: (name: string) => attributes.get(name) ?? null,
      append: () => undefined,
    },
    createElement: box,
    createTreeWalker: (root: unknown) => {
      const nodes = root === body ? [h1, text] : []
      return { nextNode: () => nodes.shift() ?? null }
    },
    getSelection: () => selection,
    addEventListener: (type: string, listener: DocumentListener, options?: { once?: boolean } | boolean) =>
      void documentListeners.set(type, [
        ...(documentListeners.get(type) ?? []),
        { listener, once: typeof options === 'object' && options.once === true },
      ]),
    removeEventListener: () => undefined,
    dispatchEvent: (event: Event) => {
      for (const entry of documentListeners.get(event.type) ?? []) {
        if (entry.once)
          documentListeners.set(
            event.type,
            (documentListeners.get(event.type) ?? []).filter((e) => e !== entry),
          )
        entry.listener(event)
      }
      return true
    },
  }
  const window: Record<string, unknown> = {
    document,
    Event,
    MessageEvent,
    CustomEvent,
    MutationObserver,
    TextDecoder,
    postMessage: (...args: unknown[]) => void posted.push(args),
    dispatchEvent: (event: Event) => {
      if (event instanceof MessageEvent) received.push({ data: event.data, origin: event.origin })
      return true
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }
  // The page's window is its global object, as in a browser.
  window.window = window
  const context = createContext(window)
  return {
    document,
    posted,
    received,
    heading: text,
    run: (code: string) => runInContext(code, context) as unknown,
    /** The preview page's script posting to its admin, as @payloadcms/live-preview does. */
    post: (message: unknown, targetOrigin: string) =>
      void runInContext(`window.postMessage(${JSON.stringify(message)}, ${JSON.stringify(targetOrigin)})`, context),
    /** The page's HTML has been parsed: its body is there and DOMContentLoaded fires. */
    parsed: () => {
      document.body = body
      document.dispatchEvent(new Event('DOMContentLoaded'))
    },
    /** The editor clicks the heading; true when the page got the click (the overlay did not take it). */
    clickHeading: () => {
      let taken = false
      document.dispatchEvent(
        Object.assign(new Event('click'), {
          target: h1,
          clientX: 10,
          clientY: 10,
          preventDefault: () => (taken = true),
          stopPropagation: () => undefined,
        }),
      )
      return !taken
    },
    /** The editor copies `selected`: what the clipboard would hold (the browser's own copy when not set). */
    copy: (selected: string) => {
      selection = selected
      let written: string | null = null
      let prevented = false
      document.dispatchEvent(
        Object.assign(new Event('copy'), {
          clipboardData: { setData: (_type: string, value: string) => (written = value) },
          preventDefault: () => (prevented = true),
        }),
      )
      return prevented ? written : selected
    },
    /** A script of the page dispatching a DOM event of its own. */
    dispatch: (type: string, detail: unknown) => void document.dispatchEvent(new CustomEvent(type, { detail })),
  }
}

/** Loads the popup preload into a fresh page, as Electron does for each popup. */
async function loadPreload(pageOrigin = PREVIEW_ORIGIN, page = fakePage()) {
  vi.resetModules()
  // The fake the preload is about to import (mocked modules outlive resetModules).
  const electron = (await import('electron')) as unknown as ReturnType<typeof electronModule>
  electron.ipcRenderer.reset()
  electron.webFrame.reset()
  electron.webFrame.runInPage = page.run
  vi.stubGlobal('document', page.document)
  const location = { origin: pageOrigin }
  vi.stubGlobal('location', location)
  await import('./preview-popup')
  const sentOn = (channel: string) => electron.ipcRenderer.sent.filter(([sent]) => sent === channel)
  const readySent = () => sentOn(PREVIEW_POPUP_IPC.ready)
  /** The editor turns outlines on or off (main relays the toggle with the preview's origin). */
  const toggle = (enabled: boolean, previewOrigin = PREVIEW_ORIGIN) =>
    electron.ipcRenderer.deliverFromMain(PREVIEW_POPUP_IPC.message, {
      message: { type: 'folio-visual-editing', enabled },
      previewOrigin,
    })
  return { page, electron, readySent, sentOn, toggle, location }
}

afterEach(() => vi.unstubAllGlobals())

describe('popup preload relay', () => {
  it('tells main once the page says ready, and still lets the page’s own message through', async () => {
    const { page, readySent } = await loadPreload()
    page.post({ type: 'payload-live-preview', data: 'not a ready' }, ADMIN_ORIGIN)
    expect(readySent()).toHaveLength(0)

    page.post({ type: 'payload-live-preview', ready: true }, ADMIN_ORIGIN)
    expect(readySent()).toHaveLength(1)
    expect(page.posted).toEqual([
      [{ type: 'payload-live-preview', data: 'not a ready' }, ADMIN_ORIGIN, undefined],
      [{ type: 'payload-live-preview', ready: true }, ADMIN_ORIGIN, undefined],
    ])
  })

  it('delivers the editor’s messages as coming from the origin the page trusts, and nothing before', async () => {
    const { page, electron } = await loadPreload()
    const message = { type: 'payload-live-preview', data: { title: '</script>"x' }, collectionSlug: 'posts' }
    electron.ipcRenderer.deliverFromMain(PREVIEW_POPUP_IPC.message, { message, previewOrigin: PREVIEW_ORIGIN })
    await Promise.resolve()
    expect(page.received).toEqual([])

    page.post({ type: 'payload-live-preview', ready: true }, ADMIN_ORIGIN)
    electron.ipcRenderer.deliverFromMain(PREVIEW_POPUP_IPC.message, { message, previewOrigin: PREVIEW_ORIGIN })
    const event = { type: 'payload-document-event', entitySlug: 'posts', operation: 'update' }
    electron.ipcRenderer.deliverFromMain(PREVIEW_POPUP_IPC.message, { message: event, previewOrigin: PREVIEW_ORIGIN })
    expect(page.received).toEqual([
      { data: message, origin: ADMIN_ORIGIN },
      { data: event, origin: ADMIN_ORIGIN },
    ])
  })

  it('drops anything that is not a live-preview message', async () => {
    const { page, electron } = await loadPreload()
    page.post({ type: 'payload-live-preview', ready: true }, ADMIN_ORIGIN)
    electron.ipcRenderer.deliverFromMain(PREVIEW_POPUP_IPC.message, {
      message: { type: 'something-else' },
      previewOrigin: PREVIEW_ORIGIN,
    })
    electron.ipcRenderer.deliverFromMain(PREVIEW_POPUP_IPC.message, 'junk')
    electron.ipcRenderer.deliverFromMain(PREVIEW_POPUP_IPC.message, {
      message: 'payload-live-preview',
      previewOrigin: PREVIEW_ORIGIN,
    })
    expect(page.received).toEqual([])
  })

  it('never delivers to a page that trusts any origin', async () => {
    const { page, electron, readySent } = await loadPreload()
    page.post({ type: 'payload-live-preview', ready: true }, '*')
    expect(readySent()).toHaveLength(1)
    electron.ipcRenderer.deliverFromMain(PREVIEW_POPUP_IPC.message, {
      message: { type: 'payload-live-preview' },
      previewOrigin: PREVIEW_ORIGIN,
    })
    expect(page.received).toEqual([])
  })

  it('delivers nothing on a page that is not on the preview’s origin, whatever it trusts', async () => {
    const { page, electron, location } = await loadPreload('https://evil.example')
    page.post({ type: 'payload-live-preview', ready: true }, ADMIN_ORIGIN)
    const message = { type: 'payload-live-preview', data: { title: 'Unsaved draft title' } }
    electron.ipcRenderer.deliverFromMain(PREVIEW_POPUP_IPC.message, { message, previewOrigin: PREVIEW_ORIGIN })
    // Nor a message without the origin main meant it for.
    location.origin = PREVIEW_ORIGIN
    electron.ipcRenderer.deliverFromMain(PREVIEW_POPUP_IPC.message, { message })
    expect(page.received).toEqual([])
    electron.ipcRenderer.deliverFromMain(PREVIEW_POPUP_IPC.message, { message, previewOrigin: PREVIEW_ORIGIN })
    expect(page.received).toEqual([{ data: message, origin: ADMIN_ORIGIN }])
  })
})

describe('visual editing in the preview preload', () => {
  const field = { path: 'title', label: 'Title' }

  it('runs the overlay in the page once, before the page’s scripts, and tells main once it runs', async () => {
    const { page, electron, sentOn } = await loadPreload()
    expect(electron.webFrame.executed.filter((code) => code === OVERLAY_SCRIPT)).toHaveLength(1)
    // The page's own copy of the plugin's script finds the overlay claimed and starts nothing.
    expect(page.run('window.__folioVisualEditing')).toBe(true)
    expect(sentOn(PREVIEW_POPUP_IPC.overlayReady)).toHaveLength(0)
    page.parsed()
    expect(sentOn(PREVIEW_POPUP_IPC.overlayReady)).toEqual([[PREVIEW_POPUP_IPC.overlayReady]])
    // Started again (a second injection): still one overlay.
    page.run(OVERLAY_SCRIPT)
    expect(sentOn(PREVIEW_POPUP_IPC.overlayReady)).toHaveLength(1)
  })

  it('starts nothing in a page that already runs the overlay', async () => {
    const page = fakePage()
    page.run('window.__folioVisualEditing = true')
    const { sentOn } = await loadPreload(PREVIEW_ORIGIN, page)
    page.parsed()
    expect(sentOn(PREVIEW_POPUP_IPC.overlayReady)).toHaveLength(0)
  })

  it('takes the markers out of the page and, while outlines are on, reports a clicked field to main', async () => {
    const page = fakePage(encodeFieldMarker('Hello', field))
    const { toggle, sentOn } = await loadPreload(PREVIEW_ORIGIN, page)
    page.parsed()
    expect(page.heading.nodeValue).toBe('Hello')
    // Outlines off: the page keeps its click.
    expect(page.clickHeading()).toBe(true)
    expect(sentOn(PREVIEW_POPUP_IPC.selectField)).toEqual([])

    toggle(true)
    expect(page.clickHeading()).toBe(false)
    expect(sentOn(PREVIEW_POPUP_IPC.selectField)).toEqual([[PREVIEW_POPUP_IPC.selectField, { field }]])

    toggle(false)
    expect(page.clickHeading()).toBe(true)
    expect(sentOn(PREVIEW_POPUP_IPC.selectField)).toHaveLength(1)
  })

  it('copies what was typed: a marker in the selection never reaches the clipboard', async () => {
    const page = fakePage()
    await loadPreload(PREVIEW_ORIGIN, page)
    page.parsed()
    // Text the overlay has not read yet (a node the page is adding) still copies without its marker.
    expect(page.copy(`Say ${encodeFieldMarker('Hello', field)} twice`)).toBe('Say Hello twice')
    expect(page.copy('Plain text')).toBe('Plain text')
  })

  it('hands on toggles only on the preview’s origin, and toggles never reach the page as messages', async () => {
    const page = fakePage(encodeFieldMarker('Hello', field))
    const { toggle, sentOn, location } = await loadPreload('https://evil.example', page)
    page.parsed()
    page.post({ type: 'payload-live-preview', ready: true }, ADMIN_ORIGIN)
    toggle(true)
    expect(page.clickHeading()).toBe(true)
    location.origin = PREVIEW_ORIGIN
    toggle(true)
    expect(page.clickHeading()).toBe(false)
    expect(sentOn(PREVIEW_POPUP_IPC.selectField)).toHaveLength(1)
    expect(page.received).toEqual([])
  })

  it('passes on only a well-formed field, whatever else the page dispatches', async () => {
    const { page, sentOn } = await loadPreload()
    page.parsed()
    page.dispatch(OVERLAY_SELECT_DOM_EVENT, '{not json')
    page.dispatch(OVERLAY_SELECT_DOM_EVENT, JSON.stringify({ path: 'a..b', label: 'x' }))
    page.dispatch(OVERLAY_SELECT_DOM_EVENT, { path: 'title', label: 'Title' })
    page.dispatch(OVERLAY_SELECT_DOM_EVENT, JSON.stringify({ path: 'x'.repeat(5000), label: 'x' }))
    expect(sentOn(PREVIEW_POPUP_IPC.selectField)).toEqual([])
    page.dispatch(OVERLAY_SELECT_DOM_EVENT, JSON.stringify({ ...field, node: [1, 0] }))
    expect(sentOn(PREVIEW_POPUP_IPC.selectField)).toEqual([
      [PREVIEW_POPUP_IPC.selectField, { field: { ...field, node: [1, 0] } }],
    ])
  })
})
