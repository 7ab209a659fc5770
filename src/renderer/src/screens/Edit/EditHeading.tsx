/**
 * The edit view's part of the document header: breadcrumbs, the title as typed (live from the form), and
 * the status line of the saved document. The controller already holds all of it (the newest version's
 * status and dates in the form, updated by each save and autosave, and whether a published version
 * exists), so the header asks the server for nothing.
 */
import type { DocumentController } from '../../document/use-document'
import { Breadcrumbs } from '../../elements/DocumentHeader/Breadcrumbs'
import { StatusLine } from '../../elements/DocumentHeader/StatusLine'
import { documentStatus } from '../../elements/DocumentHeader/document-status'
import type { DocumentSummary } from '../../elements/DocumentHeader/use-document-summary'
import { useFieldValue } from '../../lib/form/use-field'
import { titleFieldOf } from '../../lib/schema'
import '../../elements/DocumentHeader/DocumentHeader.css'

export function EditHeading({ doc, fallback }: { doc: DocumentController; fallback: string }) {
  const { kind, slug, entity, form, isNew } = doc
  const titleField = kind === 'collection' && entity ? titleFieldOf(entity) : null
  const [value] = useFieldValue<string | number>(form, titleField ?? '__none__')
  const title = titleField && value !== undefined && value !== null && value !== '' ? String(value) : fallback
  const [status] = useFieldValue<string>(form, '_status')
  const [createdAt] = useFieldValue<string>(form, 'createdAt')
  const summary: DocumentSummary = {
    title,
    status: documentStatus({ drafts: doc.drafts, status, hasPublished: doc.hasPublished }),
    updatedAt: doc.baseUpdatedAt ?? undefined,
    createdAt,
  }
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
