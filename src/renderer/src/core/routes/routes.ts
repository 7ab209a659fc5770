/**
 * Route paths: the server's admin route (Payload's `routes.admin`, '/admin' unless configured) plus
 * the same paths as Payload's admin, so a link copied from that server's admin opens here too. Which path
 * is which screen is the route table (./route-table.ts, generated from the features' routes.tsx): the URL
 * builders and the parsers below are made from it.
 */
import { ROUTE_TABLE } from './route-table'
import { fillPath, matchRoute, rankRoutes, type RouteMatch } from './route-match'

export const DEFAULT_ADMIN_PREFIX = '/admin'

let prefix = DEFAULT_ADMIN_PREFIX

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
  return true
}

/** The same place under another admin route: '/admin/collections/x' becomes '/cms-admin/collections/x'; other paths stay. */
export function underPrefix(pathname: string, from: string, to: string): string {
  if (pathname !== from && !pathname.startsWith(`${from}/`)) return pathname
  return `${to}${pathname.slice(from.length)}`
}

type Route = (typeof ROUTE_TABLE)[number]
type ParamValues<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? [...ParamValue<Head>, ...ParamValues<Rest>]
  : ParamValue<P>
type ParamValue<S extends string> = S extends `:${string}` ? [string | number] : []

/** The id Payload's admin gives a document not yet created: the edit screen at 'collections/<slug>/create'. */
export const NEW_DOCUMENT_ID = 'create'

function buildRoutes() {
  const built: Record<string, (...values: Array<string | number>) => string> = {}
  for (const route of ROUTE_TABLE) {
    built[route.name] = (...values) => (route.path === '' ? prefix : `${prefix}/${fillPath(route.path, values)}`)
  }
  return built as { [R in Route as R['name']]: (...values: ParamValues<R['path']>) => string }
}

/** One URL builder per route of the table, by its name, each parameter encoded. */
export const routes = {
  ...buildRoutes(),
  create: (slug: string) => routes.document(slug, NEW_DOCUMENT_ID),
}

/** The views below a document's (or global's) edit path, each named by its collection route in the table. */
const VIEWS_BELOW_EDIT = {
  preview: 'documentPreview',
  versions: 'documentVersions',
  version: 'documentVersion',
  api: 'documentApi',
} as const satisfies Record<string, Route['name']>

function tablePath(name: Route['name']): string {
  return ROUTE_TABLE.find((route) => route.name === name)!.path
}

/** A view's pattern below the edit path ('/versions/:versionId'), as the table has it. */
function patternBelowEdit(view: keyof typeof VIEWS_BELOW_EDIT): string {
  return tablePath(VIEWS_BELOW_EDIT[view]).slice(tablePath('document').length)
}

/** A view of a document (or global) with a path of its own below the edit path. */
export type ViewBelowEdit = 'preview' | 'versions' | 'api'

/** The path of a document's (or global's) preview, versions or API view, below its edit path. */
export function documentViewPath(editPath: string, view: ViewBelowEdit): string {
  return `${editPath}${patternBelowEdit(view)}`
}

/** The path of one version of a document (or global), below its edit path; the id encoded. */
export function versionPath(editPath: string, versionId: string | number): string {
  return `${editPath}${fillPath(patternBelowEdit('version'), [versionId])}`
}

/** The edit path of a path showing `view` (one trailing slash allowed); any other path as it is. */
export function editPathOf(pathname: string, view: 'preview' | 'versions'): string {
  const below = patternBelowEdit(view)
  for (const end of [below, `${below}/`]) if (pathname.endsWith(end)) return pathname.slice(0, -end.length)
  return pathname
}

/** The views of one document or global, below its edit path: edit (and preview), versions, one version, API. */
export type DocumentView = Extract<Route, { kind: string }>['screen']

export interface DocumentRoute {
  view: DocumentView
  kind: 'collection' | 'global'
  /** Path segments as in the URL (still encoded). */
  slug: string
  id?: string
  versionId?: string
}

const RANKED = rankRoutes<Route>(ROUTE_TABLE)

/** The route of the table the router shows at this path, with its parameters still encoded; null for Not Found. */
export function routeAt(pathname: string): RouteMatch<Route> | null {
  return matchRoute(RANKED, prefix, pathname)
}

/** The collection slug (still encoded) of a trash path ('<collection>/trash'), or null. */
export function trashRoute(pathname: string): string | null {
  const match = routeAt(pathname)
  return match?.route.screen === 'trash' ? match.params.slug! : null
}

/** The collection slug (still encoded) of a list path, or null. */
export function listRoute(pathname: string): string | null {
  const match = routeAt(pathname)
  return match?.route.screen === 'list' ? match.params.slug! : null
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
  const match = routeAt(pathname)
  if (!match || !('kind' in match.route)) return null
  const { slug, id, versionId } = match.params
  return { view: match.route.screen, kind: match.route.kind, slug: slug!, id, versionId }
}
