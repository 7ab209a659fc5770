/**
 * The bridge's handler map: one function per channel, shared by the Electron IPC layer and the web host.
 */
import type { ApiResult } from '@shared/api'
import type {
  AppInfo,
  BridgeChannel,
  BridgeFailure,
  BridgeHandlers,
  BridgeRequest,
  BridgeResponse,
  BridgeSender,
} from '@shared/bridge'
import { readStoredTheme, storeThemeChoice, themeCookieName, type ThemeSetting, type ThemeState } from '@shared/theme'
import { FOLIO_ENDPOINTS, type FolioSchemaResponse } from '@shared/protocol'
import type { CmsConnection } from './cms-connection'
import type { DraftStore } from './draft-store'
import type { SessionManager } from './session'
import type { SessionState } from '@shared/session'
import type { DocumentRef } from '@shared/windows'
import type { MenuContext } from '@shared/menu'
import { resolveServerUrl } from '@shared/server-url'
import type { SettingsStore } from './settings'
import type { PreviewPopupController } from './preview-popup'
import type { PreviewViewManager } from './preview-view'
import { withPreviewTicket } from './preview-ticket'
import { validateRequest } from './validation'
import { withoutTokens } from './token-strip'

/** What the desktop app does for the window channels; each call names the window that asked. */
export interface DesktopWindows {
  open(path: string, sender: BridgeSender): boolean
  documentOpened(ref: DocumentRef, sender: BridgeSender): { elsewhere: number }
  documentClosed(ref: DocumentRef, sender: BridgeSender): void
  menuContext?(context: MenuContext, sender: BridgeSender): void
  deepLinkAnswer?(id: string, accept: boolean): Promise<boolean>
  notify?(request: BridgeRequest<'renderer:notify'>, sender: BridgeSender): BridgeResponse<'renderer:notify'>
}

export interface HandlerDeps {
  appInfo: AppInfo
  settings: SettingsStore
  cms: CmsConnection
  session: SessionManager
  drafts: DraftStore
  /** Lets the host follow the theme (Electron's nativeTheme) and push it to every window. */
  onThemeChanged?: (state: ThemeState) => void
  /** The native preview popup (desktop only). */
  previewPopup?: PreviewPopupController
  /** The embedded native preview views, one per window (desktop only). */
  previewView?: PreviewViewManager
  /** The UI language changed (the desktop app translates its native dialogs with it). */
  onLanguageChanged?: (language: string) => Promise<void> | void
  now?: () => number
  /** Several windows (desktop only; the web host answers as a host of tabs). */
  windows?: DesktopWindows
  /** How main reaches the built-in preview site to register a ticket; tests pass a fake. */
  fetchImpl?: typeof fetch
}

export const THEME_PREFIX_KEY = 'themeCookiePrefix'

export function readThemeState(settings: SettingsStore, now: number): ThemeState {
  const cookieName = themeCookieName(settings.get<string>(THEME_PREFIX_KEY))
  const stored = settings.get<{ value: string; expiresAt: number }>(cookieName)
  const setting = readStoredTheme(stored, now)
  return { setting, cookieName, expiresAt: setting === 'auto' ? null : (stored?.expiresAt ?? null) }
}

