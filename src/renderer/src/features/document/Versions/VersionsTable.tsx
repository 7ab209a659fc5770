import { Link } from 'react-router-dom'
import type { FolioSchemaResponse } from '@shared/protocol'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { formatAdminDate } from '../../../core/lib/format'
import { versionPath } from '../../../core/routes/routes'
import type { LatestVersions, VersionDoc } from './use-versions-page'
import { VersionPills } from './VersionPills'

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
  const dateLocale = useI18n((s) => s.dateLocale)
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
        {versions.map((version) => (
          <tr key={String(version.id)} data-testid="version-row">
            <td className="versions__id">{String(version.id)}</td>
            <td>
              <Link to={versionPath(docPath, String(version.id))} data-testid="version-link">
                {formatAdminDate(version.updatedAt, schema.config.admin.dateFormat, dateLocale)}
              </Link>
            </td>
            <td>
              <div className="versions__status">
                <VersionPills version={version} latest={latest} schema={schema} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
