/**
 * The list's columns in the order the editor chose: the URL's `columns` (those on show, in order), kept
 * too in the user's preferences as Payload's admin keeps them (`collection-<slug>`, `columns`: every
 * column as `{ accessor, active }`, in order), so the list opens with them when the URL names none.
 */
import type { PreferenceValue } from '../../../core/stores/preferences-store'

export interface ColumnPreference {
  accessor: string
  active: boolean
}

/** A column switched off, or on at the end of those on show. */
export function toggleColumn(active: string[], name: string): string[] {
  return active.includes(name) ? active.filter((n) => n !== name) : [...active, name]
}

/** A column on show moved by `by` places (negative: earlier), kept within the list. */
export function moveColumn(active: string[], name: string, by: number): string[] {
  const from = active.indexOf(name)
  if (from < 0) return active
  const to = Math.max(0, Math.min(active.length - 1, from + by))
  return placeAt(active, name, to)
}

/** A column dragged onto another takes that one's place (the others make room). */
export function dropColumn(active: string[], dragged: string, onto: string): string[] {
  const to = active.indexOf(onto)
  if (to < 0 || !active.includes(dragged)) return active
  return placeAt(active, dragged, to)
}

function placeAt(active: string[], name: string, to: number): string[] {
  const rest = active.filter((n) => n !== name)
  return [...rest.slice(0, to), name, ...rest.slice(to)]
}

/** The picker's order: those on show in their order, then the others in the collection's. */
export function pickerOrder(all: string[], active: string[]): string[] {
  const known = active.filter((n) => all.includes(n))
  return [...known, ...all.filter((n) => !known.includes(n))]
}

/** The preference Payload's admin stores for the list's columns. */
export function columnsPreference(all: string[], active: string[]): ColumnPreference[] {
  return pickerOrder(all, active).map((accessor) => ({ accessor, active: active.includes(accessor) }))
}

/** The columns on show a stored preference names, in its order (only columns the list has); none when it names none. */
export function activeFromPreference(value: PreferenceValue | undefined, all: string[]): string[] | undefined {
  const stored = value?.columns
  if (!Array.isArray(stored)) return undefined
  const names = stored
    .filter(
      (c): c is ColumnPreference => Boolean(c) && typeof c === 'object' && (c as ColumnPreference).active === true,
    )
    .map((c) => c.accessor)
    .filter((n, i, list) => typeof n === 'string' && all.includes(n) && list.indexOf(n) === i)
  return names.length ? names : undefined
}
