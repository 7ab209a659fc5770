/**
 * The pills that label a version, in the versions list and in the version screen's compare picker
 * alike: its status (current or earlier, draft or published), 'autosave', and the locale it was
 * published in, named in the user's language where the server gives the label per language.
 */
import type { FolioSchemaResponse } from '@shared/protocol'
import type { Translate } from '../../../core/i18n/translate'
import { labelText } from '../../../core/schema/schema'
import { publishedLocaleCode, versionStatus, type VersionSummary } from '../../../core/lib/version-status'

type Localization = FolioSchemaResponse['config']['localization']
export type LatestVersionIds = { draftId?: string | number | null; publishedId?: string | number | null }

export interface VersionPill {
  kind: 'status' | 'autosave' | 'locale'
  text: string
  success: boolean
}

export function versionPills(
  version: VersionSummary,
  latest: LatestVersionIds,
  options: { localization: Localization | null; language: string; t: Translate },
): VersionPill[] {
  const { localization, language, t } = options
  const pills: VersionPill[] = []
  const status = versionStatus(version, latest)
  if (status) pills.push({ kind: 'status', text: t(status.key), success: status.success })
  if (version.autosave) pills.push({ kind: 'autosave', text: t('version:autosave'), success: false })
  const code = publishedLocaleCode(version)
  if (code) {
    const label = localization ? localization.locales.find((l) => l.code === code)?.label : undefined
    pills.push({ kind: 'locale', text: labelText(label, language, code), success: false })
  }
  return pills
}
