/** Puts the cursor in a field, by its data path: its input, or the first control its renderer shows. */
import { fieldId } from '../../../fields/common/FieldShell'
import { FOCUSABLE } from '../../../ui/Modal/focus-cycle'

export function focusField(root: HTMLElement | null, path: string) {
  const input = root?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(path))}`)
  const shell = root?.querySelector(`[data-testid="field-${CSS.escape(path)}"]`)
  ;(input ?? shell?.querySelector<HTMLElement>(FOCUSABLE))?.focus()
}
