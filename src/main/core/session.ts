/**
 * Connections and sign-in: which server (the built-in CMS or a saved profile), whether it has a Folio
 * plugin this app understands, who is signed in, and keeping the token fresh. The token stays here.
 */
import { randomUUID } from 'node:crypto'
import type { ApiError } from '@shared/api'
import type {
  ConnectError,
  ConnectErrorCode,
  ConnectionProfile,
  ConnectTarget,
  ServerInfo,
  SessionState,
  SessionUser,
  SignInRequest,
} from '@shared/session'
import { FOLIO_ENDPOINTS, FOLIO_PROTOCOL_VERSION } from '@shared/protocol'
import { normalizeServerUrl } from './api-client'
import type { CmsConnection } from './cms-connection'
import type { SettingsStore } from './settings'
import type { TokenVault } from './token-vault'

const PROFILES_KEY = 'connections'
const LAST_TARGET_KEY = 'lastConnection'
/** Refresh this long before the token expires. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000
const MIN_REFRESH_DELAY_MS = 10 * 1000

export interface LocalAccount {
  email: string
  password: string
}

export interface SessionOptions {
  cms: CmsConnection
  vault: TokenVault
  settings: SettingsStore
  /** How Folio signs in to the built-in CMS without asking (the seeded demo editor by default). */
  localAccount: LocalAccount
  /** FOLIO_CMS_URL: a remote server given on the command line, used instead of the saved choice. */
  envUrl?: string
  onChange?: (state: SessionState) => void
  now?: () => number
}

type LoginResponse = { token?: string; exp?: number; user?: SessionUser }
type MeResponse = { user?: SessionUser | null; exp?: number }
type RefreshResponse = { refreshedToken?: string; exp?: number; user?: SessionUser }

export const ENV_PROFILE_ID = 'env'

export class SessionManager {
  private state: SessionState = {
    target: { kind: 'local' },
    phase: 'idle',
    serverUrl: null,
    server: null,
    user: null,
    expiresAt: null,
    error: null,
  }
  private refreshTimer: NodeJS.Timeout | null = null
  /** Each connect gets a number; answers for an older attempt are dropped. */
  private attempt = 0
  private readonly signedInListeners = new Set<() => void>()
  private readonly signedOutListeners = new Set<(previous: SessionState) => void>()
  /** One /me question at a time for the refusals that arrive together. */
  private rejectionCheck: Promise<boolean> | null = null

  constructor(private readonly options: SessionOptions) {}

  /** Called each time a user is (again) signed in, e.g. to prefetch what the UI will ask for. */
  onSignedIn(listener: () => void): () => void {
    this.signedInListeners.add(listener)
    return () => this.signedInListeners.delete(listener)
  }

  /** Called when the user signs out, with the state they were signed in with (e.g. to remove their drafts). */
  onSignedOut(listener: (previous: SessionState) => void): () => void {
    this.signedOutListeners.add(listener)
    return () => this.signedOutListeners.delete(listener)
  }

  getState(): SessionState {
    return this.state
  }

  // ── profiles ────────────────────────────────────────────────────────────────────────────────

  listProfiles(): ConnectionProfile[] {
    const saved = this.options.settings.get<ConnectionProfile[]>(PROFILES_KEY) ?? []
    const list = Array.isArray(saved)
      ? saved.filter((p) => p && typeof p.id === 'string' && typeof p.url === 'string')
      : []
    if (this.options.envUrl) {
      const url = normalizeServerUrl(this.options.envUrl)
      list.unshift({ id: ENV_PROFILE_ID, name: this.options.envUrl, url: url.ok ? url.url : this.options.envUrl })
    }
    return list
  }

  saveProfile(input: {
    id?: string
    name: string
    url: string
  }): { ok: true; profile: ConnectionProfile } | { ok: false; error: ConnectError } {
    const url = normalizeServerUrl(input.url)
    if (!url.ok) return { ok: false, error: { code: 'invalid-url', detail: url.message } }
    const profiles = this.listProfiles().filter((p) => p.id !== ENV_PROFILE_ID)
    const profile: ConnectionProfile = {
      id: input.id ?? randomUUID(),
      name: input.name.trim() || new URL(url.url).host,
      url: url.url,
    }
    const index = profiles.findIndex((p) => p.id === profile.id)
    if (index >= 0) profiles[index] = profile
    else profiles.push(profile)
    this.options.settings.set(PROFILES_KEY, profiles)
    return { ok: true, profile }
  }

