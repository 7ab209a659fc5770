/** Asked before the drawer closes on typed values: they would be lost. Escape keeps editing. */
import { ConfirmModal } from '../../../ui/Modal/ConfirmModal'
import { useT } from '../../../core/i18n/i18n-store'

export function DiscardConfirm({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const t = useT()
  return (
    <ConfirmModal
      title={t('folio:editManyDiscardTitle')}
      testId="edit-many-discard"
      cancelLabel={t('folio:editManyKeepEditing')}
      cancelTestId="edit-many-keep-editing"
      confirmLabel={t('folio:editManyDiscard')}
      confirmTestId="edit-many-discard-confirm"
      onCancel={onKeep}
      onConfirm={onDiscard}
      danger
    >
      <p>{t('folio:editManyDiscardText')}</p>
    </ConfirmModal>
  )
}
