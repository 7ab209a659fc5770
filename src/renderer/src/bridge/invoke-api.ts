/** renderer:api for screens and fields: identical GETs in flight are sent once and share the answer. */
import type { ApiRequest, ApiResult } from '../../../shared/api'
import { getBridge } from '.'

const inFlight = new Map<string, Promise<ApiResult>>()

/** A later identical ask, after the answer came, is sent again (fresh data). */
export function invokeApi(request: ApiRequest): Promise<ApiResult> {
  if (request.method !== 'GET') return getBridge().invoke('renderer:api', request)
  const key = JSON.stringify(request)
  const pending = inFlight.get(key)
  if (pending) return pending
  const answer = getBridge().invoke('renderer:api', request)
  inFlight.set(key, answer)
  void answer.finally(() => inFlight.delete(key))
  return answer
}
