/**
 * Matching a path against the route table the way React Router ranks its routes, so the parser, the
 * prefetch and the early script pick the screen the router shows: the same number of segments, and
 * where two patterns fit, the one with a fixed segment first (a trashed document's path, collections/
 * <slug>/trash/<id>, before a document's API view, collections/<slug>/<id>/api).
 */

/** One row of the route table: a pattern below the admin route, ':name' for a parameter. */
export interface RoutePattern {
  readonly name: string
  readonly path: string
}

export function segmentsOf(path: string): string[] {
  return path === '' ? [] : path.split('/')
}

const isParam = (segment: string) => segment.startsWith(':')

/** The table in the order it is matched: more segments first, then fixed segments before parameters, left to right. */
export function rankRoutes<R extends RoutePattern>(table: readonly R[]): R[] {
  return [...table].sort((a, b) => {
    const left = segmentsOf(a.path)
    const right = segmentsOf(b.path)
    if (left.length !== right.length) return right.length - left.length
    for (let i = 0; i < left.length; i++) {
      const order = Number(isParam(left[i]!)) - Number(isParam(right[i]!))
      if (order !== 0) return order
    }
    return 0
  })
}

/** The parameters (still encoded) of `segments` under `pattern`, or null when it does not fit. */
function paramsOf(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = segmentsOf(pattern)
  if (parts.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    const segment = segments[i]!
    if (isParam(part)) {
      if (segment === '') return null
      params[part.slice(1)] = segment
    } else if (part !== segment) return null
  }
  return params
}

export interface RouteMatch<R extends RoutePattern> {
  route: R
  /** As the URL spells them (still encoded). */
  params: Record<string, string>
}

/**
 * The route at `pathname` under the admin route `prefix` (one trailing slash allowed), from a table
 * already ranked by `rankRoutes`; null for a path outside the prefix or one no route fits.
 */
export function matchRoute<R extends RoutePattern>(
  ranked: readonly R[],
  prefix: string,
  pathname: string,
): RouteMatch<R> | null {
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null
  let rest = pathname.slice(prefix.length)
  if (rest.endsWith('/')) rest = rest.slice(0, -1)
  if (rest !== '' && !rest.startsWith('/')) return null
  const segments = rest === '' ? [] : rest.slice(1).split('/')
  for (const route of ranked) {
    const params = paramsOf(route.path, segments)
    if (params) return { route, params }
  }
  return null
}

/** The path of `pattern` with its parameters filled in order, each encoded. */
export function fillPath(pattern: string, values: ReadonlyArray<string | number>): string {
  let next = 0
  return segmentsOf(pattern)
    .map((part) => (isParam(part) ? encodeURIComponent(String(values[next++])) : part))
    .join('/')
}
