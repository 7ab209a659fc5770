/**
 * Bulk requests on a collection, as Payload's admin sends them: PATCH or DELETE /<slug>?where=…
 * with the batch's ids, answered with the documents done and one error per document that failed.
 * No overrideLock: a document someone else is editing is reported, never overwritten.
 */
import type { ApiRequest, ApiResult, QueryValue } from '@shared/api'
import type { BatchAnswer, ConfirmAnswer } from '../bulk/runner'
import type { DocId } from '../bulk/selection'
import { withinTrash } from './trash'

export type BulkAction =
  | { kind: 'delete'; trash: boolean }
  | { kind: 'publish' }
  | { kind: 'unpublish' }
  | { kind: 'update'; data: Record<string, unknown>; mode: 'save' | 'draft' | 'publish' }
  /** Out of the trash; with drafts as a draft, as one document's Restore does. */
  | { kind: 'restore'; drafts: boolean }

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
    case 'restore':
      // Only documents still in the trash (trash=true reaches them), as the trash's own requests.
      return {
        method: 'PATCH',
        path: `/${slug}`,
        query: { ...query, trash: true, where: withinTrash(query.where) },
        body: action.drafts ? { deletedAt: null, _status: 'draft' } : { deletedAt: null },
        language,
      }
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
/** A proxy's answer for a CMS it could not reach, or that did not answer in time: it may have written. */
const GATEWAY_STATUSES = new Set([502, 503, 504])

/** No answer from the CMS itself: what the request did is not known. */
const isLost = (result: ApiResult): boolean =>
  !result.ok && (LOST_KINDS.has(result.error.kind) || GATEWAY_STATUSES.has(result.error.status ?? 0))

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
  return { kind: isLost(result) ? 'lost' : 'rejected', message: error.message }
}

/**
 * Reads a batch's documents again after its answer was lost, to tell which have the change: only the
 * fields that tell (a trashed document's deletedAt, the latest draft's status), trashed ones included.
 */
export function bulkConfirmRequest(slug: string, action: BulkAction, ids: DocId[], language: string): ApiRequest {
  const select: Record<string, QueryValue> = { id: true }
  if ((action.kind === 'delete' && action.trash) || action.kind === 'restore') select.deletedAt = true
  if (action.kind === 'publish' || action.kind === 'unpublish') select._status = true
  if (action.kind === 'update') for (const key of Object.keys(action.data)) select[key] = true
  if (action.kind === 'update' && action.mode !== 'save') select._status = true
  const query: Record<string, QueryValue> = {
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    select,
    trash: true,
  }
  // The latest draft: a publish that landed made it the published one, and no save came after it.
  if (action.kind !== 'delete' && action.kind !== 'restore') query.draft = true
  return { method: 'GET', path: `/${slug}`, query, language }
}

/** The value as a change sent it and as the server keeps it, compared: ids for relations, ISO dates. */
const sameValue = (sent: unknown, stored: unknown): boolean => {
  if (sent === stored) return true
  if (sent == null || stored == null) return sent == null && stored == null
  // A relation sent as its id, as a string or a number.
  const primitive = (value: unknown) => typeof value === 'string' || typeof value === 'number'
  if (primitive(sent) && primitive(stored) && String(sent) === String(stored)) return true
  const asDate = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : NaN)
  if (
    typeof sent === 'string' &&
    typeof stored === 'string' &&
    !Number.isNaN(asDate(sent)) &&
    /\d{4}-\d{2}-\d{2}T/.test(stored)
  )
    return asDate(sent) === asDate(stored)
  return JSON.stringify(sent) === JSON.stringify(stored)
}

/**
 * Which of `ids` have the action's change on the server: a deleted document is gone, a trashed one has
 * deletedAt, a published one's latest version is published (an unpublished one's a draft); an edit is
 * done where every field sent has that value, else unknown (the server may keep it in another form).
 */
export function bulkConfirmAnswer(action: BulkAction, ids: DocId[], result: ApiResult): ConfirmAnswer {
  if (!result.ok) return { kind: 'lost', message: result.error.message }
  const docs = (result.data as { docs?: Array<Record<string, unknown>> } | null)?.docs ?? []
  const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
  const done: DocId[] = []
  const notDone: DocId[] = []
  for (const id of ids) {
    const doc = byId.get(id)
    const has = (changed: boolean) => (changed ? done : notDone).push(id)
    if (action.kind === 'delete') {
      if (!action.trash) has(!doc)
      // Gone altogether: not trashed by this run (someone deleted it), so neither done nor to retry.
      else if (doc) has(typeof doc.deletedAt === 'string' && doc.deletedAt !== '')
    } else if (!doc) continue
    // Restored: no deletedAt any more (a document deleted for good meanwhile is neither).
    else if (action.kind === 'restore') has(doc.deletedAt == null || doc.deletedAt === '')
    else if (action.kind === 'publish') has(doc._status === 'published')
    else if (action.kind === 'unpublish') has(doc._status === 'draft')
    else {
      const status = action.mode === 'save' ? undefined : action.mode === 'publish' ? 'published' : 'draft'
      const landed =
        (status === undefined || doc._status === status) &&
        Object.entries(action.data).every(([key, value]) => sameValue(value, doc[key]))
      if (landed) done.push(id)
    }
  }
  return { kind: 'read', done, notDone }
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
  trash = false,
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
  // The trash's documents: only reached with trash=true (the where narrows to them).
  if (trash) query.trash = true
  return { method: 'GET', path: `/${slug}`, query, language }
}
