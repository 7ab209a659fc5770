/** The list screen's request for its URL, declared once for the screen and the boot-time prefetch. */
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiRequest } from '@shared/api'
import type { ScreenPlace } from '../../core/routes/routes'
import { listApiRequest } from '../../core/requests'
import { entityContext } from '../../core/stores/use-entity'

export function listFirstRequests(
  place: Pick<ScreenPlace, 'slug' | 'search'>,
  schema: FolioSchemaResponse,
  language: string,
): { list?: ApiRequest } {
  const { entity, drafts } = entityContext(schema, null, 'collection', place.slug)
  if (!entity) return {}
  return { list: listApiRequest(place.slug, place.search, entity, drafts, language) }
}
