/** The server's copy changed since it was loaded: cancel, load theirs, or overwrite with this editor's. */
import type { Conflict } from '../../document/use-document-save'
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
    <div
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby="conflict-title"
      data-testid="conflict-modal"
    >
      <div className="modal__box">
        <h2 id="conflict-title">{t('folio:changedOnServer')}</h2>
        <p>{t('folio:changedOnServerText', { time: new Date(conflict.updatedAt).toLocaleString(language) })}</p>
        <div className="modal__actions">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => onResolve('cancel')}
            data-testid="conflict-cancel"
          >
            {t('general:cancel')}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => window.location.reload()}
            data-testid="conflict-reload"
          >
            {t('folio:loadTheirs')}
          </button>
          <button type="button" className="btn" onClick={() => onResolve('overwrite')} data-testid="conflict-overwrite">
            {t('folio:overwrite')}
          </button>
        </div>
      </div>
    </div>
  )
}
