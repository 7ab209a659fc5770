/**
 * One stand-in for the `electron` module, shared by every test of the Electron layer and the preloads
 * (the binary cannot run here). In a test file:
 *
 *   vi.mock('electron', () => import('<relative path>/fake-electron').then((fake) => fake.electronModule()))
 *   import { fakeElectron } from '<relative path>/fake-electron'
 *   beforeEach(() => fakeElectron.reset())
 *
 * `fakeElectron` is what the code under test saw: the windows it created, the IPC it registered, what it sent.
 */
import { vi } from 'vitest'

type Listener = (...args: unknown[]) => void

export interface FakeRect {
  x: number
  y: number
  width: number
  height: number
}

/** The part of Node's EventEmitter that Electron's objects are used through. */
class FakeEmitter {
  private readonly listeners = new Map<string, Listener[]>()

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }

  once(event: string, listener: Listener): this {
    const once: Listener = (...args) => {
      this.removeListener(event, once)
      listener(...args)
    }
    return this.on(event, once)
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    )
    return this
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args)
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0
  }

  removeAllListeners(): void {
    this.listeners.clear()
  }
}

let nextWebContentsId = 1

type WindowOpenHandler = (details: { url: string }) => { action: 'allow' | 'deny' }

export class FakeWebContents extends FakeEmitter {
  readonly id = nextWebContentsId++
  /** Every `send(channel, ...args)`, in order. */
  readonly sent: Array<[string, ...unknown[]]> = []
  windowOpenHandler: WindowOpenHandler | null = null
  /** Where the page is (set by loadURL; tests move it with `navigate`). */
  url = ''
  /** What `loadURL` was last given (a view's own page; a window's is on the window). */
  loadedUrl = ''
  closed = false

  loadURL(url: string): Promise<void> {
    this.loadedUrl = url
    this.url = url
    return Promise.resolve()
  }
  close(): void {
    this.closed = true
  }
  isDestroyed(): boolean {
    return this.closed
  }

  getURL(): string {
    return this.url
  }

  /** A navigation the page started (a link, a script): will-navigate, then, unless prevented, did-navigate. */
  navigate(url: string): boolean {
    let prevented = false
    this.emit('will-navigate', { preventDefault: () => (prevented = true) }, url)
    if (prevented) return false
    this.url = url
    this.emit('did-navigate', {}, url)
    return true
  }

  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, ...args])
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler
  }
}

/** A WebContentsView: its page, where it is and whether it shows. */
export class FakeWebContentsView {
  static readonly created: FakeWebContentsView[] = []
  readonly webContents = new FakeWebContents()
  bounds: FakeRect = { x: 0, y: 0, width: 0, height: 0 }
  visible = true
  constructor(readonly options: { webPreferences?: Record<string, unknown> }) {
    FakeWebContentsView.created.push(this)
  }
  setBounds(bounds: FakeRect): void {
    this.bounds = { ...bounds }
  }
  setVisible(visible: boolean): void {
    this.visible = visible
  }
}

/** A window's contentView: the child views added to it, in order. */
export class FakeContentView {
  readonly children: FakeWebContentsView[] = []
  addChildView(view: FakeWebContentsView): void {
    this.removeChildView(view)
    this.children.push(view)
  }
  removeChildView(view: FakeWebContentsView): void {
    const at = this.children.indexOf(view)
    if (at >= 0) this.children.splice(at, 1)
  }
}

export class FakeBrowserWindow extends FakeEmitter {
  static readonly created: FakeBrowserWindow[] = []
  /** The window the user works in (the last created or focused), as Electron's getFocusedWindow. */
  static focusedWindow: FakeBrowserWindow | null = null
  static getFocusedWindow(): FakeBrowserWindow | null {
    return FakeBrowserWindow.focusedWindow && !FakeBrowserWindow.focusedWindow.destroyed
      ? FakeBrowserWindow.focusedWindow
      : null
  }
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.created.filter((w) => !w.destroyed)
  }
  static fromWebContents(contents: unknown): FakeBrowserWindow | null {
    return FakeBrowserWindow.created.find((w) => w.webContents === contents) ?? null
  }
  minimized = false
  focusCount = 0
  readonly webContents = new FakeWebContents()
  readonly contentView = new FakeContentView()
  loadedUrl = ''
  destroyed = false
  maximized = false
  menuRemoved = false
  bounds: FakeRect = { x: 10, y: 20, width: 1100, height: 800 }

  constructor(readonly options: Record<string, unknown>) {
    super()
    FakeBrowserWindow.created.push(this)
  }

  loadURL(url: string): Promise<void> {
    this.loadedUrl = url
    this.webContents.url = url
    return Promise.resolve()
  }
  show(): void {}
  /** As the user clicking into it: it becomes the focused window and hears 'focus'. */
  focus(): void {
    this.focusCount++
    this.minimized = false
    FakeBrowserWindow.focusedWindow = this
    this.emit('focus')
  }
  isMinimized(): boolean {
    return this.minimized
  }
  restore(): void {
    this.minimized = false
  }
  maximize(): void {
    this.maximized = true
  }
  isMaximized(): boolean {
    return this.maximized
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  /** As the user closing it: 'close' first, then the window is gone. */
  close(): void {
    if (this.destroyed) return
    this.emit('close')
    this.destroyed = true
    this.emit('closed')
  }
  removeMenu(): void {
    this.menuRemoved = true
  }
  setMenuBarVisibility(_visible: boolean): void {}
  getBounds(): FakeRect {
    return { ...this.bounds }
  }
  getNormalBounds(): FakeRect {
    return { ...this.bounds }
  }
}

