import { describe, expect, it } from 'vitest'
import { editViewSlots, hasCustomCell } from './custom-slots'

describe('custom component slots', () => {
  it('leaves the list-only Cell out of the edit view', () => {
    expect(editViewSlots({ type: 'text', customComponents: ['Cell', 'afterInput'] })).toEqual(['afterInput'])
    expect(editViewSlots({ type: 'text', customComponents: ['Cell'] })).toEqual([])
    expect(editViewSlots({ type: 'text' })).toEqual([])
  })

  it('tells a field whose list cell the server draws', () => {
    expect(hasCustomCell({ type: 'text', customComponents: ['Cell'] })).toBe(true)
    expect(hasCustomCell({ type: 'text', customComponents: ['Field'] })).toBe(false)
    expect(hasCustomCell(undefined)).toBe(false)
  })
})
