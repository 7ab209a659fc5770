/**
 * A new folder inside the one browsed (Payload's "New Folder"), for this collection's documents. A
 * refusal is said in the dialog and the typed name stays.
 */
import { useId, useState } from 'react'
import { Modal, ModalButton } from '../../../elements/Modal/Modal'
import { apiErrorText } from '../../../i18n/api-error-text'
import { useI18n, useT } from '../../../i18n/i18n-store'
import { createFolderRequest, invokeApi } from '../../../lib/requests'
import { toast } from '../../../stores/toast-store'

export function NewFolderModal({
  slug,
  parent,
  onClose,
}: {
  slug: string
  parent: string
  onClose: (created: boolean) => void
}) {
  const t = useT()
  const language = useI18n((s) => s.language)
  const inputId = useId()
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const create = async () => {
    if (!name.trim() || busy) return
    setBusy(true)
    const result = await invokeApi(createFolderRequest(name.trim(), parent, slug, language))
    setBusy(false)
    if (!result.ok) return setError(apiErrorText(result.error, t))
    toast.success(t('general:successfullyCreated', { label: name.trim() }))
    onClose(true)
  }

  return (
    <Modal
      title={t('folder:newFolder')}
      testId="folder-new-modal"
      busy={busy}
      onCancel={() => onClose(false)}
      initialFocus="input"
      actions={
        <>
          <ModalButton testId="folder-new-cancel" onClick={() => onClose(false)} disabled={busy}>
            {t('general:cancel')}
          </ModalButton>
          <ModalButton testId="folder-new-create" primary onClick={() => void create()} disabled={busy || !name.trim()}>
            {t('general:create')}
          </ModalButton>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void create()
        }}
      >
        <label htmlFor={inputId}>{t('folder:folderName')}</label>
        <input
          id={inputId}
          className="input"
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-testid="folder-new-name"
        />
      </form>
      {error && (
        <p role="alert" className="folders__error" data-testid="folder-new-error">
          {error}
        </p>
      )}
    </Modal>
  )
}
