/**
 * Electron entry: the app's windows, the app protocol, IPC for the bridge, and the built-in CMS as a child
 * process. Everything with logic lives in ./core (no Electron there) and is shared with the web host.
 */
import { app, BrowserWindow, nativeTheme } from 'electron'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readThemeState } from './core/bridge/session'
import { createLeavePromptLanguage } from './core/leave-prompt'
import { createHostServices } from './core/host'
import { ensurePrivateDataDir, resolveDataDir } from './core/paths'
import { originOf, type NavigationPolicy } from './core/security'
import { APP_ORIGIN, registerAppSchemePrivileges, serveRenderer } from './electron/app-protocol'
import { createNativePreviewPopup } from './electron/preview-popup'
import { createNativePreviewViews } from './electron/preview-view'
import { registerBridgeIpc } from './electron/ipc'
import { createAppMenuController, type AppMenuController } from './electron/menu'
import { installPermissionPolicy } from './electron/permissions'
import { createElectronSettings, safeStorageEncrypter } from './electron/settings'
import { createAppWindows, type AppWindows } from './electron/app-windows'
import type { DesktopWindows } from './core/bridge'
import { DeepLinkInbox } from './desktop/deep-link-inbox'
import { switchToServer } from './desktop/switch-server'
import { installDeepLinks } from './electron/deep-links'
import { createNotifier } from './desktop/notifier'
import { electronNotifications } from './electron/notifications'
import { createAppUpdater } from './electron/updates'
import { broadcastToWindows } from './electron/broadcast'
import { startAndAnnounce } from './core/startup'
import { desktopOverrides } from './desktop/env-overrides'

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

// Before anything is written (Electron's own files in the user-data folder too): the user's alone.
if (process.platform !== 'win32') process.umask(0o077)
// FOLIO_DATA_DIR, FOLIO_CMS_URL, FOLIO_UPDATE_URL and the dev server's URL: development builds only.
const overrides = desktopOverrides(process.env, { packaged: app.isPackaged })
if (overrides.dataDir) app.setPath('userData', overrides.dataDir)

// Links wait here until the session is known (macOS may send one before 'ready').
const deepLinks = new DeepLinkInbox()
let bringToFront: () => void = () => {}

// One instance per user: a second one hands its argv (and any folio:// link) to this one and quits
// before it starts anything, so two built-in CMSs never run on the same data folder.
if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  registerAppSchemePrivileges()
  installDeepLinks(deepLinks, {
    argv: process.argv,
    defaultApp: Boolean(process.defaultApp),
    execPath: process.execPath,
    onSecondInstance: () => bringToFront(),
  })
  void main()
}

