import { describe, expect, it } from 'vitest'
import { SHORTCUTS, formatKeys, matchesShortcut, parseKeys, shortcut } from './shortcuts'

const press = (key: string, mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean; alt: boolean }> = {}) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
})

describe('the shortcut table', () => {
  it('names each command once and gives every one a label key and English words', () => {
    const ids = SHORTCUTS.map((s) => s.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const s of SHORTCUTS) {
      expect(s.label).toMatch(/^[a-z]+:[A-Za-z]+$/)
      expect(s.english.length).toBeGreaterThan(0)
    }
  })

  it('gives no two commands the same keys', () => {
    const keys = SHORTCUTS.flatMap((s) => (s.keys ? [s.keys.toLowerCase()] : []))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keeps keys typed in text fields out of the native menu', () => {
    expect(shortcut('shortcutsHelp').native).toBe(false)
    expect(shortcut('moveRowUp').native).toBe(false)
    expect(shortcut('save').native).toBe(true)
  })
})

describe('matching keys', () => {
  it('reads CmdOrCtrl as ⌘ on macOS and Ctrl elsewhere, never both', () => {
    expect(matchesShortcut('CmdOrCtrl+S', press('s', { meta: true }), true)).toBe(true)
    expect(matchesShortcut('CmdOrCtrl+S', press('s', { ctrl: true }), true)).toBe(false)
    expect(matchesShortcut('CmdOrCtrl+S', press('s', { ctrl: true }), false)).toBe(true)
    expect(matchesShortcut('CmdOrCtrl+S', press('s', { ctrl: true, meta: true }), false)).toBe(false)
    expect(matchesShortcut('CmdOrCtrl+S', press('s'), false)).toBe(false)
  })

  it('tells Shift apart for letters, and takes a typed ? as it comes', () => {
    expect(matchesShortcut('CmdOrCtrl+Shift+N', press('N', { ctrl: true, shift: true }), false)).toBe(true)
    expect(matchesShortcut('CmdOrCtrl+Shift+N', press('n', { ctrl: true }), false)).toBe(false)
    expect(matchesShortcut('CmdOrCtrl+K', press('k', { ctrl: true, shift: true }), false)).toBe(false)
    expect(matchesShortcut('?', press('?', { shift: true }), false)).toBe(true)
    expect(matchesShortcut('?', press('?', { ctrl: true }), false)).toBe(false)
  })

  it('matches arrows by their DOM names', () => {
    expect(matchesShortcut('Alt+Up', press('ArrowUp', { alt: true }), false)).toBe(true)
    expect(matchesShortcut('Alt+Up', press('ArrowUp'), false)).toBe(false)
    expect(parseKeys('Alt+Down')).toEqual({ mod: false, shift: false, alt: true, key: 'down' })
  })
})

describe('showing keys', () => {
  it('uses symbols on macOS and names elsewhere', () => {
    expect(formatKeys('CmdOrCtrl+Shift+N', true)).toBe('⌘ ⇧ N')
    expect(formatKeys('CmdOrCtrl+Shift+N', false)).toBe('Ctrl Shift N')
    expect(formatKeys('Alt+Up', false)).toBe('Alt ↑')
    expect(formatKeys('?', true)).toBe('?')
  })
})
