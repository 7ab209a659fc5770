/** A modal dialog: a heading, its text and a row of actions, labelled by the heading. */
import { useId, type ReactNode } from 'react'
import { Button } from '../Button/Button'
import { Dialog } from './Dialog'
import type { NativeDialogOptions } from './use-native-dialog'

export interface ModalProps extends NativeDialogOptions {
  title: ReactNode
  testId: string
  children: ReactNode
  actions: ReactNode
  /** Another class beside `modal`, e.g. for a wider box. */
  className?: string
}

export function Modal({ title, testId, children, actions, className, ...options }: ModalProps) {
  const titleId = useId()
  return (
    <Dialog testId={testId} labelledBy={titleId} className={className ? `modal ${className}` : 'modal'} {...options}>
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {children}
      <div className="modal__actions">{actions}</div>
    </Dialog>
  )
}

/** A dialog button: the secondary look unless it is the main action; red when the action destroys. */
export function ModalButton({
  testId,
  onClick,
  primary = false,
  danger = false,
  disabled = false,
  children,
}: {
  testId: string
  onClick: () => void
  primary?: boolean
  danger?: boolean
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <Button
      variant={primary ? (danger ? 'danger' : 'primary') : 'secondary'}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  )
}
