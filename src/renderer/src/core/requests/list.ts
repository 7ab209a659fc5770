/** Turns a list's URL state into the REST query Payload answers (search on useAsTitle AND the filters). */
import type { FolioClientEntity } from '@shared/protocol'
import type { ApiRequest, QueryValue } from '@shared/api'
import { parseListQuery, type ListQuery } from '../lib/list-query'
import type { FilterableField } from '../lib/where'
import { completeWhere } from '../lib/where-complete'
import { defaultColumns, labelFromSlug, listColumns, titleFieldOf, type ListColumn } from '../schema/schema'

export interface ListRequestOptions {
  titleField: string
  /** The fields the search looks in (the collection's listSearchableFields); the title field unless told. */
  searchFields?: string[]
  drafts: boolean
  /** The columns on screen: only their fields are fetched (a post can weigh hundreds of KB). */
  columns: Array<{ name: string; type: string }>
  locale?: string
  /** An upload collection: its rows show a thumbnail, so what picks and loads it is fetched too. */
  upload?: boolean
  /** The filtered fields' kinds, so a filter's value is judged as its field wants (a number, a date). */
  fieldOf?: (name: string) => FilterableField | undefined
}

/**
 * What a row's thumbnail needs (see shared/server-url imagePreviewUrl); Payload makes a file's `url` from
 * its `filename`, so without it the URL column would be empty.
 */
const THUMBNAIL_FIELDS = ['filename', 'mimeType', 'url', 'thumbnailURL', 'sizes', 'width', 'height']

const RELATION_TYPES = new Set(['relationship', 'upload'])

/** The field Payload's folders add to a collection (its default `folders.fieldName`). */
export const FOLDER_FIELD = 'folder'

/** Documents in one folder; 'root' for those in none, as Payload's folder view shows them. */
export const folderCondition = (folder: string) =>
  folder === 'root' ? { [FOLDER_FIELD]: { exists: false } } : { [FOLDER_FIELD]: { equals: folder } }

export function buildListQuery(query: ListQuery, options: ListRequestOptions): Record<string, QueryValue> {
  const conditions: Record<string, unknown>[] = []
  if (query.search) {
    const fields = options.searchFields?.length ? options.searchFields : [options.titleField]
    const like = fields.map((name) => ({ [name]: { like: query.search } }))
    conditions.push(like.length === 1 ? like[0]! : { or: like })
  }
  // A filter's incomplete conditions (`where[id][equals]=`) are never sent: they would match nothing.
  const filter = completeWhere(query.where, options.fieldOf)
  if (filter) conditions.push(filter)
  if (query.folder) conditions.push(folderCondition(query.folder))
  const where = conditions.length === 0 ? undefined : conditions.length === 1 ? conditions[0] : { and: conditions }
  // Relations are only populated when a relation column is on screen, to show titles instead of ids.
  const depth = options.columns.some((c) => RELATION_TYPES.has(c.type)) ? 1 : 0
  const select: Record<string, boolean> = { [options.titleField]: true }
  // A column inside a group selects its group: Payload's select takes top-level names.
  for (const column of options.columns) if (column.name !== 'id') select[column.name.split('.')[0]!] = true
  if (options.drafts) select._status = true
  if (options.upload) for (const name of THUMBNAIL_FIELDS) select[name] = true
  delete select.id
  const out: Record<string, QueryValue> = { page: query.page, limit: query.limit, depth, select }
  if (query.sort) out.sort = query.sort
  if (where) out.where = where as QueryValue
  // With drafts on, editors expect the newest draft in the list, as Payload's own list shows it.
  if (options.drafts) out.draft = true
  const locale = options.locale ?? query.locale
  if (locale) out.locale = locale
  return out
}

/** The fields a list's search looks in, as Payload's: admin.listSearchableFields, else the title field. */
export function searchFieldsOf(entity: FolioClientEntity): string[] {
  const listed = (entity.admin as { listSearchableFields?: unknown } | undefined)?.listSearchableFields
  const names = (Array.isArray(listed) ? listed : []).filter((n): n is string => typeof n === 'string' && n !== '')
  return names.length ? names : [titleFieldOf(entity)]
}

/**
 * What a search box searches, as Payload's placeholder names it ("Search by Title", "Search by Slug,
 * Excerpt"): the labels of the collection's search fields (its listSearchableFields, else its title
 * field; "ID" for the id) as the `columns` (listColumns) name them, never empty, so the placeholder never
 * reads a bare "Search by".
 */
export function searchLabelOf(entity: FolioClientEntity, columns: ListColumn[]): string {
  return searchFieldsOf(entity)
    .map((name) => columns.find((c) => c.name === name)?.label || (name === 'id' ? 'ID' : labelFromSlug(name)))
    .join(', ')
}

/** The kind of each field a list can filter on, by name (a filter's value is judged by it). */
export function listFieldOf(
  entity: FolioClientEntity,
  language: string,
): (name: string) => FilterableField | undefined {
  const fields = new Map(listColumns(entity, language).map((c) => [c.name, c.field]))
  return (name) => fields.get(name)
}

/** The columns a list asks for: the URL's choice, else the collection's defaults, with drafts' status. */
export function listRequestColumns(
  entity: FolioClientEntity,
  drafts: boolean,
  chosen: string[] | undefined,
  language: string,
): ListColumn[] {
  const all = listColumns(entity, language)
  if (drafts && !all.some((c) => c.name === '_status'))
    all.push({ name: '_status', label: '_status', field: { type: 'select', name: '_status' }, sortable: true })
  const names = chosen?.length ? chosen : defaultColumns(entity, all)
  return all.filter((c) => names.includes(c.name))
}

/**
 * The whole REST request of a collection list for a URL query string: the list screen sends it, and
 * the first load starts it before React has rendered (see shell/prefetch.ts).
 */
export function listApiRequest(
  slug: string,
  search: string,
  entity: FolioClientEntity,
  drafts: boolean,
  language: string,
): ApiRequest {
  const query = parseListQuery(search)
  const columns = listRequestColumns(entity, drafts, query.columns, language)
  return {
    method: 'GET',
    path: `/${slug}`,
    query: buildListQuery(query, {
      titleField: titleFieldOf(entity),
      searchFields: searchFieldsOf(entity),
      drafts,
      columns: columns.map((c) => ({ name: c.name, type: c.field.type })),
      upload: Boolean(entity.upload),
      fieldOf: listFieldOf(entity, language),
    }),
    language,
  }
}
