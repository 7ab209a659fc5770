/**
 * Security policy of the desktop window, kept free of Electron imports so the web host and unit tests
 * use the same rules: safe webPreferences, the Content-Security-Policy, and the navigation allow-list.
 */
import { isAppRoutePath } from '@shared/windows'

export interface SafeWebPreferences {
  preload: string
  contextIsolation: true
  sandbox: true
  nodeIntegration: false
  nodeIntegrationInWorker: false
  nodeIntegrationInSubFrames: false
  webSecurity: true
  allowRunningInsecureContent: false
  experimentalFeatures: false
  webviewTag: false
  navigateOnDragDrop: false
  spellcheck: boolean
}

export function safeWebPreferences(preload: string): SafeWebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: true,
  }
}

export interface CspOptions {
  /** Origins the UI may load images and media from, and frame (the CMS, a preview site). */
  cmsOrigins?: string[]
  previewOrigins?: string[]
  /** Dev server only: Vite's HMR needs a websocket to itself. */
  devServerOrigin?: string
  /** 'sha256-…' of the app's own inline scripts (core/inline-scripts.ts): allowed by hash, no others. */
  scriptHashes?: string[]
}

/**
 * The UI's CSP: scripts only from the app itself (no inline script but its own, by hash; no eval), no plugins, no base-tag tricks,
 * no form posts; connections only to the app (the bridge) and, for the dev server, its HMR socket.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const cms = unique(options.cmsOrigins ?? [])
  const preview = unique(options.previewOrigins ?? [])
  const dev = options.devServerOrigin ? [options.devServerOrigin, options.devServerOrigin.replace(/^http/, 'ws')] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`),
      ...(options.devServerOrigin ? [options.devServerOrigin] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...cms],
    'media-src': ["'self'", 'blob:', ...cms],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...dev],
    'frame-src': ["'self'", ...cms, ...preview],
    // The same for browsers that still read child-src for frames: the preview site, nothing else.
    'child-src': ["'self'", ...cms, ...preview],
    // The web host's shared push worker (core/bridge/push-worker.ts), from the app's own files only.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

function unique(origins: string[]): string[] {
  return [...new Set(origins.map((o) => new URL(o).origin))]
}

export interface NavigationPolicy {
  /** Where the UI itself is served from (dev server, app protocol or file). */
  appOrigins: string[]
  /** Origins whose pages may be opened in the user's browser (the CMS for the API view's 'open'). */
  externalOrigins: string[]
}

/** The main window may only navigate within the app itself. */
export function isInAppNavigation(url: string, policy: NavigationPolicy): boolean {
  const parsed = safeUrl(url)
  if (!parsed) return false
  if (parsed.protocol === 'file:') return policy.appOrigins.includes('file://')
  return policy.appOrigins.includes(originOf(parsed))
}

/** Node's URL reports 'null' as the origin of custom schemes such as folio://app, which Electron treats as standard. */
export function originOf(url: URL): string {
  return url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`
}

export type WindowOpenDecision =
  { action: 'deny' } | { action: 'open-external'; url: string } | { action: 'open-app-window'; path: string }

/**
 * New windows are never created by the page: a link to one of the app's own routes (Ctrl/Cmd+click,
 * Shift+click, or a target) opens it in another app window that main makes, with the app's rules;
 * allowed http(s) links open in the user's browser; anything else opens nothing.
 */
export function decideWindowOpen(url: string, policy: NavigationPolicy): WindowOpenDecision {
  const parsed = safeUrl(url)
  if (parsed && isInAppNavigation(url, policy)) {
    const path = `${parsed.pathname}${parsed.search}`
    return isAppRoutePath(path) ? { action: 'open-app-window', path } : { action: 'deny' }
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return { action: 'deny' }
  if (!policy.externalOrigins.includes(parsed.origin)) return { action: 'deny' }
  return { action: 'open-external', url: parsed.href }
}

function safeUrl(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}
