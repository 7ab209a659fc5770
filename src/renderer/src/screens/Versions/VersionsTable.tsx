import { Link } from 'react-router-dom'
import type { FolioSchemaResponse } from '@shared/protocol'
import { useI18n, useT } from '../../i18n/i18n-store'
import { formatAdminDate } from '../../lib/format'
import { labelText } from '../../lib/schema'
import { publishedLocaleCode, versionStatus } from '../../lib/version-status'
import type { LatestVersions, VersionDoc } from './use-versions-page'

interface VersionsTableProps {
  versions: VersionDoc[]
  latest: LatestVersions
  /** The document's path; each version's page is below it. */
  docPath: string
  schema: FolioSchemaResponse
}

/** One page of versions: id, date (linking to the version) and its status, autosave and locale pills. */
export function VersionsTable({ versions, latest, docPath, schema }: VersionsTableProps) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const dateLocale = useI18n((s) => s.dateLocale)
  const localization = schema.config.localization || null
  const localeLabel = (code: string) =>
    labelText(localization ? localization.locales.find((l) => l.code === code)?.label : undefined, language, code)
  return (
    <table className="versions__table" data-testid="versions-table">
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">{t('general:updatedAt')}</th>
          <th scope="col">{t('version:status')}</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => {
          const status = versionStatus(version, latest)
          const published = publishedLocaleCode(version)
          return (
            <tr key={String(version.id)} data-testid="version-row">
              <td className="versions__id">{String(version.id)}</td>
              <td>
                <Link to={`${docPath}/versions/${encodeURIComponent(String(version.id))}`} data-testid="version-link">
                  {formatAdminDate(version.updatedAt, schema.config.admin.dateFormat, dateLocale)}
                </Link>
              </td>
              <td>
                <div className="versions__status">
                  {status && (
                    <span className={`pill${status.success ? ' pill--success' : ''}`} data-testid="version-status">
                      {t(status.key)}
                    </span>
                  )}
                  {version.autosave && (
                    <span className="pill" data-testid="version-autosave">
                      {t('version:autosave')}
                    </span>
                  )}
                  {published && (
                    <span className="pill" data-testid="version-locale">
                      {localeLabel(published)}
                    </span>
                  )}
                </div>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
