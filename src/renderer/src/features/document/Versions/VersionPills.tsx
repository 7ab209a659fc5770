import type { FolioSchemaResponse } from '@shared/protocol'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import type { VersionSummary } from '../../../core/lib/version-status'
import { versionPills, type LatestVersionIds } from './version-pills'

const TEST_IDS = { status: 'version-status', autosave: 'version-autosave', locale: 'version-locale' } as const

/** A version's status, autosave and published-locale pills (laid out by the caller). */
export function VersionPills({
  version,
  latest,
  schema,
}: {
  version: VersionSummary
  latest: LatestVersionIds
  schema: FolioSchemaResponse
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const pills = versionPills(version, latest, { localization: schema.config.localization, language, t })
  return (
    <>
      {pills.map((pill) => (
        <span
          key={pill.kind}
          className={`pill${pill.success ? ' pill--success' : ''}`}
          data-testid={TEST_IDS[pill.kind]}
        >
          {pill.text}
        </span>
      ))}
    </>
  )
}
