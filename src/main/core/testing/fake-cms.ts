/**
 * Hand-written stand-ins for the core's tests: an API client answering from a route table (one table per
 * fake server, so switching servers is visible), and a built-in CMS process that can be started, made to
 * crash or to fail. Not a model of Payload: each test says what the server answers.
 */
import { EventEmitter } from 'node:events'
import type { ChildProcess } from 'node:child_process'
import type { ApiError, ApiRequest, ApiResult } from '@shared/api'
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

  /** The process printed its ready line. */
  ready(): void {
    const child = new EventEmitter()
    this.child = child
    this.pending?.resolve({
      url: this.url,
      previewUrl: this.previewUrl,
      child: child as unknown as ChildProcess,
      stop: () => {
        this.stopped++
        return Promise.resolve()
      },
    })
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
