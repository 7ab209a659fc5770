import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import type { ApiError } from '@shared/api'
import { routes } from '../../app/routes'
import { invokeApi } from '../../lib/requests/invoke'
import { ColumnPicker } from '../../elements/ColumnPicker/ColumnPicker'
import { Pagination } from '../../elements/Pagination/Pagination'
import { WhereBuilder } from '../../elements/WhereBuilder/WhereBuilder'
import { useI18n, useT } from '../../i18n/i18n-store'
import { nextSort, parseListQuery, stringifyListQuery, type ListQuery } from '../../lib/list-query'
import { buildListQuery } from '../../lib/requests/list'
import { can, defaultColumns, listColumns, pluralLabel, titleFieldOf, type ListColumn } from '../../lib/schema'
import { useEntity } from '../../stores/use-entity'
import { NotFoundView } from '../NotFound/NotFoundView'
import { cellText } from './cells'
import './ListView.css'

interface ListResult {
  docs: Array<Record<string, unknown>>
  totalDocs: number
  page: number
  limit: number
  totalPages: number
}

const SHIMMER_DELAY_MS = 500
const SEARCH_DEBOUNCE_MS = 250

/** A collection's documents: sortable columns, search, filters, column picker, pagination; all state in the URL. */
export function ListView() {
  const { slug = '' } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const dateLocale = useI18n((s) => s.dateLocale)
  const { schema, access, entity, extras, visible } = useEntity('collection', slug)
  const location = useLocation()
  const navigate = useNavigate()

  const query = useMemo(() => parseListQuery(location.search), [location.search])

  const columns = useMemo<ListColumn[]>(() => {
    if (!entity) return []
    const all = listColumns(entity, language, { createdAt: t('general:createdAt'), updatedAt: t('general:updatedAt') })
    if (extras?.drafts && !all.some((c) => c.name === '_status'))
      all.push({
        name: '_status',
        label: t('version:status'),
        field: { type: 'select', name: '_status' },
        sortable: true,
      })
    return all
  }, [entity, extras, language, t])
  const activeNames = query.columns?.length ? query.columns : entity ? defaultColumns(entity, columns) : []
  const active = columns.filter((c) => activeNames.includes(c.name))
  const titleField = entity ? titleFieldOf(entity) : 'id'

  const [result, setResult] = useState<ListResult | null>(null)
  const [error, setError] = useState<ApiError | null>(null)
  /** The request the shown result answers; anything else on screen is stale until it arrives. */
  const [loadedKey, setLoadedKey] = useState<string | null>(null)
  const [showShimmer, setShowShimmer] = useState(false)
  const [panel, setPanel] = useState<'none' | 'filters' | 'columns'>(query.where ? 'filters' : 'none')
  const [search, setSearch] = useState(query.search ?? '')

  const requestKey = `${slug}${location.search}`
  useEffect(() => {
    if (!visible || !entity) return
    let current = true
    setError(null)
    const shimmer = setTimeout(() => current && setShowShimmer(true), SHIMMER_DELAY_MS)
    void invokeApi({
      method: 'GET',
      path: `/${slug}`,
      query: buildListQuery(query, {
        titleField,
        drafts: Boolean(extras?.drafts),
        columns: active.map((c) => ({ name: c.name, type: c.field.type })),
      }),
      language,
    })
      .then((response) => {
        if (!current) return
        if (response.ok) setResult(response.data as ListResult)
        else setError(response.error)
        setLoadedKey(requestKey)
      })
      .finally(() => {
        if (!current) return
        clearTimeout(shimmer)
        setShowShimmer(false)
      })
    return () => {
      current = false
      clearTimeout(shimmer)
    }
    // requestKey covers slug and the whole query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey, visible])

  // Typing in the search box updates the URL once the user pauses.
  useEffect(() => {
    if ((query.search ?? '') === search) return
    const timer = setTimeout(() => go({ search: search || undefined, page: 1 }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search])
  useEffect(() => setSearch(query.search ?? ''), [query.search])

  if (!schema) return <p className="list__loading">{t('general:loading')}…</p>
  if (!entity || !visible) return <NotFoundView />

  function go(patch: Partial<ListQuery>) {
    navigate({ pathname: location.pathname, search: stringifyListQuery({ ...query, ...patch }) })
  }

  const loading = loadedKey !== requestKey
  const label = pluralLabel(entity, language)
  const ctx = { schema, language, dateFormat: schema.config.admin.dateFormat, dateLocale, t }
  const docs = result?.docs ?? []

  return (
    <div className="list" data-testid="list-view">
      <header className="list__header">
        <h1 className="list__title">{label}</h1>
        {can(access, 'collection', slug, 'create') && (
          <Link to={routes.create(slug)} className="btn btn--secondary btn--small" data-testid="list-create">
            {t('general:createNew')}
          </Link>
        )}
      </header>

      <div className="list__controls">
        <input
          className="input list__search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('general:searchBy', { label: columns.find((c) => c.name === titleField)?.label ?? 'ID' })}
          aria-label={t('general:searchBy', { label: columns.find((c) => c.name === titleField)?.label ?? 'ID' })}
          data-testid="list-search"
        />
        <button
          type="button"
          className={`btn btn--secondary btn--small${panel === 'columns' ? ' btn--active' : ''}`}
          aria-expanded={panel === 'columns'}
          onClick={() => setPanel(panel === 'columns' ? 'none' : 'columns')}
          data-testid="toggle-columns"
        >
          {t('general:columns')}
        </button>
        <button
          type="button"
          className={`btn btn--secondary btn--small${panel === 'filters' ? ' btn--active' : ''}`}
          aria-expanded={panel === 'filters'}
          onClick={() => setPanel(panel === 'filters' ? 'none' : 'filters')}
          data-testid="toggle-filters"
        >
          {t('general:filters')}
        </button>
      </div>

      {panel === 'columns' && (
        <ColumnPicker columns={columns} active={activeNames} onChange={(names) => go({ columns: names })} />
      )}
      {panel === 'filters' && (
        <WhereBuilder
          key={JSON.stringify(query.where ?? null)}
          fields={columns}
          where={query.where}
          onApply={(where) => go({ where, page: 1 })}
        />
      )}

      {error && (
        <p className="list__error" role="alert" data-testid="list-error">
          {error.message}
        </p>
      )}

      <div className="list__table-wrap" aria-busy={loading} data-testid="list-table-wrap">
        {loading && result && <div className="list__overlay" data-testid="list-loading" />}
        {showShimmer && !result ? (
          <div className="list__shimmer" data-testid="list-shimmer">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="list__shimmer-row" style={{ animationDelay: `${i * 25}ms` }} />
            ))}
          </div>
        ) : result && docs.length === 0 ? (
          <p className="list__empty" data-testid="list-empty">
            {t('general:noResults', { label })}
          </p>
        ) : (
          result && (
            <table className="list__table" data-testid="list-table">
              <thead>
                <tr>
                  {active.map((column) => {
                    const sorted =
                      query.sort === column.name
                        ? 'ascending'
                        : query.sort === `-${column.name}`
                          ? 'descending'
                          : undefined
                    return (
                      <th key={column.name} aria-sort={sorted ?? 'none'} scope="col">
                        {column.sortable ? (
                          <button
                            type="button"
                            className="list__sort"
                            onClick={() => go({ sort: nextSort(query.sort, column.name), page: 1 })}
                            data-testid={`sort-${column.name}`}
                          >
                            {column.label}
                            <span aria-hidden="true" className="list__sort-icon">
                              {sorted === 'ascending' ? '↑' : sorted === 'descending' ? '↓' : '↕'}
                            </span>
                          </button>
                        ) : (
                          column.label
                        )}
                      </th>
                    )
                  })}
                </tr>
              </thead>
              <tbody>
                {docs.map((doc) => (
                  <tr key={String(doc.id)} data-testid="list-row">
                    {active.map((column, index) => {
                      const text = cellText(column.field, doc[column.name], ctx)
                      const isLink =
                        column.name === titleField || (index === 0 && !active.some((c) => c.name === titleField))
                      return (
                        <td key={column.name} data-column={column.name}>
                          {isLink ? (
                            <Link
                              to={routes.document(slug, String(doc.id))}
                              className="list__doc-link"
                              data-testid="list-doc-link"
                            >
                              {text || `[${t('general:untitled')}]`}
                            </Link>
                          ) : (
                            text
                          )}
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        )}
      </div>

      {result && (
        <Pagination
          page={result.page}
          totalPages={result.totalPages}
          totalDocs={result.totalDocs}
          limit={query.limit}
          onPage={(page) => go({ page })}
          onLimit={(limit) => go({ limit, page: 1 })}
        />
      )}
    </div>
  )
}
