import type { FolioSchemaResponse } from '@shared/protocol'
import { DocumentHeader } from '../DocumentHeader/DocumentHeader'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { formatAdminDate } from '../../../core/lib/format'
import { documentViewPath } from '../../../core/routes/routes'
import type { EntityKind } from '../../../core/schema/schema'
import type { VersionDoc } from './version-pair'

interface VersionHeaderProps {
  kind: EntityKind
  slug: string
  id: string | undefined
  schema: FolioSchemaResponse
  docHref: string
  /** The version's date, as shown. */
  date: string
  current: VersionDoc | null
}

/**
 * The document header of the tabs beside it (breadcrumbs down to this version, the document's title, its
 * status line and locale), then the version's date and when it was created.
 */
export function VersionHeader({ kind, slug, id, schema, docHref, date, current }: VersionHeaderProps) {
  const t = useT()
  const dateLocale = useI18n((s) => s.dateLocale)
  const trail = [
    { label: t('version:versions'), to: documentViewPath(docHref, 'versions'), testId: 'doc-breadcrumb-versions' },
    { label: date, testId: 'doc-breadcrumb-version' },
  ]
  return (
    <>
      <DocumentHeader kind={kind} slug={slug} id={id} trail={trail} />
      <h2 className="version-detail__title" data-testid="version-date">
        {date}
      </h2>
      {current && (
        <p className="version-detail__created" data-testid="version-created">
          {t('folio:versionCreatedOn', {
            version: current.autosave ? t('version:autosavedVersion') : t('version:version'),
          })}{' '}
          {formatAdminDate(current.createdAt, schema.config.admin.dateFormat, dateLocale)}
        </p>
      )}
    </>
  )
}
