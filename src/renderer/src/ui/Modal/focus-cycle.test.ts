import { describe, expect, it } from 'vitest'
import { wrapIndex } from './focus-cycle'

describe('wrapIndex', () => {
  it('wraps Tab from the last control to the first', () => {
    expect(wrapIndex(2, 3, false)).toBe(0)
  })
  it('wraps Shift+Tab from the first control to the last', () => {
    expect(wrapIndex(0, 3, true)).toBe(2)
  })
  it('leaves moves between inner controls to the browser', () => {
    expect(wrapIndex(0, 3, false)).toBeNull()
    expect(wrapIndex(2, 3, true)).toBeNull()
    expect(wrapIndex(1, 3, false)).toBeNull()
  })
  it('brings focus back in from the dialog itself (no control focused)', () => {
    expect(wrapIndex(-1, 3, false)).toBe(0)
    expect(wrapIndex(-1, 3, true)).toBe(2)
  })
  it('does nothing without controls', () => {
    expect(wrapIndex(-1, 0, false)).toBeNull()
  })
  it('keeps a single control focused', () => {
    expect(wrapIndex(0, 1, false)).toBe(0)
    expect(wrapIndex(0, 1, true)).toBe(0)
  })
})
