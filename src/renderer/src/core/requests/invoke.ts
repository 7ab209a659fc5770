/** renderer:api for screens and fields: identical GETs in flight are sent once and share the answer. */
import type { ApiRequest, ApiResult } from '@shared/api'
import { getBridge } from '../bridge'
import { useI18n } from '../i18n/i18n-store'
import { readableApiResult } from './readable-error'

const inFlight = new Map<string, Promise<ApiResult>>()
/** Answers asked for ahead of the screen (during boot), kept for its first identical ask. */
const prefetched = new Map<string, Promise<ApiResult>>()
/** A prefetched answer older than this is dropped: the screen asks afresh. */
const PREFETCH_KEEP_MS = 10_000
/** The prefetched answers that have arrived, for a screen to render with them at once. */
const arrived = new WeakMap<Promise<ApiResult>, ApiResult>()

/**
 * The bridge call itself, never rejecting: a host that does not answer (killed, restarting) is an
 * 'unreachable' result like a CMS that does not, so every caller ends its in-flight state. Network
 * failures read as a sentence in the UI language.
 */
function send(request: ApiRequest): Promise<ApiResult> {
  return getBridge()
    .invoke('renderer:api', request)
    .catch((error: unknown): ApiResult => ({
      ok: false,
      error: { kind: 'unreachable', message: error instanceof Error ? error.message : String(error) },
    }))
    .then((result) => readableApiResult(result, useI18n.getState().t))
}

/**
 * A later identical ask, after the answer came, is sent again (fresh data). Only GETs share a request
 * in flight; a prefetched POST (a question such as per-document access, never a write) is taken once.
 * `fresh`: a read that must see a write that has just landed: sent now, never an answer asked before.
 */
export function invokeApi(request: ApiRequest, { fresh = false }: { fresh?: boolean } = {}): Promise<ApiResult> {
  if (fresh) return send(request)
  const key = JSON.stringify(request)
  const early = prefetched.get(key)
  if (early) {
    prefetched.delete(key)
    return early
  }
  if (request.method !== 'GET') return send(request)
  const pending = inFlight.get(key)
  if (pending) return pending
  const answer = send(request)
  inFlight.set(key, answer)
  void answer.finally(() => inFlight.delete(key))
  return answer
}

/**
 * Starts a read the screen about to render will make (a GET, or a POST that only asks); its first identical invokeApi takes this
 * answer even when it has already arrived (the screen's chunk may load after the data).
 */
export function prefetchApi(request: ApiRequest, keepMs = PREFETCH_KEEP_MS): Promise<ApiResult> {
  const key = JSON.stringify(request)
  const answer = invokeApi(request)
  prefetched.set(key, answer)
  void answer.then((result) => arrived.set(answer, result))
  setTimeout(() => prefetched.get(key) === answer && prefetched.delete(key), keepMs)
  return answer
}

/**
 * The prefetched answer to `request` if it has arrived, without taking it: a screen renders its first
 * frame with it (a cold load's reads are usually in before React renders), instead of a loading state
 * and a second render. Its effect still asks through invokeApi, takes the same answer and sets the same
 * values, which React skips.
 */
export function arrivedAnswer(request: ApiRequest | undefined): ApiResult | undefined {
  const answer = request ? prefetched.get(JSON.stringify(request)) : undefined
  return answer && arrived.get(answer)
}
