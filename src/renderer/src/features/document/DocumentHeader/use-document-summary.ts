/**
 * The document header's facts for one tab: title, status, last modified and created, in the tab's locale.
 * Known already (the edit view's controller keeps them in the summary store, and so does a tab that read
 * them), they are not asked again; otherwise read once and kept. While the answer is on its way, or when
 * it fails, the header shows what it has (the failure is the tab's own to report).
 */
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { draftKeyOf, useServerKey } from '../../../core/drafts/draft-keys'
import { useI18n } from '../../../core/i18n/i18n-store'
import { documentSummaryRequest, publishedStatusRequest } from '../../../core/requests'
import { invokeApi } from '../../../core/requests/invoke'
import { findEntity, titleFieldOf, type EntityKind } from '../../../core/schema/schema'
import { useDocumentSummaryStore } from '../../../core/stores/document-summary-store'
import { useSchemaStore } from '../../../core/stores/schema-store'
import { documentStatus } from '../../../core/stores/document-status'

export type { DocumentSummary } from '../../../core/stores/document-status'

export function useDocumentLocale(): string | undefined {
  const { search } = useLocation()
  const localization = useSchemaStore((s) => s.schema?.config.localization)
  return new URLSearchParams(search).get('locale') ?? (localization ? localization.defaultLocale : undefined)
}

/** The summary store's key of one document in one locale (the local drafts' key). */
export function useSummaryKey(kind: EntityKind, slug: string, id: string | undefined, locale: string | undefined) {
  return draftKeyOf(useServerKey(), kind, slug, id, locale)
}

export function useDocumentSummary(kind: EntityKind, slug: string, id: string | undefined) {
  const schema = useSchemaStore((s) => s.schema)
  const language = useI18n((s) => s.language)
  const locale = useDocumentLocale()
  const entity = schema ? findEntity(schema, kind, slug) : undefined
  const extras = kind === 'collection' ? schema?.extras.collections[slug] : schema?.extras.globals[slug]
  const drafts = Boolean(extras?.drafts)
  const titleField = kind === 'collection' && entity ? titleFieldOf(entity) : undefined
  const key = useSummaryKey(kind, slug, id, locale)
  const summary = useDocumentSummaryStore((s) => s.summaries[key] ?? null)
  const known = summary !== null

  useEffect(() => {
    if (known || !entity || (kind === 'collection' && !id)) return
    void readSummary(key, { kind, slug, id }, { drafts, titleField, locale, language })
  }, [known, key, entity, kind, slug, id, drafts, titleField, locale, language])
  return summary
}

/**
 * The summary reads on their way, by key. A tab opened while another tab's read is out (the API view
 * left for the versions tab at once) takes that answer instead of asking again: the answer is kept in
 * the store whichever tab is still on screen, unless facts arrived there first.
 */
const reading = new Map<string, Promise<void>>()

function readSummary(
  key: string,
  target: { kind: EntityKind; slug: string; id: string | undefined },
  options: { drafts: boolean; titleField: string | undefined; locale: string | undefined; language: string },
): Promise<void> {
  const pending = reading.get(key)
  if (pending) return pending
  const { drafts, titleField, locale, language } = options
  const read = Promise.all([
    invokeApi(documentSummaryRequest(target, { drafts, titleField, locale, language })),
    drafts ? invokeApi(publishedStatusRequest(target, locale)) : Promise.resolve(null),
  ])
    .then(([newest, published]) => {
      // Facts put there meanwhile (the edit view opened, and perhaps saved) are newer than this answer.
      if (!newest.ok || useDocumentSummaryStore.getState().summaries[key]) return
      const doc = newest.data as Record<string, unknown>
      const hasPublished = Boolean(published?.ok && (published.data as { _status?: string })._status === 'published')
      const title = titleField && doc[titleField] !== undefined && doc[titleField] !== null ? doc[titleField] : ''
      useDocumentSummaryStore.getState().remember(key, {
        title: title === '' ? undefined : String(title),
        status: documentStatus({ drafts, status: doc._status, hasPublished }),
        updatedAt: doc.updatedAt as string | undefined,
        createdAt: doc.createdAt as string | undefined,
      })
    })
    .finally(() => reading.delete(key))
  reading.set(key, read)
  return read
}
