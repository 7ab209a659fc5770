/**
 * The admin schema and the user's permissions. The UI asks for them on every start and they change only
 * with the session: fetched once per signed-in session (the schema once per UI language; prefetched at
 * sign-in), then answered from memory.
 */
import type { ApiResult } from '@shared/api'
import { FOLIO_ENDPOINTS, type FolioSchemaResponse } from '@shared/protocol'
import type { CmsConnection } from '../cms-connection'
import type { SessionManager } from '../session'
import { none, type ServiceHandlers, type ServiceValidators, type TokenFree } from './service'

export type SchemaAnswer = Promise<ApiResult<FolioSchemaResponse>>
export type AccessAnswer = Promise<ApiResult<Record<string, unknown>>>

export interface SchemaCache {
  schema(): SchemaAnswer
  access(): AccessAnswer
  /** The UI language the renderer last told (renderer:language-set): the schema is asked in it. */
  setLanguage(language: string): void
}

export interface SchemaDeps {
  cms: CmsConnection
  session: SessionManager
  tokenFree: TokenFree
}

export const schemaValidators = {
  'renderer:schema': none,
  'renderer:access': none,
} satisfies ServiceValidators

export function createSchemaCache(deps: SchemaDeps): SchemaCache {
  /** The schema per UI language (its labels and descriptions given as functions are in it); access once. */
  type Cached = { key: string; schema: Map<string, SchemaAnswer>; access?: AccessAnswer }
  let cache: Cached = { key: '', schema: new Map() }
  let uiLanguage: string | undefined
  const sessionKey = () => {
    const s = deps.session.getState()
    return s.phase === 'signed-in' && s.serverUrl && s.user
      ? `${s.serverUrl}#${s.user.collection}:${String(s.user.id)}`
      : ''
  }
  function cached<K extends 'schema' | 'access'>(
    kind: K,
    path: string,
  ): K extends 'schema' ? SchemaAnswer : AccessAnswer
  function cached(kind: 'schema' | 'access', path: string): SchemaAnswer | AccessAnswer {
    const key = sessionKey()
    if (cache.key !== key) cache = { key, schema: new Map() }
    const client = deps.cms.getClient()
    if (!client || !key)
      return Promise.resolve({ ok: false, error: { kind: 'not-connected', message: 'not signed in' } })
    const language = kind === 'schema' ? uiLanguage : undefined
    const existing = kind === 'schema' ? cache.schema.get(language ?? '') : cache.access
    if (existing) return existing
    const entry = cache
    const request = client.request({ method: 'GET', path, ...(language ? { language } : {}) }).then((answer) => {
      const result = deps.tokenFree(path, answer)
      // A failure is not kept: the next ask tries again.
      if (!result.ok) {
        if (kind === 'access' && entry.access === request) delete entry.access
        if (kind === 'schema' && entry.schema.get(language ?? '') === request) entry.schema.delete(language ?? '')
      }
      return result
    })
    if (kind === 'schema') entry.schema.set(language ?? '', request as SchemaAnswer)
    else entry.access = request as AccessAnswer
    return request as SchemaAnswer | AccessAnswer
  }
  const schemaCache: SchemaCache = {
    schema: () => cached('schema', FOLIO_ENDPOINTS.schema),
    access: () => cached('access', '/access'),
    setLanguage: (language) => {
      uiLanguage = language
    },
  }
  deps.session.onSignedIn?.(() => {
    void schemaCache.schema()
    void schemaCache.access()
  })
  return schemaCache
}

export function schemaHandlers(cache: SchemaCache): ServiceHandlers<typeof schemaValidators> {
  return {
    'renderer:schema': () => cache.schema(),
    'renderer:access': () => cache.access(),
  }
}
