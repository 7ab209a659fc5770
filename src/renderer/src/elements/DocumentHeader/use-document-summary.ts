/**
 * The document header's facts for one tab: title, status, last modified and created, read in the tab's
 * locale and read again when `revision` changes (after a save). While the answer is on its way, or when
 * it fails, the header shows what it has (the failure is the tab's own to report).
 */
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useI18n } from '../../i18n/i18n-store'
import { documentSummaryRequest, publishedStatusRequest } from '../../lib/requests'
import { invokeApi } from '../../lib/requests/invoke'
import { findEntity, titleFieldOf, type EntityKind } from '../../lib/schema'
import { useSchemaStore } from '../../stores/schema-store'
import { documentStatus, type DocumentStatus } from './document-status'

export interface DocumentSummary {
  title?: string
  status: DocumentStatus
  updatedAt?: string
  createdAt?: string
}

export function useDocumentLocale(): string | undefined {
  const { search } = useLocation()
  const localization = useSchemaStore((s) => s.schema?.config.localization)
  return new URLSearchParams(search).get('locale') ?? (localization ? localization.defaultLocale : undefined)
}

export function useDocumentSummary(kind: EntityKind, slug: string, id: string | undefined, revision = 0) {
  const schema = useSchemaStore((s) => s.schema)
  const language = useI18n((s) => s.language)
  const locale = useDocumentLocale()
  const entity = schema ? findEntity(schema, kind, slug) : undefined
  const extras = kind === 'collection' ? schema?.extras.collections[slug] : schema?.extras.globals[slug]
  const drafts = Boolean(extras?.drafts)
  const titleField = kind === 'collection' && entity ? titleFieldOf(entity) : undefined
  const [summary, setSummary] = useState<DocumentSummary | null>(null)

  useEffect(() => {
    if (!entity || (kind === 'collection' && !id)) return
    let current = true
    const target = { kind, slug, id }
    void Promise.all([
      invokeApi(documentSummaryRequest(target, { drafts, titleField, locale, language })),
      drafts ? invokeApi(publishedStatusRequest(target, locale)) : Promise.resolve(null),
    ]).then(([newest, published]) => {
      if (!current || !newest.ok) return
      const doc = newest.data as Record<string, unknown>
      const hasPublished = Boolean(published?.ok && (published.data as { _status?: string })._status === 'published')
      const title = titleField && doc[titleField] !== undefined && doc[titleField] !== null ? doc[titleField] : ''
      setSummary({
        title: title === '' ? undefined : String(title),
        status: documentStatus({ drafts, status: doc._status, hasPublished }),
        updatedAt: doc.updatedAt as string | undefined,
        createdAt: doc.createdAt as string | undefined,
      })
    })
    return () => {
      current = false
    }
  }, [entity, kind, slug, id, drafts, titleField, locale, language, revision])
  return summary
}
