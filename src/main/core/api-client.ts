/**
 * HTTP client for a Payload 3 REST API, used only on the node side (Electron main or the web host).
 * Every failure becomes a typed ApiError the UI can word; nothing throws to the caller.
 */
import type { ApiError, ApiErrorKind, ApiRequest, ApiResult, BulkAnswer, FieldError } from '@shared/api'
import { stringifyQuery } from './query-string'

export interface ApiClientOptions {
  /** Origin plus optional base path of the Payload server, e.g. http://127.0.0.1:4200 */
  serverUrl: string
  /** Payload's routes.api; '/api' by default. */
  apiRoute?: string
  getToken: () => string | null | undefined
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

export interface UploadRequest {
  collection: string
  filename: string
  mimeType: string
  file: Uint8Array
  fields?: Record<string, string>
  /** The document whose file this replaces (PATCH); absent for a new document (POST). */
  id?: string
  /** The document's fields as '_payload' JSON; wins over `fields`. */
  data?: Record<string, unknown>
  query?: ApiRequest['query']
  language?: string
}

export interface ApiClient {
  readonly baseUrl: string
  request<T = unknown>(request: ApiRequest): Promise<ApiResult<T>>
  /** POST /{collection} (or PATCH /{collection}/{id}) as multipart, the way Payload takes a file with its fields. */
  upload<T = unknown>(request: UploadRequest): Promise<ApiResult<T>>
}

const DEFAULT_TIMEOUT_MS = 30_000

/** Checks a user-entered server URL: http(s) only, no credentials, no query or fragment. */
export function normalizeServerUrl(input: string): { ok: true; url: string } | { ok: false; message: string } {
  let parsed: URL
  try {
    parsed = new URL(input.trim())
  } catch {
    return { ok: false, message: 'not a URL' }
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { ok: false, message: 'only http and https are supported' }
  if (parsed.username || parsed.password) return { ok: false, message: 'credentials do not belong in the URL' }
  if (parsed.search || parsed.hash) return { ok: false, message: 'the URL must not have a query or fragment' }
  return { ok: true, url: `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}` }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetchImpl ?? fetch
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const normalized = normalizeServerUrl(options.serverUrl)
  const apiRoute = `/${(options.apiRoute ?? '/api').replace(/^\/+|\/+$/g, '')}`
  const baseUrl = normalized.ok ? `${normalized.url}${apiRoute}` : ''

  async function request<T>(req: ApiRequest): Promise<ApiResult<T>> {
    if (!normalized.ok) return failure('invalid-url', `${options.serverUrl}: ${normalized.message}`)
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (req.language) headers['Accept-Language'] = req.language
    let body: string | undefined
    if (req.body !== undefined && req.method !== 'GET') {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(req.body)
    }
    return send<T>(req.method, `${req.path}${stringifyQuery(req.query)}`, headers, body, req.authenticated !== false)
  }

  async function upload<T>(req: UploadRequest): Promise<ApiResult<T>> {
    if (!normalized.ok) return failure('invalid-url', `${options.serverUrl}: ${normalized.message}`)
    const form = new FormData()
    form.append('file', new Blob([req.file], { type: req.mimeType }), req.filename)
    // Payload reads the document's other fields from a JSON '_payload' part.
    const fields = req.data ?? req.fields
    if (fields && Object.keys(fields).length) form.append('_payload', JSON.stringify(fields))
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (req.language) headers['Accept-Language'] = req.language
    const path = req.id ? `/${req.collection}/${encodeURIComponent(req.id)}` : `/${req.collection}`
    return send<T>(req.id ? 'PATCH' : 'POST', `${path}${stringifyQuery(req.query)}`, headers, form, true)
  }

  async function send<T>(
    method: string,
    pathAndQuery: string,
    headers: Record<string, string>,
    body: string | FormData | undefined,
    authenticated: boolean,
  ): Promise<ApiResult<T>> {
    const url = `${baseUrl}${pathAndQuery}`
    const token = authenticated ? options.getToken() : null
    if (token) headers.Authorization = `JWT ${token}`

    let response: Response
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      })
    } catch (error) {
      return failure(...classifyNetworkError(error, timeoutMs))
    }

    let text: string
    try {
      text = await response.text()
    } catch (error) {
      return failure(...classifyNetworkError(error, timeoutMs))
    }
    // An empty body is a JSON null; a body that does not parse is kept apart (parsed false).
    let data: unknown = null
    let parsed = true
    if (text.trim() !== '') {
      try {
        data = JSON.parse(text)
      } catch {
        data = undefined
        parsed = false
      }
    }

