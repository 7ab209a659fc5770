/** The application menu's contract: what a window tells main about itself, and what main sends back. */
import type { ShortcutId } from './shortcuts'

/** The Document menu's commands, enabled by what the focused window shows. */
export const DOCUMENT_COMMANDS = [
  'save',
  'publish',
  'unpublish',
  'duplicate',
  'delete',
  'versions',
  'api',
  'livePreview',
  'toggleOverlays',
  'openInNewWindow',
] as const satisfies readonly ShortcutId[]
export type DocumentCommand = (typeof DOCUMENT_COMMANDS)[number]

/** What the focused window reports (`renderer:menu-context`) whenever it changes. */
export interface MenuContext {
  /** The document commands it can run now; absent or false ones are shown disabled. */
  commands: Partial<Record<DocumentCommand, boolean>>
  /** The Go menu: the dashboard, each collection and global the user may see, with their admin paths. */
  go: Array<{ label: string; path: string }>
  /** The menu's words in the UI language, by shortcut id (English where absent). */
  labels?: Partial<Record<ShortcutId, string>>
}

/** A menu click main hands to the focused window: a command from the shortcut table, or a route to go to. */
export type MenuCommand = { command: ShortcutId } | { command: 'go'; path: string }

export const EMPTY_MENU_CONTEXT: MenuContext = { commands: {}, go: [] }
