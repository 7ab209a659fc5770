/** From a field's server features to what its editor allows. */
import { describe, expect, it } from 'vitest'
import { allowedFormats, allowedHeading, headingSizes } from './allowed'

describe('allowed rich-text content', () => {
  it('reads the heading sizes of the heading feature, all six when unset, none without the feature', () => {
    const withHeading = new Set(['heading'])
    expect(headingSizes(withHeading, { enabledHeadingSizes: ['h4', 'h1', 'h3', 'h2'] })).toEqual([
      'h1',
      'h2',
      'h3',
      'h4',
    ])
    expect(headingSizes(withHeading, {})).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
    expect(headingSizes(withHeading, undefined)).toHaveLength(6)
    expect(headingSizes(new Set(['bold']), { enabledHeadingSizes: ['h1'] })).toEqual([])
  })

  it('turns a heading size the field lacks into the nearest allowed one, or a paragraph', () => {
    expect(allowedHeading('h6', ['h1', 'h2', 'h3', 'h4'])).toBe('h4')
    expect(allowedHeading('h2', ['h1', 'h2', 'h3', 'h4'])).toBe('h2')
    expect(allowedHeading('h1', ['h3', 'h5'])).toBe('h3')
    // A tie goes to the smaller heading.
    expect(allowedHeading('h4', ['h3', 'h5'])).toBe('h5')
    expect(allowedHeading('h2', [])).toBeNull()
  })

  it('allows a text format only with its feature; highlight only where a feature names it', () => {
    expect([...allowedFormats(new Set(['bold', 'italic', 'inlineCode', 'heading']))].sort()).toEqual([
      'bold',
      'code',
      'italic',
    ])
    expect(allowedFormats(new Set(['bold'])).has('highlight')).toBe(false)
  })
})
