import { useMemo } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { DocumentHeader } from '../DocumentHeader/DocumentHeader'
import { DocumentTabs } from '../DocumentTabs/DocumentTabs'
import { Pagination } from '../../../ui/Pagination/Pagination'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { parseLimit } from '../../../core/lib/pagination'
import { editPathOf } from '../../../core/routes/routes'
import { isPossibleId, type EntityKind } from '../../../core/schema/schema'
import { useEntity } from '../../../core/stores/use-entity'
import { NotFoundView } from '../../../ui/NotFound/NotFoundView'
import { ScreenLoading, ScreenState } from '../../../ui/ScreenState/ScreenState'
import { useAttempts, useScreenRead } from '../../../core/lib/use-screen-read'
import { versionsFirstRequests } from './first-requests'
import { useVersionsPage } from './use-versions-page'
import { VersionsTable } from './VersionsTable'
import './VersionsView.css'

/** Every version of a document or global, newest first, a page at a time. */
export function VersionsView({ kind }: { kind: EntityKind }) {
  const { slug = '', id } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const { schema, entity, extras, visible, drafts, localization } = useEntity(kind, slug)
  const location = useLocation()
  const navigate = useNavigate()
  const limit = parseLimit(new URLSearchParams(location.search).get('limit'))

  const target = useMemo(
    () => ({ kind, slug, id, localization: Boolean(localization), drafts }),
    [kind, slug, id, localization, drafts],
  )
  const place = { kind, slug, id, search: location.search }
  const first = schema ? versionsFirstRequests(place, schema, language) : {}
  const key = `${slug}/${id ?? ''}${location.search}`
  const attempts = useAttempts()
  const { result, latest, error, loading } = useVersionsPage(
    first,
    target,
    `${key}~${attempts.attempt}`,
    attempts.attempt,
  )
  const read = useScreenRead({ pending: loading, error, hasData: Boolean(result), readKey: key, attempts })

  if (!schema) return <ScreenLoading />
  if (!entity || !visible || !entity.versions || !isPossibleId(extras, id)) return <NotFoundView />

  const go = (patch: { page?: number; limit?: number }) => {
    const next = new URLSearchParams(location.search)
    if (patch.page !== undefined) next.set('page', String(patch.page))
    if (patch.limit !== undefined) next.set('limit', String(patch.limit))
    void navigate({ pathname: location.pathname, search: `?${next.toString()}` })
  }

  return (
    <div className="versions" data-testid="versions-view">
      <DocumentHeader kind={kind} slug={slug} id={id} />
      <DocumentTabs kind={kind} slug={slug} id={id} versionCount={error ? undefined : (result?.totalDocs ?? null)} />
      <ScreenState read={read} />
      <div className="versions__table-wrap" aria-busy={loading} data-testid="versions-table-wrap">
        {loading && result && <div className="versions__overlay" data-testid="versions-loading" />}
        {result && result.totalDocs === 0 ? (
          <p className="versions__empty" data-testid="versions-empty">
            {t('version:noFurtherVersionsFound')}
          </p>
        ) : (
          result && (
            <VersionsTable
              versions={result.docs}
              latest={latest}
              docPath={editPathOf(location.pathname, 'versions')}
              schema={schema}
            />
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
