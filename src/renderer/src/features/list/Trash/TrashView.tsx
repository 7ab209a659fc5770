/**
 * A collection's trash (Payload's `<collection>/trash`): its trashed documents with the list's own
 * columns, search, filters and paging, each row with Restore and Delete permanently, the selected ones
 * restored at once (a bulk run, as the list's), and Empty trash.
 */
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { routes } from '../../../core/routes/routes'
import { useI18n, useT } from '../../../core/i18n/i18n-store'
import { can, pluralLabel } from '../../../core/schema/schema'
import { useEntity } from '../../../core/stores/use-entity'
import { ListFilters } from '../ListFilters'
import { ListPage } from '../ListPage'
import { useListScreen } from '../use-list-screen'
import { useListPlace } from '../use-list-place'
import { ScreenLoading } from '../../../ui/ScreenState/ScreenState'
import { NotFoundView } from '../../../ui/NotFound/NotFoundView'
import { trashFirstRequests } from './first-requests'
import { TrashHeader } from './TrashHeader'
import { TrashRowActions, trashedDoc } from '../../../fields/document-table/TrashRowActions'
import { useTrashActions } from '../../../fields/document-table/use-trash-actions'
import { BulkControls } from '../Bulk/BulkControls'
import { useListBulk } from '../Bulk/use-list-bulk'
import '../../../fields/document-table/ListView.css'
import './TrashView.css'

export function TrashView() {
  const { slug = '' } = useParams()
  const t = useT()
  const language = useI18n((s) => s.language)
  const { schema, access, entity, extras, visible } = useEntity('collection', slug)
  const place = useListPlace(slug)
  const { requestSearch: search, query, go, titleField } = place
  // Bumped after each restore or delete: the same URL is read again.
  const [reloads, setReloads] = useState(0)
  const actions = useTrashActions(slug, (change) => {
    setReloads((n) => n + 1)
    // An emptied trash has only its first page, as in Payload's admin.
    if (change === 'emptied' && query.page > 1) go({ page: 1 })
  })

  const hasTrash = Boolean(extras?.trash)

  const request = schema && place.columnsKnown ? trashFirstRequests({ slug, search }, schema, language).list : undefined
  const { result, read, loading, showShimmer } = useListScreen(
    request,
    `${slug}${search}#${reloads}`,
    visible && hasTrash,
  )
  const bulk = useListBulk({ slug, query, result, titleField, trash: true, onReload: () => setReloads((n) => n + 1) })

  if (!schema) return <ScreenLoading />
  if (!entity || !visible || !hasTrash) return <NotFoundView />

  const label = pluralLabel(entity, language)
  const mayRestore = can(access, 'collection', slug, 'update')
  const mayDelete = can(access, 'collection', slug, 'delete')

  return (
    <div className="list trash" data-testid="trash-view">
      <TrashHeader {...{ slug, label, actions, mayDelete }} reloadKey={reloads} />

      <ListFilters place={place} read={read} />

      <BulkControls bulk={bulk} />

      <ListPage
        {...{ slug, schema, place, label }}
        answer={{ loading, showShimmer, result }}
        emptyText={t('general:noTrashResults', { label })}
        table={{
          select: bulk.select,
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
    </div>
  )
}
