/**
 * The open modal dialogs, in the order they were shown. While one is open the browser makes everything
 * outside the topmost inert, so what must stay usable above every dialog (the toasts) is drawn inside
 * the topmost one: this is where it asks which that is.
 */
import { useSyncExternalStore } from 'react'

export interface ModalStack<T> {
  /** Shown (again): it becomes the topmost. */
  push: (item: T) => void
  /** Closed or gone; the one below becomes the topmost. */
  remove: (item: T) => void
  top: () => T | null
  subscribe: (listener: () => void) => () => void
}

export function createModalStack<T>(): ModalStack<T> {
  let items: T[] = []
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  return {
    push(item) {
      items = [...items.filter((i) => i !== item), item]
      notify()
    },
    remove(item) {
      if (!items.includes(item)) return
      items = items.filter((i) => i !== item)
      notify()
    },
    top: () => items[items.length - 1] ?? null,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The page's one stack of open modal <dialog>s, kept by useNativeDialog. */
export const openModals = createModalStack<HTMLDialogElement>()

/** The topmost open modal dialog, or null when none is open. */
export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(openModals.subscribe, openModals.top, () => null)
}
