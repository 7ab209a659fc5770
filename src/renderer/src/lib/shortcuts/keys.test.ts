import { describe, expect, it } from 'vitest'
import { formatKeys, matchesKeys, type KeyEventLike } from './keys'

const key = (k: string, mods: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
})

describe('matchesKeys', () => {
  it('reads Mod as Ctrl off macOS and Cmd on it', () => {
    expect(matchesKeys(key('k', { ctrlKey: true }), 'Mod+K', false)).toBe(true)
    expect(matchesKeys(key('k', { metaKey: true }), 'Mod+K', false)).toBe(false)
    expect(matchesKeys(key('k', { metaKey: true }), 'Mod+K', true)).toBe(true)
    expect(matchesKeys(key('k', { ctrlKey: true }), 'Mod+K', true)).toBe(false)
  })

  it('needs exactly the modifiers asked for', () => {
    expect(matchesKeys(key('k'), 'Mod+K', false)).toBe(false)
    expect(matchesKeys(key('N', { ctrlKey: true, shiftKey: true }), 'Mod+Shift+N', false)).toBe(true)
    expect(matchesKeys(key('n', { ctrlKey: true }), 'Mod+Shift+N', false)).toBe(false)
    expect(matchesKeys(key('s', { ctrlKey: true, altKey: true }), 'Mod+S', false)).toBe(false)
  })

  it('takes a printable key with whatever Shift typing it needed', () => {
    expect(matchesKeys(key('?', { shiftKey: true }), '?', false)).toBe(true)
    expect(matchesKeys(key('?'), '?', false)).toBe(true)
    expect(matchesKeys(key('?', { ctrlKey: true }), '?', false)).toBe(false)
  })

  it('knows arrow keys by their accelerator names', () => {
    expect(matchesKeys(key('ArrowUp', { altKey: true }), 'Alt+Up', false)).toBe(true)
  })
})

describe('formatKeys', () => {
  it('writes the keys as each platform shows them', () => {
    expect(formatKeys('Mod+Shift+N', false)).toBe('Ctrl Shift N')
    expect(formatKeys('Mod+Shift+N', true)).toBe('⌘ ⇧ N')
    expect(formatKeys('Alt+Up / Alt+Down', false)).toBe('Alt ↑ / Alt ↓')
    expect(formatKeys('?', false)).toBe('?')
  })
})
