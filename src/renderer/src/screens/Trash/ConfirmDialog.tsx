/**
 * A confirmation before a trash action that cannot be taken back by accident: focus moves to Cancel
 * (the safe choice), Escape cancels, and focus goes back to the button that opened it. It stays open
 * when the action failed (the error is shown as a toast) and closes once it is done.
 */
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react'
import { Modal, ModalButton } from '../../elements/Modal/Modal'
import { useT } from '../../i18n/i18n-store'

/** The trash's heading: focus goes there when the button that opened a dialog is gone with its row. */
export const TRASH_HEADING_ID = 'trash-heading'

interface Props {
  title: string
  testId: string
  confirmLabel: string
  workingLabel: string
  /** Resolves true when done (the dialog closes), false when it failed (it stays open). */
  onConfirm: () => Promise<boolean>
  onClose: () => void
  children: ReactNode
}

export function ConfirmDialog({ title, testId, confirmLabel, workingLabel, onConfirm, onClose, children }: Props) {
  const t = useT()
  const [working, setWorking] = useState(false)
  const boxRef = useRef<HTMLDivElement>(null)
  const doneRef = useRef(false)
  const cancel = useEffectEvent(() => {
    if (!working) onClose()
  })

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    boxRef.current?.querySelector<HTMLButtonElement>(`[data-testid="${testId}-cancel"]`)?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && cancel()
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      // Once done, the opener goes with its row (or is disabled, with nothing left to empty): the
      // trash's heading takes focus then. Cancelled, focus goes back to the opener.
      if (doneRef.current || !opener?.isConnected) document.getElementById(TRASH_HEADING_ID)?.focus()
      else opener.focus()
    }
  }, [testId])

  const confirm = async () => {
    setWorking(true)
    const done = await onConfirm()
    doneRef.current = done
    setWorking(false)
    if (done) onClose()
  }

  return (
    <div ref={boxRef}>
      <Modal
        title={title}
        testId={testId}
        actions={
          <>
            <ModalButton testId={`${testId}-cancel`} onClick={onClose} disabled={working}>
              {t('general:cancel')}
            </ModalButton>
            <ModalButton testId={`${testId}-confirm`} onClick={() => void confirm()} disabled={working} primary>
              {working ? workingLabel : confirmLabel}
            </ModalButton>
          </>
        }
      >
        <p>{children}</p>
      </Modal>
    </div>
  )
}
