/**
 * Short messages after an action (saved, failed); each disappears by itself. The same message while
 * it is still on screen is not stacked again: it is counted, and stays for its full time from then.
 * A toast may carry one action (Undo after a delete): a button, run once, that closes the toast.
 * A toast may be about one state (a save that failed, the CMS out of reach): given its `key`, a newer
 * message about that state replaces it, and it goes as soon as the state is over (`toast.clear(key)`).
 */
import { create } from 'zustand'

export type ToastKind = 'success' | 'error' | 'info'
export interface Toast {
  id: number
  kind: ToastKind
  message: string
  /** How many times it was shown while on screen (1 the first time). */
  count: number
  action?: ToastAction
  /** The state it is about: one toast per key, cleared when the state is over. */
  key?: string
}

export interface ToastAction {
  label: string
  run: () => void
}

interface ToastStore {
  toasts: Toast[]
  show(kind: ToastKind, message: string, ms?: number, action?: ToastAction, key?: string): void
  dismiss(id: number): void
  /** Dismisses the toasts about a state that is over. */
  clear(key: string): void
  /** Runs a toast's action once: the toast closes first, so a second click finds nothing. */
  act(id: number): void
}

let nextId = 1
const timers = new Map<number, ReturnType<typeof setTimeout>>()

export const useToastStore = create<ToastStore>((set, get) => ({
  toasts: [],
  show(kind, message, ms = kind === 'error' ? 8000 : 4000, action, key) {
    // A toast with an action is its own: its action belongs to one event, never to a repeat.
    const same = action
      ? undefined
      : get().toasts.find((t) => t.kind === kind && t.message === message && !t.action && t.key === key)
    // The same state said again in other words: the newer message takes the older one's place.
    const replaced = same || key === undefined ? undefined : get().toasts.find((t) => t.key === key)
    const id = same?.id ?? replaced?.id ?? nextId++
    clearTimeout(timers.get(id))
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), ms),
    )
    const fresh: Toast = { id, kind, message, count: 1, ...(action ? { action } : {}), ...(key ? { key } : {}) }
    set({
      toasts: same
        ? get().toasts.map((t) => (t.id === id ? { ...t, count: t.count + 1 } : t))
        : replaced
          ? get().toasts.map((t) => (t.id === id ? fresh : t))
          : [...get().toasts, fresh],
    })
  },
  clear(key) {
    for (const t of get().toasts) if (t.key === key) get().dismiss(t.id)
  },
  dismiss(id) {
    clearTimeout(timers.get(id))
    timers.delete(id)
    set({ toasts: get().toasts.filter((t) => t.id !== id) })
  },
  act(id) {
    const action = get().toasts.find((t) => t.id === id)?.action
    get().dismiss(id)
    action?.run()
  },
}))

/** The key of toasts saying the CMS cannot be reached: cleared once it answers again. */
export const CONNECTION_TOAST = 'connection'

/** How long a toast offering Undo stays: long enough to read it and reach the button. */
export const UNDO_TOAST_MS = 10_000

export const toast = {
  success: (message: string) => useToastStore.getState().show('success', message),
  /** With `key`: the one toast about that state (see `clear`). */
  error: (message: string, key?: string) => useToastStore.getState().show('error', message, undefined, undefined, key),
  info: (message: string) => useToastStore.getState().show('info', message),
  /** A success with one action button (Undo), shown for `ms`. */
  withAction: (message: string, action: ToastAction, ms = UNDO_TOAST_MS) =>
    useToastStore.getState().show('success', message, ms, action),
  /** The state the keyed toasts were about is over (the save landed, the CMS answers again). */
  clear: (key: string) => useToastStore.getState().clear(key),
}
