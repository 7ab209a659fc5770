/** The bulk bar, its confirmation, the move dialog and the run's progress, above the list's table. */
import { lazy, Suspense } from 'react'
import { loadEditManyDrawer } from '../EditMany/load-edit-many'
import { useT } from '../../../core/i18n/i18n-store'
import { MoveToFolderModal } from '../Folders/MoveToFolderModal'
import './Bulk.css'
import { BulkBar } from './BulkBar'
import { BulkConfirm } from './BulkConfirm'
import { BulkRunPanel } from './BulkRunPanel'
import type { useListBulk } from './use-list-bulk'

// The drawer brings the edit view's field renderers: a list's first load does without them.
const EditManyDrawer = lazy(() => loadEditManyDrawer().then((m) => ({ default: m.EditManyDrawer })))

export function BulkControls({ bulk }: { bulk: ReturnType<typeof useListBulk> }) {
  const t = useT()
  const { run, edit, move } = bulk
  // Payload's words for what is moved: "2 items", "1 Item".
  const items = move ? `${move.count} ${t(move.count === 1 ? 'general:item' : 'general:items')}` : ''
  return (
    <>
      {bulk.bar && <BulkBar {...bulk.bar} />}
      {bulk.confirm && <BulkConfirm {...bulk.confirm} />}
      {move && (
        <MoveToFolderModal
          slug={move.slug}
          title={
            move.from.id === 'root'
              ? t('folder:selectFolderForItem', { title: items })
              : t('folder:movingFromFolder', { title: items, fromFolder: move.from.name ?? '' })
          }
          from={move.from.id}
          current={move.from.id}
          sentence={(to) => {
            const what = { count: move.count, label: t(move.count === 1 ? 'general:item' : 'general:items') }
            return to
              ? t('folder:moveItemsToFolderConfirmation', { ...what, toFolder: to })
              : t('folder:moveItemsToRootConfirmation', what)
          }}
          onMove={(to) => move.onMove(to.id)}
          onClose={move.onClose}
        />
      )}
      {edit && (
        <div hidden={edit.hidden}>
          <Suspense fallback={null}>
            <EditManyDrawer {...edit} />
          </Suspense>
        </div>
      )}
      <BulkRunPanel
        progress={run.progress}
        resolving={run.resolving}
        cancelling={run.cancelling}
        titleOf={bulk.titleOf}
        onCancel={run.cancel}
        onRetry={run.retry}
        onClose={bulk.closeRun}
      />
    </>
  )
}
