/**
 * Asks once before a bulk delete, publish or unpublish, with Payload's words. Delete says whether the
 * documents go to the trash or are deleted for good. Focus moves in, Escape cancels, focus returns.
 */
import { useEffect, useRef } from 'react'
import { Modal, ModalButton } from '../../../elements/Modal/Modal'
import { useT } from '../../../i18n/i18n-store'

interface Props {
  kind: 'delete' | 'publish' | 'unpublish'
  count: number
  label: string
  trash: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function BulkConfirm({ kind, count, label, trash, onConfirm, onCancel }: Props) {
  const t = useT()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null
    box.current?.querySelector<HTMLButtonElement>('[data-testid="bulk-confirm-cancel"]')?.focus()
    return () => before?.focus()
  }, [])
  const title =
    kind === 'delete'
      ? t('general:confirmDeletion')
      : kind === 'publish'
        ? t('version:confirmPublish')
        : t('version:confirmUnpublish')
  const text =
    kind === 'delete'
      ? trash
        ? t('general:aboutToTrashCount', { count, label })
        : t('general:aboutToDeleteCount', { count, label })
      : t(kind === 'publish' ? 'version:aboutToPublishSelection' : 'version:aboutToUnpublishSelection', { label })
  return (
    <div ref={box} onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <Modal
        title={title}
        testId="bulk-confirm"
        actions={
          <>
            <ModalButton testId="bulk-confirm-cancel" onClick={onCancel}>
              {t('general:cancel')}
            </ModalButton>
            <ModalButton testId="bulk-confirm-ok" onClick={onConfirm} primary>
              {t('general:confirm')}
            </ModalButton>
          </>
        }
      >
        <p data-testid="bulk-confirm-text">{text}</p>
        {kind === 'delete' && !trash && <p data-testid="bulk-confirm-for-good">{t('folio:bulkDeleteForGood')}</p>}
      </Modal>
    </div>
  )
}
