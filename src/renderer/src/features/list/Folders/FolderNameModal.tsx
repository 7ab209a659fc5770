/**
 * A folder's name, asked for a new folder inside the one browsed (Payload's "New Folder") or for the
 * folder browsed ("Rename Folder"). The name box has focus, Escape closes; a refusal is said in the
 * dialog and the typed name stays for the next try.
 */
import { useId, useState } from 'react'
import type { ApiRequest } from '@shared/api'
import { Modal, ModalButton } from '../../../ui/Modal/Modal'
import { apiErrorText } from '../../../core/i18n/api-error-text'
import { useT } from '../../../core/i18n/i18n-store'
import { invokeApi } from '../../../core/requests'
import { toast } from '../../../core/stores/toast-store'

export function FolderNameModal({
  title,
  testId,
  submitLabel,
  initial = '',
  request,
  success,
  onClose,
}: {
  title: string
  /** The prefix of the dialog's test ids: `<testId>-modal`, `-name`, `-create`, `-cancel`, `-error`. */
  testId: string
  submitLabel: string
  initial?: string
  /** The request that stores `name`. */
  request: (name: string) => ApiRequest
  /** What the toast says once it is stored. */
  success: (name: string) => string
  onClose: (done: boolean) => void
}) {
  const t = useT()
  const inputId = useId()
  const [name, setName] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const trimmed = name.trim()
  const unchanged = trimmed === initial.trim()

  const submit = async () => {
    if (!trimmed || unchanged || busy) return
    setBusy(true)
    const result = await invokeApi(request(trimmed))
    setBusy(false)
    if (!result.ok) return setError(apiErrorText(result.error, t))
    toast.success(success(trimmed))
    onClose(true)
  }

  return (
    <Modal
      title={title}
      testId={`${testId}-modal`}
      busy={busy}
      onCancel={() => onClose(false)}
      initialFocus="input"
      actions={
        <>
          <ModalButton testId={`${testId}-cancel`} onClick={() => onClose(false)} disabled={busy}>
            {t('general:cancel')}
          </ModalButton>
          <ModalButton
            testId={`${testId}-create`}
            primary
            onClick={() => void submit()}
            disabled={busy || !trimmed || unchanged}
          >
            {submitLabel}
          </ModalButton>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <label htmlFor={inputId}>{t('folder:folderName')}</label>
        <input
          id={inputId}
          className="input"
          dir="auto"
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-testid={`${testId}-name`}
        />
      </form>
      {error && (
        <p role="alert" className="folders__error" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </Modal>
  )
}
