/**
 * A bulk run as it goes: a progress bar, Cancel (stops after the batch under way), then what was
 * done, what failed and why, what was skipped because someone else is editing it, and after a lost
 * connection (its documents read again) what is unknown, with Retry for what was not done.
 */
import { useT } from '../../../core/i18n/i18n-store'
import type { BulkProgress, FailedDoc } from '../../../core/bulk/runner'
import { bulkStatusText } from './bulk-status'
import { Button } from '../../../ui/Button/Button'

interface Props {
  progress: BulkProgress | null
  resolving: boolean
  cancelling: boolean
  /** A document's title where the list on screen knows it. */
  titleOf: (id: string) => string
  onCancel: () => void
  onRetry: () => void
  onClose: () => void
}

export function BulkRunPanel({ progress, resolving, cancelling, titleOf, onCancel, onRetry, onClose }: Props) {
  const t = useT()
  if (!progress && !resolving) return null
  const running = resolving || progress?.state === 'running' || progress?.state === 'checking'
  const total = progress?.total ?? 0
  const handled = progress ? progress.done.length + progress.failed.length : 0
  const reason = (f: FailedDoc) =>
    f.reason === 'locked' ? t('folio:bulkLocked') : f.reason === 'missing' ? t('folio:bulkMissing') : f.message
  return (
    <section className="bulk-run" aria-label={t('folio:bulkRun')} data-testid="bulk-run">
      <div
        className="bulk-run__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={handled}
        aria-label={t('folio:bulkRun')}
        data-testid="bulk-progress"
        data-state={resolving ? 'resolving' : progress?.state}
      >
        <span style={{ width: total ? `${(handled / total) * 100}%` : 0 }} />
      </div>
      <p className="bulk-run__status" role="status" data-testid="bulk-status">
        {resolving ? t('folio:bulkResolving') : bulkStatusText(t, progress!)}
      </p>
      {progress && !running && progress.failed.length + progress.unknown.length > 0 && (
        <ul className="bulk-run__results" data-testid="bulk-results">
          {progress.failed.map((f) => (
            <li key={f.id} data-testid="bulk-result-failed" data-id={f.id} data-reason={f.reason}>
              <strong>{titleOf(f.id)}</strong>: {reason(f)}
            </li>
          ))}
          {progress.unknown.map((id) => (
            <li key={id} data-testid="bulk-result-unknown" data-id={id}>
              <strong>{titleOf(id)}</strong>: {t('folio:bulkUnknown')}
            </li>
          ))}
        </ul>
      )}
      <div className="bulk-run__actions">
        {running && (
          <Button variant="secondary" size="small" disabled={cancelling} onClick={onCancel} data-testid="bulk-cancel">
            {cancelling ? t('folio:bulkStopping') : t('general:cancel')}
          </Button>
        )}
        {progress?.state === 'lost' && (
          <Button size="small" onClick={onRetry} data-testid="bulk-retry">
            {t('folio:bulkRetryRest')}
          </Button>
        )}
        {!running && (
          <Button variant="secondary" size="small" onClick={onClose} data-testid="bulk-close">
            {t('general:close')}
          </Button>
        )}
      </div>
    </section>
  )
}
