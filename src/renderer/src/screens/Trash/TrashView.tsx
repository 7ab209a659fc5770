/**
 * A collection's trash (Payload's `<collection>/trash`): its trashed documents with the list's own
 * columns, search, filters and paging, each row with Restore and Delete permanently, and Empty trash.
 */
import { useMemo, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { routes } from '../../app/routes'
import { Pagination } from '../../elements/Pagination/Pagination'
import { useI18n, useT } from '../../i18n/i18n-store'
import { parseListQuery, stringifyListQuery, type ListQuery } from '../../lib/list-query'
import { can, defaultColumns, pluralLabel } from '../../lib/schema'
import { useEntity } from '../../stores/use-entity'
import { ListControls, type ListPanel } from '../List/ListControls'
import { ListPanels } from '../List/ListPanels'
import { ListResults } from '../List/ListTable'
import { useListAnswer } from '../List/use-list-answer'
import { useListColumns } from '../List/use-list-columns'
import { NotFoundView } from '../NotFound/NotFoundView'
import { trashFirstRequests } from './first-requests'
import { TrashHeader } from './TrashHeader'
import { TrashRowActions, trashedDoc } from './TrashRowActions'
import { useTrashActions } from './use-trash-actions'
import '../List/ListView.css'
import './TrashView.css'

export function TrashView() {
  const { slug = '' } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const dateLocale = useI18n((s) => s.dateLocale)
  const { schema, access, entity, extras, visible } = useEntity('collection', slug)
  const location = useLocation()
  const navigate = useNavigate()
  const query = useMemo(() => parseListQuery(location.search), [location.search])
  const go = (patch: Partial<ListQuery>) => {
    void navigate({ pathname: location.pathname, search: stringifyListQuery({ ...query, ...patch }) })
  }
  // Bumped after each restore or delete: the same URL is read again.
  const [reloads, setReloads] = useState(0)
  const actions = useTrashActions(slug, (change) => {
    setReloads((n) => n + 1)
    // An emptied trash has only its first page, as in Payload's admin.
    if (change === 'emptied' && query.page > 1) go({ page: 1 })
  })

  const { columns, titleField } = useListColumns(slug)
  const activeNames = query.columns?.length ? query.columns : entity ? defaultColumns(entity, columns) : []
  const active = columns.filter((c) => activeNames.includes(c.name))
  const [panel, setPanel] = useState<ListPanel>(query.where ? 'filters' : 'none')
  const hasTrash = Boolean(extras?.trash)

  const request = schema ? trashFirstRequests({ slug, search: location.search }, schema, language).list : undefined
  const { result, error, loading, showShimmer } = useListAnswer(
    request,
    `${slug}${location.search}#${reloads}`,
    visible && hasTrash,
  )

  if (!schema) return <p className="list__loading">{t('general:loading')}…</p>
  if (!entity || !visible || !hasTrash) return <NotFoundView />

  const label = pluralLabel(entity, language)
  const mayRestore = can(access, 'collection', slug, 'update')
  const mayDelete = can(access, 'collection', slug, 'delete')

  return (
    <div className="list trash" data-testid="trash-view">
      <TrashHeader {...{ slug, label, actions, mayDelete }} reloadKey={reloads} />

      <ListControls
        search={query.search}
        searchLabel={columns.find((c) => c.name === titleField)?.label ?? 'ID'}
        panel={panel}
        onPanel={setPanel}
        go={go}
      />
      <ListPanels {...{ panel, columns, activeNames, go }} where={query.where} />
      {error && (
        <p className="list__error" role="alert" data-testid="list-error">
          {error.message}
        </p>
      )}

      <ListResults
        {...{ loading, showShimmer, result, label }}
        emptyText={t('general:noTrashResults', { label })}
        table={{
          slug,
          columns: active,
          titleField,
          sort: query.sort,
          cells: { schema, language, dateFormat: schema.config.admin.dateFormat, dateLocale, t },
          go,
          docHref: (id) => routes.trashedDocument(slug, id),
          rowActions:
            mayRestore || mayDelete
              ? {
                  label: t('folio:trashRowActions'),
                  render: (doc) => (
                    <TrashRowActions doc={trashedDoc(doc, titleField)} {...{ actions, mayRestore, mayDelete }} />
                  ),
                }
              : undefined,
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
