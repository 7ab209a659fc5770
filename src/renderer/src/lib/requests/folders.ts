/**
 * Payload's folders (`folders: true` on a collection): folders are documents of `payload-folders`
 * (its default slug), each with a name, its parent in `folder` and the collections it takes in
 * `folderType` (none: any).
 */
import type { ApiRequest } from '@shared/api'
import { FOLDER_FIELD } from './list'

export const FOLDERS_SLUG = 'payload-folders'

/** How many parents a breadcrumb reads in one request. */
const CHAIN_DEPTH = 10

export interface FolderDoc {
  id: string | number
  name: string
  folder?: FolderDoc | string | number | null
}

/** The subfolders of `parent` ('root': the top level) that may hold `slug`'s documents, by name. */
export function subfoldersRequest(parent: string, slug: string, language: string): ApiRequest {
  const within = parent === 'root' ? { [FOLDER_FIELD]: { exists: false } } : { [FOLDER_FIELD]: { equals: parent } }
  const takes = { or: [{ folderType: { in: [slug] } }, { folderType: { exists: false } }] }
  return {
    method: 'GET',
    path: `/${FOLDERS_SLUG}`,
    query: { depth: 0, limit: 100, sort: 'name', select: { name: true }, where: { and: [within, takes] } },
    language,
  }
}

/** One folder with its parents populated, for the breadcrumb. */
export function folderChainRequest(id: string, language: string): ApiRequest {
  return { method: 'GET', path: `/${FOLDERS_SLUG}/${id}`, query: { depth: CHAIN_DEPTH }, language }
}

/** The folders from the top down to `folder`. */
export function folderChain(folder: FolderDoc): Array<{ id: string; name: string }> {
  const chain: Array<{ id: string; name: string }> = []
  let at: FolderDoc['folder'] = folder
  while (at && typeof at === 'object') {
    chain.unshift({ id: String(at.id), name: at.name })
    at = at.folder
  }
  return chain
}

/** A new folder in `parent` ('root': the top level) for `slug`'s documents. */
export function createFolderRequest(name: string, parent: string, slug: string, language: string): ApiRequest {
  return {
    method: 'POST',
    path: `/${FOLDERS_SLUG}`,
    body: { name, [FOLDER_FIELD]: parent === 'root' ? null : parent, folderType: [slug] },
    query: { depth: 0 },
    language,
  }
}
