/** Asked before the drawer closes on typed values: they would be lost. Escape keeps editing. */
import { useRef } from 'react'
import { Modal, ModalButton } from '../../../elements/Modal/Modal'
import { useT } from '../../../i18n/i18n-store'
import { useDialogFocus } from './use-dialog-focus'

export function DiscardConfirm({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const t = useT()
  const box = useRef<HTMLDivElement>(null)
  useDialogFocus(box, '[data-testid="edit-many-keep-editing"]')
  return (
    <div
      ref={box}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.stopPropagation()
        onKeep()
      }}
    >
      <Modal
        title={t('folio:editManyDiscardTitle')}
        testId="edit-many-discard"
        actions={
          <>
            <ModalButton testId="edit-many-keep-editing" onClick={onKeep}>
              {t('folio:editManyKeepEditing')}
            </ModalButton>
            <ModalButton testId="edit-many-discard-confirm" onClick={onDiscard} primary>
              {t('folio:editManyDiscard')}
            </ModalButton>
          </>
        }
      >
        <p>{t('folio:editManyDiscardText')}</p>
      </Modal>
    </div>
  )
}
