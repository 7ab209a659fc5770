/**
 * A question before an action: title, text, Cancel and the action. Cancel has focus first (the safe
 * choice) and Escape cancels; while busy both buttons are disabled, Escape does nothing and the action
 * names what is under way.
 */
import type { ReactNode } from 'react'
import { useT } from '../../core/i18n/i18n-store'
import { Modal, ModalButton } from './Modal'
import type { NativeDialogOptions } from './use-native-dialog'

/** The data-testids of the dialog, its Cancel button and its action. */
export interface ConfirmModalTestIds {
  dialog: string
  cancel: string
  confirm: string
}

export interface ConfirmModalProps extends Pick<NativeDialogOptions, 'initialFocus' | 'returnFocus'> {
  title: ReactNode
  testIds: ConfirmModalTestIds
  children: ReactNode
  confirmLabel: ReactNode
  /** Shown on the action while busy. */
  busyLabel?: ReactNode
  cancelLabel?: ReactNode
  onConfirm: () => void
  onCancel: () => void
  /** The action destroys something: it is shown in red. */
  danger?: boolean
  busy?: boolean
  /** The action cannot run yet (nothing chosen). */
  confirmDisabled?: boolean
}

/** A deletion, asked as Payload asks it: "Confirm deletion", "Deleting…" while busy, the action in red. */
export function useDeletionQuestion(): { title: string; busyLabel: string; danger: true } {
  const t = useT()
  return { title: t('general:confirmDeletion'), busyLabel: t('general:deleting'), danger: true }
}

export function ConfirmModal(props: ConfirmModalProps) {
  const t = useT()
  const { confirmLabel, busyLabel, cancelLabel, onConfirm, onCancel } = props
  const { title, testIds, children, danger = false, busy = false, confirmDisabled = false } = props
  return (
    <Modal
      title={title}
      testId={testIds.dialog}
      onCancel={onCancel}
      busy={busy}
      initialFocus={props.initialFocus ?? `[data-testid="${testIds.cancel}"]`}
      returnFocus={props.returnFocus}
      actions={
        <>
          <ModalButton testId={testIds.cancel} onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('general:cancel')}
          </ModalButton>
          <ModalButton
            testId={testIds.confirm}
            onClick={onConfirm}
            disabled={busy || confirmDisabled}
            primary
            danger={danger}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </ModalButton>
        </>
      }
    >
      {children}
    </Modal>
  )
}
