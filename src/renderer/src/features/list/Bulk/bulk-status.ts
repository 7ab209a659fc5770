/** What a bulk run says of itself: in its panel, and in the notification to an editor looking elsewhere. */
import type { Translate } from '../../../core/i18n/translate'
import type { BulkProgress } from '../../../core/bulk/runner'

/** "12 of 30 done. 1 failed. …": the run's state with its counts. */
export function bulkStatusText(t: Translate, p: BulkProgress): string {
  const counts = { done: p.done.length, total: p.total }
  const locked = p.failed.filter((f) => f.reason === 'locked').length
  const failed = p.failed.length - locked
  // Sent but lost, and read back unchanged: a retry sends them again.
  const notDone = p.state === 'lost' ? p.remaining.length : 0
  const unknown = p.unknown.length
  const tail = [
    failed ? t('folio:bulkFailedCount', { count: failed }) : '',
    locked ? t('folio:bulkLockedCount', { count: locked }) : '',
    notDone ? t('folio:bulkNotDoneCount', { count: notDone }) : '',
    unknown ? t('folio:bulkUnknownCount', { count: unknown }) : '',
  ]
    .filter(Boolean)
    .join(' ')
  const head =
    p.state === 'running'
      ? t('folio:bulkRunning', counts)
      : p.state === 'checking'
        ? t('folio:bulkChecking', counts)
        : p.state === 'cancelled'
          ? t('folio:bulkCancelled', counts)
          : p.state === 'lost'
            ? `${t('folio:bulkLost', counts)} ${p.message ?? ''}`
            : t('folio:bulkFinished', counts)
  return tail ? `${head} ${tail}` : head
}
