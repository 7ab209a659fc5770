/** A modal dialog: a heading, its text and a row of actions, labelled by the heading. */
import { useId, type ReactNode } from 'react'

export function Modal({
  title,
  testId,
  children,
  actions,
}: {
  title: ReactNode
  testId: string
  children: ReactNode
  actions: ReactNode
}) {
  const titleId = useId()
  return (
    <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
      <div className="modal__box">
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="modal__actions">{actions}</div>
      </div>
    </div>
  )
}

/** A dialog button: the secondary look unless it is the main action. */
export function ModalButton({
  testId,
  onClick,
  primary = false,
  disabled = false,
  children,
}: {
  testId: string
  onClick: () => void
  primary?: boolean
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={primary ? 'btn' : 'btn btn--secondary'}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  )
}
