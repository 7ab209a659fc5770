/**
 * The selection in the list on screen, kept across its pages and cleared when the list's query
 * (collection, where, search, locale) changes. After a bulk run the documents that failed stay
 * selected, each with its error.
 */
import { create } from 'zustand'
import { emptySelection, keepOnly, type DocId, type Selection } from '../bulk/selection'

interface SelectionStore {
  /** The list query the selection belongs to. */
  scope: string
  selection: Selection
  /** Why a document stayed selected after a run. */
  errors: Record<DocId, string>
  /** Moves to another list query: the selection starts empty there. */
  enter: (scope: string) => void
  change(next: (selection: Selection) => Selection): void
  clear: () => void
  keepFailed: (failed: Array<{ id: DocId; message: string }>) => void
}

/** One empty object for every empty state: a list subscribed to them is not drawn again for a new `{}`. */
export const noErrors: Record<DocId, string> = {}

export const useSelectionStore = create<SelectionStore>((set, get) => ({
  scope: '',
  selection: emptySelection,
  errors: noErrors,
  enter(scope) {
    if (get().scope !== scope) set({ scope, selection: emptySelection, errors: noErrors })
  },
  change(next) {
    set({ selection: next(get().selection) })
  },
  clear() {
    set({ selection: emptySelection, errors: noErrors })
  },
  keepFailed(failed) {
    set({
      selection: keepOnly(failed.map((f) => f.id)),
      errors: Object.fromEntries(failed.map((f) => [f.id, f.message])),
    })
  },
}))