  deleteProfile(id: string): ConnectionProfile[] {
    const profile = this.listProfiles().find((p) => p.id === id)
    const remaining = this.listProfiles().filter((p) => p.id !== id && p.id !== ENV_PROFILE_ID)
    this.options.settings.set(PROFILES_KEY, remaining)
    if (profile) this.options.vault.clear(profile.url)
    return this.listProfiles()
  }

  /** Where to connect at start: FOLIO_CMS_URL, else the last choice, else the built-in CMS. */
  initialTarget(): ConnectTarget {
    if (this.options.envUrl) return { kind: 'profile', id: ENV_PROFILE_ID }
    const last = this.options.settings.get<ConnectTarget>(LAST_TARGET_KEY)
    if (last?.kind === 'profile' && this.listProfiles().some((p) => p.id === last.id)) return last
    return { kind: 'local' }
  }

  // ── connecting ──────────────────────────────────────────────────────────────────────────────

  async connect(target: ConnectTarget): Promise<SessionState> {
    const attempt = ++this.attempt
    this.clearRefresh()
    this.set({ target, phase: 'connecting', serverUrl: null, server: null, user: null, expiresAt: null, error: null })
    const { cms } = this.options

    let status
    if (target.kind === 'local') {
      status = await cms.useLocal()
      if (attempt !== this.attempt) return this.state
      if (status.state !== 'ready') return this.fail({ code: 'local-failed', detail: status.message })
    } else {
      const profile = this.listProfiles().find((p) => p.id === target.id)
      if (!profile) return this.fail({ code: 'unknown-profile', detail: target.id })
      status = await cms.useRemote(profile.url)
      if (status.state !== 'ready') return this.fail({ code: 'invalid-url', detail: status.message })
    }
    if (target.kind === 'local' || target.id !== ENV_PROFILE_ID) this.options.settings.set(LAST_TARGET_KEY, target)
    const serverUrl = status.url!

    const info = await this.fetchServerInfo()
    if (attempt !== this.attempt) return this.state
    if (!info.ok) return this.fail(info.error, serverUrl)
    this.set({ ...this.state, serverUrl, server: info.info })

    // A token kept from an earlier session may still be good.
    if (this.options.vault.get(serverUrl)) {
      const me = await this.request<MeResponse>('GET', `/${info.info.userCollection}/me`)
      if (attempt !== this.attempt) return this.state
      if (me.ok && me.data?.user) return this.signedIn(me.data.user, me.data.exp)
      this.options.vault.clear(serverUrl)
    }
    if (target.kind === 'local') {
      const { email, password } = this.options.localAccount
      return this.signIn({ email, password })
    }
    return this.set({ ...this.state, phase: 'signed-out' })
  }

  private async fetchServerInfo(): Promise<{ ok: true; info: ServerInfo } | { ok: false; error: ConnectError }> {
    const result = await this.request<{
      folio?: { protocolVersion?: unknown; pluginVersion?: unknown }
      auth?: { collection?: unknown; loginWithUsername?: unknown }
    }>('GET', FOLIO_ENDPOINTS.info, undefined, false)
    if (!result.ok) {
      const { error } = result
      // Payload answers unknown routes with JSON; anything else answering 404 is not Payload.
      if (error.kind === 'not-found')
        return { ok: false, error: { code: error.notJson ? 'not-payload' : 'no-plugin', detail: error.message } }
      return { ok: false, error: connectErrorFrom(error) }
    }
    const folio = result.data?.folio
    if (!folio || typeof folio !== 'object')
      return { ok: false, error: { code: 'not-payload', detail: 'no folio information in the answer' } }
    if (folio.protocolVersion !== FOLIO_PROTOCOL_VERSION) {
      return {
        ok: false,
        error: {
          code: 'plugin-version',
          detail: `plugin protocol ${String(folio.protocolVersion)} (plugin ${String(folio.pluginVersion)}); this Folio speaks ${FOLIO_PROTOCOL_VERSION}`,
        },
      }
    }
    const { pluginVersion } = folio
    const collection = result.data?.auth?.collection
    const lwu = result.data?.auth?.loginWithUsername as ServerInfo['loginWithUsername'] | undefined
    return {
      ok: true,
      info: {
        protocolVersion: FOLIO_PROTOCOL_VERSION,
        pluginVersion:
          typeof pluginVersion === 'string' || typeof pluginVersion === 'number' ? String(pluginVersion) : '',
        userCollection: typeof collection === 'string' ? collection : 'users',
        loginWithUsername: lwu && typeof lwu === 'object' ? lwu : false,
      },
    }
  }

