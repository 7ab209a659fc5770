/**
 * One collection document's whole life, as Payload's admin sends it: delete (to the trash where the
 * collection has one: a PATCH setting `deletedAt`; else for good), restore from the trash, duplicate
 * (Payload's own endpoint, which adjusts unique fields and the title itself), and the reads and
 * writes that bring back a document deleted for good (a new document made from what was read).
 */
import type { ApiRequest } from '@shared/api'

export interface DocumentRef {
  slug: string
  id: string
}

const path = (d: DocumentRef) => `/${d.slug}/${encodeURIComponent(d.id)}`

/** Moves the document to the trash, as Payload's DeleteDocument does. */
export function trashRequest(d: DocumentRef, language: string, now: Date = new Date()): ApiRequest {
  return { method: 'PATCH', path: path(d), body: { deletedAt: now.toISOString() }, query: { depth: 0 }, language }
}

/** Deletes the document for good (from the trash too: `trash=true` finds a trashed one). */
export function deleteRequest(d: DocumentRef, language: string): ApiRequest {
  return { method: 'DELETE', path: path(d), query: { depth: 0, trash: true }, language }
}

/**
 * Undoes a move to the trash: the document comes back as it was, its status kept (a restore from the
 * trash view makes it a draft, as Payload's does; an undo seconds later should not unpublish).
 * `trash=true`: a trashed document is found only with it.
 */
export function undoTrashRequest(d: DocumentRef, language: string): ApiRequest {
  return { method: 'PATCH', path: path(d), body: { deletedAt: null }, query: { depth: 0, trash: true }, language }
}

/**
 * Payload's duplicate endpoint; a collection with drafts gets the copy as a draft (as its admin
 * does, so a copy's adjusted unique values are not validated for publishing). `selectedLocales`:
 * only those locales' localized values are copied.
 */
export function duplicateRequest(
  d: DocumentRef,
  options: { drafts: boolean; locale?: string; selectedLocales?: string[]; language: string },
): ApiRequest {
  const { drafts, locale, selectedLocales, language } = options
  return {
    method: 'POST',
    path: `${path(d)}/duplicate`,
    body: drafts ? { _status: 'draft' } : {},
    query: {
      depth: 0,
      ...(locale ? { locale } : {}),
      ...(selectedLocales?.length ? { selectedLocales } : {}),
    },
    language,
  }
}

/** The document in one locale (newest draft where drafts are on), read before deleting it for good. */
export function snapshotRequest(d: DocumentRef, options: { drafts: boolean; locale?: string }): ApiRequest {
  return {
    method: 'GET',
    path: path(d),
    query: {
      depth: 0,
      ...(options.drafts ? { draft: true } : {}),
      ...(options.locale ? { locale: options.locale, 'fallback-locale': 'none' } : {}),
    },
  }
}

/** Fields Payload sets itself: a document made again gets its own. */
const OWN_FIELDS = ['id', 'createdAt', 'updatedAt', 'deletedAt']

/** What a snapshot becomes as the body of a create or update. */
export function writableData(snapshot: Record<string, unknown>): Record<string, unknown> {
  const data = { ...snapshot }
  for (const key of OWN_FIELDS) delete data[key]
  return data
}

/** Makes the document again from its first locale's snapshot (Payload gives it a new id). */
export function recreateRequest(
  slug: string,
  snapshot: Record<string, unknown>,
  options: { drafts: boolean; locale?: string; language: string },
): ApiRequest {
  return {
    method: 'POST',
    path: `/${slug}`,
    body: writableData(snapshot),
    query: {
      depth: 0,
      ...(options.drafts && snapshot._status !== 'published' ? { draft: true } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
    },
    language: options.language,
  }
}

/** Writes another locale's snapshot into the document made again. */
export function restoreLocaleRequest(
  d: DocumentRef,
  snapshot: Record<string, unknown>,
  options: { drafts: boolean; locale: string; language: string },
): ApiRequest {
  return {
    method: 'PATCH',
    path: path(d),
    body: writableData(snapshot),
    query: {
      depth: 0,
      ...(options.drafts && snapshot._status !== 'published' ? { draft: true } : {}),
      locale: options.locale,
    },
    language: options.language,
  }
}

/** Payload's sanitized per-document permissions: `delete: true` (or `{ permission: true }`) when allowed. */
export function allowsDelete(permissions: unknown): boolean {
  const remove = (permissions as { delete?: unknown } | null | undefined)?.delete
  if (typeof remove === 'boolean') return remove
  if (remove && typeof remove === 'object' && 'permission' in remove) return Boolean(remove.permission)
  return false
}
