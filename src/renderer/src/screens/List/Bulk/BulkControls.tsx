/** The bulk bar, its confirmation and the run's progress, above the list's table. */
import { lazy, Suspense } from 'react'
import { loadEditManyDrawer } from '../../../app/screens'
import './Bulk.css'
import { BulkBar } from './BulkBar'
import { BulkConfirm } from './BulkConfirm'
import { BulkRunPanel } from './BulkRunPanel'
import type { useListBulk } from './use-list-bulk'

// The drawer brings the edit view's field renderers: a list's first load does without them.
const EditManyDrawer = lazy(() => loadEditManyDrawer().then((m) => ({ default: m.EditManyDrawer })))

export function BulkControls({ bulk }: { bulk: ReturnType<typeof useListBulk> }) {
  const { run, edit } = bulk
  return (
    <>
      {bulk.bar && <BulkBar {...bulk.bar} />}
      {bulk.confirm && <BulkConfirm {...bulk.confirm} />}
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
