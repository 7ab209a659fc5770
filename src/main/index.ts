/**
 * Electron entry: one window, the app protocol, IPC for the bridge, and the built-in CMS as a child
 * process. Everything with logic lives in ./core (no Electron there) and is shared with the web host.
 */
import { app, BrowserWindow, nativeTheme } from 'electron'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BridgeEvent, BridgeEvents } from '@shared/bridge'
import { readThemeState } from './core/handlers'
import { createLeavePromptLanguage } from './core/leave-prompt'
import { createHostServices } from './core/host'
import { ensurePrivateDataDir, resolveDataDir } from './core/paths'
import { contentSecurityPolicy, originOf, type NavigationPolicy } from './core/security'
import { APP_ORIGIN, registerAppSchemePrivileges, serveRenderer } from './electron/app-protocol'
import { createNativePreviewPopup } from './electron/preview-popup'
import { registerBridgeIpc } from './electron/ipc'
import { installMenu } from './electron/menu'
import { installPermissionPolicy } from './electron/permissions'
import { createElectronSettings, safeStorageEncrypter } from './electron/settings'
import { createMainWindow } from './electron/window'

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

if (process.env.FOLIO_DATA_DIR) app.setPath('userData', process.env.FOLIO_DATA_DIR)

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  registerAppSchemePrivileges()
  void main()
}

async function main() {
  await app.whenReady()
  // Settings, tokens and drafts are the user's alone, as in the web host.
  if (process.platform !== 'win32') process.umask(0o077)
  const dataDir = resolveDataDir({
    ...process.env,
    FOLIO_DATA_DIR: process.env.FOLIO_DATA_DIR ?? app.getPath('userData'),
  })
  ensurePrivateDataDir(dataDir)
  const settings = createElectronSettings(dataDir)
  const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined
  const uiOrigin = devUrl ? new URL(devUrl).origin : APP_ORIGIN
  let mainWindow: BrowserWindow | null = null
  // Before any page loads: nothing is granted unless the app's own UI needs it.
  installPermissionPolicy(() => [uiOrigin])

  const broadcast = <E extends BridgeEvent>(event: E, payload: BridgeEvents[E]) => {
    for (const win of BrowserWindow.getAllWindows()) if (!win.isDestroyed()) win.webContents.send(event, payload)
  }
  // The native live-preview popup, relayed by its own preload; pushes go to the editor's window.
  const previewPopup = createNativePreviewPopup({
    preloadPath: join(appRoot, 'out', 'preload', 'preview-popup.cjs'),
    parent: () => mainWindow,
    onReady: () => mainWindow?.webContents.send('main:preview-popup-ready', { at: Date.now() }),
    onClosed: () => {
      if (mainWindow && !mainWindow.isDestroyed())
        mainWindow.webContents.send('main:preview-popup-closed', { at: Date.now() })
    },
  })
  const leaveLanguage = createLeavePromptLanguage()
  const services = createHostServices({
    onLanguageChanged: (language) => leaveLanguage.setLanguage(language),
    previewPopup: previewPopup.controller,
    host: 'electron',
    appRoot,
    version: app.getVersion(),
    versions: { node: process.versions.node, electron: process.versions.electron, chrome: process.versions.chrome },
    dataDir,
    settings,
    encrypter: safeStorageEncrypter(),
    remoteUrl: process.env.FOLIO_CMS_URL,
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

  const cmsOrigins = () => {
    const url = services.cms.getStatus().url
    return url ? [new URL(url).origin] : []
  }
  const policy = (): NavigationPolicy => ({ appOrigins: [uiOrigin], externalOrigins: cmsOrigins() })
  serveRenderer(join(appRoot, 'out', 'renderer'), () =>
    contentSecurityPolicy({ cmsOrigins: cmsOrigins(), previewOrigins: services.cms.previewOrigins() }),
  )
  registerBridgeIpc(services.handlers, (frameUrl) => {
    try {
      return originOf(new URL(frameUrl)) === uiOrigin
    } catch {
      return false
    }
  })
  installMenu(process.platform, app.getName())

  const openWindow = () => {
    mainWindow = createMainWindow({
      preload: join(appRoot, 'out', 'preload', 'index.cjs'),
      url: devUrl ?? `${APP_ORIGIN}/`,
      settings,
      policy,
      backgroundColor: nativeTheme.shouldUseDarkColors ? '#141414' : '#ffffff',
      leaveStrings: leaveLanguage.strings,
    })
  }
  openWindow()
  void services.start()

  app.on('second-instance', () => {
    if (!mainWindow || mainWindow.isDestroyed()) return openWindow()
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow()
  })
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  let stopping = false
  app.on('before-quit', (event) => {
    if (stopping) return
    stopping = true
    event.preventDefault()
    previewPopup.dispose()
    void services.stop().finally(() => app.quit())
  })
}
