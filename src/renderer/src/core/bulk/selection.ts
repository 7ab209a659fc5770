/**
 * Which documents of a list are selected: picked one by one (kept across pages), or every document
 * matching the list's query. Pure: the selection store and the list screen call these.
 */

export type DocId = string

export interface Selection {
  /** Picked documents, in the order picked. */
  ids: DocId[]
  /** Every document matching the list's where, search and locale, across pages. */
  allMatching: boolean
  /** The row Shift+click and Shift+Arrow extend from. */
  anchor: DocId | null
}

export const emptySelection: Selection = { ids: [], allMatching: false, anchor: null }

export const isSelected = (selection: Selection, id: DocId): boolean =>
  selection.allMatching || selection.ids.includes(id)

/** How many documents the selection stands for, `total` being how many match the list's query. */
export const selectedCount = (selection: Selection, total: number): number =>
  selection.allMatching ? total : selection.ids.length

/** Whether the page on screen is unselected, partly or wholly selected (the header checkbox). */
export function pageState(selection: Selection, pageIds: DocId[]): 'none' | 'some' | 'all' {
  const picked = pageIds.filter((id) => isSelected(selection, id)).length
  return picked === 0 ? 'none' : picked === pageIds.length ? 'all' : 'some'
}

/**
 * One row on or off. Unticking a row while all matching are selected keeps the rest of this page:
 * the other pages' documents are not known one by one (Payload's admin does the same).
 */
export function toggle(selection: Selection, id: DocId, pageIds: DocId[]): Selection {
  if (selection.allMatching) return { ids: pageIds.filter((other) => other !== id), allMatching: false, anchor: id }
  const ids = selection.ids.includes(id) ? selection.ids.filter((other) => other !== id) : [...selection.ids, id]
  return { ids, allMatching: false, anchor: id }
}

/** The header checkbox: the whole page on, or off. */
export function setPage(selection: Selection, pageIds: DocId[], on: boolean): Selection {
  if (!on) {
    const ids = selection.allMatching ? [] : selection.ids.filter((id) => !pageIds.includes(id))
    return { ids, allMatching: false, anchor: null }
  }
  if (selection.allMatching) return selection
  return { ...selection, ids: [...selection.ids, ...pageIds.filter((id) => !selection.ids.includes(id))] }
}

/** Shift+click or Shift+Arrow: every row from the anchor to `id` (page order) is added. */
export function extendTo(selection: Selection, id: DocId, pageIds: DocId[]): Selection {
  const from = selection.anchor === null ? -1 : pageIds.indexOf(selection.anchor)
  const to = pageIds.indexOf(id)
  if (to < 0) return selection
  if (from < 0) return toggleOn(selection, id)
  const range = pageIds.slice(Math.min(from, to), Math.max(from, to) + 1)
  if (selection.allMatching) return selection
  return { ...selection, ids: [...selection.ids, ...range.filter((other) => !selection.ids.includes(other))] }
}

function toggleOn(selection: Selection, id: DocId): Selection {
  if (isSelected(selection, id)) return { ...selection, anchor: id }
  return { ids: [...selection.ids, id], allMatching: false, anchor: id }
}

export const selectAllMatching = (selection: Selection): Selection => ({ ...selection, allMatching: true })

/** After a run: only the documents that failed stay selected, so they can be tried again. */
export const keepOnly = (ids: DocId[]): Selection => ({ ids: [...ids], allMatching: false, anchor: null })
