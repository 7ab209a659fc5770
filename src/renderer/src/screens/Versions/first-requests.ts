/** The versions screen's page of versions for its URL, declared once for the screen and the boot-time prefetch. */
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiRequest } from '@shared/api'
import type { ScreenPlace } from '../../app/routes'
import { parseLimit, parsePage } from '../../lib/pagination'
import { versionsPageRequest, type VersionsTarget } from '../../lib/requests'
import { entityContext } from '../../stores/use-entity'

/** The document (or global) whose versions a screen shows; null when the schema does not know it. */
export function versionsTargetOf(place: ScreenPlace, schema: FolioSchemaResponse): VersionsTarget | null {
  const { entity, drafts, localization } = entityContext(schema, null, place.kind, place.slug)
  if (!entity) return null
  return { kind: place.kind, slug: place.slug, id: place.id, localization: Boolean(localization), drafts }
}

export function versionsFirstRequests(
  place: ScreenPlace,
  schema: FolioSchemaResponse,
  language: string,
): { page?: ApiRequest } {
  const target = versionsTargetOf(place, schema)
  if (!target) return {}
  const params = new URLSearchParams(place.search)
  return {
    page: versionsPageRequest(target, parsePage(params.get('page')), parseLimit(params.get('limit')), language),
  }
}
