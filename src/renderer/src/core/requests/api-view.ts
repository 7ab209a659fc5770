/** The API view's request: the REST URL of a document with depth (0 to 10), draft and locale. */
import type { ApiRequest } from '@shared/api'

export const API_DEPTH_MIN = 0
export const API_DEPTH_MAX = 10
export const API_DEPTH_DEFAULT = 1

/** A depth from an input: a whole number 0 to 10, else null (refused, nothing is fetched). */
export function parseDepth(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null
  const n = Number(text)
  return n >= API_DEPTH_MIN && n <= API_DEPTH_MAX ? n : null
}

export interface ApiViewTarget {
  kind: 'collection' | 'global'
  slug: string
  id?: string
}

/** The path under the API route, as the bridge takes it. */
export function apiViewPath({ kind, slug, id }: ApiViewTarget): string {
  return kind === 'collection' ? `/${slug}/${encodeURIComponent(id ?? '')}` : `/globals/${slug}`
}

export function apiViewQuery(options: {
  depth: number
  draft: boolean
  locale?: string
}): Record<string, string | number | boolean> {
  return {
    depth: options.depth,
    // Always sent, false too, as Payload's API view does: the URL shows which copy was read.
    draft: options.draft,
    ...(options.locale ? { locale: options.locale } : {}),
  }
}

/** The bridge request of the API view, built in one place for the screen and the boot-time prefetch. */
export function apiViewRequest(
  target: ApiViewTarget,
  query: Record<string, string | number | boolean>,
  language: string,
  authenticated: boolean,
): ApiRequest {
  return { method: 'GET', path: apiViewPath(target), query, language, authenticated }
}

/** The full URL shown, copied and opened: the same request a developer would make. */
export function apiViewUrl(
  serverUrl: string,
  apiRoute: string,
  target: ApiViewTarget,
  query: Record<string, string | number | boolean>,
): string {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  return `${serverUrl.replace(/\/+$/, '')}${apiRoute}${apiViewPath(target)}?${params.toString()}`
}