async function main() {
  await app.whenReady()
  const dataDir = resolveDataDir({ ...process.env, FOLIO_DATA_DIR: overrides.dataDir ?? app.getPath('userData') })
  ensurePrivateDataDir(dataDir)
  const settings = createElectronSettings(dataDir)
  const devUrl = overrides.rendererUrl
  const uiOrigin = devUrl ? new URL(devUrl).origin : APP_ORIGIN
  // Before any page loads: nothing is granted unless the app's own UI needs it.
  installPermissionPolicy(() => [uiOrigin])

  const broadcast = broadcastToWindows
  // The native live-preview popup, relayed by its own preload; pushes go to the editor's window.
  // Created below, before any window opens; the popup's pushes go to the window the editor works in.
  let windows: AppWindows | null = null
  const currentWindow = () => windows?.current() ?? null
  const previewPopup = createNativePreviewPopup({
    preloadPath: join(appRoot, 'out', 'preload', 'preview-popup.cjs'),
    parent: currentWindow,
    onReady: () => currentWindow()?.webContents.send('main:preview-popup-ready', { at: Date.now() }),
    onClosed: () => currentWindow()?.webContents.send('main:preview-popup-closed', { at: Date.now() }),
  })
  // The embedded preview: a native view over each window's preview pane, with the popup's relay preload.
  const previewViews = createNativePreviewViews({
    preloadPath: join(appRoot, 'out', 'preload', 'preview-popup.cjs'),
    onReady: (win) => win.webContents.send('main:preview-view-ready', { at: Date.now() }),
  })
  const windowHandlers: DesktopWindows = {
    open: (path, sender) => windows?.handlers.open(path, sender) ?? false,
    documentOpened: (ref, sender) => windows?.handlers.documentOpened(ref, sender) ?? { elsewhere: 0 },
    documentClosed: (ref, sender) => windows?.handlers.documentClosed(ref, sender),
    deepLinkAnswer: (id, accept) => deepLinks.answer(id, accept),
    notify: (request, sender) => notify(request, sender),
    menuContext: (context, sender) => {
      if (sender.windowId !== null) menu?.setContext(sender.windowId, context)
    },
  }
  let menu: AppMenuController | null = null
  const notify = createNotifier({
    port: electronNotifications,
    focus: (windowId, path) => {
      const win =
        (windowId === null ? null : BrowserWindow.getAllWindows().find((w) => w.webContents.id === windowId)) ??
        currentWindow()
      if (!win || win.isDestroyed()) return
      if (win.isMinimized()) win.restore()
      win.focus()
      if (path) win.webContents.send('main:menu-command', { command: 'go', path })
    },
  })
  const leaveLanguage = createLeavePromptLanguage()
  const services = createHostServices({
    onLanguageChanged: (language) => leaveLanguage.setLanguage(language),
    previewPopup: previewPopup.controller,
    previewView: previewViews.manager,
    windows: windowHandlers,
    host: 'electron',
    appRoot,
    version: app.getVersion(),
    versions: { node: process.versions.node, electron: process.versions.electron, chrome: process.versions.chrome },
    dataDir,
    settings,
    encrypter: safeStorageEncrypter(),
    remoteUrl: overrides.cmsUrl,
    uiOrigins: () => [uiOrigin],
    execPath: process.execPath,
    broadcast,
    onThemeChanged: (state) => {
      nativeTheme.themeSource = state.setting === 'auto' ? 'system' : state.setting
    },
    log: (line) => console.log(line),
  })
  nativeTheme.themeSource = (() => {
    const { setting } = readThemeState(settings, Date.now())
    return setting === 'auto' ? 'system' : setting
  })()

  const policy = (): NavigationPolicy => ({ appOrigins: [uiOrigin], externalOrigins: services.cmsOrigins() })
  serveRenderer(services.rendererDir, services.uiContentSecurityPolicy)
  registerBridgeIpc(services.handlers, (frameUrl) => {
    try {
      return originOf(new URL(frameUrl)) === uiOrigin
    } catch {
      return false
    }
  })

  windows = createAppWindows({
    preload: join(appRoot, 'out', 'preload', 'index.cjs'),
    baseUrl: devUrl ?? `${APP_ORIGIN}/`,
    settings,
    policy,
    get backgroundColor() {
      return nativeTheme.shouldUseDarkColors ? '#141414' : '#ffffff'
    },
    leaveStrings: leaveLanguage.strings,
  })
  const openWindow = (path = '/') => windows?.open(path)
  // Off unless a feed is configured; the menu then offers Help › Check for Updates….
  const updater = createAppUpdater({
    feedUrl: overrides.updateUrl ?? settings.get<string>('updateUrl'),
    current: currentWindow,
  })
  menu = createAppMenuController({
    platform: process.platform,
    appName: app.getName(),
    current: currentWindow,
    newWindow: () => void openWindow(),
    ...(updater.enabled ? { checkForUpdates: () => void updater.check() } : {}),
  })
  // The Document menu follows the window in front.
  app.on('browser-window-focus', () => menu?.rebuild())
  app.on('web-contents-created', (_event, contents) => {
    const id = contents.id
    contents.once('destroyed', () => menu?.forget(id))
  })
  openWindow()

  const frontWindow = () => {
    const win = currentWindow() ?? openWindow()
    if (!win) return null
    if (win.isMinimized()) win.restore()
    win.focus()
    return win
  }
  bringToFront = () => void frontWindow()
  let stopping = false
  // The window is open already: it shows the built-in CMS's steps while it starts, as in the web host.
  void startAndAnnounce(services, {
    url: `${uiOrigin}/`,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    stopped: () => stopping,
  }).finally(() =>
    deepLinks.ready({
      connectedServer: () => services.cms.getStatus().url,
      push: (event) => {
        const win = frontWindow()
        if (!win) return
        // A window opened for the link hears it once its page has loaded.
        if (win.webContents.isLoading())
          win.webContents.once('did-finish-load', () => win.webContents.send('main:deep-link', event))
        else win.webContents.send('main:deep-link', event)
      },
      switchServer: (server) => switchToServer(services.session, server),
    }),
  )
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow()
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('before-quit', (event) => {
    if (stopping) return
    stopping = true
    event.preventDefault()
    previewPopup.dispose()
    previewViews.dispose()
    void services.stop().finally(() => app.quit())
  })
}
