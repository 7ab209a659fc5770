/**
 * Asks once before a bulk delete, publish, unpublish or restore from the trash, with Payload's words.
 * Delete says whether the documents go to the trash or are deleted for good, a restore whether they
 * come back as drafts. Focus moves in, Escape cancels, focus returns.
 */
import { ConfirmModal } from '../../../ui/Modal/ConfirmModal'
import { useT } from '../../../core/i18n/i18n-store'

interface Props {
  kind: 'delete' | 'publish' | 'unpublish' | 'restore'
  count: number
  label: string
  trash: boolean
  /** The collection has drafts: restored documents come back as drafts. */
  drafts: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function BulkConfirm({ kind, count, label, trash, drafts, onConfirm, onCancel }: Props) {
  const t = useT()
  const title =
    kind === 'restore'
      ? t('general:confirmRestoration')
      : kind === 'delete'
        ? t('general:confirmDeletion')
        : kind === 'publish'
          ? t('version:confirmPublish')
          : t('version:confirmUnpublish')
  const text =
    kind === 'restore'
      ? t(drafts ? 'general:aboutToRestoreAsDraftCount' : 'general:aboutToRestoreCount', { count, label })
      : kind === 'delete'
        ? trash
          ? t('general:aboutToTrashCount', { count, label })
          : t('general:aboutToDeleteCount', { count, label })
        : t(kind === 'publish' ? 'version:aboutToPublishSelection' : 'version:aboutToUnpublishSelection', { label })
  return (
    <ConfirmModal
      title={title}
      testIds={{ dialog: 'bulk-confirm', cancel: 'bulk-confirm-cancel', confirm: 'bulk-confirm-ok' }}
      confirmLabel={t(kind === 'restore' ? 'general:restore' : 'general:confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      danger={kind === 'delete'}
    >
      <p data-testid="bulk-confirm-text">{text}</p>
      {kind === 'delete' && !trash && <p data-testid="bulk-confirm-for-good">{t('folio:bulkDeleteForGood')}</p>}
    </ConfirmModal>
  )
}
