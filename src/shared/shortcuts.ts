/**
 * The one table of Folio's commands and their keys. The native menu takes its accelerators from it, the
 * command palette its actions and the `?` list its rows, so a key is defined once and shown the same way
 * everywhere.
 *
 * `keys` use Electron's accelerator syntax ('CmdOrCtrl+Shift+N'): the menu passes them as they are, the
 * renderer matches them against keyboard events with `matchesShortcut`.
 */

export type ShortcutId =
  | 'save'
  | 'publish'
  | 'unpublish'
  | 'duplicate'
  | 'delete'
  | 'versions'
  | 'api'
  | 'livePreview'
  | 'openInNewWindow'
  | 'newWindow'
  | 'closeWindow'
  | 'palette'
  | 'toggleTheme'
  | 'goDashboard'
  | 'shortcutsHelp'
  | 'moveRowUp'
  | 'moveRowDown'
  | 'toggleOverlays'

/** Where a command applies: 'document' ones need an open document (the menu disables them elsewhere). */
export type ShortcutScope = 'app' | 'document' | 'field'

export interface Shortcut {
  id: ShortcutId
  /** Electron accelerator syntax; absent for a command without keys (reached from the menu or palette). */
  keys?: string
  /** A translation key: Payload's where one exists, else Folio's own ('folio:…'). */
  label: string
  /** The label where no translation is at hand (main's native menu before the UI tells its language). */
  english: string
  scope: ShortcutScope
  /**
   * False for keys the native menu must not bind: '?' and Alt+Arrow are typed in text fields, so only
   * the renderer handles them, and only outside (or on) the element they belong to.
   */
  native: boolean
  /**
   * Who listens to the keys. 'renderer': the page (it works in the web host too); the menu shows them
   * without binding them, so one key press runs the command once. 'menu': only the desktop menu binds them.
   * Absent: 'renderer'.
   */
  owner?: 'menu' | 'renderer'
}

export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'save', keys: 'CmdOrCtrl+S', label: 'general:save', english: 'Save', scope: 'document', native: true },
  { id: 'publish', label: 'version:publish', english: 'Publish', scope: 'document', native: true },
  { id: 'unpublish', label: 'version:unpublish', english: 'Unpublish', scope: 'document', native: true },
  { id: 'duplicate', label: 'general:duplicate', english: 'Duplicate', scope: 'document', native: true },
  { id: 'delete', label: 'general:delete', english: 'Delete', scope: 'document', native: true },
  { id: 'versions', label: 'version:versions', english: 'Versions', scope: 'document', native: true },
  { id: 'api', label: 'folio:apiView', english: 'API', scope: 'document', native: true },
  { id: 'livePreview', label: 'general:livePreview', english: 'Live Preview', scope: 'document', native: true },
  {
    id: 'toggleOverlays',
    keys: 'CmdOrCtrl+Shift+E',
    label: 'folio:previewOverlays',
    english: 'Edit from the Preview',
    scope: 'document',
    native: true,
  },
  {
    id: 'openInNewWindow',
    label: 'general:openInNewWindow',
    english: 'Open in new window',
    scope: 'document',
    native: true,
  },
  {
    id: 'newWindow',
    keys: 'CmdOrCtrl+Shift+N',
    label: 'folio:newWindow',
    english: 'New Window',
    scope: 'app',
    native: true,
    owner: 'menu',
  },
  {
    id: 'closeWindow',
    keys: 'CmdOrCtrl+W',
    label: 'general:close',
    english: 'Close Window',
    scope: 'app',
    native: true,
    owner: 'menu',
  },
  {
    id: 'palette',
    keys: 'CmdOrCtrl+K',
    label: 'folio:commandPalette',
    english: 'Command Palette…',
    scope: 'app',
    native: true,
  },
  { id: 'toggleTheme', label: 'folio:toggleTheme', english: 'Toggle Theme', scope: 'app', native: true },
  { id: 'goDashboard', label: 'general:dashboard', english: 'Dashboard', scope: 'app', native: true },
  {
    id: 'shortcutsHelp',
    keys: '?',
    label: 'folio:shortcutHelp',
    english: 'Keyboard Shortcuts',
    scope: 'app',
    native: false,
  },
  {
    id: 'moveRowUp',
    keys: 'Alt+Up',
    label: 'folio:shortcutMoveRow',
    english: 'Move Row Up',
    scope: 'field',
    native: false,
  },
  {
    id: 'moveRowDown',
    keys: 'Alt+Down',
    label: 'folio:shortcutMoveRow',
    english: 'Move Row Down',
    scope: 'field',
    native: false,
  },
]

export function shortcut(id: ShortcutId): Shortcut {
  const found = SHORTCUTS.find((s) => s.id === id)
  if (!found) throw new Error(`unknown shortcut ${id}`)
  return found
}

interface ParsedKeys {
  mod: boolean
  shift: boolean
  alt: boolean
  key: string
}

/** 'CmdOrCtrl+Shift+N' → its modifiers and the key, lower-cased ('n', 'up', '?'). */
export function parseKeys(keys: string): ParsedKeys {
  // The last part is the key itself, which may be '+' (as in 'CmdOrCtrl+Plus' it is spelled out instead).
  const parts = keys.split('+')
  const key = (parts.pop() ?? '').toLowerCase()
  const mods = parts.map((p) => p.toLowerCase())
  return {
    mod: mods.some((m) => m === 'cmdorctrl' || m === 'commandorcontrol'),
    shift: mods.includes('shift'),
    alt: mods.includes('alt') || mods.includes('option'),
    key,
  }
}

export interface KeyLike {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}

const KEY_NAMES: Record<string, string> = { arrowup: 'up', arrowdown: 'down', arrowleft: 'left', arrowright: 'right' }

/**
 * Whether a keyboard event presses `keys`. CmdOrCtrl is ⌘ on macOS and Ctrl elsewhere, never both.
 * A printed character ('?') is matched as typed, whatever Shift it took to type it.
 */
export function matchesShortcut(keys: string, event: KeyLike, isMac: boolean): boolean {
  const want = parseKeys(keys)
  const pressed = event.key.toLowerCase()
  const key = KEY_NAMES[pressed] ?? pressed
  if (key !== want.key) return false
  const mod = isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
  const noMod = !event.metaKey && !event.ctrlKey
  if (want.mod ? !mod : !noMod) return false
  if (want.alt !== event.altKey) return false
  const printable = want.key.length === 1 && !/[a-z0-9]/.test(want.key)
  return printable || want.shift === event.shiftKey
}

const MAC_SYMBOLS: Record<string, string> = { cmdorctrl: '⌘', shift: '⇧', alt: '⌥', up: '↑', down: '↓' }
const PC_NAMES: Record<string, string> = { cmdorctrl: 'Ctrl', shift: 'Shift', alt: 'Alt', up: '↑', down: '↓' }

/** How the keys read in the palette and the `?` list: '⌘ ⇧ N' on macOS, 'Ctrl Shift N' elsewhere. */
export function formatKeys(keys: string, isMac: boolean): string {
  const names = isMac ? MAC_SYMBOLS : PC_NAMES
  return keys
    .split('+')
    .map((part) => names[part.toLowerCase()] ?? (part.length === 1 ? part.toUpperCase() : part))
    .join(' ')
}
