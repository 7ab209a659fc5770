/**
 * The version screen's first reads, declared once for the screen and the boot-time prefetch: the
 * plugin's one answer (`screen`) where the server's plugin gives it; else the version itself and,
 * when the URL names one, the version it is compared with; otherwise the version before it, found
 * (and read whole) once this one's date is known, or for the oldest the one after it.
 */
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiRequest, ApiResult } from '@shared/api'
import type { ScreenPlace } from '../../../core/routes/routes'
import { adjacentVersionRequest, versionDiffScreenRequest, versionRequest } from '../../../core/requests'
import { versionsTargetOf } from '../Versions/first-requests'

export function versionDetailFirstRequests(
  place: ScreenPlace,
  schema: FolioSchemaResponse,
  language: string,
): { screen?: ApiRequest; version?: ApiRequest; compare?: ApiRequest } {
  const target = versionsTargetOf(place, schema)
  if (!target || place.versionId === undefined) return {}
  const compareValue = new URLSearchParams(place.search).get('compareValue')
  if (target.screens) return { screen: versionDiffScreenRequest(target, place.versionId, compareValue, language) }
  return {
    version: versionRequest(target, place.versionId, language),
    ...(compareValue ? { compare: versionRequest(target, compareValue, language) } : {}),
  }
}

/**
 * The default comparison's read, from the answer to the version's: the version before it, or (`next`, for
 * the oldest, which has none before it) the one after it; none when the URL names a comparison.
 */
export function previousVersionFirstRequest(
  place: ScreenPlace,
  schema: FolioSchemaResponse,
  language: string,
  versionAnswer: ApiResult,
  next = false,
): ApiRequest | undefined {
  const target = versionsTargetOf(place, schema)
  if (!target || target.screens || place.versionId === undefined) return
  if (new URLSearchParams(place.search).get('compareValue')) return
  const updatedAt = versionAnswer.ok ? (versionAnswer.data as { updatedAt?: unknown }).updatedAt : undefined
  if (typeof updatedAt !== 'string') return
  return adjacentVersionRequest(target, place.versionId, updatedAt, next ? 'newer' : 'older', language)
}
