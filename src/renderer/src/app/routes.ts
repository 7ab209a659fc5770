/** Route paths: the admin prefix plus the same paths as Payload's admin. */
export const ADMIN_PREFIX = '/admin'

export const routes = {
  dashboard: () => ADMIN_PREFIX,
  account: () => `${ADMIN_PREFIX}/account`,
  collection: (slug: string) => `${ADMIN_PREFIX}/collections/${encodeURIComponent(slug)}`,
  create: (slug: string) => `${ADMIN_PREFIX}/collections/${encodeURIComponent(slug)}/create`,
  document: (slug: string, id: string | number) =>
    `${ADMIN_PREFIX}/collections/${encodeURIComponent(slug)}/${encodeURIComponent(String(id))}`,
  global: (slug: string) => `${ADMIN_PREFIX}/globals/${encodeURIComponent(slug)}`,
  documentPreview: (slug: string, id: string | number) =>
    `${ADMIN_PREFIX}/collections/${encodeURIComponent(slug)}/${encodeURIComponent(String(id))}/preview`,
  globalPreview: (slug: string) => `${ADMIN_PREFIX}/globals/${encodeURIComponent(slug)}/preview`,
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

const DOCUMENT_ROUTE = new RegExp(
  `^${ADMIN_PREFIX}/(?:collections/([^/]+)/([^/]+)|globals/([^/]+))(?:/(preview|api|versions)(?:/([^/]+))?)?/?$`,
)

/**
 * Where a screen is, with the URL's segments decoded (as useParams gives them): what each screen's
 * first requests are declared from, by the screen and by the boot-time prefetch alike.
 */
export interface ScreenPlace {
  kind: 'collection' | 'global'
  slug: string
  id?: string
  versionId?: string
  /** The URL's query string ('' or starting with '?'). */
  search: string
}

/** Which document view a path shows ('create' is an edit view too), or null for any other page. */
export function documentRoute(pathname: string): DocumentRoute | null {
  const match = DOCUMENT_ROUTE.exec(pathname)
  if (!match) return null
  const [, collection, id, global, sub, versionId] = match
  if (versionId !== undefined && sub !== 'versions') return null
  const view: DocumentView = sub === 'api' ? 'api' : sub === 'versions' ? (versionId ? 'version' : 'versions') : 'edit'
  return { view, kind: global ? 'global' : 'collection', slug: (global ?? collection)!, id, versionId }
}