export function createBridgeHandlers(deps: HandlerDeps): BridgeHandlers {
  const now = deps.now ?? Date.now

  // Schema and permissions are asked for on every start of the UI and change only with the session:
  // fetched once per signed-in session (the schema once per UI language; prefetched at sign-in), then answered
  // from memory.
  type SchemaAnswer = Promise<ApiResult<FolioSchemaResponse>>
  type AccessAnswer = Promise<ApiResult<Record<string, unknown>>>
  /** The schema per UI language (its labels and descriptions given as functions are in it); access once. */
  type Cached = { key: string; schema: Map<string, SchemaAnswer>; access?: AccessAnswer }
  let cache: Cached = { key: '', schema: new Map() }
  /** The UI language the renderer last told (renderer:language-set): the schema is asked in it. */
  let uiLanguage: string | undefined
  const sessionKey = () => {
    const s = deps.session.getState()
    return s.phase === 'signed-in' && s.serverUrl && s.user
      ? `${s.serverUrl}#${s.user.collection}:${String(s.user.id)}`
      : ''
  }
  function cached<K extends 'schema' | 'access'>(
    kind: K,
    path: string,
  ): K extends 'schema' ? SchemaAnswer : AccessAnswer
  function cached(kind: 'schema' | 'access', path: string): SchemaAnswer | AccessAnswer {
    const key = sessionKey()
    if (cache.key !== key) cache = { key, schema: new Map() }
    const client = deps.cms.getClient()
    if (!client || !key)
      return Promise.resolve({ ok: false, error: { kind: 'not-connected', message: 'not signed in' } })
    const language = kind === 'schema' ? uiLanguage : undefined
    const existing = kind === 'schema' ? cache.schema.get(language ?? '') : cache.access
    if (existing) return existing
    const entry = cache
    const request = client.request({ method: 'GET', path, ...(language ? { language } : {}) }).then((answer) => {
      const result = tokenFree(path, answer)
      // A failure is not kept: the next ask tries again.
      if (!result.ok) {
        if (kind === 'access' && entry.access === request) delete entry.access
        if (kind === 'schema' && entry.schema.get(language ?? '') === request) entry.schema.delete(language ?? '')
      }
      return result
    })
    if (kind === 'schema') entry.schema.set(language ?? '', request as SchemaAnswer)
    else entry.access = request as AccessAnswer
    return request as SchemaAnswer | AccessAnswer
  }
  // Local drafts belong to one user on one server: main picks the folder from the session, so a
  // renderer asking for a key gets only its own user's draft.
  const draftScope = () => draftScopeOf(deps.session.getState())
  deps.session.onSignedOut?.((previous) => {
    const scope = draftScopeOf(previous)
    if (scope) deps.drafts.removeScope(scope)
  })
  try {
    deps.drafts.sweep()
  } catch {
    // A folder that cannot be read now is tried again at the next start; drafts still work.
  }
  // Drafts from before they were kept per user go to the first user who signs in to their server.
  deps.session.onSignedIn?.(() => {
    const state = deps.session.getState()
    const server = draftServerOf(state)
    const scope = draftScopeOf(state)
    try {
      if (server && scope) deps.drafts.adoptLegacy(server, scope)
    } catch {
      // What could not be moved stays where it was and is tried again at the next sign-in.
    }
  })

  deps.session.onSignedIn?.(() => {
    void cached('schema', FOLIO_ENDPOINTS.schema)
    void cached('access', '/access')
  })

  /** The CMS token never reaches the renderer, in an answer or in an error's body (token-strip.ts). */
  function tokenFree<T>(path: string, result: ApiResult<T>): ApiResult<T> {
    const token = deps.cms.currentToken()
    if (result.ok) return { ...result, data: withoutTokens(path, result.data, token) as T }
    return { ...result, error: withoutTokens(path, result.error, token) as typeof result.error }
  }

  function setTheme(setting: ThemeSetting, cookiePrefix?: string): ThemeState {
    if (cookiePrefix) deps.settings.set(THEME_PREFIX_KEY, cookiePrefix)
    const cookieName = themeCookieName(deps.settings.get<string>(THEME_PREFIX_KEY))
    const stored = storeThemeChoice(setting, now())
    // 'auto' clears the stored choice, as Payload clears its cookie.
    if (stored) deps.settings.set(cookieName, stored)
    else deps.settings.delete(cookieName)
    const state = readThemeState(deps.settings, now())
    deps.onThemeChanged?.(state)
    return state
  }

  return {
    'renderer:boot': async () => {
      const session = deps.session.getState()
      const signedIn = session.phase === 'signed-in'
      const [schema, access] = signedIn
        ? await Promise.all([cached('schema', FOLIO_ENDPOINTS.schema), cached('access', '/access')])
        : [null, null]
      return {
        app: deps.appInfo,
        cms: deps.cms.getStatus(),
        theme: readThemeState(deps.settings, now()),
        session,
        profiles: deps.session.listProfiles(),
        schema,
        access,
      }
    },
    'renderer:app-info': () => Promise.resolve(deps.appInfo),
    'renderer:cms-status': () => Promise.resolve(deps.cms.getStatus()),
    'renderer:cms-reconnect': () => deps.cms.reconnect(),
    'renderer:theme-get': () => Promise.resolve(readThemeState(deps.settings, now())),
    'renderer:theme-set': ({ setting, cookiePrefix }) => Promise.resolve(setTheme(setting, cookiePrefix)),
    'renderer:api': async (request) => {
      const client = deps.cms.getClient()
      if (!client) {
        const status = deps.cms.getStatus()
        return { ok: false, error: { kind: 'not-connected', message: status.message ?? `the CMS is ${status.state}` } }
      }
      const result = tokenFree(request.path, await client.request(request))
      // A refusal may mean the server no longer knows the session rather than a lack of rights: told apart
      // here, so the UI asks to sign in again instead of reporting each refused request.
      const refused = !result.ok && (result.error.kind === 'unauthorized' || result.error.kind === 'forbidden')
      if (refused && request.authenticated !== false && (await deps.session.checkRejected()))
        return { ok: false, error: { ...result.error, sessionRejected: true } }
      return result
    },
    'renderer:session-get': () => Promise.resolve(deps.session.getState()),
    'renderer:connect': async (target) => deps.session.connect(target),
    'renderer:sign-in': async (credentials) => deps.session.signIn(credentials),
    'renderer:sign-out': async () => deps.session.signOut(),
    'renderer:session-refresh': async () => deps.session.refresh(),
    'renderer:session-check': async () => {
      await deps.session.checkRejected()
      return deps.session.getState()
    },
    'renderer:profiles-list': () => Promise.resolve(deps.session.listProfiles()),
    'renderer:profile-save': (profile) => Promise.resolve(deps.session.saveProfile(profile)),
    'renderer:profile-delete': ({ id }) => Promise.resolve(deps.session.deleteProfile(id)),
    'renderer:schema': () => cached('schema', FOLIO_ENDPOINTS.schema),
    'renderer:access': () => cached('access', '/access'),
    'renderer:upload': async ({ dataBase64, ...request }) => {
      const client = deps.cms.getClient()
      if (!client) return { ok: false, error: { kind: 'not-connected', message: 'not connected' } }
      return tokenFree(
        `/${request.collection}`,
        await client.upload({ ...request, file: Buffer.from(dataBase64, 'base64') }),
      )
    },
    'renderer:preview-url': async ({ collection, global, id, locale, kind }) => {
      const client = deps.cms.getClient()
      if (!client) return { ok: false, error: { kind: 'not-connected', message: 'not connected' } }
      const query: Record<string, string> = {}
      if (collection) query.collection = collection
      if (global) query.global = global
      if (id) query.id = id
      if (locale) query.locale = locale
      if (kind === 'preview') query.kind = kind
      const result = await client.request({ method: 'GET', path: FOLIO_ENDPOINTS.previewUrl, query })
      if (!result.ok) return result
      // A server without serverURL answers with a path (e.g. /next/preview?...): it is on the server, not on Folio.
      const url = resolveServerUrl((result.data as { url?: unknown }).url, deps.cms.getStatus().url)
      if (url === null) return { ok: true, status: result.status, data: { url: null } }
      deps.cms.notePreviewUrl?.(url)
      return {
        ok: true,
        status: result.status,
        data: {
          url: await withPreviewTicket(url, {
            previewSiteUrl: deps.cms.previewSiteUrl,
            token: deps.cms.currentToken(),
            fetchImpl: deps.fetchImpl,
          }),
        },
      }
    },
    'renderer:preview-popup-open': ({ url }) => Promise.resolve(deps.previewPopup?.open(url) ?? false),
    'renderer:preview-popup-post': ({ message }) => Promise.resolve(deps.previewPopup?.post(message) ?? false),
    'renderer:preview-popup-close': () => Promise.resolve(deps.previewPopup?.close()),
    ...previewViewHandlers(deps.previewView),
    'renderer:language-set': async ({ language }) => {
      uiLanguage = language
      await deps.onLanguageChanged?.(language)
    },
    ...windowHandlers(deps.windows),
    'renderer:draft-list': ({ key }) => {
      const scope = draftScope()
      return Promise.resolve(scope ? deps.drafts.list(scope, key) : [])
    },
    'renderer:draft-save': (draft) => {
      const scope = draftScope()
      if (!scope) return Promise.reject(new Error('not signed in: the draft has no owner'))
      deps.drafts.save(scope, draft)
      return Promise.resolve()
    },
    'renderer:draft-clear': ({ key, instance }) => {
      const scope = draftScope()
      if (scope) deps.drafts.clear(scope, key, instance)
      return Promise.resolve()
    },
  }
}