  // ── signing in and out ──────────────────────────────────────────────────────────────────────

  async signIn(credentials: SignInRequest): Promise<SessionState> {
    const { server, serverUrl } = this.state
    if (!server || !serverUrl) return this.state
    const attempt = this.attempt
    // Signing in again after the server ended the session: the UI stays signed in (its screen and edits kept).
    const renewing = this.state.phase === 'signed-in' && this.state.rejected === true
    const previousUser = this.state.user
    const failed = (error: ConnectError) =>
      this.set({ ...this.state, phase: renewing ? 'signed-in' : 'signed-out', error })
    this.set({ ...this.state, phase: renewing ? 'signed-in' : 'signing-in', error: null })
    const body: Record<string, string> = { password: credentials.password }
    if (credentials.email) body.email = credentials.email
    if (credentials.username) body.username = credentials.username
    // English answers let the error be recognised; the UI words it in the user's language.
    const result = await this.request<LoginResponse>('POST', `/${server.userCollection}/login`, body, false, 'en')
    if (attempt !== this.attempt) return this.state
    if (!result.ok) {
      const { error } = result
      if (error.kind === 'unauthorized' || error.kind === 'validation' || error.kind === 'forbidden') {
        const locked = /locked/i.test(error.message)
        return failed({ code: locked ? 'account-locked' : 'wrong-credentials', detail: error.message })
      }
      return failed(connectErrorFrom(error))
    }
    if (!result.data?.token || !result.data.user)
      return failed({ code: 'not-payload', detail: 'the login answer had no token' })
    const { user } = result.data
    if (renewing && (user.collection !== previousUser?.collection || String(user.id) !== String(previousUser?.id)))
      return failed({ code: 'other-user', detail: user.email ?? String(user.id) })
    this.options.vault.set(serverUrl, result.data.token)
    return this.signedIn(result.data.user, result.data.exp)
  }

  async signOut(): Promise<SessionState> {
    const previous = this.state
    const { server, serverUrl } = previous
    this.clearRefresh()
    if (previous.phase === 'signed-in') for (const listener of this.signedOutListeners) listener(previous)
    if (server && serverUrl) {
      await this.request('POST', `/${server.userCollection}/logout`)
      this.options.vault.clear(serverUrl)
    }
    return this.set({ ...this.accepted(), phase: 'signed-out', user: null, expiresAt: null, error: null })
  }

  /**
   * A request was refused (401/403) while signed in: asks /me whether the server still knows this session.
   * When it does not, the state says so (rejected) instead of signing out, so nothing on screen is lost.
   */
  checkRejected(): Promise<boolean> {
    const { server, phase, rejected } = this.state
    if (rejected) return Promise.resolve(true)
    if (phase !== 'signed-in' || !server) return Promise.resolve(false)
    if (this.rejectionCheck) return this.rejectionCheck
    const attempt = this.attempt
    const check = this.request<MeResponse>('GET', `/${server.userCollection}/me`).then((me) => {
      if (this.rejectionCheck === check) this.rejectionCheck = null
      if (attempt !== this.attempt || this.state.phase !== 'signed-in') return false
      const gone = me.ok ? !me.data?.user : me.error.kind === 'unauthorized' || me.error.kind === 'forbidden'
      if (gone) this.reject()
      return gone
    })
    this.rejectionCheck = check
    return check
  }

  /** Renews the token; called by the timer before expiry, and after the user saves their own record. */
  async refresh(): Promise<SessionState> {
    const { server, serverUrl } = this.state
    if (!server || !serverUrl || this.state.phase !== 'signed-in') return this.state
    const result = await this.request<RefreshResponse>('POST', `/${server.userCollection}/refresh-token`)
    if (result.ok && result.data?.refreshedToken) {
      this.options.vault.set(serverUrl, result.data.refreshedToken)
      return this.signedIn(result.data.user ?? this.state.user!, result.data.exp)
    }
    if (!result.ok && (result.error.kind === 'unauthorized' || result.error.kind === 'forbidden')) {
      this.options.vault.clear(serverUrl)
      return this.reject()
    }
    // A network hiccup: try again shortly rather than signing the user out.
    this.scheduleRefresh(this.now() + MIN_REFRESH_DELAY_MS + REFRESH_MARGIN_MS)
    return this.state
  }

