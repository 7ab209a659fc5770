import { describe, expect, it } from 'vitest'
import { offeredOptions, toggleChoice } from './select-choices'

const order = ['red', 'green', 'blue']

describe('toggleChoice', () => {
  it('adds a value in the options’ order, not the order of the clicks', () => {
    expect(toggleChoice(['blue'], 'red', true, order)).toEqual(['red', 'blue'])
  })
  it('removes an unchecked value and keeps the others', () => {
    expect(toggleChoice(['red', 'green', 'blue'], 'green', false, order)).toEqual(['red', 'blue'])
  })
  it('does not repeat a value checked twice', () => {
    expect(toggleChoice(['red'], 'red', true, order)).toEqual(['red'])
  })
  it('keeps a saved value that is no longer an option, so nothing is lost', () => {
    expect(toggleChoice(['gone', 'blue'], 'red', true, order)).toEqual(['red', 'blue', 'gone'])
  })
})

describe('offeredOptions', () => {
  const options = ['one', 'two', 'three']
  const same = (o: string) => o
  it('offers every option without a filter', () => {
    expect(offeredOptions(options, same, undefined, [])).toEqual(options)
  })
  it('offers the allowed options in their order, and keeps a chosen one the filter no longer allows', () => {
    expect(offeredOptions(options, same, ['three', 'two'], [])).toEqual(['two', 'three'])
    expect(offeredOptions(options, same, ['two'], ['one'])).toEqual(['one', 'two'])
  })
})
