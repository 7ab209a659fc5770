/** Turns a list's URL state into the REST query Payload answers (search on useAsTitle AND the filters). */
import type { QueryValue } from '../../../shared/api'
import type { ListQuery } from './list-query'

export interface ListRequestOptions {
  titleField: string
  drafts: boolean
  /** The columns on screen: only their fields are fetched (a post can weigh hundreds of KB). */
  columns: Array<{ name: string; type: string }>
  locale?: string
}

const RELATION_TYPES = new Set(['relationship', 'upload'])

export function buildListQuery(query: ListQuery, options: ListRequestOptions): Record<string, QueryValue> {
  const conditions: Record<string, unknown>[] = []
  if (query.search) conditions.push({ [options.titleField]: { like: query.search } })
  if (query.where) conditions.push(query.where)
  const where = conditions.length === 0 ? undefined : conditions.length === 1 ? conditions[0] : { and: conditions }
  // Relations are only populated when a relation column is on screen, to show titles instead of ids.
  const depth = options.columns.some((c) => RELATION_TYPES.has(c.type)) ? 1 : 0
  const select: Record<string, boolean> = { [options.titleField]: true }
  for (const column of options.columns) if (column.name !== 'id') select[column.name] = true
  if (options.drafts) select._status = true
  delete select.id
  const out: Record<string, QueryValue> = { page: query.page, limit: query.limit, depth, select }
  if (query.sort) out.sort = query.sort
  if (where) out.where = where as QueryValue
  // With drafts on, editors expect the newest draft in the list, as Payload's own list shows it.
  if (options.drafts) out.draft = true
  if (options.locale) out.locale = options.locale
  return out
}
