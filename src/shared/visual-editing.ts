/**
 * Visual editing: which form field a piece of text in the live preview came from.
 *
 * Folio appends an invisible marker to string values, only in the copy of the document it sends to a
 * preview page whose overlay script has said it runs (never to the form, a save, the API view or a
 * production page). The marker is made of four invisible operator characters (U+2061-U+2064, which
 * nobody types into prose) that spell, in base 4, a signature, a length and the UTF-8 JSON of a
 * `FieldMarker`. The overlay script (visual-editing-overlay.ts) reads the markers out of the page's
 * text, removes them from the page, and on click tells the admin which field.
 *
 * `decodeFieldMarkers` and `stripFieldMarkers` are self-contained (they use nothing outside their own
 * body): the overlay script is served as their source text.
 */

/** Which field (and, in rich text, which Lexical node) a preview text came from. */
export interface FieldMarker {
  /** The form path: 'title', 'tags.0.label', 'layout.2.heading'. */
  path: string
  /** The field's label in the editor's language, drawn on the outline. */
  label: string
  /** Rich text: the text node's child indexes from the root ([2, 0]: the third block's first child). */
  node?: number[]
}

/** The messages between the admin, a preview page's overlay script and the relay. */
export const VISUAL_EDITING_MESSAGE = {
  /** preview → admin: the overlay script runs in this page (markers can be sent). */
  ready: 'folio-visual-editing-ready',
  /** admin → preview: `{ enabled }` turns the outlines on or off. */
  toggle: 'folio-visual-editing',
  /** preview → admin: `{ field: FieldMarker }`, the editor clicked a marked text. */
  select: 'folio-visual-editing-select',
} as const

export type VisualEditingToPreview = { type: typeof VISUAL_EDITING_MESSAGE.toggle; enabled: boolean }
export type VisualEditingFromPreview =
  { type: typeof VISUAL_EDITING_MESSAGE.ready } | { type: typeof VISUAL_EDITING_MESSAGE.select; field: FieldMarker }

/**
 * A clicked field as a preview page reported it, or null when it is not one: a page's message is never
 * trusted (the renderer checks a frame's or browser popup's, main the desktop preview's, over IPC).
 */
export function fieldMarkerOf(value: unknown): FieldMarker | null {
  if (!value || typeof value !== 'object') return null
  const { path, label, node } = value as { path?: unknown; label?: unknown; node?: unknown }
  if (typeof path !== 'string' || path === '' || path.length > 512 || !/^[\w$-]+(\.[\w$-]+)*$/.test(path)) return null
  const text = typeof label === 'string' ? label.slice(0, 200) : ''
  if (node === undefined) return { path, label: text }
  if (!Array.isArray(node) || node.length > 64 || !node.every((n) => Number.isInteger(n) && n >= 0 && n < 100_000))
    return null
  return { path, label: text, node: node as number[] }
}

/** The four digits, 0-3. */
const DIGITS = ['\u2061', '\u2062', '\u2063', '\u2064'] as const
/** Starts every marker: digits 3 0 3 0 3 0. */
const SIGNATURE = '\u2064\u2061\u2064\u2061\u2064\u2061'
/** A marker's payload is at most this many bytes (the length is 8 digits: 16 bits). */
const MAX_PAYLOAD_BYTES = 0xffff

/** Any of the marker's characters, for tests and checks ("no marker reached the save"). */
export const MARKER_CHARACTERS = /[\u2061-\u2064]/

/** `text` with the marker of `marker` appended (invisible where the text is shown). */
export function encodeFieldMarker(text: string, marker: FieldMarker): string {
  const bytes = new TextEncoder().encode(JSON.stringify(marker))
  if (bytes.length > MAX_PAYLOAD_BYTES) return text
  let digits = ''
  const push = (value: number, count: number) => {
    for (let shift = (count - 1) * 2; shift >= 0; shift -= 2) digits += DIGITS[(value >> shift) & 3]
  }
  push(bytes.length, 8)
  for (const byte of bytes) push(byte, 4)
  return text + SIGNATURE + digits
}

export interface DecodedText {
  /** The text without its markers. */
  text: string
  /** The markers found in it, in order. */
  markers: FieldMarker[]
}

/** Reads every marker out of `text` (self-contained: served to pages as source). */
export function decodeFieldMarkers(text: string): DecodedText {
  const digitsOf = '\u2061\u2062\u2063\u2064'
  const signature = '\u2064\u2061\u2064\u2061\u2064\u2061'
  const markers: FieldMarker[] = []
  let out = ''
  let at = 0
  for (;;) {
    const start = text.indexOf(signature, at)
    if (start < 0) break
    out += text.slice(at, start)
    let cursor = start + signature.length
    const read = (count: number): number => {
      let value = 0
      for (let i = 0; i < count; i++) {
        const digit = digitsOf.indexOf(text.charAt(cursor + i))
        if (digit < 0) return -1
        value = value * 4 + digit
      }
      cursor += count
      return value
    }
    const length = read(8)
    const bytes: number[] = []
    for (let i = 0; length > 0 && i < length; i++) {
      const byte = read(4)
      if (byte < 0) break
      bytes.push(byte)
    }
    if (length > 0 && bytes.length === length) {
      try {
        const value = JSON.parse(new TextDecoder().decode(new Uint8Array(bytes))) as Partial<FieldMarker>
        if (value && typeof value.path === 'string' && typeof value.label === 'string') {
          const node =
            Array.isArray(value.node) && value.node.every((n) => Number.isInteger(n)) ? value.node : undefined
          markers.push(node ? { path: value.path, label: value.label, node } : { path: value.path, label: value.label })
        }
      } catch {
        // Not a marker after all: its characters are dropped with it.
      }
    } else {
      // A broken marker: drop its signature, keep reading after it.
      cursor = start + signature.length
    }
    at = cursor
  }
  return { text: out + text.slice(at), markers }
}

/** `text` without any marker or stray marker character (self-contained: served to pages as source). */
export function stripFieldMarkers(text: string): string {
  return text.replace(/[\u2061-\u2064]+/g, '')
}