    if (response.ok) {
      if (!parsed) return failure('invalid-json', 'the server did not answer with JSON', response.status)
      return { ok: true, status: response.status, data: data as T }
    }
    return { ok: false, error: httpError(response.status, parsed ? data : undefined, text) }
  }

  return { baseUrl, request, upload }
}

function failure(kind: ApiErrorKind, message: string, status?: number): { ok: false; error: ApiError } {
  return { ok: false, error: status === undefined ? { kind, message } : { kind, message, status } }
}

export function classifyNetworkError(error: unknown, timeoutMs: number): [ApiErrorKind, string] {
  const err = error as { name?: string; message?: string; code?: string; cause?: { code?: string; message?: string } }
  if (err?.name === 'TimeoutError' || err?.name === 'AbortError')
    return ['timeout', `no answer within ${Math.round(timeoutMs / 1000)} s`]
  const code = err?.cause?.code ?? err?.code ?? ''
  const detail = err?.cause?.message ?? err?.message ?? String(error)
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|HOSTNAME/i.test(code) || /certificate|ssl|tls/i.test(detail))
    return ['tls', detail]
  return ['unreachable', code ? `${code}: ${detail}` : detail]
}

/** A bulk operation's 400 carries `docs` (done) and `errors` of {id, message} (failed): kept per document. */
export function bulkAnswerOf(body: unknown): BulkAnswer | undefined {
  if (!body || typeof body !== 'object') return undefined
  const { docs, errors } = body as { docs?: unknown; errors?: unknown }
  if (!Array.isArray(docs) || !Array.isArray(errors)) return undefined
  const isId = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number'
  const doneIds = docs.map((d) => (d as { id?: unknown } | null)?.id).filter(isId)
  const failed: BulkAnswer['errors'] = []
  for (const e of errors as Array<{ id?: unknown; message?: unknown } | null>)
    if (isId(e?.id)) failed.push({ id: e.id, message: typeof e.message === 'string' ? e.message : '' })
  return { doneIds, errors: failed }
}

/** Payload answers errors as {errors: [{message, data?: {errors: [{path, message}]}}]} or {message}. */
export function httpError(status: number, body: unknown, rawText: string): ApiError {
  const kind: ApiErrorKind =
    status === 400
      ? 'validation'
      : status === 401
        ? 'unauthorized'
        : status === 403
          ? 'forbidden'
          : status === 404
            ? 'not-found'
            : status === 423
              ? 'locked'
              : 'http'
  const fieldErrors: FieldError[] = []
  let message = ''
  if (body && typeof body === 'object') {
    const b = body as { errors?: unknown; message?: unknown }
    if (Array.isArray(b.errors)) {
      for (const e of b.errors as Array<{ message?: unknown; data?: { errors?: unknown } }>) {
        if (!message && typeof e?.message === 'string') message = e.message
        if (Array.isArray(e?.data?.errors)) {
          type RawFieldError = { path?: unknown; field?: unknown; message?: unknown; label?: unknown }
          for (const fe of e.data.errors as RawFieldError[]) {
            const path = typeof fe.path === 'string' ? fe.path : typeof fe.field === 'string' ? fe.field : ''
            if (!path || typeof fe.message !== 'string') continue
            fieldErrors.push({
              path,
              message: fe.message,
              ...(typeof fe.label === 'string' ? { label: fe.label } : {}),
            })
          }
        }
      }
    }
    if (!message && typeof b.message === 'string') message = b.message
  }
  if (!message)
    message = rawText && rawText.length < 200 && !/<[a-z]/i.test(rawText) ? rawText.trim() : `HTTP ${status}`
  const error: ApiError = { kind: kind === 'validation' && fieldErrors.length === 0 ? 'http' : kind, status, message }
  if (fieldErrors.length) error.fieldErrors = fieldErrors
  const bulk = bulkAnswerOf(body)
  if (bulk) {
    error.bulk = bulk
    // Its summary ('Unable to update 1 out of 3 Pages.') speaks for the batch, not the first document's error.
    const summary = (body as { message?: unknown }).message
    if (typeof summary === 'string' && summary) error.message = summary
  }
  if (body === undefined && rawText.trim() !== '') error.notJson = true
  return error
}
