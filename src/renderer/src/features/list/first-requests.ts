/** The list screen's requests for its URL (its page, and the user's columns for it), declared once for the screen and the boot-time prefetch. */
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiRequest } from '@shared/api'
import type { ScreenPlace } from '../../core/routes/routes'
import { listApiRequest, preferenceRequest } from '../../core/requests'
import { entityContext } from '../../core/stores/use-entity'
import { listPreferenceKey } from './use-list-preference'

export function listFirstRequests(
  place: Pick<ScreenPlace, 'slug' | 'search'>,
  schema: FolioSchemaResponse,
  language: string,
): { list?: ApiRequest; preference?: ApiRequest } {
  const { entity, drafts } = entityContext(schema, null, 'collection', place.slug)
  if (!entity) return {}
  return {
    list: listApiRequest(place.slug, place.search, entity, drafts, language),
    // The user's columns (and an upload collection's view): read with the page, so the first paint has them.
    preference: preferenceRequest(listPreferenceKey(place.slug)),
  }
}
