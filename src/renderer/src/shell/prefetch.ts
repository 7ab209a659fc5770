/**
 * The first screen's data requests, started as soon as the schema is known instead of after React's
 * first render and effects (~40 ms later on a cold load). The screen then takes the answer already
 * on its way, if its request is exactly the same: both build it from the screen's own declaration
 * (screens/<Screen>/first-requests.ts; the edit view's in document/), so they cannot drift apart.
 */
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiRequest, ApiResult } from '@shared/api'
import { prefetchApi } from '../core/requests/invoke'
import { firstScreenSettled, trackFirstScreen } from '../core/lib/first-screen'
import { useI18n } from '../core/i18n/i18n-store'
import { useSchemaStore } from '../core/stores/schema-store'
import { apiFirstRequests } from '../features/document/Api/first-requests'
import { editFirstRequests } from '../features/document/session/first-requests'
import { listFirstRequests } from '../features/list/first-requests'
import {
  previousVersionFirstRequest,
  versionDetailFirstRequests,
} from '../features/document/VersionDetail/first-requests'
import { versionsFirstRequests } from '../features/document/Versions/first-requests'
import { trashFirstRequests } from '../features/list/Trash/first-requests'
import { rememberFirstRequests } from './early-requests'
import { documentRoute, listRoute, trashRoute, type DocumentView, type ScreenPlace } from '../core/routes/routes'

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

type Declaration = (
  place: ScreenPlace,
  schema: FolioSchemaResponse,
  language: string,
) => Record<string, ApiRequest | undefined>

const DOCUMENT_SCREENS: Record<Exclude<DocumentView, 'version'>, Declaration> = {
  edit: editFirstRequests,
  versions: versionsFirstRequests,
  api: apiFirstRequests,
}

/** The screen at this URL, with its segments decoded as the router gives them to the screen. */
function screenPlace(
  location: Pick<Location, 'pathname' | 'search'>,
): { view: DocumentView | 'list' | 'trash'; place: ScreenPlace } | null {
  const { pathname, search } = location
  const list = listRoute(pathname)
  if (list !== null) return { view: 'list', place: { kind: 'collection', slug: decodeURIComponent(list), search } }
  const trash = trashRoute(pathname)
  if (trash !== null) return { view: 'trash', place: { kind: 'collection', slug: decodeURIComponent(trash), search } }
  const route = documentRoute(pathname)
  if (!route) return null
  const decode = (segment: string | undefined) => (segment === undefined ? undefined : decodeURIComponent(segment))
  return {
    view: route.view,
    place: {
      kind: route.kind,
      slug: decodeURIComponent(route.slug),
      id: decode(route.id),
      versionId: decode(route.versionId),
      search,
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
  const { view, place } = at
  if (view === 'list') {
    void prefetch(listFirstRequests(place, schema, language).list)
    return
  }
  if (view === 'trash') {
    void prefetch(trashFirstRequests(place, schema, language).list)
    return
  }
  if (view === 'version') {
    const { screen, version, compare } = versionDetailFirstRequests(place, schema, language)
    void prefetch(screen)
    const answer = prefetch(version)
    void prefetch(compare)
    // Without a comparison in the URL, the version before this one is read once this one's date is known.
    void answer?.then((result) => prefetch(previousVersionFirstRequest(place, schema, language, result)))
    return
  }
  for (const request of Object.values(DOCUMENT_SCREENS[view](place, schema, language))) void prefetch(request)
}
