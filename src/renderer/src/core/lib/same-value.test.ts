import { describe, expect, it } from 'vitest'
import { sameValue } from './same-value'

describe('sameValue', () => {
  it('takes equal primitives and objects with the same JSON as the same', () => {
    expect(sameValue('a', 'a')).toBe(true)
    expect(sameValue(NaN, NaN)).toBe(true)
    expect(sameValue({ phase: 'signed-in', user: { id: 1 } }, { phase: 'signed-in', user: { id: 1 } })).toBe(true)
    expect(sameValue([1, 2], [1, 2])).toBe(true)
  })

  it('tells different values apart, and never a primitive from an object', () => {
    expect(sameValue({ state: 'ready' }, { state: 'restarting' })).toBe(false)
    expect(sameValue(null, {})).toBe(false)
    expect(sameValue('1', 1)).toBe(false)
    expect(sameValue(NaN, null)).toBe(false)
    expect(sameValue([1, 2], [2, 1])).toBe(false)
  })
})
