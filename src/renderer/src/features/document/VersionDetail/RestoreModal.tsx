import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ConfirmModal } from '../../../ui/Modal/ConfirmModal'
import { useT } from '../../../core/i18n/i18n-store'
import { invokeApi, restoreVersionRequest, type VersionsTarget } from '../../../core/requests'
import { toast } from '../../../core/stores/toast-store'

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

/** Asks before restoring a version (as a draft, in its own words); once restored, the document opens. */
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

  const global = target.kind === 'global'
  const question = asDraft
    ? t(global ? 'folio:aboutToRestoreGlobalAsDraft' : 'folio:aboutToRestoreAsDraft', { label, versionDate })
    : t(global ? 'version:aboutToRestoreGlobal' : 'version:aboutToRestore', { label, versionDate })
  return (
    <ConfirmModal
      title={asDraft ? t('folio:restoreAsDraftTitle') : t('version:confirmVersionRestoration')}
      testIds={{ dialog: 'restore-modal', cancel: 'restore-cancel', confirm: 'restore-confirm' }}
      confirmLabel={asDraft ? t('version:restoreAsDraft') : t('general:confirm')}
      busyLabel={t('version:restoring')}
      busy={restoring}
      onConfirm={() => void restore()}
      onCancel={onClose}
    >
      <p data-testid="restore-question">{question}</p>
    </ConfirmModal>
  )
}
