import { useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { invokeApi } from '../../lib/requests/invoke'
import { DocumentTabs } from '../../elements/DocumentTabs/DocumentTabs'
import { JsonTree } from '../../elements/JsonTree/JsonTree'
import { useI18n, useT } from '../../i18n/i18n-store'
import {
  API_DEPTH_DEFAULT,
  API_DEPTH_MAX,
  API_DEPTH_MIN,
  apiViewQuery,
  apiViewRequest,
  apiViewUrl,
  parseDepth,
} from '../../lib/requests/api-view'
import { labelText, type EntityKind } from '../../lib/schema'
import { useEntity } from '../../stores/use-entity'
import { useSessionStore } from '../../stores/session-store'
import { toast } from '../../stores/toast-store'
import { NotFoundView } from '../NotFound/NotFoundView'
import './ApiView.css'

/** The REST response of a document or global, with the request's controls (spec point 2, API view). */
export function ApiView({ kind }: { kind: EntityKind }) {
  const { slug = '', id } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const { schema, entity, visible, drafts, localization } = useEntity(kind, slug)
  const serverUrl = useSessionStore((s) => s.session?.serverUrl ?? '')
  const location = useLocation()
  const navigate = useNavigate()
  const params = new URLSearchParams(location.search)

  // Initial draft and locale come from the URL (spec point 2).
  const [draft, setDraft] = useState(params.get('draft') === 'true')
  const [authenticated, setAuthenticated] = useState(true)
  const [locale, setLocale] = useState(params.get('locale') ?? (localization ? localization.defaultLocale : ''))
  const [depthText, setDepthText] = useState(params.get('depth') ?? String(API_DEPTH_DEFAULT))
  const depth = parseDepth(depthText)
  const [data, setData] = useState<unknown>(undefined)
  const [loading, setLoading] = useState(false)
  const [fullscreen, setFullscreen] = useState(false)

  const target = useMemo(() => ({ kind, slug, id }), [kind, slug, id])
  const query = useMemo(
    () =>
      depth === null
        ? null
        : apiViewQuery({ depth, draft: drafts && draft, locale: localization ? locale : undefined }),
    [depth, draft, drafts, locale, localization],
  )
  const apiRoute = schema?.config.routes.api ?? '/api'
  const url = query ? apiViewUrl(serverUrl, apiRoute, target, query) : ''

  useEffect(() => {
    if (!query || !entity) return
    let current = true
    setLoading(true)
    void invokeApi(apiViewRequest(target, query, language, authenticated))
      .then((result) => {
        if (!current) return
        if (result.ok) setData(result.data)
        else if (result.error.kind === 'invalid-json') toast.error(t('folio:errorParsingResponse'))
        else toast.error(t('folio:errorMakingRequest'))
      })
      .finally(() => current && setLoading(false))
    return () => {
      current = false
    }
  }, [query, target, authenticated, language, entity, t])

  // Keep draft and locale in the URL so the view can be shared and reloaded.
  useEffect(() => {
    const next = new URLSearchParams(location.search)
    if (drafts) next.set('draft', String(draft))
    if (localization && locale) next.set('locale', locale)
    if (depth !== null) next.set('depth', String(depth))
    const search = `?${next.toString()}`
    if (search !== location.search) navigate({ pathname: location.pathname, search }, { replace: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, locale, depth])

  if (!schema) return <p>{t('general:loading')}…</p>
  if (!entity || !visible) return <NotFoundView />

  return (
    <div className={`api-view${fullscreen ? ' api-view--fullscreen' : ''}`} data-testid="api-view">
      <DocumentTabs kind={kind} slug={slug} id={id} />
      <div className="api-view__url">
        <span className="api-view__label">API URL</span>
        <a href={url} target="_blank" rel="noreferrer" className="api-view__link" data-testid="api-url">
          {url}
        </a>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => toast.success(t('general:copied')),
              () => toast.error(t('error:unableToCopy')),
            )
          }
          data-testid="api-copy"
        >
          {t('general:copy')}
        </button>
      </div>
      <div className="api-view__controls">
        {drafts && (
          <label className="api-view__check">
            <input
              type="checkbox"
              checked={draft}
              onChange={(e) => setDraft(e.target.checked)}
              data-testid="api-draft"
            />
            {t('version:draft')}
          </label>
        )}
        <label className="api-view__check">
          <input
            type="checkbox"
            checked={authenticated}
            onChange={(e) => setAuthenticated(e.target.checked)}
            data-testid="api-authenticated"
          />
          {t('authentication:authenticated')}
        </label>
        {localization && (
          <label>
            {t('general:locale')}{' '}
            <select
              className="select"
              value={locale}
              onChange={(e) => setLocale(e.target.value)}
              data-testid="api-locale"
            >
              {localization.locales.map((l) => (
                <option key={l.code} value={l.code}>
                  {labelText(l.label, language, l.code)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={depth === null ? 'api-view__depth api-view__depth--invalid' : 'api-view__depth'}>
          {t('general:depth')}{' '}
          <input
            className="input"
            type="number"
            min={API_DEPTH_MIN}
            max={API_DEPTH_MAX}
            value={depthText}
            onChange={(e) => setDepthText(e.target.value)}
            aria-invalid={depth === null}
            data-testid="api-depth"
          />
        </label>
        {depth === null && (
          <span className="api-view__error" role="alert" data-testid="api-depth-error">
            {t('folio:depthRange', { min: API_DEPTH_MIN, max: API_DEPTH_MAX })}
          </span>
        )}
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-pressed={fullscreen}
          onClick={() => setFullscreen(!fullscreen)}
          data-testid="api-fullscreen"
        >
          {fullscreen ? t('folio:exitFullscreen') : t('folio:fullscreen')}
        </button>
      </div>
      <div aria-busy={loading} data-testid="api-response" data-loading={loading} data-depth={depth ?? ''}>
        {data !== undefined && (
          <JsonTree value={data} height={fullscreen ? 'calc(100vh - 9rem)' : 'calc(100vh - 16rem)'} />
        )}
      </div>
    </div>
  )
}
