import { isUnsendable, pointTexts } from '../../core/validation/typed-text'

/** The point's two inputs' texts: the stored coordinates, or what was typed when it cannot be sent. */
export function pointInputTexts(value: unknown): [string, string] {
  if (isUnsendable(value)) return pointTexts(value)
  const coords = Array.isArray(value) ? value : ((value as { coordinates?: unknown[] } | null)?.coordinates ?? [])
  const text = (c: unknown) => (c === null || c === undefined ? '' : String(c))
  return [text(coords[0]), text(coords[1])]
}
