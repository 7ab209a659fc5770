/**
 * Route paths: the server's admin route (Payload's `routes.admin`, '/admin' unless configured) plus
 * the same paths as Payload's admin, so a link copied from that server's admin opens here too.
 */
export const DEFAULT_ADMIN_PREFIX = '/admin'

let prefix = DEFAULT_ADMIN_PREFIX
let documentPattern = documentRegExp(prefix)
let listPattern = listRegExp(prefix)

/** '/cms-admin/' or 'cms-admin' become '/cms-admin'; nothing usable ('', '/', not a string) is '/admin'. */
export function normalizeAdminPrefix(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_ADMIN_PREFIX
  const trimmed = value.trim().replace(/\/+$/, '')
  if (!trimmed) return DEFAULT_ADMIN_PREFIX
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** The admin prefix of the connected server (set when its schema arrives). */
export function adminPrefix(): string {
  return prefix
}

/** Follows the connected server's `routes.admin`; true when the prefix changed. */
export function setAdminPrefix(value: unknown): boolean {
  const next = normalizeAdminPrefix(value)
  if (next === prefix) return false
  prefix = next
  documentPattern = documentRegExp(next)
  listPattern = listRegExp(next)
  return true
}

/** The same place under another admin route: '/admin/collections/x' becomes '/cms-admin/collections/x'; other paths stay. */
export function underPrefix(pathname: string, from: string, to: string): string {
  if (pathname !== from && !pathname.startsWith(`${from}/`)) return pathname
  return `${to}${pathname.slice(from.length)}`
}

/** Payload's path segment for a collection's trash: no document id can take its place in a URL. */
export const TRASH_SEGMENT = 'trash'

export const routes = {
  dashboard: () => prefix,
  account: () => `${prefix}/account`,
  collection: (slug: string) => `${prefix}/collections/${encodeURIComponent(slug)}`,
  create: (slug: string) => `${prefix}/collections/${encodeURIComponent(slug)}/create`,
  /** A collection's trash (collections with Payload's `trash: true`), and one trashed document in it. */
  trash: (slug: string) => `${prefix}/collections/${encodeURIComponent(slug)}/${TRASH_SEGMENT}`,
  trashedDocument: (slug: string, id: string | number) =>
    `${prefix}/collections/${encodeURIComponent(slug)}/${TRASH_SEGMENT}/${encodeURIComponent(String(id))}`,
  document: (slug: string, id: string | number) =>
    `${prefix}/collections/${encodeURIComponent(slug)}/${encodeURIComponent(String(id))}`,
  global: (slug: string) => `${prefix}/globals/${encodeURIComponent(slug)}`,
  documentPreview: (slug: string, id: string | number) =>
    `${prefix}/collections/${encodeURIComponent(slug)}/${encodeURIComponent(String(id))}/preview`,
  globalPreview: (slug: string) => `${prefix}/globals/${encodeURIComponent(slug)}/preview`,
}

/** The views of one document or global, below its edit path: edit (and preview), versions, one version, API. */
export type DocumentView = 'edit' | 'versions' | 'version' | 'api'

export interface DocumentRoute {
  view: DocumentView
  kind: 'collection' | 'global'
  /** Path segments as in the URL (still encoded). */
  slug: string
  id?: string
  versionId?: string
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function documentRegExp(adminPrefix: string): RegExp {
  return new RegExp(
    `^${escapeRegExp(adminPrefix)}/(?:collections/([^/]+)/([^/]+)|globals/([^/]+))(?:/(preview|api|versions)(?:/([^/]+))?)?/?$`,
  )
}

function listRegExp(adminPrefix: string): RegExp {
  return new RegExp(`^${escapeRegExp(adminPrefix)}/collections/([^/]+)/?$`)
}

/** The collection slug (still encoded) of a trash path ('<collection>/trash'), or null. */
export function trashRoute(pathname: string): string | null {
  const match = documentPattern.exec(pathname)
  return match?.[1] !== undefined && match[2] === TRASH_SEGMENT && match[4] === undefined ? match[1] : null
}

/** The collection slug (still encoded) of a list path, or null. */
export function listRoute(pathname: string): string | null {
  return listPattern.exec(pathname)?.[1] ?? null
}

/**
 * Where a screen is, with the URL's segments decoded (as useParams gives them): what each screen's
 * first requests are declared from, by the screen and by the boot-time prefetch alike.
 */
export interface ScreenPlace {
  kind: 'collection' | 'global'
  slug: string
  id?: string
  versionId?: string
  /** A document opened from its collection's trash (read with `trash=true`). */
  trashed?: boolean
  /** The URL's query string ('' or starting with '?'). */
  search: string
}

/** Which document view a path shows ('create' is an edit view too), or null for any other page. */
export function documentRoute(pathname: string): DocumentRoute | null {
  const match = documentPattern.exec(pathname)
  if (!match) return null
  const [, collection, id, global, sub, versionId] = match
  if (versionId !== undefined && sub !== 'versions') return null
  // '<collection>/trash' is the trash list, not a document with the id 'trash'.
  if (collection !== undefined && id === TRASH_SEGMENT) return null
  const view: DocumentView = sub === 'api' ? 'api' : sub === 'versions' ? (versionId ? 'version' : 'versions') : 'edit'
  return { view, kind: global ? 'global' : 'collection', slug: (global ?? collection)!, id, versionId }
}