const WEB_TAB: BridgeSender = { windowId: null }

type PreviewViewChannel =
  | 'renderer:preview-view-show'
  | 'renderer:preview-view-bounds'
  | 'renderer:preview-view-post'
  | 'renderer:preview-view-close'

/** The embedded preview view, in the asking window; "not available" (false) in the web host. */
export function previewViewHandlers(views?: PreviewViewManager): Pick<BridgeHandlers, PreviewViewChannel> {
  const windowOf = (sender: BridgeSender) => (views && sender.windowId !== null ? sender.windowId : null)
  return {
    'renderer:preview-view-show': ({ url, bounds }, sender = WEB_TAB) => {
      const id = windowOf(sender)
      return Promise.resolve(id === null ? false : views!.show(id, url, bounds))
    },
    'renderer:preview-view-bounds': ({ bounds, visible }, sender = WEB_TAB) => {
      const id = windowOf(sender)
      return Promise.resolve(id === null ? false : views!.setBounds(id, bounds, visible))
    },
    'renderer:preview-view-post': ({ message }, sender = WEB_TAB) => {
      const id = windowOf(sender)
      return Promise.resolve(id === null ? false : views!.post(id, message))
    },
    'renderer:preview-view-close': (_request, sender = WEB_TAB) => {
      const id = windowOf(sender)
      if (id !== null) views!.close(id)
      return Promise.resolve()
    },
  }
}

