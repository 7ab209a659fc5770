/**
 * Typed text that cannot become the field's value (JSON that does not parse, a number the CMS cannot
 * store, a coordinate that is not a number) is kept in the form as an "unsendable" value: the text as
 * typed and why it cannot be sent. The field shows the text, the local draft keeps it, validation
 * marks the field, and no save sends it: it is never turned into null.
 */

const MARK = 'folio:unsendable'

export type UnsendableReason = 'json' | 'not-a-number' | 'out-of-range' | 'not-exact' | 'point' | 'date'

export interface Unsendable {
  readonly [MARK]: UnsendableReason
  /**
   * What the editor typed (a point: its two coordinates' texts as a JSON pair; a date: the text as
   * typed, which its picker cannot read as a date).
   */
  readonly text: string
}

export function unsendable(reason: UnsendableReason, text: string): Unsendable {
  return { [MARK]: reason, text }
}

export function isUnsendable(value: unknown): value is Unsendable {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false
  const record = value as Record<string, unknown>
  return typeof record[MARK] === 'string' && typeof record.text === 'string' && Object.keys(record).length === 2
}

/**
 * A number field's text as its value: empty is null; what is not a number, what overflows a double
 * (1e309) and whole numbers beyond ±2^53−1 (stored as integers they would come back changed, or not
 * be read at all) are unsendable. Decimals are kept as the nearest double, as Payload's admin does.
 */
export function numberFromText(text: string): number | null | Unsendable {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const n = Number(trimmed)
  if (Number.isNaN(n)) return unsendable('not-a-number', text)
  if (!Number.isFinite(n)) return unsendable('out-of-range', text)
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) return unsendable('not-exact', text)
  return n
}

/** A JSON field's text as its value: empty is null, text that does not parse is unsendable. */
export function jsonFromText(text: string): unknown {
  if (text.trim() === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return unsendable('json', text)
  }
}

/**
 * A point's value from its two coordinates' texts, as Payload's REST API takes it: `[longitude, latitude]`
 * (it answers GeoJSON's `{type, coordinates}` with "This field requires two numbers."). Both empty is
 * null; one that is not a number is unsendable.
 */
export function pointFromTexts(lng: string, lat: string): [number, number] | null | Unsendable {
  if (lng.trim() === '' && lat.trim() === '') return null
  const x = numberFromText(lng)
  const y = numberFromText(lat)
  if (typeof x !== 'number' || typeof y !== 'number') return unsendable('point', JSON.stringify([lng, lat]))
  return [x, y]
}

/** The two coordinate texts an unsendable point was typed as. */
export function pointTexts(value: Unsendable): [string, string] {
  try {
    const pair = JSON.parse(value.text) as unknown
    if (Array.isArray(pair) && pair.length === 2 && pair.every((p) => typeof p === 'string'))
      return [pair[0] as string, pair[1] as string]
  } catch {
    // not a pair: shown as typed in the first box
  }
  return [value.text, '']
}

/** Why an unsendable value cannot be saved, in the editor's language. */
export function unsendableMessage(
  value: Unsendable,
  t: (key: string, vars?: Record<string, string | number>) => string,
) {
  switch (value[MARK]) {
    case 'json':
      return t('folio:invalidJson')
    case 'out-of-range':
      return t('folio:numberOutOfRange')
    case 'not-exact':
      return t('folio:numberNotExact', { max: String(Number.MAX_SAFE_INTEGER) })
    case 'point':
      return t('validation:requiresTwoNumbers')
    case 'date':
      return t('validation:invalidInput')
    default:
      return t('validation:enterNumber')
  }
}
