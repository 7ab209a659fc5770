/**
 * The version screen's own requests beyond the reads in versions.ts: the compare picker's pages
 * (the document's other versions, newest first) and restoring a version.
 */
import type { ApiRequest } from '@shared/api'
import { FOLIO_ENDPOINTS } from '@shared/protocol'
import {
  versionSummarySelect,
  versionsEntityQuery,
  versionsPath,
  versionsQueryRequest,
  type VersionsTarget,
} from './versions'

/** Versions per page of the compare picker. */
export const COMPARE_PICKER_PAGE = 10

/** One page of the versions this one can be compared with: same document, no snapshots, not itself. */
export function compareChoicesRequest(
  t: VersionsTarget,
  versionId: string,
  page: number,
  language: string,
): ApiRequest {
  return versionsQueryRequest(
    t,
    { limit: COMPARE_PICKER_PAGE, page, sort: '-updatedAt', ...versionSummarySelect(t) },
    [{ id: { not_equals: versionId } }],
    language,
  )
}

/**
 * The version screen's data in one read from the plugin (FolioVersionDiffResponse): what versionRequest
 * reads of the version and of the one named to compare with (else adjacentVersionRequest's version before
 * it), the newest draft and published ids, and compareChoicesRequest's first page.
 */
export function versionDiffScreenRequest(
  t: VersionsTarget,
  versionId: string,
  compareId: string | null,
  language: string,
): ApiRequest {
  return {
    method: 'GET',
    path: FOLIO_ENDPOINTS.versionDiff,
    query: {
      ...versionsEntityQuery(t),
      version: versionId,
      ...(compareId ? { compare: compareId } : {}),
      limit: COMPARE_PICKER_PAGE,
    },
    language,
  }
}

/** Makes this version the document's current one: published, or a new draft. */
export function restoreVersionRequest(
  t: VersionsTarget,
  versionId: string,
  asDraft: boolean,
  language: string,
): ApiRequest {
  return {
    method: 'POST',
    path: `${versionsPath(t)}/${encodeURIComponent(versionId)}`,
    query: { draft: asDraft ? 'true' : 'false' },
    language,
  }
}