type WindowChannel =
  | 'renderer:open-window'
  | 'renderer:document-opened'
  | 'renderer:document-closed'
  | 'renderer:menu-context'
  | 'renderer:deep-link-answer'
  | 'renderer:notify'

/** The window channels. A web host's tabs are the browser's: it opens a route in one, and tabs hear each other. */
export function windowHandlers(windows?: DesktopWindows): Pick<BridgeHandlers, WindowChannel> {
  return {
    'renderer:open-window': ({ path }, sender = WEB_TAB) => Promise.resolve(windows?.open(path, sender) ?? false),
    'renderer:document-opened': (ref, sender = WEB_TAB) =>
      Promise.resolve(windows?.documentOpened(ref, sender) ?? { elsewhere: 0 }),
    'renderer:document-closed': (ref, sender = WEB_TAB) => Promise.resolve(windows?.documentClosed(ref, sender)),
    'renderer:menu-context': (context, sender = WEB_TAB) => Promise.resolve(windows?.menuContext?.(context, sender)),
    'renderer:notify': (request, sender = WEB_TAB) =>
      Promise.resolve(windows?.notify?.(request, sender) ?? { shown: false, reason: 'unsupported' }),
    'renderer:deep-link-answer': ({ id, accept }) => windows?.deepLinkAnswer?.(id, accept) ?? Promise.resolve(false),
  }
}

/**
 * Whose drafts: the built-in CMS ('local', whatever port it got this time) or the server's URL, and
 * the signed-in user's collection and id. null when no one is signed in.
 */
export function draftScopeOf(state: SessionState): string | null {
  const server = draftServerOf(state)
  if (!server || !state.user) return null
  return `${server}#${state.user.collection}:${String(state.user.id)}`
}

/** The server part of draft keys and scopes: 'local' for the built-in CMS, else the server's URL. */
export function draftServerOf(state: SessionState): string | null {
  if (state.phase !== 'signed-in' || !state.user) return null
  return (state.target.kind === 'local' ? 'local' : state.serverUrl) || null
}

export type DispatchResult<C extends BridgeChannel> =
  { ok: true; value: BridgeResponse<C> } | { ok: false; failure: BridgeFailure }

/** Validates the payload, then runs the handler; a throwing handler becomes a failure, never a crash. */
export async function dispatch<C extends BridgeChannel>(
  handlers: BridgeHandlers,
  channel: C,
  payload: unknown,
  sender: BridgeSender = WEB_TAB,
): Promise<DispatchResult<C>> {
  const handler = handlers[channel] as
    ((request: BridgeRequest<C>, sender: BridgeSender) => Promise<BridgeResponse<C>>) | undefined
  if (!handler)
    return { ok: false, failure: { bridgeError: 'invalid-channel', message: `unknown channel ${String(channel)}` } }
  const checked = validateRequest(channel, payload)
  if (!checked.ok) return { ok: false, failure: { bridgeError: 'invalid-payload', message: checked.message } }
  try {
    return { ok: true, value: await handler(checked.value, sender) }
  } catch (error) {
    return {
      ok: false,
      failure: { bridgeError: 'handler-failed', message: (error as Error)?.message ?? String(error) },
    }
  }
}