/** A native notification: shown ones are in `fakeElectron.notifications`; `click()` is the user clicking it. */
export class FakeNotification extends FakeEmitter {
  shown = false
  constructor(readonly options: { title: string; body: string }) {
    super()
  }
  static isSupported(): boolean {
    return fakeElectron.notificationsSupported
  }
  show(): void {
    this.shown = true
    fakeElectron.notifications.push(this)
  }
  click(): void {
    this.emit('click')
  }
}

type InvokeHandler = (event: unknown, payload: unknown) => unknown

class FakeIpcMain extends FakeEmitter {
  readonly handlers = new Map<string, InvokeHandler>()
  handle(channel: string, handler: InvokeHandler): void {
    this.handlers.set(channel, handler)
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel)
  }
  reset(): void {
    this.handlers.clear()
    this.removeAllListeners()
  }
}

class FakeIpcRenderer extends FakeEmitter {
  /** Every `send(channel, ...args)` to main, in order. */
  readonly sent: Array<[string, ...unknown[]]> = []
  send(channel: string, ...args: unknown[]): void {
    this.sent.push([channel, ...args])
  }
  /** Main sends `args` on `channel`: listeners get an event first, as from Electron. */
  deliverFromMain(channel: string, ...args: unknown[]): void {
    this.emit(channel, {}, ...args)
  }
  reset(): void {
    this.sent.length = 0
    this.removeAllListeners()
  }
}

