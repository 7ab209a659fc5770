import { describe, expect, it } from 'vitest'
import { encodeFieldMarker } from '../../shared/visual-editing.js'
import { visualEditingScriptSource } from './visual-editing-overlay.js'

describe('the served overlay script', () => {
  const source = visualEditingScriptSource()
  // The module's body without its export line, as a function returning what it defined.
  const body = source.replace('export {};', '')

  it('is one self-contained script whose decoders read the markers Folio writes', () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the served text itself
    const load = new Function(`${body.replace(/if \(!window\.__folioVisualEditing\)[\s\S]*$/, '')}
      return { decodeFieldMarkers, stripFieldMarkers }`) as () => {
      decodeFieldMarkers: (text: string) => { text: string; markers: unknown[] }
      stripFieldMarkers: (text: string) => string
    }
    const { decodeFieldMarkers, stripFieldMarkers } = load()
    const marked = encodeFieldMarker('Hello', { path: 'tags.0.label', label: 'Label' })
    expect(decodeFieldMarkers(marked)).toEqual({ text: 'Hello', markers: [{ path: 'tags.0.label', label: 'Label' }] })
    expect(stripFieldMarkers(`${marked}!`)).toBe(`Hello!`)
  })

  it('starts once per page and is an ES module', () => {
    expect(source).toContain('window.__folioVisualEditing')
    expect(source.trim().endsWith('export {};')).toBe(true)
  })
})
