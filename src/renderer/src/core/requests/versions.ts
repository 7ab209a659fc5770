/**
 * The requests of the versions screen: one page of versions (depth 0, parent equals
 * the document, snapshots left out when localization and drafts are both on) and the newest draft
 * and published versions that the status labels compare against. Built in one place so the screen
 * and the boot-time prefetch send byte-identical requests.
 */
import type { ApiRequest, QueryValue } from '@shared/api'
import { FOLIO_ENDPOINTS } from '@shared/protocol'
import type { EntityKind } from '../schema/schema'
import { VERSION_ID_SELECT, VERSION_SUMMARY_SELECT } from '../lib/version-status'

export interface VersionsTarget {
  kind: EntityKind
  slug: string
  id?: string
  localization: boolean
  drafts: boolean
  /** The server's Folio plugin answers each versions screen in one read (schema extras' versionScreens). */
  screens?: boolean
}

export const versionsPath = (t: Pick<VersionsTarget, 'kind' | 'slug'>) =>
  t.kind === 'collection' ? `/${t.slug}/versions` : `/globals/${t.slug}/versions`

export function versionsWhere(t: VersionsTarget): Array<Record<string, QueryValue>> {
  const and: Array<Record<string, QueryValue>> = []
  if (t.kind === 'collection') and.push({ parent: { equals: t.id ?? '' } })
  if (t.localization && t.drafts) and.push({ snapshot: { not_equals: true } })
  return and
}

/**
 * The fields a list of versions asks for. None for a global: Payload (3.90) applies a global's version
 * select to the version's own fields as well, which drops `version._status` and leaves the status
 * labels empty; a global's versions are read whole instead.
 */
export function versionSummarySelect(t: Pick<VersionsTarget, 'kind'>): { select?: typeof VERSION_SUMMARY_SELECT } {
  return t.kind === 'collection' ? { select: VERSION_SUMMARY_SELECT } : {}
}

export function versionsPageRequest(t: VersionsTarget, page: number, limit: number, language: string): ApiRequest {
  const and = versionsWhere(t)
  return {
    method: 'GET',
    path: versionsPath(t),
    query: {
      depth: 0,
      ...(and.length ? { where: { and } } : {}),
      page,
      limit,
      sort: '-updatedAt',
      ...versionSummarySelect(t),
    },
    language,
  }
}

/** The document (or global) as the plugin's versions endpoints name it. */
export function versionsEntityQuery(t: VersionsTarget): Record<string, QueryValue> {
  return t.kind === 'collection' ? { collection: t.slug, id: t.id ?? '' } : { global: t.slug }
}

/**
 * The versions screen's data in one read from the plugin: the page of versions versionsPageRequest
 * asks for and the newest draft and published ids (FolioVersionsResponse).
 */
export function versionsScreenRequest(t: VersionsTarget, page: number, limit: number, language: string): ApiRequest {
  return { method: 'GET', path: FOLIO_ENDPOINTS.versions, query: { ...versionsEntityQuery(t), page, limit }, language }
}

/** A query of this document's versions: `query` at depth 0, filtered to them and by `where` as well. */
export function versionsQueryRequest(
  t: VersionsTarget,
  query: Record<string, QueryValue>,
  where: Array<Record<string, QueryValue>>,
  language?: string,
): ApiRequest {
  return {
    method: 'GET',
    path: versionsPath(t),
    query: { depth: 0, ...query, where: { and: [...versionsWhere(t), ...where] } },
    ...(language ? { language } : {}),
  }
}

/** The newest version with this status (its id only). */
export function latestVersionRequest(t: VersionsTarget, status: 'draft' | 'published'): ApiRequest {
  return versionsQueryRequest(t, { limit: 1, sort: '-updatedAt', select: VERSION_ID_SELECT }, [
    { 'version._status': { equals: status } },
  ])
}

/** One version, whole; in every locale where the entity is localized (the diff compares them all). */
export function versionRequest(t: VersionsTarget, versionId: string, language: string): ApiRequest {
  return {
    method: 'GET',
    path: `${versionsPath(t)}/${encodeURIComponent(versionId)}`,
    query: { depth: 0, ...(t.localization ? { locale: 'all' } : {}) },
    language,
  }
}

/**
 * The version next to this one by updatedAt, read whole: `older` is the diff's default comparison (it
 * comes back in the request that finds it), `newer` the oldest version's.
 */
export function adjacentVersionRequest(
  t: VersionsTarget,
  versionId: string,
  updatedAt: string,
  side: 'older' | 'newer',
  language: string,
): ApiRequest {
  const older = side === 'older'
  return versionsQueryRequest(
    t,
    { limit: 1, sort: older ? '-updatedAt' : 'updatedAt', ...(t.localization ? { locale: 'all' } : {}) },
    [{ updatedAt: older ? { less_than: updatedAt } : { greater_than: updatedAt } }, { id: { not_equals: versionId } }],
    language,
  )
}

/** How many versions the document has (the versions tab's count): one id, and totalDocs. */
export function versionCountRequest(t: VersionsTarget): ApiRequest {
  return versionsQueryRequest(t, { limit: 1, select: VERSION_ID_SELECT }, [])
}

export interface VersionSummaryPage {
  docs: Array<{ id: string | number; version?: { _status?: string } }>
  totalDocs: number
  page: number
}

/**
 * The newest version with this status, read from the first page of the list (newest first, same
 * filter as latestVersionRequest) when it is there; null when the page holds every version and none
 * has it; undefined when only the server can say (a later page, or older versions beyond this one).
 */
export function newestFromPage(
  list: VersionSummaryPage,
  status: 'draft' | 'published',
): string | number | null | undefined {
  if (list.page !== 1) return undefined
  const found = list.docs.find((doc) => doc.version?._status === status)
  if (found) return found.id
  return list.totalDocs <= list.docs.length ? null : undefined
}
