/**
 * The native live-preview popup with `electron` mocked: the window's options, the 1-second closed
 * poll, and the IPC relay of the message protocol (main ↔ popup preload ↔ page).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PREVIEW_POPUP_IPC } from '@shared/preview-popup'
import {
  dispatchCode,
  installPreviewPopupRelay,
  ORIGIN_ATTRIBUTE,
  PAGE_SHIM,
  READY_DOM_EVENT,
} from '../../preload/preview-popup-relay'

const electron = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void
  let nextId = 1
  class FakeWebContents {
    id = nextId++
    sent: [string, unknown][] = []
    listeners = new Map<string, Listener>()
    windowOpenHandler: (() => { action: string }) | null = null
    send(channel: string, payload: unknown) {
      this.sent.push([channel, payload])
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, listener)
    }
    setWindowOpenHandler(handler: () => { action: string }) {
      this.windowOpenHandler = handler
    }
  }
  class FakeBrowserWindow {
    static created: FakeBrowserWindow[] = []
    webContents = new FakeWebContents()
    destroyed = false
    loadedUrl = ''
    menuRemoved = false
    constructor(public options: Record<string, unknown>) {
      FakeBrowserWindow.created.push(this)
    }
    loadURL(url: string) {
      this.loadedUrl = url
      return Promise.resolve()
    }
    isDestroyed() {
      return this.destroyed
    }
    close() {
      this.destroyed = true
    }
    focus() {}
    removeMenu() {
      this.menuRemoved = true
    }
    setMenuBarVisibility() {}
    getBounds() {
      return { x: 100, y: 100, width: 1200, height: 800 }
    }
  }
  const ipcListeners = new Map<string, (event: unknown) => void>()
  return { FakeBrowserWindow, ipcListeners }
})

vi.mock('electron', () => {
  const api = {
    BrowserWindow: electron.FakeBrowserWindow,
    screen: { getDisplayMatching: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }) },
    ipcMain: {
      on: (channel: string, listener: (event: unknown) => void) => electron.ipcListeners.set(channel, listener),
      removeListener: (channel: string) => electron.ipcListeners.delete(channel),
    },
  }
  return { ...api, default: api }
})

const { createNativePreviewPopup } = await import('./preview-popup')

beforeEach(() => {
  vi.useFakeTimers()
  electron.FakeBrowserWindow.created.length = 0
  electron.ipcListeners.clear()
})
afterEach(() => vi.useRealTimers())

function setup() {
  const onReady = vi.fn()
  const onClosed = vi.fn()
  const parent = new electron.FakeBrowserWindow({})
  electron.FakeBrowserWindow.created.length = 0
  const popup = createNativePreviewPopup({
    preloadPath: '/app/out/preload/preview-popup.cjs',
    parent: () => parent as never,
    onReady,
    onClosed,
  })
  return { popup, onReady, onClosed }
}

describe('native preview popup', () => {
  it('opens an 800x700 window centred on the editor’s display, isolated, with the popup preload and no menu bar', () => {
    const { popup } = setup()
    expect(popup.controller.open('http://127.0.0.1:4300/posts/post-01#token=t')).toBe(true)
    const win = electron.FakeBrowserWindow.created[0]!
    expect(win.options).toMatchObject({ width: 800, height: 700, x: 560, y: 190, autoHideMenuBar: true })
    expect(win.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/preview-popup.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    })
    expect(win.menuRemoved).toBe(true)
    expect(win.loadedUrl).toBe('http://127.0.0.1:4300/posts/post-01#token=t')
    expect(win.webContents.windowOpenHandler!()).toEqual({ action: 'deny' })
  })

  it('refuses anything but http(s)', () => {
    const { popup } = setup()
    expect(popup.controller.open('file:///etc/passwd')).toBe(false)
    expect(popup.controller.open('javascript:alert(1)')).toBe(false)
    expect(electron.FakeBrowserWindow.created).toHaveLength(0)
  })

  it('is polled every second and reports once when it was closed', () => {
    const { popup, onClosed } = setup()
    popup.controller.open('http://127.0.0.1:4300/posts/post-01')
    const win = electron.FakeBrowserWindow.created[0]!
    vi.advanceTimersByTime(3000)
    expect(onClosed).not.toHaveBeenCalled()
    win.destroyed = true // the user closed it
    vi.advanceTimersByTime(999)
    expect(onClosed).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onClosed).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000)
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(popup.controller.isOpen).toBe(false)
  })

  it('relays messages into the popup and its ready back, only from the popup itself', () => {
    const { popup, onReady } = setup()
    expect(popup.controller.post({ type: 'payload-live-preview' })).toBe(false)
    popup.controller.open('http://127.0.0.1:4300/posts/post-01')
    const win = electron.FakeBrowserWindow.created[0]!
    const message = { type: 'payload-live-preview', data: { title: 'x' } }
    expect(popup.controller.post(message)).toBe(true)
    expect(win.webContents.sent).toEqual([[PREVIEW_POPUP_IPC.message, { message }]])

    const ready = electron.ipcListeners.get(PREVIEW_POPUP_IPC.ready)!
    ready({ sender: { id: win.webContents.id + 100 } })
    expect(onReady).not.toHaveBeenCalled()
    ready({ sender: { id: win.webContents.id } })
    expect(onReady).toHaveBeenCalledTimes(1)
  })

  it('opening again replaces the window; closing from Folio reports closed and stops the poll', () => {
    const { popup, onClosed } = setup()
    popup.controller.open('http://127.0.0.1:4300/a')
    popup.controller.open('http://127.0.0.1:4300/b')
    const [first, second] = electron.FakeBrowserWindow.created
    expect(first!.destroyed).toBe(true)
    expect(onClosed).not.toHaveBeenCalled()
    popup.dispose()
    expect(second!.destroyed).toBe(true)
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(electron.ipcListeners.has(PREVIEW_POPUP_IPC.ready)).toBe(false)
  })
})

describe('popup preload relay', () => {
  function relay() {
    const attributes = new Map<string, string>()
    const domListeners = new Map<string, () => void>()
    let fromMain: (payload: unknown) => void = () => {}
    const executed: string[] = []
    const sendReady = vi.fn()
    installPreviewPopupRelay({
      document: {
        addEventListener: (type, l) => domListeners.set(type, l),
        documentElement: { getAttribute: (n) => attributes.get(n) ?? null },
      },
      executeInPage: (code) => executed.push(code),
      onMessageFromMain: (l) => (fromMain = l),
      sendReady,
    })
    return { attributes, domListeners, fromMain: (p: unknown) => fromMain(p), executed, sendReady }
  }

  it('wraps the page’s postMessage first, and reports its ready to main', () => {
    const r = relay()
    expect(r.executed).toEqual([PAGE_SHIM])
    r.domListeners.get(READY_DOM_EVENT)!()
    expect(r.sendReady).toHaveBeenCalledTimes(1)
  })

  it('delivers the editor’s messages as coming from the origin the page trusts, and nothing before', () => {
    const r = relay()
    const message = { type: 'payload-live-preview', data: { title: '</script>"x' }, collectionSlug: 'posts' }
    r.fromMain({ message })
    expect(r.executed).toHaveLength(1) // no origin yet: the page has not said ready
    r.attributes.set(ORIGIN_ATTRIBUTE, 'http://127.0.0.1:4200')
    r.fromMain({ message })
    expect(r.executed[1]).toBe(dispatchCode(message, 'http://127.0.0.1:4200'))
    r.fromMain({ message: { type: 'something-else' } })
    r.fromMain('junk')
    expect(r.executed).toHaveLength(2)
  })

  it('the page shim really notices a ready and keeps other messages untouched', () => {
    // Run the shim against a tiny fake window/document.
    const posted: unknown[][] = []
    const events: string[] = []
    const attrs: Record<string, string> = {}
    const win = { postMessage: (...args: unknown[]) => posted.push(args) }
    const doc = {
      documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) },
      dispatchEvent: (e: { type: string }) => events.push(e.type),
    }
    new Function('window', 'document', 'Event', PAGE_SHIM)(
      win,
      doc,
      class {
        constructor(public type: string) {}
      },
    )
    win.postMessage({ type: 'payload-live-preview', ready: true }, 'http://127.0.0.1:4200')
    win.postMessage({ type: 'other' }, '*')
    expect(attrs[ORIGIN_ATTRIBUTE]).toBe('http://127.0.0.1:4200')
    expect(events).toEqual([READY_DOM_EVENT])
    expect(posted).toHaveLength(2)
  })
})
