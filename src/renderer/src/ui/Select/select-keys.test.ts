import { describe, expect, it } from 'vitest'
import { isTypeAheadKey, selectKeyAction, typeAheadMatch } from './select-keys'

const closed = { open: false, active: 2, count: 5 }
const open = { open: true, active: 2, count: 5 }

describe('selectKeyAction', () => {
  it('opens on arrows, Enter and Space at the selected option, on Home and End at the ends', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) {
      expect(selectKeyAction(key, closed)).toEqual({ kind: 'open', active: 2 })
    }
    expect(selectKeyAction('Home', closed)).toEqual({ kind: 'open', active: 0 })
    expect(selectKeyAction('End', closed)).toEqual({ kind: 'open', active: 4 })
    expect(selectKeyAction('ArrowDown', { ...closed, active: -1 })).toEqual({ kind: 'open', active: 0 })
  })

  it('ignores Tab and Escape while closed, so focus moves on and dialogs may close', () => {
    expect(selectKeyAction('Tab', closed)).toBeNull()
    expect(selectKeyAction('Escape', closed)).toBeNull()
  })

  it('moves without wrapping while open, by ten on Page keys', () => {
    expect(selectKeyAction('ArrowDown', open)).toEqual({ kind: 'move', active: 3 })
    expect(selectKeyAction('ArrowDown', { ...open, active: 4 })).toEqual({ kind: 'move', active: 4 })
    expect(selectKeyAction('ArrowUp', { ...open, active: 0 })).toEqual({ kind: 'move', active: 0 })
    expect(selectKeyAction('Home', open)).toEqual({ kind: 'move', active: 0 })
    expect(selectKeyAction('End', open)).toEqual({ kind: 'move', active: 4 })
    expect(selectKeyAction('PageDown', open)).toEqual({ kind: 'move', active: 4 })
    expect(selectKeyAction('PageUp', open)).toEqual({ kind: 'move', active: 0 })
  })

  it('commits on Enter, Space, Tab and Alt+Up; Escape closes without choosing', () => {
    for (const key of ['Enter', ' ', 'Tab']) {
      expect(selectKeyAction(key, open)).toEqual({ kind: 'commit', active: 2, close: true })
    }
    expect(selectKeyAction('ArrowUp', open, true)).toEqual({ kind: 'commit', active: 2, close: true })
    expect(selectKeyAction('Escape', open)).toEqual({ kind: 'close' })
  })

  it('does nothing without options', () => {
    expect(selectKeyAction('ArrowDown', { open: false, active: -1, count: 0 })).toBeNull()
  })
})

describe('typeAheadMatch', () => {
  const labels = ['English', 'Deutsch', 'Español', 'Français', 'Eesti']

  it('finds the next option starting with a letter, after the current one, wrapping', () => {
    expect(typeAheadMatch(labels, 'e', 0)).toBe(2)
    expect(typeAheadMatch(labels, 'e', 2)).toBe(4)
    expect(typeAheadMatch(labels, 'e', 4)).toBe(0)
    expect(typeAheadMatch(labels, 'F', 0)).toBe(3)
  })

  it('matches a typed word from the current option on, ignoring case', () => {
    expect(typeAheadMatch(labels, 'es', 0)).toBe(2)
    expect(typeAheadMatch(labels, 'DEU', 0)).toBe(1)
  })

  it('cycles when the same letter is typed again', () => {
    expect(typeAheadMatch(labels, 'ee', 2)).toBe(4)
  })

  it('answers -1 when nothing matches', () => {
    expect(typeAheadMatch(labels, 'x', 0)).toBe(-1)
    expect(typeAheadMatch([], 'a', 0)).toBe(-1)
  })
})

describe('isTypeAheadKey', () => {
  it('takes printable letters, not Space or shortcuts', () => {
    const plain = { ctrlKey: false, metaKey: false, altKey: false }
    expect(isTypeAheadKey({ key: 'a', ...plain })).toBe(true)
    expect(isTypeAheadKey({ key: ' ', ...plain })).toBe(false)
    expect(isTypeAheadKey({ key: 'ArrowDown', ...plain })).toBe(false)
    expect(isTypeAheadKey({ key: 's', ...plain, ctrlKey: true })).toBe(false)
  })
})