class FakeWebFrame {
  /** Every script the preload ran in the page's world. */
  readonly executed: string[] = []
  /** Runs a script in a stand-in page world, if the test gives one. */
  runInPage: ((code: string) => unknown) | null = null
  executeJavaScript(code: string): Promise<unknown> {
    this.executed.push(code)
    try {
      return Promise.resolve(this.runInPage?.(code))
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }
  reset(): void {
    this.executed.length = 0
    this.runInPage = null
  }
}

type PermissionRequestHandler = (
  webContents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
  details: { requestingUrl?: string },
) => void
type PermissionCheckHandler = (
  webContents: unknown,
  permission: string,
  requestingOrigin: string,
  details: { requestingUrl?: string },
) => boolean

/** An Electron session: only the permission handlers are kept, so tests can ask them. */
export class FakeSession {
  permissionRequestHandler: PermissionRequestHandler | null = null
  permissionCheckHandler: PermissionCheckHandler | null = null
  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void {
    this.permissionRequestHandler = handler
  }
  setPermissionCheckHandler(handler: PermissionCheckHandler | null): void {
    this.permissionCheckHandler = handler
  }
  /** What the request handler answered for `permission` asked by a page at `requestingUrl`. */
  request(permission: string, requestingUrl: string): Promise<boolean> {
    const handler = this.permissionRequestHandler
    // Electron's default when no handler is set: granted.
    if (!handler) return Promise.resolve(true)
    return new Promise((resolve) => handler({}, permission, resolve, { requestingUrl }))
  }
  check(permission: string, requestingOrigin: string): boolean {
    return this.permissionCheckHandler?.({}, permission, requestingOrigin, {}) ?? true
  }
}

const DEFAULT_WORK_AREA: FakeRect = { x: 0, y: 0, width: 1920, height: 1080 }

/** What the code under test saw and did; tests drive and inspect it. */
export const fakeElectron = {
  BrowserWindow: FakeBrowserWindow,
  WebContentsView: FakeWebContentsView,
  ipcMain: new FakeIpcMain(),
  ipcRenderer: new FakeIpcRenderer(),
  webFrame: new FakeWebFrame(),
  /** The displays' work areas; the first is the one `getDisplayMatching` finds. */
  workAreas: [{ ...DEFAULT_WORK_AREA }],
  openExternal: vi.fn((_url: string) => Promise.resolve()),
  showMessageBoxSync: vi.fn((_window: unknown, _options: Record<string, unknown>): number => 0),
  /** `dialog.showMessageBox` (with or without a window): the button the user pressed. */
  showMessageBox: vi.fn((..._args: unknown[]): Promise<{ response: number }> => Promise.resolve({ response: 0 })),
  /** What `app.getPath('userData')` answers. */
  userData: '',
  /** What `safeStorage.getSelectedStorageBackend()` answers (Linux; 'basic_text' means no keyring). */
  storageBackend: 'gnome_libsecret' as string,
  /** The sessions the code under test configured, the default one first. */
  sessions: [new FakeSession()],
  /** Every notification shown, in order. */
  notifications: [] as FakeNotification[],
  /** What `Notification.isSupported()` answers. */
  notificationsSupported: true,
  /** Every `app.setAsDefaultProtocolClient` call. */
  protocolClients: [] as Array<{ scheme: string; path?: string; args?: string[] }>,
  /** What `app.requestSingleInstanceLock()` answers: false when another instance holds it. */
  singleInstanceLock: true,
  quit: vi.fn((): void => undefined),
  /** The template of the last `Menu.setApplicationMenu(Menu.buildFromTemplate(template))`, null before. */
  applicationMenu: null as Array<Record<string, unknown>> | null,
  /** Forgets every window, listener, handler and call. */
  reset(): void {
    this.applicationMenu = null
    this.protocolClients.length = 0
    this.notifications.length = 0
    this.notificationsSupported = true
    this.singleInstanceLock = true
    this.quit.mockReset()
    FakeBrowserWindow.created.length = 0
    FakeBrowserWindow.focusedWindow = null
    FakeWebContentsView.created.length = 0
    this.ipcMain.reset()
    this.ipcRenderer.reset()
    this.webFrame.reset()
    this.workAreas.splice(0, this.workAreas.length, { ...DEFAULT_WORK_AREA })
    this.openExternal.mockReset()
    this.showMessageBoxSync.mockReset()
    this.showMessageBox.mockReset()
    this.showMessageBox.mockImplementation(() => Promise.resolve({ response: 0 }))
    this.userData = ''
    this.storageBackend = 'gnome_libsecret'
    this.sessions.splice(0, this.sessions.length, new FakeSession())
    this.appEvents.removeAllListeners()
  },
  /** `app`'s events ('session-created', …). */
  appEvents: new FakeEmitter(),
}

/** The module `vi.mock('electron', …)` hands to the code under test. */
export function electronModule() {
  const fake = fakeElectron
  const api = {
    BrowserWindow: FakeBrowserWindow,
    WebContentsView: FakeWebContentsView,
    ipcMain: fake.ipcMain,
    ipcRenderer: fake.ipcRenderer,
    webFrame: fake.webFrame,
    screen: {
      getAllDisplays: () => fake.workAreas.map((workArea) => ({ workArea })),
      getDisplayMatching: (_rect: FakeRect) => ({ workArea: fake.workAreas[0] }),
    },
    Notification: FakeNotification,
    Menu: {
      buildFromTemplate: (template: Array<Record<string, unknown>>) => ({ template }),
      setApplicationMenu: (menu: { template: Array<Record<string, unknown>> } | null) => {
        fake.applicationMenu = menu?.template ?? null
      },
    },
    shell: { openExternal: (url: string) => fake.openExternal(url) },
    dialog: {
      showMessageBoxSync: (window: unknown, options: Record<string, unknown>) =>
        fake.showMessageBoxSync(window, options),
      showMessageBox: (...args: unknown[]) => fake.showMessageBox(...args),
    },
    session: {
      get defaultSession() {
        return fake.sessions[0]
      },
    },
    app: {
      on: (event: string, listener: Listener) => fake.appEvents.on(event, listener),
      getPath: (_name: string) => fake.userData,
      getName: () => 'Folio',
      getVersion: () => '0.0.0',
      setAsDefaultProtocolClient: (scheme: string, path?: string, args?: string[]) => {
        fake.protocolClients.push({ scheme, path, args })
        return true
      },
      requestSingleInstanceLock: () => fake.singleInstanceLock,
      quit: (): void => {
        fake.quit()
      },
    },
    safeStorage: {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => fake.storageBackend,
      // Reversible, and never the plain text: enough to see that tokens go through it.
      encryptString: (plain: string) => Buffer.from(`x${plain}`),
      decryptString: (cipher: Buffer) => cipher.toString().slice(1),
    },
  }
  return { ...api, default: api }
}
