import { FOLIO_VERSION_SUMMARY_SELECT } from '@shared/protocol'

/** Status labels of versions (current published, current draft, previously published, autosave), shared by the versions table and the compare picker. */
export interface VersionSummary {
  id: string | number
  autosave?: boolean
  publishedLocale?: string | string[] | null
  version?: { _status?: 'draft' | 'published' }
}

/** What a versions table or the compare picker needs of each version (the plugin's versions endpoint asks the same). */
export const VERSION_SUMMARY_SELECT = FOLIO_VERSION_SUMMARY_SELECT
/** For lookups that only need the version's id. */
export const VERSION_ID_SELECT = { updatedAt: true } as const

export type StatusLabelKey =
  'version:currentDraft' | 'version:draft' | 'version:currentPublishedVersion' | 'version:previouslyPublished'

export function versionStatus(
  version: VersionSummary,
  latest: { draftId?: string | number | null; publishedId?: string | number | null },
): { key: StatusLabelKey; success: boolean } | null {
  const status = version.version?._status
  if (status === 'draft')
    return {
      key: String(version.id) === String(latest.draftId) ? 'version:currentDraft' : 'version:draft',
      success: false,
    }
  if (status === 'published') {
    const current = String(version.id) === String(latest.publishedId)
    return { key: current ? 'version:currentPublishedVersion' : 'version:previouslyPublished', success: current }
  }
  return null
}

/** publishedLocale is a code or a list whose first entry counts. */
export function publishedLocaleCode(version: VersionSummary): string | null {
  const value = version.publishedLocale
  if (Array.isArray(value)) return value[0] ?? null
  return value ?? null
}
