/**
 * The name a chosen file is sent under. Payload cleans names itself (the `sanitize-filename` rules:
 * no `/ ? < > \ : * | "`, no control characters, no trailing dots or spaces, no reserved names, at
 * most 255 bytes), but the bridge refuses a name that looks like a path, so a backslash (legal in a
 * file name on Linux and macOS) must go before it is sent. Bidirectional controls go too: a
 * right-to-left override makes `gnp.exe` read as `exe.png`, in the media list and for whoever
 * downloads it.
 */

const ILLEGAL = /[/?<>\\:*|"]/g
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\x00-\x1f\x80-\x9f]/g
/** LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI; LRM, RLM; the Arabic letter mark. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g
const RESERVED = /^\.+$/
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i
const TRAILING = /[. ]+$/
const MAX_BYTES = 255

/** `name` as it can be sent and stored; 'file' when nothing of it is left. */
export function uploadFileName(name: string): string {
  let clean = name
    .replace(BIDI_CONTROLS, '')
    .replace(ILLEGAL, '')
    .replace(CONTROL, '')
    .replace(RESERVED, '')
    .replace(WINDOWS_RESERVED, '')
    .replace(TRAILING, '')
  const encoder = new TextEncoder()
  // Cut at a whole character, never inside one.
  while (encoder.encode(clean).length > MAX_BYTES) clean = Array.from(clean).slice(0, -1).join('')
  return clean === '' ? 'file' : clean
}
