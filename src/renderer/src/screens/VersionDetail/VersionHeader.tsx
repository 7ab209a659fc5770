import { Link } from 'react-router-dom'
import type { FolioClientEntity, FolioSchemaResponse } from '@shared/protocol'
import { routes } from '../../app/routes'
import { useI18n, useT } from '../../i18n/i18n-store'
import { formatAdminDate } from '../../lib/format'
import { labelFromSlug, labelText, pluralLabel, type EntityKind } from '../../lib/schema'
import type { VersionDoc } from './use-version-pair'

interface VersionHeaderProps {
  kind: EntityKind
  slug: string
  entity: FolioClientEntity
  schema: FolioSchemaResponse
  docHref: string
  docTitle: string
  /** The version's date, as shown. */
  date: string
  current: VersionDoc | null
}

/** Breadcrumbs (collection, document, versions, this one), the version's date and when it was created. */
export function VersionHeader({ kind, slug, entity, schema, docHref, docTitle, date, current }: VersionHeaderProps) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const dateLocale = useI18n((s) => s.dateLocale)
  return (
    <>
      <nav className="version-detail__crumbs" aria-label="Breadcrumb" data-testid="version-breadcrumbs">
        {kind === 'collection' ? (
          <Link to={routes.collection(slug)}>{pluralLabel(entity, language)}</Link>
        ) : (
          <span>{labelText(entity.label, language, labelFromSlug(slug))}</span>
        )}
        {kind === 'collection' && (
          <>
            <span>/</span>
            <Link to={docHref}>{docTitle}</Link>
          </>
        )}
        <span>/</span>
        <Link to={`${docHref}/versions`}>{t('version:versions')}</Link>
        <span>/</span>
        <span>{date}</span>
      </nav>
      <h1 className="version-detail__title" data-testid="version-date">
        {date}
      </h1>
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
