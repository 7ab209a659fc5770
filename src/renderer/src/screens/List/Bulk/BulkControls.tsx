/** The bulk bar, its confirmation and the run's progress, above the list's table. */
import './Bulk.css'
import { BulkBar } from './BulkBar'
import { BulkConfirm } from './BulkConfirm'
import { BulkRunPanel } from './BulkRunPanel'
import type { useListBulk } from './use-list-bulk'
import { EditManyDrawer } from '../EditMany/EditManyDrawer'

export function BulkControls({ bulk }: { bulk: ReturnType<typeof useListBulk> }) {
  const { run, edit } = bulk
  return (
    <>
      {bulk.bar && <BulkBar {...bulk.bar} />}
      {bulk.confirm && <BulkConfirm {...bulk.confirm} />}
      {edit && (
        <div hidden={edit.hidden}>
          <EditManyDrawer {...edit} />
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
