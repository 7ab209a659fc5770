/**
 * The edit view's part of the document header: breadcrumbs, the title as typed (live from the form), and
 * the status line of the saved document, read again after each save and autosave (`revision`).
 */
import type { DocumentController } from '../../document/use-document'
import { Breadcrumbs } from '../../elements/DocumentHeader/Breadcrumbs'
import { StatusLine } from '../../elements/DocumentHeader/StatusLine'
import { useDocumentSummary } from '../../elements/DocumentHeader/use-document-summary'
import { useFieldValue } from '../../lib/form/use-field'
import { titleFieldOf } from '../../lib/schema'
import '../../elements/DocumentHeader/DocumentHeader.css'

export function EditHeading({
  doc,
  fallback,
  revision,
}: {
  doc: DocumentController
  fallback: string
  revision: number
}) {
  const { kind, slug, entity, form, isNew } = doc
  const titleField = kind === 'collection' && entity ? titleFieldOf(entity) : null
  const [value] = useFieldValue<string | number>(form, titleField ?? '__none__')
  const title = titleField && value !== undefined && value !== null && value !== '' ? String(value) : fallback
  const summary = useDocumentSummary(kind, slug, isNew ? undefined : (doc.id ?? undefined), revision)
  return (
    <div className="edit__heading doc-header">
      <Breadcrumbs kind={kind} slug={slug} current={title} />
      <h1 className="edit__title doc-header__title" data-testid="document-title">
        {title}
      </h1>
      {!isNew && <StatusLine summary={summary} locale={doc.localization ? doc.locale : undefined} />}
    </div>
  )
}
