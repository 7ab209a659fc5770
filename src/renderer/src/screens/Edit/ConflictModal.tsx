/** The server's copy changed since it was loaded: cancel, load theirs, or overwrite with this editor's. */
import type { Conflict } from '../../document/use-document-save'
import { Modal, ModalButton } from '../../elements/Modal/Modal'
import { useI18n, useT } from '../../i18n/i18n-store'

export function ConflictModal({
  conflict,
  onResolve,
}: {
  conflict: Conflict
  onResolve: (choice: 'cancel' | 'overwrite') => void
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  return (
    <Modal
      title={t('folio:changedOnServer')}
      testId="conflict-modal"
      onCancel={() => onResolve('cancel')}
      initialFocus='[data-testid="conflict-cancel"]'
      actions={
        <>
          <ModalButton testId="conflict-cancel" onClick={() => onResolve('cancel')}>
            {t('general:cancel')}
          </ModalButton>
          <ModalButton testId="conflict-reload" onClick={() => window.location.reload()}>
            {t('folio:loadTheirs')}
          </ModalButton>
          <ModalButton testId="conflict-overwrite" onClick={() => onResolve('overwrite')} primary>
            {t('folio:overwrite')}
          </ModalButton>
        </>
      }
    >
      <p>{t('folio:changedOnServerText', { time: new Date(conflict.updatedAt).toLocaleString(language) })}</p>
    </Modal>
  )
}
