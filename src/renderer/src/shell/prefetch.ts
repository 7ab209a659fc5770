/**
 * The first screen's data requests, started as soon as the schema is known instead of after React's
 * first render and effects (~40 ms later on a cold load). The screen then takes the answer already
 * on its way, if its request is exactly the same: both build it from the screen's own declaration
 * (its first-requests.ts, named by its route in the feature's routes.tsx), so they cannot drift apart.
 */
import type { ApiRequest, ApiResult } from '@shared/api'
import { prefetchApi } from '../core/requests/invoke'
import { firstScreenSettled, trackFirstScreen } from '../core/lib/first-screen'
import { useI18n } from '../core/i18n/i18n-store'
import { useSchemaStore } from '../core/stores/schema-store'
import { rememberFirstRequests } from './early-requests'
import { routeAt, type ScreenPlace } from '../core/routes/routes'
import type { ScreenRoute } from '../core/routes/screen-route'
import { screenRouteNamed } from './route-table'

/** This load's URL and its first screen's requests, remembered to be sent early on its next load. */
let firstUrl = ''
const sent: ApiRequest[] = []

export { firstScreenSettled }

function prefetch(request: ApiRequest | undefined): Promise<ApiResult> | undefined {
  if (!request) return undefined
  sent.push(request)
  rememberFirstRequests(firstUrl, sent)
  const answer = prefetchApi(request)
  trackFirstScreen(answer)
  return answer
}

/** The screen at this URL, with its segments decoded as the router gives them to the screen; null where its reads are not known. */
function screenPlace(
  location: Pick<Location, 'pathname' | 'search'>,
): { route: ScreenRoute; place: ScreenPlace } | null {
  const match = routeAt(location.pathname)
  const route = match ? screenRouteNamed(match.route.name) : undefined
  if (!match || !route?.firstRequests) return null
  const decode = (segment: string | undefined) => (segment === undefined ? undefined : decodeURIComponent(segment))
  const { slug = '', id, versionId } = match.params
  return {
    route,
    place: {
      kind: route.kind ?? 'collection',
      slug: decodeURIComponent(slug),
      ...(id === undefined ? {} : { id: decode(id) }),
      ...(versionId === undefined ? {} : { versionId: decode(versionId) }),
      search: location.search,
    },
  }
}

/** Starts the requests the current URL's screen will make, where they are known (lists, trash, versions, API view, edit view). */
export function prefetchFirstScreen(location: Pick<Location, 'pathname' | 'search'>): void {
  const at = screenPlace(location)
  if (!at) return
  firstUrl = location.pathname + location.search
  startScreenRequests(at, prefetch)
}

/**
 * An in-app link about to be followed (pressed, or clicked): its screen's reads start now, not after
 * the route changes, React renders the screen and its effects run (~20 ms, more for a large form).
 * Kept briefly, so a press that is not followed by a click leaves no stale answer behind.
 */
export const LINK_PREFETCH_KEEP_MS = 2_000
export function prefetchLinkedScreen(location: Pick<Location, 'pathname' | 'search'>): void {
  const at = screenPlace(location)
  if (at) startScreenRequests(at, (request) => (request ? prefetchApi(request, LINK_PREFETCH_KEEP_MS) : undefined))
}

function startScreenRequests(
  at: NonNullable<ReturnType<typeof screenPlace>>,
  prefetch: (request: ApiRequest | undefined) => Promise<ApiResult> | undefined,
): void {
  const { schema } = useSchemaStore.getState()
  if (!schema) return
  const language = useI18n.getState().language
  const { route, place } = at
  const later = route.laterRequest
  for (const [key, request] of Object.entries(route.firstRequests!(place, schema, language))) {
    const answer = prefetch(request)
    // A read that needs this one's answer (the version before this one, once this one's date is known).
    if (later && key === later.after)
      void answer?.then((result) => prefetch(later.request(place, schema, language, result)))
  }
}
