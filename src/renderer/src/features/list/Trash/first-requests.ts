/** The trash screen's requests for its URL (its page, and the user's columns for it), declared once for the screen and the boot-time prefetch. */
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiRequest } from '@shared/api'
import type { ScreenPlace } from '../../../core/routes/routes'
import { trashListRequest, preferenceRequest } from '../../../core/requests'
import { entityContext } from '../../../core/stores/use-entity'
import { listPreferenceKey } from '../use-list-preference'

export function trashFirstRequests(
  place: Pick<ScreenPlace, 'slug' | 'search'>,
  schema: FolioSchemaResponse,
  language: string,
): { list?: ApiRequest; preference?: ApiRequest } {
  const { entity, extras, drafts } = entityContext(schema, null, 'collection', place.slug)
  if (!entity || !extras?.trash) return {}
  return {
    list: trashListRequest(place.slug, place.search, entity, drafts, language),
    preference: preferenceRequest(listPreferenceKey(place.slug)),
  }
}
