import { describe, expect, it } from 'vitest'
import { comboboxKeyAction } from './combobox-keys'

const open = (active: number, count = 5) => ({ open: true, active, count })
const closed = (count = 5) => ({ open: false, active: -1, count })

describe('relationship picker keys', () => {
  it('opens on Down at the first option, on Up at the last, on Alt+Down at none', () => {
    expect(comboboxKeyAction('ArrowDown', closed())).toEqual({ kind: 'open', active: 0 })
    expect(comboboxKeyAction('ArrowUp', closed())).toEqual({ kind: 'open', active: 4 })
    expect(comboboxKeyAction('ArrowDown', closed(), true)).toEqual({ kind: 'open', active: -1 })
    expect(comboboxKeyAction('ArrowDown', closed(0))).toEqual({ kind: 'open', active: -1 })
  })

  it('leaves typing, Space, Home, End and Enter to the text box while closed', () => {
    for (const key of ['a', ' ', 'Home', 'End', 'Enter', 'Escape', 'Tab'])
      expect(comboboxKeyAction(key, closed())).toBe(null)
  })

  it('moves within the list without wrapping, Home and End to its ends', () => {
    expect(comboboxKeyAction('ArrowDown', open(-1))).toEqual({ kind: 'move', active: 0 })
    expect(comboboxKeyAction('ArrowDown', open(4))).toEqual({ kind: 'move', active: 4 })
    expect(comboboxKeyAction('ArrowUp', open(0))).toEqual({ kind: 'move', active: 0 })
    expect(comboboxKeyAction('ArrowUp', open(-1))).toEqual({ kind: 'move', active: 4 })
    expect(comboboxKeyAction('Home', open(3))).toEqual({ kind: 'move', active: 0 })
    expect(comboboxKeyAction('End', open(1))).toEqual({ kind: 'move', active: 4 })
    expect(comboboxKeyAction('PageDown', open(1, 30))).toEqual({ kind: 'move', active: 11 })
    expect(comboboxKeyAction('PageUp', open(4, 30))).toEqual({ kind: 'move', active: 0 })
  })

  it('chooses the focused option on Enter, nothing when none is focused', () => {
    expect(comboboxKeyAction('Enter', open(2))).toEqual({ kind: 'choose', active: 2 })
    expect(comboboxKeyAction('Enter', open(-1))).toBe(null)
  })

  it('closes on Escape, Tab and Alt+Up, even with no results', () => {
    expect(comboboxKeyAction('Escape', open(2))).toEqual({ kind: 'close' })
    expect(comboboxKeyAction('Tab', open(2))).toEqual({ kind: 'close' })
    expect(comboboxKeyAction('ArrowUp', open(2), true)).toEqual({ kind: 'close' })
    expect(comboboxKeyAction('Escape', open(-1, 0))).toEqual({ kind: 'close' })
    expect(comboboxKeyAction('ArrowDown', open(-1, 0))).toBe(null)
  })

  it('keeps Space for typing while open', () => {
    expect(comboboxKeyAction(' ', open(1))).toBe(null)
  })
})
