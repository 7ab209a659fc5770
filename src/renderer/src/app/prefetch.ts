/**
 * The first screen's data request, started as soon as the schema is known instead of after React's
 * first render and effects (~40 ms later on a cold load). The screen then takes the answer already
 * on its way, if its request is exactly the same.
 */
import type { ApiRequest, ApiResult } from '@shared/api'
import { prefetchApi } from '../lib/requests/invoke'
import { API_DEPTH_DEFAULT, apiViewQuery, apiViewRequest, parseDepth } from '../lib/requests/api-view'
import { listApiRequest } from '../lib/requests/list'
import { parseLimit, parsePage } from '../lib/pagination'
import { documentRequest, publishedStatusRequest } from '../lib/requests/document'
import {
  previousVersionRequest,
  versionCountRequest,
  versionRequest,
  versionsPageRequest,
} from '../lib/requests/versions'
import { findEntity } from '../lib/schema'
import { useI18n } from '../i18n/i18n-store'
import { useSchemaStore } from '../stores/schema-store'
import { ADMIN_PREFIX, documentRoute } from './routes'

/** The first screen's requests started here; requests nobody waits for (preferences) queue behind them. */
const firstScreen: Array<Promise<unknown>> = []

export function firstScreenSettled(): Promise<void> {
  return Promise.allSettled(firstScreen).then(() => undefined)
}

function prefetch(request: ApiRequest): Promise<ApiResult> {
  const answer = prefetchApi(request)
  firstScreen.push(answer)
  return answer
}

/** Starts the requests the current URL's screen will make, where they are known (lists, versions, API view, edit view). */
export function prefetchFirstScreen(location: Pick<Location, 'pathname' | 'search'>): void {
  const { schema } = useSchemaStore.getState()
  if (!schema) return
  const language = useI18n.getState().language
  const list = new RegExp(`^${ADMIN_PREFIX}/collections/([^/]+)/?$`).exec(location.pathname)
  if (list) {
    const slug = decodeURIComponent(list[1]!)
    const entity = findEntity(schema, 'collection', slug)
    if (entity)
      prefetch(
        listApiRequest(slug, location.search, entity, Boolean(schema.extras.collections[slug]?.drafts), language),
      )
    return
  }
  const route = documentRoute(location.pathname)
  if (!route || route.id === 'create') return
  const { kind, view } = route
  const slug = decodeURIComponent(route.slug)
  const entity = findEntity(schema, kind, slug)
  const extras = kind === 'global' ? schema.extras.globals[slug] : schema.extras.collections[slug]
  if (!extras || !entity) return
  const params = new URLSearchParams(location.search)
  const localization = schema.config.localization
  const drafts = Boolean(extras.drafts)
  const target = {
    kind,
    slug,
    id: route.id !== undefined ? decodeURIComponent(route.id) : undefined,
    localization: Boolean(localization),
    drafts,
  }
  switch (view) {
    case 'api': {
      const depth = parseDepth(params.get('depth') ?? String(API_DEPTH_DEFAULT))
      if (depth === null) return
      const locale = localization ? (params.get('locale') ?? localization.defaultLocale) : undefined
      prefetch(
        apiViewRequest(
          target,
          apiViewQuery({ depth, draft: drafts && params.get('draft') === 'true', locale }),
          language,
          true,
        ),
      )
      return
    }
    case 'versions':
      prefetch(versionsPageRequest(target, parsePage(params.get('page')), parseLimit(params.get('limit')), language))
      return
    case 'version': {
      const versionId = decodeURIComponent(route.versionId!)
      const answer = prefetch(versionRequest(target, versionId, language))
      // The default comparison is the version before it, found (and read) once this one's date is known.
      const compareValue = params.get('compareValue')
      if (compareValue) prefetch(versionRequest(target, compareValue, language))
      else
        void answer.then((result) => {
          const updatedAt = result.ok ? (result.data as { updatedAt?: unknown }).updatedAt : undefined
          if (typeof updatedAt === 'string') prefetch(previousVersionRequest(target, versionId, updatedAt, language))
        })
      return
    }
    case 'edit': {
      const locale = params.get('locale') ?? (localization ? localization.defaultLocale : undefined)
      prefetch(documentRequest(target, { drafts, locale, language }))
      if (drafts) prefetch(publishedStatusRequest(target, locale))
      if (entity.versions) prefetch(versionCountRequest(target))
    }
  }
}
