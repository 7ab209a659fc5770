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

/** A folder's new name, as Payload's folder edit saves it. */
export function renameFolderRequest(id: string, name: string, language: string): ApiRequest {
  return { method: 'PATCH', path: `/${FOLDERS_SLUG}/${id}`, body: { name }, query: { depth: 0 }, language }
}

/** A folder moved into `to` ('root': the top level), as Payload's "Move Folder" does. */
export function moveFolderRequest(id: string, to: string, language: string): ApiRequest {
  return {
    method: 'PATCH',
    path: `/${FOLDERS_SLUG}/${id}`,
    body: { [FOLDER_FIELD]: to === 'root' ? null : to },
    query: { depth: 0 },
    language,
  }
}

/**
 * A folder deleted, as Payload's "Delete Folder" does. Payload itself then deletes its subfolders and
 * moves every document that was in any of them to the top level (no document is deleted).
 */
export function deleteFolderRequest(id: string, language: string): ApiRequest {
  return { method: 'DELETE', path: `/${FOLDERS_SLUG}/${id}`, query: { depth: 0 }, language }
}

/**
 * The change that moves documents into `to` ('root': out of every folder), for the bulk runner. With
 * drafts it goes as a draft: a plain PATCH rebuilds the document from its published copy, which would
 * bury a newer unpublished draft; a draft keeps what the editor wrote.
 */
export function moveDocumentsChange(to: string, drafts: boolean) {
  return {
    kind: 'update' as const,
    data: { [FOLDER_FIELD]: to === 'root' ? null : to },
    mode: drafts ? ('draft' as const) : ('save' as const),
  }
}

/** Where a folder can be moved: never into itself (so never into one of its own subfolders either). */
export function moveTargets<T extends { id: string }>(subfolders: T[], moving: string | undefined): T[] {
  return moving ? subfolders.filter((f) => f.id !== moving) : subfolders
}

/** The folder a deleted folder's view goes back to: its parent, or the top level. */
export function parentFolder(chain: Array<{ id: string }>): string {
  return chain.at(-2)?.id ?? 'root'
}

/**
 * The folder a new document starts in: the one the list was browsing when "Create New" was chosen
 * (`?folder=` on the create URL), as the relationship field stores it (numbers where ids are numbers).
 */
export function startingFolder(search: string, idType: 'number' | 'text' | undefined): string | number | undefined {
  const folder = new URLSearchParams(search).get(FOLDER_FIELD)
  if (!folder || folder === 'root' || !/^[\w-]+$/.test(folder)) return undefined
  if (idType !== 'number') return folder
  return /^\d+$/.test(folder) ? Number(folder) : undefined
}
