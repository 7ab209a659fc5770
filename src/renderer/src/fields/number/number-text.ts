import { isUnsendable } from '../../core/validation/typed-text'

/** A number field's value as its input shows it: what was typed when it cannot be sent. */
export function numberText(value: unknown): string {
  if (isUnsendable(value)) return value.text
  return value === null || value === undefined ? '' : String(value)
}
