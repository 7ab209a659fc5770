/**
 * The native live-preview popup on the shared fake `electron`: the window's options, the 1-second closed
 * poll, and main's side of the IPC relay (the preload's side is tested beside it, in src/preload).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PREVIEW_POPUP_IPC } from '@shared/preview-popup'
import { fakeElectron as electron } from './testing/fake-electron'

vi.mock('electron', () => import('./testing/fake-electron').then((fake) => fake.electronModule()))

const { createNativePreviewPopup } = await import('./preview-popup')

beforeEach(() => {
  vi.useFakeTimers()
  electron.reset()
})
afterEach(() => vi.useRealTimers())

function setup() {
  const onReady = vi.fn()
  const onClosed = vi.fn()
  const parent = new electron.BrowserWindow({})
  electron.BrowserWindow.created.length = 0
  const popup = createNativePreviewPopup({
    preloadPath: '/app/out/preload/preview-popup.cjs',
    parent: () => parent as never,
    onReady,
    onClosed,
  })
  return { popup, onReady, onClosed, parent }
}

describe('native preview popup', () => {
  it('opens an 800x700 window centred on the editor’s display, isolated, with the popup preload and no menu bar', () => {
    const { popup } = setup()
    expect(popup.controller.open('http://127.0.0.1:4300/posts/post-01#ticket=t')).toBe(true)
    const win = electron.BrowserWindow.created[0]!
    expect(win.options).toMatchObject({ width: 800, height: 700, x: 560, y: 190, autoHideMenuBar: true })
    expect(win.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/preview-popup.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    })
    expect(win.menuRemoved).toBe(true)
    expect(win.loadedUrl).toBe('http://127.0.0.1:4300/posts/post-01#ticket=t')
    expect(win.webContents.windowOpenHandler!({ url: 'http://127.0.0.1:4300/elsewhere' })).toEqual({ action: 'deny' })
  })

  it('refuses anything but http(s)', () => {
    const { popup } = setup()
    expect(popup.controller.open('file:///etc/passwd')).toBe(false)
    expect(popup.controller.open('javascript:alert(1)')).toBe(false)
    expect(electron.BrowserWindow.created).toHaveLength(0)
  })

  it('is polled every second and reports once when it was closed', () => {
    const { popup, onClosed } = setup()
    popup.controller.open('http://127.0.0.1:4300/posts/post-01')
    const win = electron.BrowserWindow.created[0]!
    vi.advanceTimersByTime(3000)
    expect(onClosed).not.toHaveBeenCalled()
    win.close() // the user closed it
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
    const win = electron.BrowserWindow.created[0]!
    const message = { type: 'payload-live-preview', data: { title: 'x' } }
    expect(popup.controller.post(message)).toBe(true)
    expect(win.webContents.sent).toEqual([
      [PREVIEW_POPUP_IPC.message, { message, previewOrigin: 'http://127.0.0.1:4300' }],
    ])

    const frame = { url: 'http://127.0.0.1:4300/posts/post-01' }
    electron.ipcMain.emit(PREVIEW_POPUP_IPC.ready, { sender: { id: win.webContents.id + 100 }, senderFrame: frame })
    expect(onReady).not.toHaveBeenCalled()
    electron.ipcMain.emit(PREVIEW_POPUP_IPC.ready, { sender: { id: win.webContents.id }, senderFrame: frame })
    expect(onReady).toHaveBeenCalledTimes(1)
  })

  it('stops relaying the unsaved document once the page leaves the preview’s origin', () => {
    const { popup } = setup()
    popup.controller.open('http://127.0.0.1:4300/posts/post-01')
    const contents = electron.BrowserWindow.created[0]!.webContents
    const message = { type: 'payload-live-preview', data: { title: 'Unsaved draft title' } }

    // A link on the same site: still the preview.
    expect(contents.navigate('http://127.0.0.1:4300/posts/post-02')).toBe(true)
    expect(popup.controller.post(message)).toBe(true)

    // A link to another site: nothing from the moment it starts leaving.
    contents.emit('will-navigate', { preventDefault: () => undefined }, 'https://evil.example/')
    expect(popup.controller.post(message)).toBe(false)
    contents.url = 'https://evil.example/'
    contents.emit('did-navigate', {}, 'https://evil.example/')
    expect(popup.controller.post(message)).toBe(false)
    const sentAfterLeaving = contents.sent.filter(([, payload]) => JSON.stringify(payload).includes('Unsaved'))
    expect(sentAfterLeaving).toHaveLength(1)

    // Back (the user pressed Back to the preview): relaying resumes.
    expect(contents.navigate('http://127.0.0.1:4300/posts/post-01')).toBe(true)
    expect(popup.controller.post(message)).toBe(true)
  })

  it('a server redirect to another origin stops the relay too', () => {
    const { popup } = setup()
    popup.controller.open('http://127.0.0.1:4300/posts/post-01')
    const contents = electron.BrowserWindow.created[0]!.webContents
    contents.emit('will-redirect', { preventDefault: () => undefined }, 'http://127.0.0.1:9999/elsewhere')
    expect(popup.controller.post({ type: 'payload-live-preview' })).toBe(false)
  })

  it('does not trust a ready from a page on another origin', () => {
    const { popup, onReady } = setup()
    popup.controller.open('http://127.0.0.1:4300/posts/post-01')
    const contents = electron.BrowserWindow.created[0]!.webContents
    contents.navigate('https://evil.example/ready')
    electron.ipcMain.emit(PREVIEW_POPUP_IPC.ready, {
      sender: { id: contents.id },
      senderFrame: { url: 'https://evil.example/ready' },
    })
    // Nor a frame that claims the preview's origin while the window is elsewhere.
    electron.ipcMain.emit(PREVIEW_POPUP_IPC.ready, {
      sender: { id: contents.id },
      senderFrame: { url: 'http://127.0.0.1:4300/posts/post-01' },
    })
    expect(onReady).not.toHaveBeenCalled()
  })

  it('pushes the popup page’s overlay ready and field clicks to the editor’s window, only from the popup on its origin', () => {
    const { popup, parent } = setup()
    popup.controller.open('http://127.0.0.1:4300/posts/post-01')
    const contents = electron.BrowserWindow.created[0]!.webContents
    const frame = { url: 'http://127.0.0.1:4300/posts/post-01' }
    const field = { path: 'body', label: 'Body', node: [0, 1] }
    const select = (sender: { id: number }, payload: unknown) =>
      electron.ipcMain.emit(PREVIEW_POPUP_IPC.selectField, { sender, senderFrame: frame }, payload)

    select(parent.webContents, { field })
    select(contents, { field: { path: 'body', label: 'Body', node: ['0'] } })
    expect(parent.webContents.sent).toEqual([])
    electron.ipcMain.emit(PREVIEW_POPUP_IPC.overlayReady, { sender: contents, senderFrame: frame })
    select(contents, { field })
    expect(parent.webContents.sent).toEqual([
      ['main:preview-overlay-ready', { from: 'popup' }],
      ['main:preview-field', { field, from: 'popup' }],
    ])

    contents.navigate('https://evil.example/')
    select(contents, { field })
    expect(parent.webContents.sent).toHaveLength(2)
  })

  it('opening again replaces the window; closing from Folio reports closed and stops the poll', () => {
    const { popup, onClosed } = setup()
    popup.controller.open('http://127.0.0.1:4300/a')
    popup.controller.open('http://127.0.0.1:4300/b')
    const [first, second] = electron.BrowserWindow.created
    expect(first!.destroyed).toBe(true)
    expect(onClosed).not.toHaveBeenCalled()
    popup.dispose()
    expect(second!.destroyed).toBe(true)
    expect(onClosed).toHaveBeenCalledTimes(1)
    for (const channel of [PREVIEW_POPUP_IPC.ready, PREVIEW_POPUP_IPC.overlayReady, PREVIEW_POPUP_IPC.selectField])
      expect(electron.ipcMain.listenerCount(channel)).toBe(0)
  })
})
