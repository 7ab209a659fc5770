import { describe, expect, it } from 'vitest'
import { nextIndex } from './menu-keys'

describe('menu keys', () => {
  it('arrows move and wrap around, Home and End jump, other keys leave focus alone', () => {
    expect(nextIndex('ArrowDown', 0, 3)).toBe(1)
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0)
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2)
    expect(nextIndex('ArrowUp', -1, 3)).toBe(2)
    expect(nextIndex('Home', 2, 3)).toBe(0)
    expect(nextIndex('End', 0, 3)).toBe(2)
    expect(nextIndex('a', 0, 3)).toBeNull()
    expect(nextIndex('ArrowDown', -1, 0)).toBeNull()
  })
})
