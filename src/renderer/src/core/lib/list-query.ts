/**
 * A collection list's state lives in the URL (page, limit, sort, search, where, columns) so back,
 * forward and shared links work. Parsed with the spec's query-string limits (point 7).
 */
// qs-esm: Payload's own dependency-free ESM build of qs (plain qs drags ~100 KB of polyfills into the UI).
import * as qs from 'qs-esm'
import { parseLimit, parsePage } from './pagination'

export const QS_PARSE_OPTIONS = { depth: 5, arrayLimit: 20, parameterLimit: 1000, ignoreQueryPrefix: true } as const
/**
 * A where-builder filter is where[or][i][and][j][field][operator]: six levels, one more than qs's depth 5
 * allows, so `where` (and only it) is read with Payload's own list-view depth of 10.
 */
export const WHERE_PARSE_DEPTH = 10

function parseSearch(search: string): Record<string, unknown> {
  const params = search.replace(/^\?/, '').split('&').filter(Boolean)
  const isWhere = (p: string) => /^where(\[|%5B)/i.test(p)
  const rest = qs.parse(params.filter((p) => !isWhere(p)).join('&'), QS_PARSE_OPTIONS) as Record<string, unknown>
  const where = qs.parse(params.filter(isWhere).join('&'), { ...QS_PARSE_OPTIONS, depth: WHERE_PARSE_DEPTH }) as Record<
    string,
    unknown
  >
  return { ...rest, ...(where.where !== undefined ? { where: where.where } : {}) }
}

export interface ListQuery {
  page: number
  limit: number
  /** A field name, '-' prefixed for descending; undefined for the server's default. */
  sort?: string
  search?: string
  where?: Record<string, unknown>
  columns?: string[]
  /** A collection with Payload's folders, browsed by folder: a folder's id, or 'root' (no folder). */
  folder?: string
  /** The content locale the documents are read in (Payload's `?locale=`); the CMS's default without it. */
  locale?: string
}

export function parseListQuery(search: string, defaultLimit?: number): ListQuery {
  const raw = parseSearch(search)
  const query: ListQuery = { page: parsePage(raw.page), limit: parseLimit(raw.limit, defaultLimit) }
  if (typeof raw.sort === 'string' && /^-?[\w.]+$/.test(raw.sort)) query.sort = raw.sort
  if (typeof raw.search === 'string' && raw.search !== '') query.search = raw.search
  if (raw.where && typeof raw.where === 'object' && !Array.isArray(raw.where))
    query.where = raw.where as Record<string, unknown>
  if (Array.isArray(raw.columns)) query.columns = raw.columns.filter((c): c is string => typeof c === 'string')
  else if (typeof raw.columns === 'string') query.columns = raw.columns.split(',').filter(Boolean)
  if (typeof raw.folder === 'string' && /^[\w-]+$/.test(raw.folder)) query.folder = raw.folder
  if (typeof raw.locale === 'string' && /^[\w-]+$/.test(raw.locale)) query.locale = raw.locale
  return query
}

export function stringifyListQuery(query: Partial<ListQuery>, defaultLimit?: number): string {
  const out: Record<string, unknown> = {}
  if (query.page && query.page > 1) out.page = query.page
  if (query.limit && query.limit !== (defaultLimit ?? 10)) out.limit = query.limit
  if (query.sort) out.sort = query.sort
  if (query.search) out.search = query.search
  if (query.where) out.where = query.where
  if (query.columns?.length) out.columns = query.columns
  if (query.folder) out.folder = query.folder
  if (query.locale) out.locale = query.locale
  return qs.stringify(out, { addQueryPrefix: true, encodeValuesOnly: true, arrayFormat: 'indices' })
}

/** Clicking a column header: ascending, then descending, then back to ascending. */
export function nextSort(current: string | undefined, field: string): string {
  return current === field ? `-${field}` : field
}
