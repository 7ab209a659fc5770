/**
 * The keyboard of a select-only combobox (WAI-ARIA APG): focus stays on the button, `active` is the option
 * shown as focused in the listbox. Pure, so the rules are unit-tested without a DOM.
 */
import { moveInList } from '../../core/lib/list-movement'

export type SelectAction =
  | { kind: 'open'; active: number }
  | { kind: 'move'; active: number }
  | { kind: 'commit'; active: number; close: boolean }
  | { kind: 'close' }

export interface SelectKeyState {
  open: boolean
  /** The option shown as focused while open; the selected one (or -1) while closed. */
  active: number
  count: number
}

/** What a key does; null when the select ignores it (Tab while closed, modifiers, …). */
export function selectKeyAction(key: string, state: SelectKeyState, altKey = false): SelectAction | null {
  const { open, active, count } = state
  if (count === 0) return null
  const start = Math.max(active, 0)
  if (!open) {
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Enter':
      case ' ':
        return { kind: 'open', active: start }
      case 'Home':
        return { kind: 'open', active: 0 }
      case 'End':
        return { kind: 'open', active: count - 1 }
      default:
        return null
    }
  }
  switch (key) {
    case 'ArrowUp':
      if (altKey) return { kind: 'commit', active: start, close: true }
      break
    case 'Enter':
    case ' ':
      return { kind: 'commit', active: start, close: true }
    case 'Tab':
      // Tab keeps the option shown as focused, as a native select does, and lets focus move on.
      return { kind: 'commit', active: start, close: true }
    case 'Escape':
      return { kind: 'close' }
  }
  const moved = moveInList(key, start, count)
  return moved === null ? null : { kind: 'move', active: moved }
}

/**
 * Type-ahead: the next option whose label starts with what was typed, searching after `from` and wrapping.
 * Typing one letter again cycles through the options starting with it.
 */
export function typeAheadMatch(labels: readonly string[], typed: string, from: number): number {
  const query = typed.toLocaleLowerCase()
  if (!query || labels.length === 0) return -1
  const repeated = query.length > 1 && [...query].every((c) => c === query[0])
  const needle = repeated ? query.charAt(0) : query
  // A single new letter (or the same letter again) starts after the current option; a longer word includes it.
  const offset = needle.length === 1 ? 1 : 0
  for (let i = 0; i < labels.length; i++) {
    const index = (Math.max(from, 0) + offset + i) % labels.length
    if (labels[index]?.toLocaleLowerCase().startsWith(needle)) return index
  }
  return -1
}

/** A printable character that feeds type-ahead (not Space, which commits). */
export function isTypeAheadKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey
}
