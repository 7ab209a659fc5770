import { describe, expect, it } from 'vitest'
import { toggleChoice } from './select-choices'

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
