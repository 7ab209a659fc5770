/**
 * The popup preload end to end, on the shared fake `electron` (ipcRenderer, webFrame) and a stand-in page
 * world (a vm context with `window` and `document`) in which the relay's scripts really run.
 */
import { runInContext, createContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PREVIEW_POPUP_IPC } from '@shared/preview-popup'
import type { electronModule } from '../main/electron/testing/fake-electron'

vi.mock('electron', () => import('../main/electron/testing/fake-electron').then((fake) => fake.electronModule()))

const ADMIN_ORIGIN = 'http://127.0.0.1:4200'
const PREVIEW_ORIGIN = 'http://127.0.0.1:4300'

/** A page with just what the relay and @payloadcms/live-preview touch. */
function fakePage() {
  const attributes = new Map<string, string>()
  const documentListeners = new Map<string, Array<() => void>>()
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
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      getAttribute: (name: string) => attributes.get(name) ?? null,
    },
    addEventListener: (type: string, listener: () => void) =>
      void documentListeners.set(type, [...(documentListeners.get(type) ?? []), listener]),
    dispatchEvent: (event: Event) => {
      for (const listener of documentListeners.get(event.type) ?? []) listener()
      return true
    },
  }
  const window = {
    postMessage: (...args: unknown[]) => void posted.push(args),
    dispatchEvent: (event: Event) => {
      if (event instanceof MessageEvent) received.push({ data: event.data, origin: event.origin })
      return true
    },
  }
  const context = createContext({ window, document, Event, MessageEvent })
  return {
    document,
    posted,
    received,
    run: (code: string) => runInContext(code, context) as unknown,
    /** The preview page's script posting to its admin, as @payloadcms/live-preview does. */
    post: (message: unknown, targetOrigin: string) =>
      void runInContext(`window.postMessage(${JSON.stringify(message)}, ${JSON.stringify(targetOrigin)})`, context),
  }
}

/** Loads the popup preload into a fresh page, as Electron does for each popup. */
async function loadPreload(pageOrigin = PREVIEW_ORIGIN) {
  vi.resetModules()
  // The fake the preload is about to import (mocked modules outlive resetModules).
  const electron = (await import('electron')) as unknown as ReturnType<typeof electronModule>
  electron.ipcRenderer.reset()
  electron.webFrame.reset()
  const page = fakePage()
  electron.webFrame.runInPage = page.run
  vi.stubGlobal('document', page.document)
  const location = { origin: pageOrigin }
  vi.stubGlobal('location', location)
  await import('./preview-popup')
  const readySent = () => electron.ipcRenderer.sent.filter(([channel]) => channel === PREVIEW_POPUP_IPC.ready)
  return { page, electron, readySent, location }
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
