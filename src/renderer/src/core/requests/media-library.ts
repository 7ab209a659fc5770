/**
 * The media library's read: one page of an upload collection's files, newest first, narrowed by what
 * is typed (the title field or the file name), a MIME type (`image/*` for a family, or one exact
 * type) and the field's filterOptions; only what a tile shows is asked for.
 */
import type { ApiRequest } from '@shared/api'
import type { FolioWhere } from '@shared/protocol'
import { pickerPageQuery, relatedSelect } from './related'

/** Files a page of the library shows: enough to fill a wide drawer twice, small enough to open fast. */
export const MEDIA_PAGE_SIZE = 40

/** The condition for a MIME filter: a family (`video/*`) matches its prefix, anything else exactly. */
export function mimeTypeWhere(mime: string | null): FolioWhere | undefined {
  if (!mime) return undefined
  if (mime.endsWith('/*')) return { mimeType: { like: `${mime.slice(0, -1)}` } }
  return { mimeType: { equals: mime } }
}

export interface MediaQuery {
  titleField: string
  search: string
  mime: string | null
  /** The field's filterOptions for this collection, when it has some. */
  filter?: FolioWhere
}

/** Every condition that holds at once: the field's filter, the search (title or file name), the MIME type. */
export function mediaLibraryWhere({ titleField, search, mime, filter }: MediaQuery): FolioWhere | undefined {
  const text = search.trim()
  const bySearch = text
    ? titleField === 'filename'
      ? { filename: { like: text } }
      : { or: [{ [titleField]: { like: text } }, { filename: { like: text } }] }
    : undefined
  const conditions = [filter, bySearch, mimeTypeWhere(mime)].filter((c): c is FolioWhere => c !== undefined)
  if (conditions.length === 0) return undefined
  return conditions.length === 1 ? conditions[0] : { and: conditions }
}

export function mediaLibraryRequest(slug: string, query: MediaQuery, page = 1, limit = MEDIA_PAGE_SIZE): ApiRequest {
  const where = mediaLibraryWhere(query)
  return {
    method: 'GET',
    path: `/${slug}`,
    query: {
      ...pickerPageQuery({ limit, page, sort: '-createdAt', where }),
      select: { ...relatedSelect(query.titleField), createdAt: true },
    },
  }
}
