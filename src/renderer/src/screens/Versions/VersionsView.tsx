import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import type { ApiError } from '@shared/api'
import { invokeApi } from '../../lib/requests/invoke'
import { DocumentTabs } from '../../elements/DocumentTabs/DocumentTabs'
import { Pagination } from '../../elements/Pagination/Pagination'
import { useI18n, useT } from '../../i18n/i18n-store'
import { formatAdminDate } from '../../lib/format'
import { parseLimit, parsePage } from '../../lib/pagination'
import { labelText, type EntityKind } from '../../lib/schema'
import { publishedLocaleCode, versionStatus, type VersionSummary } from '../../lib/version-status'
import { latestVersionRequest, newestFromPage, versionsPageRequest } from '../../lib/requests/versions'
import { useEntity } from '../../stores/use-entity'
import { NotFoundView } from '../NotFound/NotFoundView'
import './VersionsView.css'

interface VersionDoc extends VersionSummary {
  createdAt: string
  updatedAt: string
}
interface VersionPage {
  docs: VersionDoc[]
  totalDocs: number
  totalPages: number
  page: number
}

/** Every version of a document or global (spec point 2), newest first. */
export function VersionsView({ kind }: { kind: EntityKind }) {
  const { slug = '', id } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const dateLocale = useI18n((s) => s.dateLocale)
  const { schema, entity, visible, drafts, localization } = useEntity(kind, slug)
  const location = useLocation()
  const navigate = useNavigate()
  const params = new URLSearchParams(location.search)
  const page = parsePage(params.get('page'))
  const limit = parseLimit(params.get('limit'))

  const [result, setResult] = useState<VersionPage | null>(null)
  const [latest, setLatest] = useState<{ draftId?: string | number | null; publishedId?: string | number | null }>({})
  const [error, setError] = useState<ApiError | null>(null)
  const [loadedKey, setLoadedKey] = useState('')
  const key = `${slug}/${id ?? ''}${location.search}`

  const target = useMemo(
    () => ({ kind, slug, id, localization: Boolean(localization), drafts }),
    [kind, slug, id, localization, drafts],
  )

  useEffect(() => {
    if (!entity) return
    let current = true
    void (async () => {
      const list = await invokeApi(versionsPageRequest(target, page, limit, language))
      // The first page usually holds the newest draft and published versions: no lookup needed then.
      const latestOf = async (status: 'draft' | 'published') => {
        const fromPage = list.ok ? newestFromPage(list.data as VersionPage, status) : undefined
        if (fromPage !== undefined) return fromPage
        const answer = await invokeApi(latestVersionRequest(target, status))
        return answer.ok ? ((answer.data as VersionPage).docs[0]?.id ?? null) : null
      }
      const [draftId, publishedId] = await Promise.all([drafts ? latestOf('draft') : null, latestOf('published')])
      if (!current) return
      if (list.ok) {
        setResult(list.data as VersionPage)
        setError(null)
      } else setError(list.error)
      setLatest({ draftId, publishedId })
      setLoadedKey(key)
    })()
    return () => {
      current = false
    }
  }, [entity, target, page, limit, drafts, language, key])

  if (!schema) return <p>{t('general:loading')}…</p>
  if (!entity || !visible || !entity.versions) return <NotFoundView />

  const loading = loadedKey !== key
  const go = (patch: { page?: number; limit?: number }) => {
    const next = new URLSearchParams(location.search)
    if (patch.page !== undefined) next.set('page', String(patch.page))
    if (patch.limit !== undefined) next.set('limit', String(patch.limit))
    navigate({ pathname: location.pathname, search: `?${next.toString()}` })
  }
  const docPath = location.pathname.replace(/\/versions\/?$/, '')
  const localeLabel = (code: string) =>
    labelText(localization ? localization.locales.find((l) => l.code === code)?.label : undefined, language, code)

  return (
    <div className="versions" data-testid="versions-view">
      <DocumentTabs kind={kind} slug={slug} id={id} versionCount={error ? undefined : (result?.totalDocs ?? null)} />
      {error && (
        <p className="versions__error" role="alert">
          {error.message}
        </p>
      )}
      <div className="versions__table-wrap" aria-busy={loading} data-testid="versions-table-wrap">
        {loading && result && <div className="versions__overlay" data-testid="versions-loading" />}
        {result && result.totalDocs === 0 ? (
          <p className="versions__empty" data-testid="versions-empty">
            {t('version:noFurtherVersionsFound')}
          </p>
        ) : (
          result && (
            <table className="versions__table" data-testid="versions-table">
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">{t('general:updatedAt')}</th>
                  <th scope="col">{t('version:status')}</th>
                </tr>
              </thead>
              <tbody>
                {result.docs.map((version) => {
                  const status = versionStatus(version, latest)
                  const published = publishedLocaleCode(version)
                  return (
                    <tr key={String(version.id)} data-testid="version-row">
                      <td className="versions__id">{String(version.id)}</td>
                      <td>
                        <Link
                          to={`${docPath}/versions/${encodeURIComponent(String(version.id))}`}
                          data-testid="version-link"
                        >
                          {formatAdminDate(version.updatedAt, schema.config.admin.dateFormat, dateLocale)}
                        </Link>
                      </td>
                      <td>
                        <div className="versions__status">
                          {status && (
                            <span
                              className={`pill${status.success ? ' pill--success' : ''}`}
                              data-testid="version-status"
                            >
                              {t(status.key)}
                            </span>
                          )}
                          {version.autosave && (
                            <span className="pill" data-testid="version-autosave">
                              {t('version:autosave')}
                            </span>
                          )}
                          {published && (
                            <span className="pill" data-testid="version-locale">
                              {localeLabel(published)}
                            </span>
                          )}
                        </div>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )
        )}
      </div>
      {result && result.totalDocs > 0 && (
        <Pagination
          page={result.page}
          totalPages={result.totalPages}
          totalDocs={result.totalDocs}
          limit={limit}
          onPage={(p) => go({ page: p })}
          onLimit={(l) => go({ limit: l, page: 1 })}
        />
      )}
    </div>
  )
}
