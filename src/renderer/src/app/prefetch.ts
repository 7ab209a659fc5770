/**
 * The first screen's data request, started as soon as the schema is known instead of after React's
 * first render and effects (~40 ms later on a cold load). The screen then takes the answer already
 * on its way, if its request is exactly the same.
 */
import type { ApiRequest } from '../../../shared/api'
import { prefetchApi } from '../bridge/invoke-api'
import { API_DEPTH_DEFAULT, apiViewQuery, apiViewRequest, parseDepth } from '../lib/api-view'
import { listApiRequest } from '../lib/list-request'
import { parseLimit, parsePage } from '../lib/pagination'
import { documentRequest, publishedStatusRequest } from '../lib/document-request'
import { previousVersionRequest, versionCountRequest, versionRequest, versionsPageRequest } from '../lib/versions-request'
import { findEntity } from '../lib/schema'
import { useI18n } from '../i18n/i18n-store'
import { useSchemaStore } from '../stores/schema-store'
import { ADMIN_PREFIX } from './routes'

/** The first screen's requests started here; requests nobody waits for (preferences) queue behind them. */
const firstScreen: Array<Promise<unknown>> = []

export function firstScreenSettled(): Promise<void> {
  return Promise.allSettled(firstScreen).then(() => undefined)
}

function prefetch(request: ApiRequest): void {
  firstScreen.push(prefetchApi(request))
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
    if (entity) prefetch(listApiRequest(slug, location.search, entity, Boolean(schema.extras.collections[slug]?.drafts), language))
    return
  }
  const api = new RegExp(`^${ADMIN_PREFIX}/(?:collections/([^/]+)/([^/]+)|globals/([^/]+))/api/?$`).exec(location.pathname)
  if (api) {
    const kind = api[3] ? 'global' : 'collection'
    const slug = decodeURIComponent(api[3] ?? api[1]!)
    const extras = kind === 'global' ? schema.extras.globals[slug] : schema.extras.collections[slug]
    if (!extras || !findEntity(schema, kind, slug)) return
    const params = new URLSearchParams(location.search)
    const depth = parseDepth(params.get('depth') ?? String(API_DEPTH_DEFAULT))
    if (depth === null) return
    const localization = schema.config.localization
    const locale = localization ? (params.get('locale') ?? localization.defaultLocale) : undefined
    const target = { kind, slug, id: api[2] ? decodeURIComponent(api[2]) : undefined } as const
    prefetch(apiViewRequest(target, apiViewQuery({ depth, draft: Boolean(extras.drafts) && params.get('draft') === 'true', locale }), language, true))
    return
  }
  const versions = new RegExp(`^${ADMIN_PREFIX}/(?:collections/([^/]+)/([^/]+)|globals/([^/]+))/versions/?$`).exec(location.pathname)
  if (versions) {
    const kind = versions[3] ? 'global' : 'collection'
    const slug = decodeURIComponent(versions[3] ?? versions[1]!)
    const extras = kind === 'global' ? schema.extras.globals[slug] : schema.extras.collections[slug]
    if (!extras || !findEntity(schema, kind, slug)) return
    const target = { kind, slug, id: versions[2] ? decodeURIComponent(versions[2]) : undefined, localization: Boolean(schema.config.localization), drafts: Boolean(extras.drafts) } as const
    const params = new URLSearchParams(location.search)
    prefetch(versionsPageRequest(target, parsePage(params.get('page')), parseLimit(params.get('limit')), language))
    return
  }
  const version = new RegExp(`^${ADMIN_PREFIX}/(?:collections/([^/]+)/([^/]+)|globals/([^/]+))/versions/([^/]+)/?$`).exec(location.pathname)
  if (version) {
    const kind = version[3] ? 'global' : 'collection'
    const slug = decodeURIComponent(version[3] ?? version[1]!)
    const extras = kind === 'global' ? schema.extras.globals[slug] : schema.extras.collections[slug]
    if (!extras || !findEntity(schema, kind, slug)) return
    const target = { kind, slug, id: version[2] ? decodeURIComponent(version[2]) : undefined, localization: Boolean(schema.config.localization), drafts: Boolean(extras.drafts) } as const
    const versionId = decodeURIComponent(version[4]!)
    const answer = prefetchApi(versionRequest(target, versionId, language))
    firstScreen.push(answer)
    // The default comparison is the version before it, found (and read) once this one's date is known.
    const compareValue = new URLSearchParams(location.search).get('compareValue')
    if (compareValue) prefetch(versionRequest(target, compareValue, language))
    else
      void answer.then((result) => {
        const updatedAt = result.ok ? (result.data as { updatedAt?: unknown }).updatedAt : undefined
        if (typeof updatedAt === 'string') prefetch(previousVersionRequest(target, versionId, updatedAt, language))
      })
    return
  }
  const edit = new RegExp(`^${ADMIN_PREFIX}/(?:collections/([^/]+)/([^/]+)|globals/([^/]+))(?:/preview)?/?$`).exec(location.pathname)
  if (edit && edit[2] !== 'create') {
    const kind = edit[3] ? 'global' : 'collection'
    const slug = decodeURIComponent(edit[3] ?? edit[1]!)
    const entity = findEntity(schema, kind, slug)
    const extras = kind === 'global' ? schema.extras.globals[slug] : schema.extras.collections[slug]
    if (!extras || !entity) return
    const localization = schema.config.localization
    const locale = new URLSearchParams(location.search).get('locale') ?? (localization ? localization.defaultLocale : undefined)
    const target = { kind, slug, id: edit[2] ? decodeURIComponent(edit[2]) : undefined } as const
    const drafts = Boolean(extras.drafts)
    prefetch(documentRequest(target, { drafts, locale, language }))
    if (drafts) prefetch(publishedStatusRequest(target, locale))
    if (entity.versions) prefetch(versionCountRequest({ ...target, localization: Boolean(localization), drafts }))
  }
}
