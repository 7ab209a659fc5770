import { describe, expect, it } from 'vitest'
import { AUTOSAVE_MAX_WAIT_INTERVALS, autosaveDueAt } from './autosave-timing'

describe('autosaveDueAt', () => {
  it('is one interval after the last change: a key typed before it moves it on', () => {
    expect(autosaveDueAt(0, 0, 2000)).toBe(2000)
    expect(autosaveDueAt(0, 1500, 2000)).toBe(3500)
    expect(autosaveDueAt(1000, 4000, 800)).toBe(4800)
  })

  it('is never later than the longest wait after the first change, however long typing goes on', () => {
    const longest = 2000 * AUTOSAVE_MAX_WAIT_INTERVALS
    expect(autosaveDueAt(0, longest - 2000, 2000)).toBe(longest)
    expect(autosaveDueAt(0, longest - 500, 2000)).toBe(longest)
    expect(autosaveDueAt(5000, 5000 + longest, 2000)).toBe(5000 + longest)
  })
})
