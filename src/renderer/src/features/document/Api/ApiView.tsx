import { useEffect, useEffectEvent, useMemo, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { DocumentHeader } from '../DocumentHeader/DocumentHeader'
import { DocumentTabs } from '../DocumentTabs/DocumentTabs'
import { JsonTree } from '../../../ui/JsonTree/JsonTree'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { apiViewRequest, apiViewUrl, parseDepth } from '../../../core/requests'
import { isPossibleId, type EntityKind } from '../../../core/schema/schema'
import { useEntity } from '../../../core/stores/use-entity'
import { useAttempts, useScreenRead } from '../../../core/lib/use-screen-read'
import { ScreenLoading, ScreenState } from '../../../ui/ScreenState/ScreenState'
import { useSessionStore } from '../../../core/stores/session-store'
import { toast } from '../../../core/stores/toast-store'
import { NotFoundView } from '../../../ui/NotFound/NotFoundView'
import { ApiControls } from './ApiControls'
import { apiViewControlsFromUrl, apiViewControlsQuery, type ApiViewControls } from './first-requests'
import { useApiResponse } from './use-api-response'
import { Button } from '../../../ui/Button/Button'
import './ApiView.css'

/** The REST response of a document or global, with the request's controls and its URL to copy or open. */
export function ApiView({ kind }: { kind: EntityKind }) {
  const { slug = '', id } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const { schema, entity, extras, visible, drafts, localization } = useEntity(kind, slug)
  const serverUrl = useSessionStore((s) => s.session?.serverUrl ?? '')
  const location = useLocation()
  const navigate = useNavigate()

  // The controls start from the URL, as the first request declares them.
  const [controls, setControls] = useState(() => apiViewControlsFromUrl(location.search, localization))
  const change = (patch: Partial<ApiViewControls>) => setControls((c) => ({ ...c, ...patch }))
  const [fullscreen, setFullscreen] = useState(false)
  const depth = parseDepth(controls.depthText)

  const target = useMemo(() => ({ kind, slug, id }), [kind, slug, id])
  const { draft, locale, depthText, authenticated } = controls
  const query = useMemo(
    () => apiViewControlsQuery({ draft, locale, depthText }, { drafts, localization }),
    [draft, locale, depthText, drafts, localization],
  )
  const request = useMemo(
    () => (query && entity ? apiViewRequest(target, query, language, authenticated) : undefined),
    [query, entity, target, language, authenticated],
  )
  const attempts = useAttempts()
  const { data, error, loading } = useApiResponse(request, attempts.attempt)
  const read = useScreenRead({
    pending: loading,
    error: error && { message: `${error.status ? `${error.status} · ` : ''}${error.message}` },
    hasData: data !== undefined,
    readKey: JSON.stringify(request ?? null),
    attempts,
  })
  const url = query ? apiViewUrl(serverUrl, schema?.config.routes.api ?? '/api', target, query) : ''

  // Keep draft, locale and depth in the URL so the view can be shared and reloaded.
  const syncUrl = useEffectEvent(() => {
    const next = new URLSearchParams(location.search)
    if (drafts) next.set('draft', String(draft))
    if (localization && locale) next.set('locale', locale)
    if (depth !== null) next.set('depth', String(depth))
    const search = `?${next.toString()}`
    if (search !== location.search) void navigate({ pathname: location.pathname, search }, { replace: true })
  })
  useEffect(() => syncUrl(), [draft, locale, depth])

  if (!schema) return <ScreenLoading />
  if (!entity || !visible || !isPossibleId(extras, id)) return <NotFoundView />

  const copy = () =>
    void navigator.clipboard?.writeText(url).then(
      () => toast.success(t('general:copied')),
      () => toast.error(t('error:unableToCopy')),
    )

  return (
    <div className={`api-view${fullscreen ? ' api-view--fullscreen' : ''}`} data-testid="api-view">
      <DocumentHeader kind={kind} slug={slug} id={id} />
      <DocumentTabs kind={kind} slug={slug} id={id} />
      <div className="api-view__url">
        <span className="api-view__label">API URL</span>
        <a href={url} target="_blank" rel="noreferrer" className="api-view__link" data-testid="api-url">
          {url}
        </a>
        <Button variant="secondary" size="small" onClick={copy} data-testid="api-copy">
          {t('general:copy')}
        </Button>
      </div>
      <ApiControls
        {...{ controls, drafts, localization, fullscreen }}
        onChange={change}
        depthValid={depth !== null}
        onFullscreen={setFullscreen}
      />
      <div aria-busy={loading} data-testid="api-response" data-loading={loading} data-depth={depth ?? ''}>
        <ScreenState read={read} messageTestId="api-error" />
        {data !== undefined && (
          <JsonTree
            value={data}
            label={`API · ${url}`}
            height={fullscreen ? 'calc(100vh - 9rem)' : 'calc(100vh - 16rem)'}
          />
        )}
      </div>
    </div>
  )
}