  /**
   * The built-in CMS came back after it stopped (perhaps on another port): signs in to it again while
   * staying signed in, so the screen the user is on, and what they typed there, stays.
   */
  async resumeLocal(): Promise<SessionState> {
    const { url } = this.options.cms.getStatus()
    const { server, target, phase } = this.state
    if (target.kind !== 'local' || !server || !url) return this.state
    // Signed out by choice: stays so, but a sign-in must go to (and its token be kept for) the new address.
    if (phase === 'signed-out') return this.set({ ...this.state, serverUrl: url })
    if (phase !== 'signed-in') return this.state
    const attempt = this.attempt
    // The new address is told together with the user signed in there: the UI's reads (the schema)
    // keyed by it must not go out before the token for it exists.
    const signedInAt = (user: SessionUser, exp: number | undefined) => {
      this.state = { ...this.state, serverUrl: url }
      return this.signedIn(user, exp)
    }
    // Same address and data folder: the token from before is still good.
    if (this.options.vault.get(url)) {
      const me = await this.request<MeResponse>('GET', `/${server.userCollection}/me`)
      if (attempt !== this.attempt) return this.state
      if (me.ok && me.data?.user) return signedInAt(me.data.user, me.data.exp)
    }
    const { email, password } = this.options.localAccount
    const login = await this.request<LoginResponse>(
      'POST',
      `/${server.userCollection}/login`,
      { email, password },
      false,
    )
    if (attempt !== this.attempt) return this.state
    if (!login.ok || !login.data?.token || !login.data.user) return this.connect(target)
    this.options.vault.set(url, login.data.token)
    return signedInAt(login.data.user, login.data.exp)
  }

  dispose(): void {
    this.clearRefresh()
  }

  // ── internals ───────────────────────────────────────────────────────────────────────────────

  private signedIn(user: SessionUser, exp: number | undefined): SessionState {
    const expiresAt = typeof exp === 'number' ? exp * 1000 : null
    if (expiresAt) this.scheduleRefresh(expiresAt)
    const wasSignedIn = this.state.phase === 'signed-in'
    const state = this.set({ ...this.accepted(), phase: 'signed-in', user, expiresAt, error: null })
    if (!wasSignedIn) for (const listener of this.signedInListeners) listener()
    return state
  }

  /** The server ended the session: kept signed in (screen and edits stay) until the user signs in again. */
  private reject(): SessionState {
    this.clearRefresh()
    return this.set({ ...this.state, rejected: true })
  }

  /** The state without the mark of a rejected session. */
  private accepted(): SessionState {
    const { rejected: _rejected, ...rest } = this.state
    return rest
  }

  private scheduleRefresh(expiresAt: number) {
    this.clearRefresh()
    const delay = Math.max(MIN_REFRESH_DELAY_MS, expiresAt - REFRESH_MARGIN_MS - this.now())
    // Timers above ~24.8 days overflow; a long-lived token is re-checked daily instead.
    this.refreshTimer = setTimeout(() => void this.refresh(), Math.min(delay, 24 * 60 * 60 * 1000))
    this.refreshTimer.unref?.()
  }

  private clearRefresh() {
    if (this.refreshTimer) clearTimeout(this.refreshTimer)
    this.refreshTimer = null
  }

  private request<T>(method: 'GET' | 'POST', path: string, body?: unknown, authenticated = true, language?: string) {
    const client = this.options.cms.getClient()
    if (!client)
      return Promise.resolve({
        ok: false as const,
        error: { kind: 'not-connected' as const, message: 'not connected' },
      })
    return client.request<T>({ method, path, body, authenticated, language })
  }

  private fail(error: ConnectError, serverUrl: string | null = null): SessionState {
    return this.set({ ...this.state, phase: 'error', serverUrl, server: null, user: null, expiresAt: null, error })
  }

  private set(state: SessionState): SessionState {
    this.state = state
    this.options.onChange?.(state)
    return state
  }

  private now() {
    return (this.options.now ?? Date.now)()
  }
}

export function connectErrorFrom(error: ApiError): ConnectError {
  const codes: Partial<Record<ApiError['kind'], ConnectErrorCode>> = {
    'invalid-url': 'invalid-url',
    unreachable: 'unreachable',
    tls: 'tls',
    timeout: 'timeout',
    'invalid-json': 'not-payload',
    'not-connected': 'unreachable',
  }
  return {
    code: codes[error.kind] ?? 'server-error',
    detail: error.status ? `HTTP ${error.status}: ${error.message}` : error.message,
  }
}
