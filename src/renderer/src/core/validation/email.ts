/**
 * The address shape Payload 3.90's `email` validator accepts, checked by a single scan (no regex,
 * no allocation):
 * - local part: letters, digits, `_` and ! # $ % & ' * + / = ? ^ ` { | } ~ - plus inner dots
 *   (not first, not last);
 * - no two consecutive dots anywhere;
 * - domain: at least two dot-separated labels of ASCII letters, digits and hyphens, no label
 *   starting or ending with a hyphen; the last label is two or more letters.
 * Quotes, spaces, non-ASCII letters and a second `@` are rejected.
 */
export function isEmailAddress(value: string): boolean {
  const length = value.length
  const at = value.indexOf('@')
  if (at <= 0 || at === length - 1) return false

  // Local part.
  if (value.charCodeAt(0) === DOT || value.charCodeAt(at - 1) === DOT) return false
  for (let i = 0; i < at; i++) {
    const c = value.charCodeAt(i)
    if (c === DOT) {
      if (value.charCodeAt(i + 1) === DOT) return false
    } else if (!isLocalChar(c)) return false
  }

  // Domain: labels separated by dots.
  let labels = 0
  let labelStart = at + 1
  let lettersOnly = true
  for (let i = at + 1; i <= length; i++) {
    const c = i < length ? value.charCodeAt(i) : DOT
    if (c === DOT) {
      const labelLength = i - labelStart
      if (labelLength === 0) return false
      if (value.charCodeAt(labelStart) === HYPHEN || value.charCodeAt(i - 1) === HYPHEN) return false
      labels++
      if (i === length) return labels >= 2 && lettersOnly && labelLength >= 2
      labelStart = i + 1
      lettersOnly = true
    } else if (isLetter(c)) {
      // fine
    } else if (isDigit(c) || c === HYPHEN) {
      lettersOnly = false
    } else return false
  }
  return false
}

const DOT = 46
const HYPHEN = 45

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
const isDigit = (c: number): boolean => c >= 48 && c <= 57

/** `!#$%&'*+-/=?^_`{|}~`, letters and digits. */
function isLocalChar(c: number): boolean {
  if (isLetter(c) || isDigit(c)) return true
  switch (c) {
    case 33: // !
    case 35: // #
    case 36: // $
    case 37: // %
    case 38: // &
    case 39: // '
    case 42: // *
    case 43: // +
    case 45: // -
    case 47: // /
    case 61: // =
    case 63: // ?
    case 94: // ^
    case 95: // _
    case 96: // `
    case 123: // {
    case 124: // |
    case 125: // }
    case 126: // ~
      return true
    default:
      return false
  }
}
