/** The bulk bar, its confirmation and the run's progress, above the list's table. */
import './Bulk.css'
import { BulkBar } from './BulkBar'
import { BulkConfirm } from './BulkConfirm'
import { BulkRunPanel } from './BulkRunPanel'
import type { useListBulk } from './use-list-bulk'

export function BulkControls({ bulk }: { bulk: ReturnType<typeof useListBulk> }) {
  const { run } = bulk
  return (
    <>
      {bulk.bar && <BulkBar {...bulk.bar} />}
      {bulk.confirm && <BulkConfirm {...bulk.confirm} />}
      {/* The edit-many drawer (screens/List/EditMany) opens with `bulk.edit` as its props. */}
      <BulkRunPanel
        progress={run.progress}
        resolving={run.resolving}
        cancelling={run.cancelling}
        titleOf={bulk.titleOf}
        onCancel={run.cancel}
        onRetry={run.retry}
        onClose={run.close}
      />
    </>
  )
}
