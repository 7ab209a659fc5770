/**
 * An upload's stored file read with the session, for the renderer's images (`renderer:upload-file`): an
 * upload collection may let only signed-in users read its files (Payload's default access), and the
 * browser loading `<img src>` has no session, since the token stays in main. Main fetches only what
 * Payload's file route serves on the connected server (`<api>/<upload slug>/file/<name>`), so the
 * renderer cannot make it carry the token anywhere else.
 */
import type { ApiResult } from '@shared/api'
import { classifyNetworkError, httpError } from './api-client'
import { decodeApiPath } from './bridge/api'

export type FileUrlCheck = { ok: true; url: string } | { ok: false; message: string }

const refused = (message: string): FileUrlCheck => ({ ok: false, message })

/**
 * Whether `url` is a file of one of `uploadSlugs` on the server whose API is at `apiBaseUrl` (origin plus
 * API route, e.g. `https://cms.example.com/api`): same origin, the path the API route then
 * `/<slug>/file/<one segment>`, nothing encoded that would make it another path. A query is kept (a
 * cache tag); a fragment is dropped. The URL to fetch, or why not.
 */
export function checkUploadFileUrl(url: string, apiBaseUrl: string, uploadSlugs: readonly string[]): FileUrlCheck {
  let target: URL
  let api: URL
  try {
    target = new URL(url)
    api = new URL(apiBaseUrl)
  } catch {
    return refused(`not a URL: ${url}`)
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return refused(`not an http(s) URL: ${url}`)
  if (target.username || target.password) return refused('a file URL carries no credentials')
  if (target.origin !== api.origin) return refused(`not on the connected server (${api.origin}): ${url}`)
  const base = api.pathname.replace(/\/+$/, '')
  const path = target.pathname
  if (!path.startsWith(`${base}/`)) return refused(`not under the server's API route (${base || '/'}): ${url}`)
  const [slug, file, name, ...rest] = path.slice(base.length + 1).split('/')
  if (!slug || !uploadSlugs.includes(slug)) return refused(`not a file of an upload collection: ${url}`)
  if (file !== 'file' || !name || rest.length > 0) return refused(`not a file of the ${slug} collection: ${url}`)
  const decoded = decodeApiPath(name)
  if (decoded === null || decoded === '.' || decoded === '..' || /[\\/]/.test(decoded))
    return refused(`not a file name: ${url}`)
  target.hash = ''
  return { ok: true, url: target.href }
}

/** The upload collections of a schema's client config (those with `upload` set). */
export function uploadSlugsOf(collections: ReadonlyArray<{ slug: string; upload?: unknown }>): string[] {
  return collections.filter((c) => Boolean(c.upload)).map((c) => c.slug)
}

/** At most `limit` tasks at once; the rest wait their turn (first come, first run). */
export function createLimiter(limit: number) {
  let running = 0
  const waiting: Array<() => void> = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

export interface FileFetchOptions {
  fetchImpl?: typeof fetch
  timeoutMs?: number
  /** A larger file is refused (an image the renderer shows small; the bytes travel as base64). */
  maxBytes?: number
}

export const MAX_UPLOAD_FILE_BYTES = 20 * 1024 * 1024
const DEFAULT_TIMEOUT_MS = 30_000

/** GETs the file with the session's token; an image's bytes as base64, or the failure as the API client words it. */
export async function fetchUploadFile(
  url: string,
  token: string | null,
  options: FileFetchOptions = {},
): Promise<ApiResult<{ mimeType: string; dataBase64: string }>> {
  const fetchImpl = options.fetchImpl ?? fetch
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_FILE_BYTES
  let response: Response
  try {
    response = await fetchImpl(url, {
      headers: token ? { Authorization: `JWT ${token}`, Accept: 'image/*' } : { Accept: 'image/*' },
      signal: AbortSignal.timeout(timeoutMs),
      // A redirect could lead the token elsewhere.
      redirect: 'error',
    })
  } catch (error) {
    const [kind, message] = classifyNetworkError(error, timeoutMs)
    return { ok: false, error: { kind, message } }
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '')
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
    return { ok: false, error: httpError(response.status, body, text) }
  }
  const mimeType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const tooLarge = {
    ok: false as const,
    error: { kind: 'http' as const, message: `the file is over ${maxBytes} bytes` },
  }
  if (!mimeType.startsWith('image/')) {
    await response.body?.cancel().catch(() => undefined)
    return { ok: false, error: { kind: 'http', message: `not an image (${mimeType || 'no type'})` } }
  }
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    return tooLarge
  }
  let bytes: ArrayBuffer
  try {
    bytes = await response.arrayBuffer()
  } catch (error) {
    const [kind, message] = classifyNetworkError(error, timeoutMs)
    return { ok: false, error: { kind, message } }
  }
  if (bytes.byteLength > maxBytes) return tooLarge
  return { ok: true, status: response.status, data: { mimeType, dataBase64: Buffer.from(bytes).toString('base64') } }
}
