/**
 * What the renderer may ask of the CMS through the bridge, and the typed result it gets back.
 * The token never crosses the bridge: main (or the web host) adds it.
 */

export const API_METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const
export type ApiMethod = (typeof API_METHODS)[number]

export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue }

export interface ApiRequest {
  method: ApiMethod
  /** Path under the CMS API route, starting with '/', e.g. '/posts/42' or '/globals/site-settings'. */
  path: string
  /** Serialized the way Payload's qs parsing expects: where[title][equals]=x, arrays by index. */
  query?: Record<string, QueryValue>
  body?: unknown
  /** Sent as Accept-Language. */
  language?: string
  /** false sends the request without the stored credentials (the API view's 'authenticated' box). */
  authenticated?: boolean
}

export type ApiErrorKind =
  /** The configured server URL is not a valid http(s) URL. */
  | 'invalid-url'
  /** DNS failure, connection refused or reset. */
  | 'unreachable'
  | 'tls'
  | 'timeout'
  /** The server answered 2xx but the body is not JSON. */
  | 'invalid-json'
  /** 401 / 403 */
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  /** 423: the document is locked by another user. */
  | 'locked'
  /** 400 with Payload's field errors. */
  | 'validation'
  | 'http'
  | 'not-connected'

export interface FieldError {
  path: string
  message: string
  /** The server's label of the field, parents first ('Content > Body'), when it gave one. */
  label?: string
}

export interface ApiError {
  kind: ApiErrorKind
  /** HTTP status when the server answered. */
  status?: number
  /** The server's own message where it gave one (already human readable), else a short technical one. */
  message: string
  fieldErrors?: FieldError[]
  /** The error body was not JSON: likely not a Payload server at all (a proxy page, another app). */
  notJson?: boolean
  /** A where-based bulk update or delete that failed for some documents: which were done, and why the rest failed. */
  bulk?: BulkAnswer
  /** Refused because the server no longer accepts the session (not for lack of rights): signing in again helps. */
  sessionRejected?: boolean
}

/** Payload's answer to PATCH or DELETE /<collection>?where=…: the documents done and one error per failed one. */
export interface BulkAnswer {
  doneIds: Array<string | number>
  errors: Array<{ id: string | number; message: string }>
}

export type ApiResult<T = unknown> =
  { ok: true; status: number; data: T; headers?: Record<string, string> } | { ok: false; error: ApiError }
