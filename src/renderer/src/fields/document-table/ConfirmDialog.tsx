/**
 * A confirmation before a trash action that cannot be taken back by accident: focus moves to Cancel
 * (the safe choice), Escape cancels, and focus goes back to the button that opened it. It stays open
 * when the action failed (the error is shown as a toast) and closes once it is done.
 */
import { useRef, useState, type ReactNode } from 'react'
import { ConfirmModal } from '../../ui/Modal/ConfirmModal'

/** The trash's heading: focus goes there when the button that opened a dialog is gone with its row. */
export const TRASH_HEADING_ID = 'trash-heading'

interface Props {
  title: string
  testId: string
  confirmLabel: string
  /** Shown on the action while it runs. */
  busyLabel: string
  /** Resolves true when done (the dialog closes), false when it failed (it stays open). */
  onConfirm: () => Promise<boolean>
  onClose: () => void
  /** The action deletes for good: shown in red. */
  danger?: boolean
  children: ReactNode
}

export function ConfirmDialog(props: Props) {
  const { title, testId, confirmLabel, busyLabel, onConfirm, onClose, danger = false, children } = props
  const [working, setWorking] = useState(false)
  const doneRef = useRef(false)

  const confirm = async () => {
    setWorking(true)
    const done = await onConfirm()
    doneRef.current = done
    setWorking(false)
    if (done) onClose()
  }

  return (
    <ConfirmModal
      title={title}
      testIds={{ dialog: testId, cancel: `${testId}-cancel`, confirm: `${testId}-confirm` }}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={working}
      danger={danger}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      returnFocus={(opener) => {
        // Once done, the opener goes with its row (or is disabled, with nothing left to empty): the
        // trash's heading takes focus then. Cancelled, focus goes back to the opener.
        if (doneRef.current || !opener?.isConnected) document.getElementById(TRASH_HEADING_ID)?.focus()
        else opener.focus()
      }}
    >
      <p>{children}</p>
    </ConfirmModal>
  )
}
