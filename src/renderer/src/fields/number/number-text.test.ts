import { describe, expect, it } from 'vitest'
import { numberFromText } from '../../core/validation/typed-text'
import { numberStep, numberText } from './number-text'

describe("a number field's text", () => {
  it('shows a stored number as it is, and nothing for none', () => {
    expect(numberText(42)).toBe('42')
    expect(numberText(-0.5)).toBe('-0.5')
    expect(numberText(null)).toBe('')
    expect(numberText(undefined)).toBe('')
  })

  it('shows what was typed when it cannot be sent, never an empty box', () => {
    for (const typed of ['1e309', 'abc', '9007199254740993']) expect(numberText(numberFromText(typed))).toBe(typed)
  })
})

describe("a number input's step", () => {
  it('is any decimal unless the field sets admin.step', () => {
    expect(numberStep({})).toBe('any')
    expect(numberStep({ admin: { step: 0.25 } })).toBe(0.25)
    expect(numberStep({ admin: { step: 0 } })).toBe('any')
  })
})
