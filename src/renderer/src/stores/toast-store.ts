/**
 * Short messages after an action (saved, failed); each disappears by itself. The same message while
 * it is still on screen is not stacked again: it is counted, and stays for its full time from then.
 */
import { create } from 'zustand'

export type ToastKind = 'success' | 'error' | 'info'
export interface Toast {
  id: number
  kind: ToastKind
  message: string
  /** How many times it was shown while on screen (1 the first time). */
  count: number
}

interface ToastStore {
  toasts: Toast[]
  show(kind: ToastKind, message: string, ms?: number): void
  dismiss(id: number): void
}

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

export const useToastStore = create<ToastStore>((set, get) => ({
  toasts: [],
  show(kind, message, ms = kind === 'error' ? 8000 : 4000) {
    const same = get().toasts.find((t) => t.kind === kind && t.message === message)
    const id = same?.id ?? nextId++
    clearTimeout(timers.get(id))
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), ms),
    )
    set({
      toasts: same
        ? get().toasts.map((t) => (t.id === id ? { ...t, count: t.count + 1 } : t))
        : [...get().toasts, { id, kind, message, count: 1 }],
    })
  },
  dismiss(id) {
    clearTimeout(timers.get(id))
    timers.delete(id)
    set({ toasts: get().toasts.filter((t) => t.id !== id) })
  },
}))

export const toast = {
  success: (message: string) => useToastStore.getState().show('success', message),
  error: (message: string) => useToastStore.getState().show('error', message),
  info: (message: string) => useToastStore.getState().show('info', message),
}
