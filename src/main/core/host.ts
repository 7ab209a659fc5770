/**
 * What both hosts (Electron and the web host) set up the same way: settings, token vault,
 * the CMS connection and the bridge handlers.
 */
import { join } from 'node:path'
import type { AppInfo, BridgeEvent, BridgeEvents, BridgeHandlers, HostKind } from '@shared/bridge'
import { CmsConnection } from './cms-connection'
import { DraftStore } from './draft-store'
import { rendererScriptHashes } from './inline-scripts'
import { readLocalAccountPassword } from './paths'
import { createBridgeHandlers, type DesktopWindows } from './bridge'
import type { PreviewPopupController } from './preview-popup'
import type { PreviewViewManager } from './preview-view'
import { contentSecurityPolicy } from './security'
import { SessionManager, type LocalAccount } from './session'
import type { SettingsStore } from './settings'
import { TokenVault, type Encrypter } from './token-vault'

export interface HostServicesOptions {
  host: HostKind
  appRoot: string
  version: string
  versions: AppInfo['versions']
  dataDir: string
  settings: SettingsStore
  encrypter: Encrypter
  /** FOLIO_CMS_URL: a remote Payload server instead of the built-in one. */
  remoteUrl?: string
  /** Origins of the UI, which the built-in CMS must accept. */
  uiOrigins: () => string[]
  /** The web host's own origin: frontends of a remote CMS are framed through its preview relay for it. */
  relayOrigin?: () => string | null
  /** The binary that runs the CMS as Node (Electron's own binary in the desktop app). */
  execPath?: string
  /** Sends a push event to every open window or browser tab. */
  broadcast: <E extends BridgeEvent>(event: E, payload: BridgeEvents[E]) => void
  onThemeChanged?: (setting: BridgeEvents['main:theme-changed']) => void
  onLanguageChanged?: (language: string) => Promise<void> | void
  log?: (line: string) => void
  /** The native preview popup (desktop only). */
  previewPopup?: PreviewPopupController
  previewView?: PreviewViewManager
  /** Several windows (desktop only). */
  windows?: DesktopWindows
}

export interface HostServices {
  handlers: BridgeHandlers
  cms: CmsConnection
  vault: TokenVault
  session: SessionManager
  /** The built UI's folder (`out/renderer`), which both hosts serve. */
  rendererDir: string
  /** The connected CMS's origin, or none while there is none. */
  cmsOrigins: () => string[]
  /**
   * The UI page's Content-Security-Policy for the CMS and preview origins as they are now, allowing the
   * built page's own inline script (the early requests) by its hash, read once at start.
   */
  uiContentSecurityPolicy: () => string
  /** Connects to FOLIO_CMS_URL, the last choice, or the built-in CMS. */
  start(): Promise<void>
  stop(): Promise<void>
}

/** The built-in CMS's seeded editor: Folio signs in as this account without asking. */
export const DEMO_LOCAL_EMAIL = 'editor@example.com'

/**
 * FOLIO_LOCAL_EMAIL/FOLIO_LOCAL_PASSWORD, else the seeded editor with the password the CMS generated for
 * this install; read at each sign-in, since the CMS writes it on its first start.
 */
function localAccount(dataDir: string): LocalAccount {
  const email = process.env.FOLIO_LOCAL_EMAIL || DEMO_LOCAL_EMAIL
  return {
    email,
    get password() {
      return process.env.FOLIO_LOCAL_PASSWORD || readLocalAccountPassword(dataDir, email) || ''
    },
  }
}

export function cmsServerEntry(appRoot: string): string {
  return join(appRoot, 'out', 'node', 'cms', 'server.js')
}

export function createHostServices(options: HostServicesOptions): HostServices {
  const vault = new TokenVault(options.settings, options.encrypter)
  const cms = new CmsConnection({
    local: {
      serverEntry: cmsServerEntry(options.appRoot),
      dataDir: options.dataDir,
      execPath: options.execPath,
    },
    uiOrigins: options.uiOrigins,
    vault,
    onLog: options.log,
  })
  cms.onStatus((status) => options.broadcast('main:cms-status', status))
  const session = new SessionManager({
    cms,
    vault,
    settings: options.settings,
    localAccount: localAccount(options.dataDir),
    envUrl: options.remoteUrl,
    onChange: (state) => options.broadcast('main:session-changed', state),
  })
  cms.onRestarted(() => void session.resumeLocal())
  const handlers = createBridgeHandlers({
    appInfo: {
      name: 'Folio',
      version: options.version,
      host: options.host,
      platform: process.platform,
      versions: options.versions,
    },
    settings: options.settings,
    cms,
    session,
    drafts: new DraftStore(join(options.dataDir, 'drafts')),
    previewPopup: options.previewPopup,
    previewView: options.previewView,
    relayOrigin: options.relayOrigin,
    windows: options.windows,
    onLanguageChanged: options.onLanguageChanged,
    onThemeChanged: (state) => {
      options.onThemeChanged?.(state)
      options.broadcast('main:theme-changed', state)
    },
  })
  const rendererDir = join(options.appRoot, 'out', 'renderer')
  const scriptHashes = rendererScriptHashes(rendererDir)
  const cmsOrigins = () => {
    const url = cms.getStatus().url
    return url ? [new URL(url).origin] : []
  }
  return {
    handlers,
    cms,
    vault,
    session,
    rendererDir,
    cmsOrigins,
    uiContentSecurityPolicy: () =>
      contentSecurityPolicy({ cmsOrigins: cmsOrigins(), previewOrigins: cms.previewOrigins(), scriptHashes }),
    async start() {
      await session.connect(session.initialTarget())
    },
    async stop() {
      session.dispose()
      await cms.stop()
    },
  }
}
