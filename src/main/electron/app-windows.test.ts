/** Several windows on the shared fake `electron`: what each window gets, where it goes, and who is told what. */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { BridgeHandlers } from '@shared/bridge'
import { windowHandlers } from '../core/bridge/windows'
import { MemorySettingsStore } from '../core/settings'
import { fakeElectron as electron } from './testing/fake-electron'

vi.mock('electron', () => import('./testing/fake-electron').then((fake) => fake.electronModule()))

const { createAppWindows } = await import('./app-windows')
const { registerBridgeIpc } = await import('./ipc')

const policy = () => ({ appOrigins: ['folio://app'], externalOrigins: [] })
const options = () => ({
  preload: '/app/out/preload/index.cjs',
  baseUrl: 'folio://app/',
  settings: new MemorySettingsStore(),
  policy,
})

beforeEach(() => electron.reset())

describe('app windows', () => {
  it('opens a route in a new window with the same preload, isolation and navigation rules', () => {
    const windows = createAppWindows(options())
    windows.open()
    windows.open('/collections/posts/12')
    const [first, second] = electron.BrowserWindow.created
    expect(second!.loadedUrl).toBe('folio://app/collections/posts/12')
    expect(second!.options.webPreferences).toEqual(first!.options.webPreferences)
    expect(second!.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    })
    const away = { preventDefault: vi.fn() }
    second!.webContents.emit('will-navigate', away, 'https://evil.example/')
    expect(away.preventDefault).toHaveBeenCalled()
  })

  it("a link to the app's own route Ctrl/Cmd+clicked opens it in another window beside this one, never one the page makes", () => {
    const windows = createAppWindows(options())
    windows.open('/admin/collections/posts')
    const [first] = electron.BrowserWindow.created
    const answer = first!.webContents.windowOpenHandler!({ url: 'folio://app/admin/collections/posts/12' })
    expect(answer).toEqual({ action: 'deny' })
    const second = electron.BrowserWindow.created[1]
    expect(second!.loadedUrl).toBe('folio://app/admin/collections/posts/12')
    expect(second!.options).toMatchObject({ x: 10 + 28, y: 20 + 28 })
    expect(second!.options.webPreferences).toEqual(first!.options.webPreferences)
    // A foreign page is not opened as an app window.
    first!.webContents.windowOpenHandler!({ url: 'https://evil.example/admin' })
    expect(electron.BrowserWindow.created).toHaveLength(2)
  })

  it('cascades a new window from the one it was opened from, and each remembers its bounds on close', () => {
    const settings = new MemorySettingsStore()
    const windows = createAppWindows({ ...options(), settings })
    const first = windows.open()
    first.focus()
    const second = windows.open('/collections/posts')
    expect(second.getBounds()).toBeDefined()
    const opened = electron.BrowserWindow.created[1]!
    expect(opened.options).toMatchObject({ x: 10 + 28, y: 20 + 28, width: 1100, height: 800 })
    opened.bounds = { x: 300, y: 200, width: 900, height: 700 }
    opened.close()
    expect(settings.get('windowState')).toEqual({ x: 300, y: 200, width: 900, height: 700, maximized: false })
  })

  it('the current window is the focused one, then the last focused while none is', () => {
    const windows = createAppWindows(options())
    const first = windows.open()
    const second = windows.open('/')
    first.focus()
    expect(windows.current()).toBe(first)
    electron.BrowserWindow.focusedWindow = null
    expect(windows.current()).toBe(first)
    first.close()
    expect(windows.current()).toBe(second)
  })
})

describe('window channels over IPC', () => {
  const call = (channel: string, win: InstanceType<typeof electron.BrowserWindow>, payload: unknown) =>
    electron.ipcMain.handlers.get(channel)!({ sender: win.webContents, senderFrame: { url: 'folio://app/' } }, payload)

  const setUp = () => {
    const windows = createAppWindows(options())
    const handlers = windowHandlers(windows.handlers) as BridgeHandlers
    registerBridgeIpc(handlers, (url) => url.startsWith('folio://app/'))
    return windows
  }

  it('renderer:open-window opens the route beside the asking window; a foreign URL opens nothing', async () => {
    const windows = setUp()
    const first = windows.open()
    expect(await call('renderer:open-window', first as never, { path: '/globals/header' })).toEqual({
      ok: true,
      value: true,
    })
    expect(electron.BrowserWindow.created.at(-1)!.loadedUrl).toBe('folio://app/globals/header')
    const before = electron.BrowserWindow.created.length
    expect(await call('renderer:open-window', first as never, { path: '//evil.example/' })).toMatchObject({
      ok: false,
      failure: { bridgeError: 'invalid-payload' },
    })
    expect(electron.BrowserWindow.created.length).toBe(before)
  })

  it('the same document in a second window: that window hears it is open elsewhere, the first is told, closing tells again', async () => {
    const windows = setUp()
    const first = windows.open()
    const second = windows.open('/collections/posts/12')
    const ref = { collection: 'posts', id: '12' }
    expect(await call('renderer:document-opened', first as never, ref)).toEqual({ ok: true, value: { elsewhere: 0 } })
    expect(await call('renderer:document-opened', second as never, ref)).toEqual({ ok: true, value: { elsewhere: 1 } })
    const pushed = (win: typeof first) =>
      (win.webContents as unknown as { sent: unknown[][] }).sent.filter(
        ([event]) => event === 'main:document-elsewhere',
      )
    expect(pushed(first)).toEqual([['main:document-elsewhere', { key: 'collections/posts/12', elsewhere: 1 }]])
    expect(pushed(second)).toEqual([])
    second.close()
    expect(pushed(first).at(-1)).toEqual(['main:document-elsewhere', { key: 'collections/posts/12', elsewhere: 0 }])
  })
})
