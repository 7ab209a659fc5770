/**
 * The edit view's reads of one document or global: the document itself (newest draft where drafts
 * are on, in the chosen locale without fallback) and whether a published version exists. Built in one
 * place so the screen and the boot-time prefetch send identical requests.
 */
import type { ApiRequest } from '@shared/api'
import type { EntityKind } from '../schema'

export interface DocumentTarget {
  kind: EntityKind
  slug: string
  /** Absent for globals and for a new document. */
  id?: string
}

export const documentPath = (t: DocumentTarget) =>
  t.kind === 'collection' ? (t.id ? `/${t.slug}/${encodeURIComponent(t.id)}` : `/${t.slug}`) : `/globals/${t.slug}`

export function documentRequest(
  t: DocumentTarget,
  options: { drafts: boolean; locale?: string; language: string },
): ApiRequest {
  const { drafts, locale, language } = options
  return {
    method: 'GET',
    path: documentPath(t),
    query: { depth: 0, ...(drafts ? { draft: true } : {}), ...(locale ? { locale, 'fallback-locale': 'none' } : {}) },
    language,
  }
}

/** The non-draft read: its `_status` says whether a published version exists (Unpublish is offered then). */
export function publishedStatusRequest(t: DocumentTarget, locale?: string): ApiRequest {
  return {
    method: 'GET',
    path: documentPath(t),
    query: { depth: 0, select: { _status: true }, ...(locale ? { locale } : {}) },
  }
}
