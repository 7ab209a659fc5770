/**
 * The API view's request, declared once for the screen and the boot-time prefetch. The view's
 * controls (draft, locale, depth) start from the URL; its request is built from the controls.
 */
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiRequest } from '@shared/api'
import type { ScreenPlace } from '../../../core/routes/routes'
import { API_DEPTH_DEFAULT, apiViewQuery, apiViewRequest, parseDepth } from '../../../core/requests'
import { entityContext } from '../../../core/stores/use-entity'

export interface ApiViewControls {
  draft: boolean
  /** '' where the CMS is not localized. */
  locale: string
  depthText: string
  /** Not kept in the URL: a view opens authenticated. */
  authenticated: boolean
}

type Localization = FolioSchemaResponse['config']['localization']

/** The controls as the URL sets them: a shared or reloaded API view shows the same request. */
export function apiViewControlsFromUrl(search: string, localization: Localization | null): ApiViewControls {
  const params = new URLSearchParams(search)
  return {
    draft: params.get('draft') === 'true',
    locale: params.get('locale') ?? (localization ? localization.defaultLocale : ''),
    depthText: params.get('depth') ?? String(API_DEPTH_DEFAULT),
    authenticated: true,
  }
}

/** The query the controls describe; null while the depth is refused (nothing is fetched). */
export function apiViewControlsQuery(
  controls: Pick<ApiViewControls, 'draft' | 'locale' | 'depthText'>,
  options: { drafts: boolean; localization: Localization | null },
): Record<string, string | number | boolean> | null {
  const depth = parseDepth(controls.depthText)
  if (depth === null) return null
  return apiViewQuery({
    depth,
    draft: options.drafts && controls.draft,
    locale: options.localization ? controls.locale : undefined,
  })
}

export function apiFirstRequests(
  place: ScreenPlace,
  schema: FolioSchemaResponse,
  language: string,
): { response?: ApiRequest } {
  const { entity, drafts, localization } = entityContext(schema, null, place.kind, place.slug)
  if (!entity) return {}
  const controls = apiViewControlsFromUrl(place.search, localization)
  const query = apiViewControlsQuery(controls, { drafts, localization })
  return query ? { response: apiViewRequest(place, query, language, controls.authenticated) } : {}
}
