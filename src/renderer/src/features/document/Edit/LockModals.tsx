import { useNavigate } from 'react-router-dom'
import type { FolioLockUser } from '@shared/protocol'
import { routes } from '../../../core/routes/routes'
import type { LockPhase } from '../session/document-lock'
import { Modal, ModalButton } from '../../../ui/Modal/Modal'
import { useT } from '../../../core/i18n/i18n-store'

/**
 * The locked modal (read-only or take over) and the taken-over modal (read-only or back to the dashboard).
 * Escape picks read-only in both: it changes nothing on the server and keeps the document on screen.
 */
export function LockModals({
  phase,
  holder,
  onTakeOver,
  onReadOnly,
  onClose,
}: {
  phase: LockPhase
  holder: FolioLockUser | null
  onTakeOver: () => void
  onReadOnly: () => void
  /** In a drawer: taken over, the editor closes it instead of leaving the page for the dashboard. */
  onClose?: () => void
}) {
  const t = useT()
  const navigate = useNavigate()
  if (phase === 'locked-by-other') {
    return (
      <Modal
        title={t('general:documentLocked')}
        testId="locked-modal"
        onCancel={onReadOnly}
        actions={
          <>
            <ModalButton testId="lock-read-only" onClick={onReadOnly}>
              {t('general:viewReadOnly')}
            </ModalButton>
            <ModalButton testId="lock-take-over" onClick={onTakeOver} primary>
              {t('general:takeOver')}
            </ModalButton>
          </>
        }
      >
        <p>
          <strong data-testid="lock-holder">{holder?.displayName ?? ''}</strong> {t('general:currentlyEditing')}
        </p>
      </Modal>
    )
  }
  if (phase === 'taken-over') {
    return (
      <Modal
        title={t('general:editingTakenOver')}
        testId="taken-over-modal"
        onCancel={onReadOnly}
        actions={
          <>
            <ModalButton testId="taken-read-only" onClick={onReadOnly}>
              {t('general:viewReadOnly')}
            </ModalButton>
            {onClose ? (
              <ModalButton testId="taken-close" onClick={onClose} primary>
                {t('general:close')}
              </ModalButton>
            ) : (
              <ModalButton testId="taken-dashboard" onClick={() => void navigate(routes.dashboard())} primary>
                {t('general:backToDashboard')}
              </ModalButton>
            )}
          </>
        }
      >
        <p>
          <strong>{holder?.displayName ?? ''}</strong> — {t('general:anotherUserTakenOver')}
        </p>
      </Modal>
    )
  }
  return null
}
