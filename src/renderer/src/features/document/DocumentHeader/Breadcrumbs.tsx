/**
 * Where the document lives: its collection's list (a link) › the document; a global is its own last step.
 * A screen below the document (a version) adds its own steps after it, and the document becomes a link.
 */
import { Link, useLocation } from 'react-router-dom'
import { routes } from '../../../core/routes/routes'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { findEntity, labelFromSlug, labelText, pluralLabel, type EntityKind } from '../../../core/schema/schema'
import { useSchemaStore } from '../../../core/stores/schema-store'
import { ChevronIcon, Icon } from '../../../ui/Icon/Icon'

/** A step after the document: a link when it has a place, else the page itself (the last step). */
export interface Crumb {
  label: string
  to?: string
  testId?: string
}

export function Breadcrumbs({
  kind,
  slug,
  id,
  current,
  trail = [],
}: {
  kind: EntityKind
  slug: string
  /** The document's id, for its link when steps follow it. */
  id?: string
  current: string
  trail?: Crumb[]
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const entity = useSchemaStore((s) => (s.schema ? findEntity(s.schema, kind, slug) : undefined))
  const entityLabel = entity
    ? kind === 'collection'
      ? pluralLabel(entity, language)
      : labelText(entity.label, language, labelFromSlug(slug))
    : labelFromSlug(slug)
  // A document made while browsing a folder carries it in its URL: the way back is to that folder.
  const folder = new URLSearchParams(useLocation().search).get('folder')
  const back = folder && /^[\w-]+$/.test(folder) ? `?folder=${folder}` : ''
  const documentHref = id !== undefined ? routes.document(slug, id) : undefined
  const separator = <Icon icon={ChevronIcon} size={12} directional className="doc-header__separator" />
  return (
    <nav className="doc-header__crumbs" aria-label={t('folio:breadcrumbs')} data-testid="doc-breadcrumbs">
      <ol>
        <li>
          <Link to={routes.dashboard()}>{t('general:dashboard')}</Link>
        </li>
        <li>
          {separator}
          {kind === 'collection' ? (
            <Link to={`${routes.collection(slug)}${back}`} data-testid="doc-breadcrumb-collection">
              {entityLabel}
            </Link>
          ) : trail.length ? (
            <Link to={routes.global(slug)}>{entityLabel}</Link>
          ) : (
            <span aria-current="page">{entityLabel}</span>
          )}
        </li>
        {kind === 'collection' && (
          <li>
            {separator}
            {trail.length && documentHref ? (
              <Link to={documentHref} data-testid="doc-breadcrumb-document">
                {current}
              </Link>
            ) : (
              <span aria-current="page" data-testid="doc-breadcrumb-document">
                {current}
              </span>
            )}
          </li>
        )}
        {trail.map((crumb, index) => (
          <li key={index}>
            {separator}
            {crumb.to ? (
              <Link to={crumb.to} data-testid={crumb.testId}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" data-testid={crumb.testId}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
