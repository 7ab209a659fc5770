/**
 * Hand-written stand-ins for the core's tests: an API client answering from a route table (one table per
 * fake server, so switching servers is visible), and a built-in CMS process that can be started, made to
 * crash or to fail. Not a model of Payload: each test says what the server answers.
 */
import { EventEmitter } from 'node:events'
import type { ChildProcess } from 'node:child_process'
import type { CmsStartPhase } from '@shared/bridge'
import type { ApiError, ApiRequest, ApiResult } from '@shared/api'
import { FOLIO_ENDPOINTS, FOLIO_PROTOCOL_VERSION } from '@shared/protocol'
import type { ServerInfo, SessionUser } from '@shared/session'
import type { ApiClient, ApiClientOptions, UploadRequest } from '../api-client'
import type { LocalCms, LocalCmsOptions } from '../local-cms'

export type FakeRoute = (request: ApiRequest, token: string | null) => ApiResult | Promise<ApiResult>

/** A request as the server saw it, with the token the client sent (null when none). */
export type SeenRequest = ApiRequest & { serverUrl: string; token: string | null }

export function ok<T>(data: T, status = 200): ApiResult<T> {
  return { ok: true, status, data }
}

export function fail(error: ApiError): ApiResult<never> {
  return { ok: false, error }
}

/** A promise the test settles later: to hold an answer while something else happens. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Fake servers by URL; `createClient` is what CmsConnection takes as its client factory. */
export class FakeServers {
  private readonly routes = new Map<string, Map<string, FakeRoute>>()
  readonly requests: SeenRequest[] = []

  /** Answers `method path` on the server at `serverUrl` (normalized, without /api). */
  on(serverUrl: string, method: ApiRequest['method'], path: string, route: FakeRoute): this {
    const table = this.routes.get(serverUrl) ?? new Map<string, FakeRoute>()
    table.set(`${method} ${path}`, route)
    this.routes.set(serverUrl, table)
    return this
  }

  /** Requests to `method path`, on any server. */
  seen(method: ApiRequest['method'], path: string): SeenRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path)
  }

  readonly createClient = (options: ApiClientOptions): ApiClient => {
    const { serverUrl, getToken } = options
    const answer = (request: ApiRequest): Promise<ApiResult> => {
      const token = request.authenticated === false ? null : (getToken() ?? null)
      this.requests.push({ ...request, serverUrl, token })
      const route = this.routes.get(serverUrl)?.get(`${request.method} ${request.path}`)
      if (!route) return Promise.resolve(fail({ kind: 'not-found', status: 404, message: 'Not Found' }))
      return Promise.resolve(route(request, token))
    }
    return {
      baseUrl: `${serverUrl}/api`,
      request: <T>(request: ApiRequest) => answer(request) as Promise<ApiResult<T>>,
      upload: <T>(request: UploadRequest) =>
        answer({ method: 'POST', path: `/${request.collection}`, body: request.fields }) as Promise<ApiResult<T>>,
    }
  }
}

/** The built-in CMS's process: ready when the test says, and able to exit on its own (a crash). */
export class FakeLocalCms {
  readonly starts: LocalCmsOptions[] = []
  stopped = 0
  private pending: ReturnType<typeof deferred<LocalCms>> | null = null
  private child: EventEmitter | null = null

  constructor(
    readonly url = 'http://127.0.0.1:4500',
    readonly previewUrl: string | null = 'http://127.0.0.1:4600',
  ) {}

  readonly start = (options: LocalCmsOptions): Promise<LocalCms> => {
    this.starts.push(options)
    this.pending = deferred<LocalCms>()
    return this.pending.promise
  }

  /** The process printed its ready line (by default on the stand-in's own addresses). */
  ready(url = this.url, previewUrl = this.previewUrl): void {
    const child = new EventEmitter()
    this.child = child
    this.pending?.resolve({
      url,
      previewUrl,
      child: child as unknown as ChildProcess,
      stop: () => {
        this.stopped++
        return Promise.resolve()
      },
    })
  }

  /** The process reported a start-up step. */
  phase(phase: CmsStartPhase): void {
    this.starts.at(-1)?.onPhase?.(phase)
  }

  /** The process could not start. */
  failToStart(message: string): void {
    this.pending?.reject(new Error(message))
  }

  /** The running process died. */
  crash(code = 1): void {
    this.child?.emit('exit', code, null)
  }
}

export interface FakeAccount {
  email?: string
  username?: string
  password: string
  user: SessionUser
}

export interface FakeAuthOptions {
  accounts: FakeAccount[]
  userCollection?: string
  loginWithUsername?: ServerInfo['loginWithUsername']
  /** How long a token lives, in seconds; read at each login and renewal. */
  tokenSeconds?: () => number
  now?: () => number
}

/**
 * The Folio plugin's info endpoint and Payload's auth routes as a signed-in client sees them: login
 * issues a token, `me` and `refresh-token` accept only live tokens, logout ends one.
 */
export function serveAuth(servers: FakeServers, serverUrl: string, options: FakeAuthOptions) {
  const collection = options.userCollection ?? 'users'
  const now = options.now ?? Date.now
  const live = new Map<string, SessionUser>()
  let issued = 0
  const issue = (user: SessionUser) => {
    const token = `${serverUrl}#token-${++issued}`
    live.set(token, user)
    return { token, exp: Math.floor(now() / 1000) + (options.tokenSeconds?.() ?? 7200) }
  }
  const unauthorized = () =>
    fail({ kind: 'unauthorized', status: 401, message: 'You are not allowed to perform this action.' })

  servers
    .on(serverUrl, 'GET', FOLIO_ENDPOINTS.info, () =>
      ok({
        folio: { protocolVersion: FOLIO_PROTOCOL_VERSION, pluginVersion: '0.1.0' },
        auth: { collection, loginWithUsername: options.loginWithUsername ?? false },
      }),
    )
    .on(serverUrl, 'POST', `/${collection}/login`, (request) => {
      const body = request.body as { email?: string; username?: string; password?: string }
      const account = options.accounts.find(
        (a) =>
          a.password === body.password &&
          ((body.email !== undefined && a.email === body.email) ||
            (body.username !== undefined && a.username === body.username)),
      )
      if (!account)
        return fail({ kind: 'unauthorized', status: 401, message: 'The email or password provided is incorrect.' })
      const { token, exp } = issue(account.user)
      return ok({ token, exp, user: account.user })
    })
    .on(serverUrl, 'GET', `/${collection}/me`, (_request, token) => {
      const user = token ? live.get(token) : undefined
      return ok(user ? { user, exp: Math.floor(now() / 1000) + 3600 } : { user: null })
    })
    .on(serverUrl, 'POST', `/${collection}/logout`, (_request, token) => {
      if (!token || !live.delete(token)) return unauthorized()
      return ok({ message: 'Logged out successfully.' })
    })
    .on(serverUrl, 'POST', `/${collection}/refresh-token`, (_request, token) => {
      const user = token ? live.get(token) : undefined
      if (!token || !user) return unauthorized()
      live.delete(token)
      const { token: refreshedToken, exp } = issue(user)
      return ok({ refreshedToken, exp, user })
    })

  return {
    /** Tokens the server would accept now. */
    liveTokens: () => [...live.keys()],
    /** The server forgets every session (e.g. the secret changed). */
    revokeAll: () => live.clear(),
  }
}
