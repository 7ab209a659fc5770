/**
 * The one dialog primitive: a native <dialog> shown with showModal(), labelled by its heading. "modal"
 * is a centred box; "drawer" slides in from the end edge and also closes on a click beside it.
 */
import { useRef, type ReactNode } from 'react'
import { useNativeDialog, type NativeDialogOptions } from './use-native-dialog'
import './Modal.css'

export interface DialogProps extends NativeDialogOptions {
  testId: string
  /** The id of the heading inside that names the dialog. */
  labelledBy: string
  variant?: 'modal' | 'drawer'
  className?: string
  /** Set as data- attributes on the dialog (e.g. which collection a document drawer shows). */
  data?: Record<string, string>
  children: ReactNode
}

export function Dialog({ testId, labelledBy, variant = 'modal', className, data, children, ...options }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  useNativeDialog(ref, options)
  const { onCancel, busy } = options
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      tabIndex={-1}
      data-testid={testId}
      {...Object.fromEntries(Object.entries(data ?? {}).map(([key, value]) => [`data-${key}`, value]))}
      onMouseDown={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its box.
        if (variant !== 'drawer' || event.target !== ref.current || busy || !onCancel) return
        const box = ref.current.getBoundingClientRect()
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom
        if (!inside) onCancel()
      }}
    >
      {children}
    </dialog>
  )
}
