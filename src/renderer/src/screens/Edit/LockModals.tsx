import { useNavigate } from 'react-router-dom'
import type { FolioLockUser } from '@shared/protocol'
import { routes } from '../../app/routes'
import { useT } from '../../i18n/i18n-store'
import type { LockPhase } from '../../document/use-document-lock'

/** The locked modal (read-only or take over) and the taken-over modal (read-only or back to the dashboard). */
export function LockModals({
  phase,
  holder,
  onTakeOver,
  onReadOnly,
}: {
  phase: LockPhase
  holder: FolioLockUser | null
  onTakeOver: () => void
  onReadOnly: () => void
}) {
  const t = useT()
  const navigate = useNavigate()
  if (phase === 'locked-by-other') {
    return (
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="locked-title" data-testid="locked-modal">
        <div className="modal__box">
          <h2 id="locked-title">{t('general:documentLocked')}</h2>
          <p>
            <strong data-testid="lock-holder">{holder?.displayName ?? ''}</strong> {t('general:currentlyEditing')}
          </p>
          <div className="modal__actions">
            <button type="button" className="btn btn--secondary" onClick={onReadOnly} data-testid="lock-read-only">
              {t('general:viewReadOnly')}
            </button>
            <button type="button" className="btn" onClick={onTakeOver} data-testid="lock-take-over">
              {t('general:takeOver')}
            </button>
          </div>
        </div>
      </div>
    )
  }
  if (phase === 'taken-over') {
    return (
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="taken-title"
        data-testid="taken-over-modal"
      >
        <div className="modal__box">
          <h2 id="taken-title">{t('general:editingTakenOver')}</h2>
          <p>
            <strong>{holder?.displayName ?? ''}</strong> — {t('general:anotherUserTakenOver')}
          </p>
          <div className="modal__actions">
            <button type="button" className="btn btn--secondary" onClick={onReadOnly} data-testid="taken-read-only">
              {t('general:viewReadOnly')}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => void navigate(routes.dashboard())}
              data-testid="taken-dashboard"
            >
              {t('general:backToDashboard')}
            </button>
          </div>
        </div>
      </div>
    )
  }
  return null
}
