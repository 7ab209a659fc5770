import { useMemo, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import { routes } from '../../app/routes'
import { ColumnPicker } from '../../elements/ColumnPicker/ColumnPicker'
import { Pagination } from '../../elements/Pagination/Pagination'
import { WhereBuilder } from '../../elements/WhereBuilder/WhereBuilder'
import { useCollectionChanges } from '../../document/document-events'
import { useServerKey } from '../../document/draft-keys'
import { useI18n, useT } from '../../i18n/i18n-store'
import { parseListQuery, stringifyListQuery, type ListQuery } from '../../lib/list-query'
import { can, defaultColumns, pluralLabel } from '../../lib/schema'
import { useEntity } from '../../stores/use-entity'
import { NotFoundView } from '../NotFound/NotFoundView'
import { listFirstRequests } from './first-requests'
import { ListControls } from './ListControls'
import { ListResults } from './ListTable'
import { useListAnswer } from './use-list-answer'
import { useListColumns } from './use-list-columns'
import './ListView.css'

/** A collection's documents: sortable columns, search, filters, column picker, pagination; all state in the URL. */
export function ListView() {
  const { slug = '' } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const dateLocale = useI18n((s) => s.dateLocale)
  const { schema, access, entity, visible } = useEntity('collection', slug)
  const location = useLocation()
  const navigate = useNavigate()

  const query = useMemo(() => parseListQuery(location.search), [location.search])
  const { columns, titleField } = useListColumns(slug)
  const activeNames = query.columns?.length ? query.columns : entity ? defaultColumns(entity, columns) : []
  const active = columns.filter((c) => activeNames.includes(c.name))
  const [panel, setPanel] = useState<'none' | 'filters' | 'columns'>(query.where ? 'filters' : 'none')

  const request = schema ? listFirstRequests({ slug, search: location.search }, schema, language).list : undefined
  // Read again when a document of this collection is deleted, restored or made (here or in another tab).
  const changes = useCollectionChanges(useServerKey(), slug)
  const requestKey = `${slug}${location.search}#${changes}`
  const { result, error, loading, showShimmer } = useListAnswer(request, requestKey, visible)

  const go = (patch: Partial<ListQuery>) => {
    void navigate({ pathname: location.pathname, search: stringifyListQuery({ ...query, ...patch }) })
  }

  if (!schema) return <p className="list__loading">{t('general:loading')}…</p>
  if (!entity || !visible) return <NotFoundView />

  const label = pluralLabel(entity, language)

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

      <ListControls
        search={query.search}
        searchLabel={columns.find((c) => c.name === titleField)?.label ?? 'ID'}
        panel={panel}
        onPanel={setPanel}
        go={go}
      />

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

      <ListResults
        {...{ loading, showShimmer, result, label }}
        table={{
          slug,
          columns: active,
          titleField,
          sort: query.sort,
          cells: { schema, language, dateFormat: schema.config.admin.dateFormat, dateLocale, t },
          go,
        }}
      />

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
