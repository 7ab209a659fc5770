/**
 * A drawer's header: its title (the dialog's name, through `titleId`) and the × that closes it. Each
 * drawer styles its own header, so the classes are `<block>__header`, `<block>__title` and `<block>__close`.
 */
import type { ReactNode } from 'react'
import { DialogCloseButton } from './DialogCloseButton'

export function DrawerHeader({
  block,
  titleId,
  children,
  onClose,
  closeTestId,
}: {
  /** The drawer's class name, which the header's classes extend. */
  block: string
  titleId: string
  children: ReactNode
  onClose: () => void
  closeTestId?: string
}) {
  return (
    <header className={`${block}__header`}>
      <h2 id={titleId} className={`${block}__title`}>
        {children}
      </h2>
      <DialogCloseButton className={`${block}__close`} onClick={onClose} testId={closeTestId} />
    </header>
  )
}
