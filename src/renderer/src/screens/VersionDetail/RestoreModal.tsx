import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useT } from '../../i18n/i18n-store'
import { invokeApi, restoreVersionRequest, type VersionsTarget } from '../../lib/requests'
import { toast } from '../../stores/toast-store'

interface RestoreModalProps {
  target: VersionsTarget
  versionId: string
  asDraft: boolean
  /** The collection's or global's label, and the version's date, as the question names them. */
  label: string
  versionDate: string
  language: string
  /** Where the editor lands once it is restored: the document. */
  docHref: string
  onClose: () => void
}

/** Asks before restoring a version; once restored, the document opens. */
export function RestoreModal(props: RestoreModalProps) {
  const { target, versionId, asDraft, label, versionDate, language, docHref, onClose } = props
  const t = useT()
  const navigate = useNavigate()
  const [restoring, setRestoring] = useState(false)

  async function restore() {
    setRestoring(true)
    const result = await invokeApi(restoreVersionRequest(target, versionId, asDraft, language))
    setRestoring(false)
    onClose()
    if (result.ok && result.status === 200) {
      toast.success((result.data as { message?: string }).message ?? t('version:restoredSuccessfully'))
      void navigate(docHref)
    } else toast.error(t('version:problemRestoringVersion'))
  }

  return (
    <div className="modal" role="dialog" aria-modal="true" aria-labelledby="restore-title" data-testid="restore-modal">
      <div className="modal__box">
        <h2 id="restore-title">{t('version:confirmVersionRestoration')}</h2>
        <p>
          {t(target.kind === 'collection' ? 'version:aboutToRestore' : 'version:aboutToRestoreGlobal', {
            label,
            versionDate,
          })}
        </p>
        <div className="modal__actions">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={onClose}
            disabled={restoring}
            data-testid="restore-cancel"
          >
            {t('general:cancel')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => void restore()}
            disabled={restoring}
            data-testid="restore-confirm"
          >
            {restoring ? t('version:restoring') : t('general:confirm')}
          </button>
        </div>
      </div>
    </div>
  )
}
