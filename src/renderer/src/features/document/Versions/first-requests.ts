/**
 * The versions screen's first read for its URL, declared once for the screen and the boot-time prefetch:
 * the plugin's one answer (`screen`) where the server's plugin gives it, else the page of versions.
 */
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiRequest } from '@shared/api'
import type { ScreenPlace } from '../../../core/routes/routes'
import { parseLimit, parsePage } from '../../../core/lib/pagination'
import { versionsPageRequest, versionsScreenRequest, type VersionsTarget } from '../../../core/requests'
import { entityContext } from '../../../core/stores/use-entity'

/** The document (or global) whose versions a screen shows; null when the schema does not know it. */
export function versionsTargetOf(place: ScreenPlace, schema: FolioSchemaResponse): VersionsTarget | null {
  const { entity, drafts, localization } = entityContext(schema, null, place.kind, place.slug)
  if (!entity) return null
  return {
    kind: place.kind,
    slug: place.slug,
    id: place.id,
    localization: Boolean(localization),
    drafts,
    screens: schema.extras.versionScreens === true,
  }
}

export function versionsFirstRequests(
  place: ScreenPlace,
  schema: FolioSchemaResponse,
  language: string,
): { page?: ApiRequest; screen?: ApiRequest } {
  const target = versionsTargetOf(place, schema)
  if (!target) return {}
  const params = new URLSearchParams(place.search)
  const page = parsePage(params.get('page'))
  const limit = parseLimit(params.get('limit'))
  if (target.screens) return { screen: versionsScreenRequest(target, page, limit, language) }
  return { page: versionsPageRequest(target, page, limit, language) }
}
