/** Turns a list's URL state into the REST query Payload answers (search on useAsTitle AND the filters). */
import type { QueryValue } from '../../../shared/api'
import type { ListQuery } from './list-query'

export function buildListQuery(query: ListQuery, options: { titleField: string; drafts: boolean; locale?: string }): Record<string, QueryValue> {
  const conditions: Record<string, unknown>[] = []
  if (query.search) conditions.push({ [options.titleField]: { like: query.search } })
  if (query.where) conditions.push(query.where)
  const where = conditions.length === 0 ? undefined : conditions.length === 1 ? conditions[0] : { and: conditions }
  const out: Record<string, QueryValue> = { page: query.page, limit: query.limit, depth: 1 }
  if (query.sort) out.sort = query.sort
  if (where) out.where = where as QueryValue
  // With drafts on, editors expect the newest draft in the list, as Payload's own list shows it.
  if (options.drafts) out.draft = true
  if (options.locale) out.locale = options.locale
  return out
}
