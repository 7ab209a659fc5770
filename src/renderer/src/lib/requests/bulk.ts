/**
 * Bulk requests on a collection, as Payload's admin sends them: PATCH or DELETE /<slug>?where=…
 * with the batch's ids, answered with the documents done and one error per document that failed.
 * No overrideLock: a document someone else is editing is reported, never overwritten.
 */
import type { ApiRequest, ApiResult, QueryValue } from '@shared/api'
import type { BatchAnswer } from '../bulk/runner'
import type { DocId } from '../bulk/selection'

export type BulkAction =
  | { kind: 'delete'; trash: boolean }
  | { kind: 'publish' }
  | { kind: 'unpublish' }
  | { kind: 'update'; data: Record<string, unknown>; mode: 'save' | 'draft' | 'publish' }

/** The request that applies `action` to one batch of documents. */
export function bulkBatchRequest(slug: string, action: BulkAction, ids: DocId[], language: string): ApiRequest {
  // Only the ids come back: the answer of a hundred full documents would be large for nothing.
  const query: Record<string, QueryValue> = { where: { id: { in: ids } }, depth: 0, select: { id: true } }
  const request = (method: 'PATCH' | 'DELETE', body?: Record<string, unknown>, draft = false): ApiRequest => ({
    method,
    path: `/${slug}`,
    query: draft ? { ...query, draft: true } : query,
    ...(body ? { body } : {}),
    language,
  })
  switch (action.kind) {
    case 'delete':
      // A collection with a trash moves documents there, as Payload's admin does: deletedAt set.
      return action.trash ? request('PATCH', { deletedAt: new Date().toISOString() }) : request('DELETE')
    case 'publish':
      return request('PATCH', { _status: 'published' }, true)
    case 'unpublish':
      return request('PATCH', { _status: 'draft' })
    case 'update':
      if (action.mode === 'save') return request('PATCH', action.data)
      return request('PATCH', { ...action.data, _status: action.mode === 'publish' ? 'published' : 'draft' }, true)
  }
}

const LOST_KINDS = new Set(['unreachable', 'timeout', 'not-connected'])

/** A batch's answer in the runner's terms: per document where Payload said, else for the batch. */
export function bulkBatchAnswer(result: ApiResult): BatchAnswer {
  if (result.ok) {
    const docs = (result.data as { docs?: Array<{ id?: unknown }> } | null)?.docs ?? []
    const errors = (result.data as { errors?: Array<{ id?: unknown; message?: string }> } | null)?.errors ?? []
    return {
      kind: 'answered',
      done: docs.map((d) => String(d.id)),
      failed: errors.map((e) => ({ id: String(e.id), message: e.message ?? '' })),
    }
  }
  const { error } = result
  if (error.bulk)
    return {
      kind: 'answered',
      done: error.bulk.doneIds.map(String),
      failed: error.bulk.errors.map((e) => ({ id: String(e.id), message: e.message })),
    }
  return { kind: LOST_KINDS.has(error.kind) ? 'lost' : 'rejected', message: error.message }
}

export const MATCHING_PAGE_SIZE = 100

/**
 * One page of the ids matching a list's query (its where with the search, as the list sends it),
 * to turn "all matching" into documents: resolved before the run, so deleting does not shift pages.
 */
export function matchingIdsRequest(
  slug: string,
  where: QueryValue | undefined,
  page: number,
  drafts: boolean,
  language: string,
): ApiRequest {
  const query: Record<string, QueryValue> = {
    depth: 0,
    limit: MATCHING_PAGE_SIZE,
    page,
    select: { id: true },
    sort: 'id',
  }
  if (where) query.where = where
  if (drafts) query.draft = true
  return { method: 'GET', path: `/${slug}`, query, language }
}
