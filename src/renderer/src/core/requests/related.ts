/**
 * The reads of related documents that fields send: titles of chosen documents by id (batched, see
 * core/lib/related-docs), and the documents a relationship picker or a rich-text embed picker offers as
 * one types. Each asks only for what a chip or a card shows.
 */
import type { ApiRequest, QueryValue } from '@shared/api'
import type { FolioSchemaResponse, FolioWhere } from '@shared/protocol'
import { findEntity, labelFromSlug, listColumns, titleFieldOf } from '../schema/schema'

/** How many documents a picker offers at once. */
const PICKER_LIMIT = 25

/** The field a related collection's documents are titled by (its useAsTitle), or `id` for an unknown one. */
export function relatedTitleField(schema: FolioSchemaResponse, slug: string): string {
  const entity = findEntity(schema, 'collection', slug)
  return entity ? titleFieldOf(entity) : 'id'
}

/**
 * What a picker's typing searches, for its placeholder ("Search by Title"): the title field's label of
 * each related collection, each once ("Name, Title" for a field relating to categories and posts).
 */
export function relatedSearchLabel(schema: FolioSchemaResponse, slugs: string[], language: string): string {
  const labels = slugs.map((slug) => {
    const entity = findEntity(schema, 'collection', slug)
    const name = relatedTitleField(schema, slug)
    const column = entity ? listColumns(entity, language).find((c) => c.name === name) : undefined
    return column?.label || (name === 'id' ? 'ID' : labelFromSlug(name))
  })
  return [...new Set(labels)].join(', ')
}

/** What a picker or a diff shows of a document: its title, and for uploads what preview and size need. */
export const relatedSelect = (titleField: string) => ({
  [titleField]: true,
  filename: true,
  mimeType: true,
  filesize: true,
  url: true,
  thumbnailURL: true,
  // the chip picks the smallest image size that fits (with width and height)
  sizes: true,
  width: true,
  height: true,
})

/** The documents of one collection with these ids, in one request. */
export function relatedByIdsRequest(slug: string, ids: Array<string | number>, titleField: string): ApiRequest {
  return {
    method: 'GET',
    path: `/${slug}`,
    query: {
      where: { id: { in: ids } },
      limit: ids.length,
      depth: 0,
      pagination: false,
      select: relatedSelect(titleField),
    },
  }
}

/**
 * One page of the documents a picker offers (the relationship picker, the media library): unpopulated,
 * the first page without a page number, a sort and a where only when there is one.
 */
export function pickerPageQuery({
  limit,
  page,
  sort,
  where,
}: {
  limit: number
  page: number
  sort?: string
  where?: FolioWhere
}): Record<string, QueryValue> {
  return {
    limit,
    ...(page > 1 ? { page } : {}),
    depth: 0,
    ...(sort ? { sort } : {}),
    // A Where is JSON, as the query string carries it.
    ...(where ? { where: where as QueryValue } : {}),
  }
}

/** The picker's query: the title contains `search` (if any) and the field's filterOptions (if any) hold. */
export function relatedSearchWhere(titleField: string, search: string, filter?: FolioWhere): FolioWhere | undefined {
  const bySearch = search ? { [titleField]: { like: search } } : undefined
  if (filter && bySearch) return { and: [filter, bySearch] }
  return filter ?? bySearch
}

/**
 * The first documents of a collection whose title contains `search` (all when empty), or page
 * `page` of them as the picker's list is scrolled to its end; only those `filter` (the field's
 * filterOptions for this collection) allows. The relationship field asks only for what its chips
 * show; the rich-text picker reads whole documents.
 */
export function relatedSearchRequest(
  slug: string,
  titleField: string,
  search: string,
  {
    summary = true,
    limit = PICKER_LIMIT,
    page = 1,
    filter,
  }: { summary?: boolean; limit?: number; page?: number; filter?: FolioWhere } = {},
): ApiRequest {
  const where = relatedSearchWhere(titleField, search, filter)
  return {
    method: 'GET',
    path: `/${slug}`,
    query: {
      ...pickerPageQuery({ limit, page, where }),
      ...(summary ? { select: relatedSelect(titleField) } : {}),
    },
  }
}
