/**
 * The edit view's first reads of a saved document or global, declared once for the screen and the
 * boot-time prefetch: the document (newest draft where drafts are on, in the URL's locale), whether
 * a published version exists (drafts only), how many versions it has (versions only), and this
 * user's save and publish permission for it (asked beside the document, not after it). A new
 * document reads nothing; a trashed one (opened from the trash) only itself.
 */
import type { FolioSchemaResponse } from '@shared/protocol'
import type { ApiRequest } from '@shared/api'
import type { ScreenPlace } from '../../../core/routes/routes'
import {
  documentAccessRequests,
  documentRequest,
  publishedStatusRequest,
  versionCountRequest,
} from '../../../core/requests'
import { entityContext } from '../../../core/stores/use-entity'

/** The locale the edit view opens in: the URL's, else the default one where the CMS is localized. */
export function editLocale(search: string, schema: FolioSchemaResponse): string | undefined {
  const localization = schema.config.localization
  return new URLSearchParams(search).get('locale') ?? (localization ? localization.defaultLocale : undefined)
}

export function editFirstRequests(
  place: ScreenPlace,
  schema: FolioSchemaResponse,
  language: string,
): {
  document?: ApiRequest
  publishedStatus?: ApiRequest
  versionCount?: ApiRequest
  access?: ApiRequest
  publishedAccess?: ApiRequest
} {
  const { entity, drafts, localization } = entityContext(schema, null, place.kind, place.slug)
  const isNew = place.kind === 'collection' && (place.id === undefined || place.id === 'create')
  if (!entity || isNew) return {}
  const target = { kind: place.kind, slug: place.slug, id: place.id, localization: Boolean(localization), drafts }
  const locale = editLocale(place.search, schema)
  // From the trash only the document itself is read: it has no published state or versions to offer.
  if (place.trashed) return { document: documentRequest(target, { drafts, locale, language, trash: true }) }
  return {
    document: documentRequest(target, { drafts, locale, language }),
    ...(drafts ? { publishedStatus: publishedStatusRequest(target, locale) } : {}),
    ...(entity.versions ? { versionCount: versionCountRequest(target) } : {}),
    ...documentAccessRequests({ kind: place.kind, slug: place.slug, id: place.id }, { locale, language }),
  }
}
