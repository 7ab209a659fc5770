import { isUnsendable } from '../../core/validation/typed-text'

/**
 * The step a number input moves by: the field's `admin.step`, else any (Payload's admin sends its form
 * unchecked by the browser, so a decimal off the default step of 1 from `min` saves there).
 */
export function numberStep(field: { admin?: unknown }): number | 'any' {
  const step = (field.admin as { step?: unknown } | undefined)?.step
  return typeof step === 'number' && Number.isFinite(step) && step > 0 ? step : 'any'
}

/** A number field's value as its input shows it: what was typed when it cannot be sent. */
export function numberText(value: unknown): string {
  if (isUnsendable(value)) return value.text
  return value === null || value === undefined ? '' : String(value)
}
