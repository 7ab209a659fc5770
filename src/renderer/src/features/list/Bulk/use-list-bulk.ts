/**
 * Select many and act on them, for the list on screen: the selection (kept across pages, cleared
 * when the where, search or locale changes), which bulk actions this user may do, and the run.
 * Someone who may neither update nor delete gets no checkboxes and no bulk bar.
 */
import { useEffect, useState } from 'react'
import { useI18n } from '../../../core/i18n/i18n-store'
import {
  emptySelection,
  extendTo,
  pageState,
  selectAllMatching,
  selectedCount,
  setPage,
  toggle,
} from '../../../core/bulk/selection'
import type { ListQuery } from '../../../core/lib/list-query'
import {
  buildListQuery,
  listFieldOf,
  moveDocumentsChange,
  searchFieldsOf,
  withinTrash,
  type BulkAction,
} from '../../../core/requests'
import { can, pluralLabel, singularLabel } from '../../../core/schema/schema'
import { noErrors, useSelectionStore } from '../../../core/stores/selection-store'
import { useEntity } from '../../../core/stores/use-entity'
import type { ListResult } from '../../../fields/document-table/use-list-answer'
import type { BulkKind } from './BulkBar'
import type { ListSelect } from '../../../fields/document-table/SelectCells'
import { useBulkRun } from './use-bulk-run'
import { usePublishPermission } from './use-publish-permission'

interface Options {
  slug: string
  query: ListQuery
  result: ListResult | null
  titleField: string
  /** Browsing a folder ('root': the top level): the selected documents can be moved to another. */
  folder?: { id: string; name: string | undefined }
  /** The collection's trash: its documents are selected to be restored, all at once. */
  trash?: boolean
  onReload: () => void
}

export function useListBulk({ slug, query, result, titleField, folder, trash = false, onReload }: Options) {
  const language = useI18n((s) => s.language)
  const { access, entity, extras, drafts } = useEntity('collection', slug)
  const mayDelete = can(access, 'collection', slug, 'delete')
  const mayUpdate = can(access, 'collection', slug, 'update')
  const publish = usePublishPermission(slug, !trash && mayUpdate && drafts, language, result !== null)
  const mayPublish = publish.allowed
  const allowed: BulkKind[] = trash
    ? mayUpdate
      ? ['restore']
      : []
    : [
        ...(mayUpdate ? (['edit'] as const) : []),
        ...(mayUpdate && folder ? (['move'] as const) : []),
        ...(mayPublish ? (['publish', 'unpublish'] as const) : []),
        ...(mayDelete ? (['delete'] as const) : []),
      ]

  // The list's where with its search, exactly as the list asks for it: "all matching" means these.
  const listWhere = buildListQuery(query, {
    titleField,
    searchFields: entity ? searchFieldsOf(entity) : undefined,
    drafts,
    columns: [],
    fieldOf: entity ? listFieldOf(entity, language) : undefined,
  }).where
  // The trash's, as its list asks: only trashed documents.
  const where = trash ? withinTrash(listWhere) : listWhere
  // The list has no locale of its own yet (it reads the default): when it has, it belongs here too.
  const scope = JSON.stringify([slug, where ?? null])
  // Only what this list shows: entering its scope after the first render (which shows it empty already)
  // changes neither, so the list is not drawn again for it.
  const selection = useSelectionStore((s) => (s.scope === scope ? s.selection : emptySelection))
  const errors = useSelectionStore((s) => (s.scope === scope ? s.errors : noErrors))
  const store = useSelectionStore.getState()
  useEffect(() => useSelectionStore.getState().enter(scope), [scope])

  const [confirming, setConfirming] = useState<Exclude<BulkKind, 'edit' | 'move'> | null>(null)
  const [moving, setMoving] = useState(false)
  // 'applied': the drawer is hidden but kept (with what was typed) until every document took the values.
  const [editingState, setEditing] = useState<'closed' | 'open' | 'applied'>('closed')
  const run = useBulkRun({ slug, drafts, language, trash, onFinished: onReload })
  const cleanRun = run.progress?.state === 'finished' && run.progress.failed.length === 0
  const editing = editingState === 'applied' && cleanRun ? 'closed' : editingState

  const docs = result?.docs ?? []
  const pageIds = docs.map((d) => String(d.id))
  const total = result?.totalDocs ?? 0
  const count = selectedCount(selection, total)
  const labelFor = (n: number) =>
    entity ? (n === 1 ? singularLabel(entity, language) : pluralLabel(entity, language)) : slug
  const page = pageState(selection, pageIds)

  const select: ListSelect | undefined =
    allowed.length === 0
      ? undefined
      : {
          pageState: page,
          isSelected: (id) => selection.allMatching || selection.ids.includes(id),
          errorOf: (id) => errors[id] || undefined,
          onRow: (id, extend) => store.change((s) => (extend ? extendTo(s, id, pageIds) : toggle(s, id, pageIds))),
          onPage: (on) => store.change((s) => setPage(s, pageIds, on)),
          onDeleteKey: () => count > 0 && allowed.includes('delete') && !run.running && setConfirming('delete'),
        }

  const start = (action: BulkAction) => {
    setConfirming(null)
    void run.start(action, selection.allMatching ? { where } : { ids: selection.ids })
  }

  return {
    select,
    run,
    bar:
      select && count > 0
        ? {
            count,
            label: labelFor(count),
            allMatching:
              page === 'all' && !selection.allMatching && total > pageIds.length
                ? { total, label: labelFor(total) }
                : null,
            allowed,
            busy: run.running,
            settled: publish.settled,
            onSelectAllMatching: () => store.change(selectAllMatching),
            onClear: store.clear,
            onAction: (kind: BulkKind) =>
              kind === 'edit' ? setEditing('open') : kind === 'move' ? setMoving(true) : setConfirming(kind),
          }
        : null,
    confirm: confirming && {
      kind: confirming,
      count,
      label: labelFor(count),
      trash: Boolean(extras?.trash),
      onCancel: () => setConfirming(null),
      drafts,
      onConfirm: () =>
        start(
          confirming === 'delete'
            ? { kind: 'delete', trash: Boolean(extras?.trash) }
            : confirming === 'restore'
              ? { kind: 'restore', drafts }
              : { kind: confirming },
        ),
    },
    /** The move dialog's props while it is open: the documents go to the folder chosen there, as a bulk run. */
    move:
      moving && folder
        ? {
            slug,
            count,
            from: folder,
            onMove: (to: string) => {
              setMoving(false)
              start(moveDocumentsChange(to, drafts))
            },
            onClose: () => setMoving(false),
          }
        : null,
    /** The edit-many drawer's props while it is open, and whether it waits hidden for its run to end. */
    edit:
      editing === 'closed'
        ? null
        : {
            hidden: editing === 'applied',
            slug,
            count,
            drafts,
            mayPublish,
            onApply: (data: Record<string, unknown>, mode: 'save' | 'draft' | 'publish') => {
              setEditing('applied')
              start({ kind: 'update', data, mode })
            },
            onClose: () => setEditing('closed'),
          },
    /** Closing a run's panel brings back the drawer of an edit that did not reach every document. */
    closeRun: () => {
      run.close()
      if (editingState === 'applied') setEditing(cleanRun ? 'closed' : 'open')
    },
    titleOf: (id: string) => {
      const value = docs.find((d) => String(d.id) === id)?.[titleField]
      return typeof value === 'string' && value ? value : id
    },
  }
}
