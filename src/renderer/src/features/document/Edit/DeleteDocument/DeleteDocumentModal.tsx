/**
 * Payload's delete confirmation: it names the document, says whether it goes to the trash or is
 * deleted for good, offers "Skip trash and delete permanently" where there is a trash, and warns
 * that unsaved changes are lost.
 */
import { useState } from 'react'
import { Checkbox } from '../../../../ui/Checkbox/Checkbox'
import { ConfirmModal, useDeletionQuestion } from '../../../../ui/Modal/ConfirmModal'
import { useT } from '../../../../core/i18n/i18n-store'
import { withEmphasis } from './emphasis'
import './DeleteDocument.css'

interface Props {
  label: string
  title: string
  trash: boolean
  /** The form holds edits not saved yet. */
  modified: boolean
  working: boolean
  onConfirm: (permanently: boolean) => void
  onCancel: () => void
}

export function DeleteDocumentModal({ label, title, trash, modified, working, onConfirm, onCancel }: Props) {
  const t = useT()
  const deletion = useDeletionQuestion()
  const [permanently, setPermanently] = useState(false)
  const toTrash = trash && !permanently
  return (
    <ConfirmModal
      {...deletion}
      testIds={{ dialog: 'delete-modal', cancel: 'cancel-delete', confirm: 'confirm-delete' }}
      confirmLabel={t('general:confirm')}
      busy={working}
      onConfirm={() => onConfirm(permanently)}
      onCancel={onCancel}
    >
      <p data-testid="delete-message">
        {withEmphasis(t(toTrash ? 'general:aboutToTrash' : 'general:aboutToDelete', { label, title }))}
      </p>
      <p data-testid="delete-outcome">{t(toTrash ? 'folio:deleteToTrash' : 'folio:deleteForGood')}</p>
      {modified && (
        <p className="modal__warning" role="alert" data-testid="delete-unsaved">
          {t('folio:deleteLosesEdits')}
        </p>
      )}
      {trash && (
        <label className="modal__check">
          <Checkbox checked={permanently} onChange={setPermanently} testId="delete-permanently" />
          {t('general:deletePermanently')}
        </label>
      )}
    </ConfirmModal>
  )
}
