/**
 * The thin Electron layer, on the shared fake `electron` (the binary cannot run here): window options,
 * navigation guards, IPC validation and the settings adapter.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BRIDGE_CHANNELS, type BridgeHandlers } from '@shared/bridge'
import { MemorySettingsStore } from '../core/settings'
import { TokenVault } from '../core/token-vault'
import { createLeavePromptLanguage } from '../core/leave-prompt'
import { fakeElectron as electron } from './testing/fake-electron'

vi.mock('electron', () => import('./testing/fake-electron').then((fake) => fake.electronModule()))

const { createMainWindow } = await import('./window')
const { registerBridgeIpc } = await import('./ipc')
const { createElectronSettings, safeStorageEncrypter } = await import('./settings')

const policy = () => ({ appOrigins: ['folio://app'], externalOrigins: ['http://127.0.0.1:4200'] })

beforeEach(() => electron.reset())

describe('main window', () => {
  it('is created isolated, sandboxed and without Node, with the preload', () => {
    createMainWindow({
      preload: '/app/out/preload/index.cjs',
      url: 'folio://app/',
      settings: new MemorySettingsStore(),
      policy,
    })
    const win = electron.BrowserWindow.created[0]!
    expect(win.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    })
    expect(win.loadedUrl).toBe('folio://app/')
  })

  it('reopens at the saved size and position, and saves them on close', () => {
    const settings = new MemorySettingsStore()
    settings.set('windowState', { x: 50, y: 60, width: 900, height: 650 })
    createMainWindow({ preload: 'p', url: 'folio://app/', settings, policy })
    const win = electron.BrowserWindow.created[0]!
    expect(win.options).toMatchObject({ x: 50, y: 60, width: 900, height: 650 })
    win.close()
    expect(settings.get('windowState')).toEqual({ x: 10, y: 20, width: 1100, height: 800, maximized: false })
  })

  it('blocks navigation away from the app and never opens windows', () => {
    createMainWindow({ preload: 'p', url: 'folio://app/', settings: new MemorySettingsStore(), policy })
    const contents = electron.BrowserWindow.created[0]!.webContents
    const away = { preventDefault: vi.fn() }
    contents.emit('will-navigate', away, 'https://evil.example/')
    expect(away.preventDefault).toHaveBeenCalled()
    const inside = { preventDefault: vi.fn() }
    contents.emit('will-navigate', inside, 'folio://app/admin/account')
    expect(inside.preventDefault).not.toHaveBeenCalled()

    expect(contents.windowOpenHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' })
    expect(electron.openExternal).not.toHaveBeenCalled()
    expect(contents.windowOpenHandler!({ url: 'http://127.0.0.1:4200/api/posts/1' })).toEqual({ action: 'deny' })
    expect(electron.openExternal).toHaveBeenCalledWith('http://127.0.0.1:4200/api/posts/1')
  })
})

describe('bridge IPC', () => {
  const handlers = Object.fromEntries(
    BRIDGE_CHANNELS.map((c) => [c, vi.fn(() => Promise.resolve({ answered: c }))]),
  ) as unknown as BridgeHandlers
  const trusted = (url: string) => url.startsWith('folio://app/')

  it('registers every channel of the contract', () => {
    registerBridgeIpc(handlers, trusted)
    expect([...electron.ipcMain.handlers.keys()].sort()).toEqual([...BRIDGE_CHANNELS].sort())
  })

  it('answers a valid call from the app', async () => {
    registerBridgeIpc(handlers, trusted)
    const result = await electron.ipcMain.handlers.get('renderer:theme-set')!(
      { senderFrame: { url: 'folio://app/admin' } },
      { setting: 'dark' },
    )
    expect(result).toEqual({ ok: true, value: { answered: 'renderer:theme-set' } })
  })

  it('refuses a malformed payload without calling the handler', async () => {
    registerBridgeIpc(handlers, trusted)
    const api = handlers['renderer:api'] as unknown as ReturnType<typeof vi.fn>
    api.mockClear()
    const result = await electron.ipcMain.handlers.get('renderer:api')!(
      { senderFrame: { url: 'folio://app/admin' } },
      { method: 'GET', path: 'https://evil.example/' },
    )
    expect(result).toMatchObject({ ok: false, failure: { bridgeError: 'invalid-payload' } })
    expect(api).not.toHaveBeenCalled()
  })

  it('refuses calls from frames that are not the app', async () => {
    registerBridgeIpc(handlers, trusted)
    const result = await electron.ipcMain.handlers.get('renderer:app-info')!(
      { senderFrame: { url: 'https://evil.example/' } },
      undefined,
    )
    expect(result).toMatchObject({ ok: false })
  })
})

describe('electron settings and secure storage', () => {
  it('stores settings with electron-store in the data folder', () => {
    electron.userData = mkdtempSync(join(tmpdir(), 'folio-electron-'))
    const settings = createElectronSettings(electron.userData)
    settings.set('windowState', { width: 800, height: 600 })
    expect(createElectronSettings(electron.userData).get('windowState')).toEqual({ width: 800, height: 600 })
  })

  it('encrypts tokens with safeStorage', () => {
    const encrypter = safeStorageEncrypter()
    const cipher = encrypter.encrypt('token')
    expect(cipher).not.toContain('token')
    expect(encrypter.decrypt(cipher)).toBe('token')
  })

  it('on Linux without a keyring (basic_text) keeps tokens in memory only, never on disk', () => {
    const store = new MemorySettingsStore()
    const withKeyring = new TokenVault(store, safeStorageEncrypter('linux'))
    withKeyring.set('http://cms.example', 'token-from-before')
    expect(store.get('tokens')).toHaveProperty(['http://cms.example'])

    electron.storageBackend = 'basic_text'
    const vault = new TokenVault(store, safeStorageEncrypter('linux'))
    vault.set('http://cms.example', 'token-now')
    vault.set('http://other.example', 'token-other')
    expect(vault.get('http://cms.example')).toBe('token-now')
    // Nothing written, and the copy kept while a keyring was there is gone too.
    expect(store.get('tokens')).toEqual({})
    expect(new TokenVault(store, safeStorageEncrypter('linux')).get('http://other.example')).toBeNull()
  })

  it('the basic_text check is Linux’s: other systems keep using the OS keychain', () => {
    electron.storageBackend = 'basic_text'
    const store = new MemorySettingsStore()
    new TokenVault(store, safeStorageEncrypter('darwin')).set('http://cms.example', 'token')
    expect(new TokenVault(store, safeStorageEncrypter('darwin')).get('http://cms.example')).toBe('token')
  })
})

describe('closing with unsaved changes', () => {
  it('asks natively, staying by default; leaving lets the window close', () => {
    createMainWindow({ preload: 'p', url: 'folio://app/', settings: new MemorySettingsStore(), policy })
    const contents = electron.BrowserWindow.created[0]!.webContents
    electron.showMessageBoxSync.mockReturnValueOnce(1)
    const stay = { preventDefault: vi.fn() }
    contents.emit('will-prevent-unload', stay)
    expect(stay.preventDefault).not.toHaveBeenCalled()
    expect(electron.showMessageBoxSync.mock.calls[0]![1]).toMatchObject({
      message: 'Your changes have not been saved. If you leave now, you will lose your changes.',
      buttons: ['Leave anyway', 'Stay on this page'],
      defaultId: 1,
      cancelId: 1,
    })
    electron.showMessageBoxSync.mockReturnValueOnce(0)
    const leave = { preventDefault: vi.fn() }
    contents.emit('will-prevent-unload', leave)
    expect(leave.preventDefault).toHaveBeenCalled()
  })

  it('asks in the UI language main was told', async () => {
    const language = createLeavePromptLanguage()
    await language.setLanguage('de')
    createMainWindow({
      preload: 'p',
      url: 'folio://app/',
      settings: new MemorySettingsStore(),
      policy,
      leaveStrings: language.strings,
    })
    const contents = electron.BrowserWindow.created.at(-1)!.webContents
    electron.showMessageBoxSync.mockClear()
    electron.showMessageBoxSync.mockReturnValueOnce(1)
    contents.emit('will-prevent-unload', { preventDefault: vi.fn() })
    expect(electron.showMessageBoxSync.mock.calls[0]![1]).toMatchObject({
      title: 'Ohne Speichern verlassen',
      buttons: ['Trotzdem verlassen', 'Auf dieser Seite bleiben'],
    })
  })
})

describe('host pushes', () => {
  it('reach every open window, so each shows the built-in CMS’s start-up step', async () => {
    const { broadcastToWindows } = await import('./broadcast')
    const open = () =>
      createMainWindow({ preload: 'p', url: 'folio://app/', settings: new MemorySettingsStore(), policy })
    open()
    open()
    const closed = electron.BrowserWindow.created[1]!
    closed.close()
    open()
    broadcastToWindows('main:cms-status', { mode: 'local', state: 'starting', url: null, phase: 'seeding' })
    const [first, , third] = electron.BrowserWindow.created
    for (const win of [first!, third!])
      expect(win.webContents.sent).toEqual([
        ['main:cms-status', { mode: 'local', state: 'starting', url: null, phase: 'seeding' }],
      ])
    expect(closed.webContents.sent).toEqual([])
  })
})
