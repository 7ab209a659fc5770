/** Several windows: which document a window shows, and which routes a new window may open. */

/** A collection's document (by id) or a global. */
export interface DocumentRef {
  collection?: string
  global?: string
  id?: string
}

/** One key per document, the same in every window: 'collections/posts/12', 'globals/header'. */
export function documentKey(ref: DocumentRef): string | null {
  if (ref.collection && ref.id) return `collections/${ref.collection}/${ref.id}`
  if (ref.global && !ref.collection) return `globals/${ref.global}`
  return null
}

export const MAX_APP_PATH_LENGTH = 2048

/**
 * A route inside the app ('/collections/posts/12?locale=de'): one leading slash, no scheme or host, no
 * '..' or backslashes, no fragment. A new window opens only such a path on the app's own origin.
 */
export function isAppRoutePath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_APP_PATH_LENGTH) return false
  if (!path.startsWith('/') || path.startsWith('//')) return false
  if (/[\\\s#]/.test(path)) return false
  const pathname = path.split('?')[0] ?? ''
  return !pathname.split('/').some((segment) => segment === '..' || segment === '.')
}
