import { describe, expect, it } from 'vitest'
import {
  MARKER_CHARACTERS,
  decodeFieldMarkers,
  encodeFieldMarker,
  fieldMarkerOf,
  stripFieldMarkers,
} from './visual-editing'

describe('field markers', () => {
  it('round-trips a path, label and rich-text node, invisibly after the text', () => {
    const marked = encodeFieldMarker('Hello world', { path: 'layout.2.heading', label: 'Überschrift', node: [2, 0] })
    expect(marked.startsWith('Hello world')).toBe(true)
    expect(marked).toMatch(MARKER_CHARACTERS)
    expect(decodeFieldMarkers(marked)).toEqual({
      text: 'Hello world',
      markers: [{ path: 'layout.2.heading', label: 'Überschrift', node: [2, 0] }],
    })
  })

  it('finds several markers in text joined by a page and keeps what the editor typed', () => {
    const a = encodeFieldMarker('Title', { path: 'title', label: 'Title' })
    const b = encodeFieldMarker('👩‍💻 emoji with ZWJ', { path: 'excerpt', label: 'Excerpt' })
    const decoded = decodeFieldMarkers(`${a} — ${b}`)
    expect(decoded.text).toBe('Title — 👩‍💻 emoji with ZWJ')
    expect(decoded.markers.map((m) => m.path)).toEqual(['title', 'excerpt'])
  })

  it('drops a cut-off marker without inventing a field', () => {
    const marked = encodeFieldMarker('Cut', { path: 'title', label: 'Title' })
    const decoded = decodeFieldMarkers(marked.slice(0, -3) + ' tail')
    expect(decoded.markers).toEqual([])
    expect(stripFieldMarkers(decoded.text)).toBe('Cut tail')
    expect(MARKER_CHARACTERS.test(stripFieldMarkers(marked))).toBe(false)
  })

  it('leaves text without markers as it is', () => {
    expect(decodeFieldMarkers('plain ⁠ text')).toEqual({ text: 'plain ⁠ text', markers: [] })
  })
})

describe('a field reported by a preview page', () => {
  it('keeps a well-formed path, label and rich-text node, and nothing else', () => {
    expect(fieldMarkerOf({ path: 'layout.2.heading', label: 'Heading', extra: 'x' })).toEqual({
      path: 'layout.2.heading',
      label: 'Heading',
    })
    expect(fieldMarkerOf({ path: 'body', label: 'Body', node: [2, 0] })).toEqual({
      path: 'body',
      label: 'Body',
      node: [2, 0],
    })
    // A label is only drawn: a missing one is empty, a long one cut.
    expect(fieldMarkerOf({ path: 'title' })).toEqual({ path: 'title', label: '' })
    expect(fieldMarkerOf({ path: 'title', label: 'x'.repeat(500) })?.label).toHaveLength(200)
  })

  it('refuses what is not a form path or a node address', () => {
    for (const value of [
      null,
      'title',
      [],
      { label: 'Title' },
      { path: '', label: 'Title' },
      { path: 'a..b', label: 'x' },
      { path: 'title <script>', label: 'x' },
      { path: 'a'.repeat(513), label: 'x' },
      { path: 'body', label: 'Body', node: [-1] },
      { path: 'body', label: 'Body', node: [1.5] },
      { path: 'body', label: 'Body', node: 'x' },
      { path: 'body', label: 'Body', node: new Array(65).fill(0) },
    ])
      expect(fieldMarkerOf(value)).toBeNull()
  })
})
