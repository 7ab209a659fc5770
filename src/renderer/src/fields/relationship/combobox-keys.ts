/**
 * The keyboard of the relationship picker, an editable combobox (WAI-ARIA APG): focus stays in the text
 * box, `active` is the option shown as focused in the listbox (aria-activedescendant). Unlike the
 * select-only Select (ui/Select/select-keys), printable keys and Space type into the box, and
 * Home/End move the caret unless the list is open. Pure, so the rules are unit-tested without a DOM.
 */
import { moveInList } from '../../core/lib/list-movement'

export type ComboboxAction =
  | { kind: 'open'; active: number }
  | { kind: 'move'; active: number }
  | { kind: 'choose'; active: number }
  | { kind: 'close' }

export interface ComboboxKeyState {
  open: boolean
  /** The option shown as focused while open, -1 for none. */
  active: number
  /** Options in the list now. */
  count: number
}

/** What a key does; null when the text box keeps its own meaning (typing, caret keys, Tab). */
export function comboboxKeyAction(key: string, state: ComboboxKeyState, altKey = false): ComboboxAction | null {
  const { open, active, count } = state
  if (!open) {
    // Alt+Down opens the list without choosing an option to show as focused (APG).
    if (key === 'ArrowDown') return { kind: 'open', active: altKey || count === 0 ? -1 : 0 }
    if (key === 'ArrowUp') return { kind: 'open', active: count - 1 }
    return null
  }
  switch (key) {
    case 'Escape':
      return { kind: 'close' }
    case 'Tab':
      return { kind: 'close' }
  }
  if (count === 0) return null
  if (key === 'ArrowUp' && altKey) return { kind: 'close' }
  if (key === 'Enter') return active >= 0 ? { kind: 'choose', active } : null
  const moved = moveInList(key, active, count)
  return moved === null ? null : { kind: 'move', active: moved }
}
