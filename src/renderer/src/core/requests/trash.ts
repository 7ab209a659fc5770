/**
 * A collection's trash (Payload's `trash: true`): its list, restoring documents, deleting them for
 * good and emptying it. Trashed documents carry `deletedAt`; every request here says `trash=true`
 * and filters on `deletedAt` existing, as Payload's own admin does, so nothing outside the trash is
 * ever restored or deleted by mistake.
 */
import type { ApiRequest, QueryValue } from '@shared/api'
import { listApiRequest } from './list'

const IN_TRASH = { deletedAt: { exists: true } }

/** The list's own where (search and filters) narrowed to trashed documents. */
export function withinTrash(where: QueryValue | undefined): QueryValue {
  return where ? { and: [where, IN_TRASH] } : IN_TRASH
}

/** The trash list for a URL query string: the same columns, search, sort and paging as the list. */
export function trashListRequest(...listArgs: Parameters<typeof listApiRequest>): ApiRequest {
  const request = listApiRequest(...listArgs)
  const query = request.query ?? {}
  return { ...request, query: { ...query, trash: true, where: withinTrash(query.where) } }
}

/** How many documents are in the trash (Empty trash is offered only when there are some). */
export function trashCountRequest(slug: string, language: string): ApiRequest {
  return { method: 'GET', path: `/${slug}`, query: { depth: 0, limit: 1, trash: true, where: IN_TRASH }, language }
}

const trashedWithId = (id: string | number) => ({ and: [{ id: { equals: id } }, IN_TRASH] })

/**
 * Takes one document out of the trash. With drafts it comes back as a draft, as in Payload's admin
 * (publishing it is a separate, deliberate step).
 */
export function restoreRequest(
  slug: string,
  id: string | number,
  options: { drafts: boolean; language: string },
): ApiRequest {
  return {
    method: 'PATCH',
    path: `/${slug}`,
    query: { depth: 0, trash: true, where: trashedWithId(id) },
    body: options.drafts ? { deletedAt: null, _status: 'draft' } : { deletedAt: null },
    language: options.language,
  }
}

/** Deletes one trashed document for good. */
export function deletePermanentlyRequest(slug: string, id: string | number, language: string): ApiRequest {
  return { method: 'DELETE', path: `/${slug}`, query: { depth: 0, trash: true, where: trashedWithId(id) }, language }
}

/** Deletes every trashed document of the collection for good (limit 0: all of them, not one page). */
export function emptyTrashRequest(slug: string, language: string): ApiRequest {
  return { method: 'DELETE', path: `/${slug}`, query: { depth: 0, limit: 0, trash: true, where: IN_TRASH }, language }
}

/** How many documents a bulk answer ({ docs, errors }) says were changed, and its first error. */
export function bulkOutcome(data: unknown): { done: number; failed: string | undefined } {
  const answer = (typeof data === 'object' && data !== null ? data : {}) as {
    docs?: unknown
    errors?: Array<{ message?: unknown }>
  }
  const done = Array.isArray(answer.docs) ? answer.docs.length : 0
  const first = Array.isArray(answer.errors) ? answer.errors[0]?.message : undefined
  return { done, failed: typeof first === 'string' && first ? first : undefined }
}
