/** Asked before the drawer closes on typed values: they would be lost. Escape keeps editing. */
import { ConfirmModal } from '../../../ui/Modal/ConfirmModal'
import { useT } from '../../../core/i18n/i18n-store'

export function DiscardConfirm({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const t = useT()
  return (
    <ConfirmModal
      title={t('folio:editManyDiscardTitle')}
      testIds={{ dialog: 'edit-many-discard', cancel: 'edit-many-keep-editing', confirm: 'edit-many-discard-confirm' }}
      cancelLabel={t('folio:editManyKeepEditing')}
      confirmLabel={t('folio:editManyDiscard')}
      onCancel={onKeep}
      onConfirm={onDiscard}
      danger
    >
      <p>{t('folio:editManyDiscardText')}</p>
    </ConfirmModal>
  )
}
