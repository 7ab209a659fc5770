/**
 * The edit view's part of the document header: breadcrumbs, the title as typed (live from the form), and
 * the status line of the saved document. The controller already holds all of it (the newest version's
 * status and dates in the form, updated by each save and autosave, and whether a published version
 * exists), so the header asks the server for nothing, and tells the document's other tabs (versions,
 * a version, API) through the summary store, so they need not ask either; other windows hear it too.
 */
import { useEffect } from 'react'
import { announceDocument } from '../../../core/events/document-events'
import { useServerKey } from '../../../core/drafts/draft-keys'
import { useDocumentSession } from '../session/use-document-session'
import { Breadcrumbs } from '../DocumentHeader/Breadcrumbs'
import { StatusLine } from '../DocumentHeader/StatusLine'
import { documentStatus } from '../../../core/stores/document-status'
import { useSummaryKey, type DocumentSummary } from '../DocumentHeader/use-document-summary'
import { useFieldValue } from '../../../core/form/use-field'
import { shownTitle } from '../../../core/lib/format'
import { titleFieldOf } from '../../../core/schema/schema'
import { savedSummary, useDocumentSummaryStore } from '../../../core/stores/document-summary-store'
import '../DocumentHeader/DocumentHeader.css'

export function EditHeading({ fallback }: { fallback: string }) {
  const doc = useDocumentSession(
    'baseUpdatedAt',
    'drafts',
    'entity',
    'form',
    'hasPublished',
    'id',
    'isNew',
    'kind',
    'loaded',
    'locale',
    'localization',
    'slug',
  )
  const { kind, slug, entity, form, isNew, loaded } = doc
  const titleField = kind === 'collection' && entity ? titleFieldOf(entity) : null
  const [value] = useFieldValue<string | number>(form, titleField ?? '__none__')
  const typed = titleField && value !== undefined && value !== null && value !== '' ? String(value) : undefined
  // The heading and breadcrumbs show the start of a very long title: the whole of it, laid out on each keystroke, made typing slow.
  const title = shownTitle(typed ?? fallback)
  const [statusValue] = useFieldValue<string>(form, '_status')
  const [createdAt] = useFieldValue<string>(form, 'createdAt')
  const status = documentStatus({ drafts: doc.drafts, status: statusValue, hasPublished: doc.hasPublished })
  const updatedAt = doc.baseUpdatedAt ?? undefined
  const summary: DocumentSummary = { title, status, updatedAt, createdAt }
  const locale = doc.localization ? doc.locale : undefined
  const key = useSummaryKey(kind, slug, doc.id, locale)
  const server = useServerKey()
  useEffect(() => {
    if (isNew || !loaded) return
    const store = useDocumentSummaryStore.getState()
    const shown = { ...(typed === undefined ? {} : { title: typed }), status, updatedAt, createdAt }
    const titleEdited = titleField ? form.isEdited(titleField) : false
    const saved = savedSummary(shown, store.summaries[key], titleEdited)
    // New facts (a save landed, or the document read): the document's headers in other windows take them.
    if (store.remember(key, saved) && server)
      announceDocument({ type: 'saved', server, slug, id: doc.id ?? '', key, summary: saved })
  }, [key, isNew, loaded, typed, status, updatedAt, createdAt, form, titleField, server, slug, doc.id])
  return (
    <div className="edit__heading doc-header">
      <Breadcrumbs kind={kind} slug={slug} current={title} />
      <h1 className="edit__title doc-header__title" data-testid="document-title">
        {title}
      </h1>
      {!isNew && <StatusLine summary={summary} locale={locale} />}
    </div>
  )
}
