/**
 * The document header of the tabs beside the edit view (versions, a version, API, live preview): breadcrumbs,
 * the title and the status line, so a tab never loses which document it is about. The edit view draws the
 * same parts around its own live title (EditHeader).
 */
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { findEntity, labelFromSlug, labelText, type EntityKind } from '../../../core/schema/schema'
import { useSchemaStore } from '../../../core/stores/schema-store'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'
import { StatusLine } from './StatusLine'
import { useDocumentLocale, useDocumentSummary } from './use-document-summary'
import './DocumentHeader.css'

export function DocumentHeader({
  kind,
  slug,
  id,
  trail,
}: {
  kind: EntityKind
  slug: string
  id?: string
  /** Steps after the document in the breadcrumbs, for a screen below it (a version). */
  trail?: Crumb[]
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const entity = useSchemaStore((s) => (s.schema ? findEntity(s.schema, kind, slug) : undefined))
  const summary = useDocumentSummary(kind, slug, id)
  const locale = useDocumentLocale()
  const title =
    kind === 'global'
      ? labelText(entity?.label, language, labelFromSlug(slug))
      : (summary?.title ?? (summary ? `[${t('general:untitled')}]` : (id ?? '')))
  return (
    <header className="doc-header" data-testid="doc-header">
      <Breadcrumbs kind={kind} slug={slug} id={id} current={title} trail={trail} />
      <h1 className="doc-header__title" data-testid="document-title">
        {title}
      </h1>
      <StatusLine summary={summary} locale={locale} />
    </header>
  )
}
