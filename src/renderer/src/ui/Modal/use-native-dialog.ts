/**
 * Runs a native <dialog> as a modal while it is mounted: showModal() makes the rest of the page inert,
 * focus moves to the first sensible control, Tab wraps inside, Escape (the dialog's cancel event) asks
 * the owner to close unless the dialog is busy or has no way out, and focus goes back to the opener.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react'
import { FOCUSABLE, wrapIndex } from './focus-cycle'
import { openModals } from './modal-stack'

export interface NativeDialogOptions {
  /** Escape (and, for drawers, a click beside it) calls this; without it the dialog has no way out but its buttons. */
  onCancel?: () => void
  /** While true (a request is out), Escape does nothing. */
  busy?: boolean
  /** A selector for the control that gets focus first; else the first control that is not a close button. */
  initialFocus?: string
  /** Where focus goes once closed, given the element that had it before; default: back to that element. */
  returnFocus?: (opener: HTMLElement | null) => void
  /** Kept mounted but put away (closed, the page usable again) until it is shown once more. */
  hidden?: boolean
}

export function useNativeDialog(ref: RefObject<HTMLDialogElement | null>, options: NativeDialogOptions) {
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    let unmounting = false
    if (!dialog.open && !latest.current.hidden) show(dialog, latest.current.initialFocus)
    const dismissible = () => Boolean(latest.current.onCancel) && !latest.current.busy

    const onCancel = (event: Event) => {
      // Not cancelable (Escape twice without a click between): the browser closes it; onClose decides.
      if (!event.cancelable) return
      event.preventDefault()
      if (dismissible()) latest.current.onCancel?.()
    }
    const onClose = () => {
      openModals.remove(dialog)
      if (unmounting || latest.current.hidden) return
      if (dismissible()) latest.current.onCancel?.()
      else showAgain(dialog)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog inside this one keeps its own Tab order.
      if (event.key !== 'Tab' || !(event.target instanceof Element) || event.target.closest('dialog') !== dialog) return
      const controls = focusables(dialog)
      const to = wrapIndex(controls.indexOf(document.activeElement as HTMLElement), controls.length, event.shiftKey)
      if (to === null) return
      event.preventDefault()
      controls[to]?.focus()
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onClose)
    dialog.addEventListener('keydown', onKeyDown)
    return () => {
      unmounting = true
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onClose)
      dialog.removeEventListener('keydown', onKeyDown)
      openModals.remove(dialog)
      // Closed first: while it is open the rest of the page is inert and cannot take focus.
      if (dialog.open) dialog.close()
      // Focus moves once React has removed everything of this commit: a dialog nested in this one (a
      // question over a drawer) closes after it, and until then the page is still inert.
      const back = latest.current.returnFocus
      queueMicrotask(() => {
        if (back) back(opener)
        else if (opener?.isConnected) opener.focus()
      })
    }
  }, [ref])

  const hidden = options.hidden ?? false
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (hidden && dialog.open) {
      openModals.remove(dialog)
      dialog.close()
    } else if (!hidden && !dialog.open) show(dialog, latest.current.initialFocus)
  }, [ref, hidden])
}

function show(dialog: HTMLDialogElement, initialFocus: string | undefined) {
  showAgain(dialog)
  firstControl(dialog, initialFocus)?.focus()
}

/** Shown as a modal, and the topmost for what is drawn above every dialog (the toasts). */
function showAgain(dialog: HTMLDialogElement) {
  dialog.showModal()
  openModals.push(dialog)
}

/** The dialog's own visible controls, in order (not those of a dialog nested in it). */
function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.closest('dialog') === dialog && el.getClientRects().length > 0,
  )
}

function firstControl(dialog: HTMLDialogElement, selector: string | undefined): HTMLElement | null {
  const chosen = selector ? dialog.querySelector<HTMLElement>(selector) : null
  if (chosen) return chosen
  return focusables(dialog).find((el) => !el.hasAttribute('data-dialog-close')) ?? dialog
}
