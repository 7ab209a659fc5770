/**
 * Matching key events against the shortcut table's accelerator words, and writing them for people:
 * 'Mod+K' is ⌘K on macOS and Ctrl+K elsewhere.
 */
export interface KeyEventLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

interface ParsedKeys {
  key: string
  mod: boolean
  shift: boolean
  alt: boolean
}

const KEY_NAMES: Record<string, string> = { up: 'arrowup', down: 'arrowdown', left: 'arrowleft', right: 'arrowright' }

function parse(keys: string): ParsedKeys {
  const parts = keys.split('+').map((part) => part.trim())
  const key = parts.pop() ?? ''
  const modifiers = new Set(parts.map((part) => part.toLowerCase()))
  return {
    key: KEY_NAMES[key.toLowerCase()] ?? key.toLowerCase(),
    mod: modifiers.has('mod') || modifiers.has('cmdorctrl') || modifiers.has('commandorcontrol'),
    shift: modifiers.has('shift'),
    alt: modifiers.has('alt'),
  }
}

/** True when the event is this shortcut. A printable key ('?') ignores Shift, which typing it may need. */
export function matchesKeys(event: KeyEventLike, keys: string, isMac: boolean): boolean {
  const wanted = parse(keys)
  const mod = isMac ? event.metaKey : event.ctrlKey
  const other = isMac ? event.ctrlKey : event.metaKey
  if (mod !== wanted.mod || other || event.altKey !== wanted.alt) return false
  const printable = wanted.key.length === 1 && !/[a-z0-9]/.test(wanted.key)
  if (!printable && event.shiftKey !== wanted.shift) return false
  return event.key.toLowerCase() === wanted.key
}

const MAC_SYMBOLS: Record<string, string> = { mod: '⌘', shift: '⇧', alt: '⌥' }
const ARROWS: Record<string, string> = { up: '↑', down: '↓', left: '←', right: '→' }

/** 'Mod+Shift+N' as '⌘ ⇧ N' on macOS and 'Ctrl Shift N' elsewhere; 'Alt+Up' as 'Alt ↑'. */
export function formatKeys(keys: string, isMac: boolean): string {
  return keys
    .split(' / ')
    .map((combo) =>
      combo
        .split('+')
        .map((part) => {
          const lower = part.trim().toLowerCase()
          if (ARROWS[lower]) return ARROWS[lower]
          if (isMac && MAC_SYMBOLS[lower]) return MAC_SYMBOLS[lower]
          if (lower === 'mod') return 'Ctrl'
          return part.trim().length === 1 ? part.trim().toUpperCase() : part.trim()
        })
        .join(' '),
    )
    .join(' / ')
}

export const isMacPlatform = (): boolean => typeof navigator !== 'undefined' && /Mac/.test(navigator.platform)
