/**
 * The application menu as data (no Electron here): File, Edit, View, Document, Go, Window, Help, with
 * accelerators from the one shortcut table and the Document commands enabled by the focused window's
 * context. The Electron layer turns `command` items into clicks.
 */
import { DOCUMENT_COMMANDS, type MenuCommand, type MenuContext } from '@shared/menu'
import { SHORTCUTS, shortcut, type ShortcutId } from '@shared/shortcuts'

export type MenuAction = MenuCommand | { main: 'new-window' } | { main: 'check-for-updates' }

export interface MenuSpec {
  label?: string
  role?: string
  type?: 'separator'
  accelerator?: string
  /** False: the accelerator is shown but the page handles the keys (the table's owner 'renderer'). */
  registerAccelerator?: boolean
  enabled?: boolean
  submenu?: MenuSpec[]
  /** What a click does; absent for role items. */
  action?: MenuAction
}

export interface AppMenuOptions {
  platform: NodeJS.Platform
  appName: string
  context: MenuContext
  /** Adds Help › Check for Updates… (only when an update feed is configured). */
  updates?: boolean
}

const separator: MenuSpec = { type: 'separator' }

/** The keys the native menu binds for a command; none for keys typed in text fields ('?', Alt+Arrow). */
export function acceleratorOf(id: ShortcutId): string | undefined {
  const s = shortcut(id)
  return s.native ? s.keys : undefined
}

export function buildAppMenu({ platform, appName, context, updates }: AppMenuOptions): MenuSpec[] {
  const isMac = platform === 'darwin'
  const label = (id: ShortcutId) => context.labels?.[id] || shortcut(id).english
  const item = (id: ShortcutId, extra: Partial<MenuSpec> = {}): MenuSpec => ({
    label: label(id),
    ...(acceleratorOf(id)
      ? { accelerator: acceleratorOf(id), registerAccelerator: shortcut(id).owner === 'menu' }
      : {}),
    action: { command: id },
    ...extra,
  })

  const appMenu: MenuSpec[] = isMac
    ? [
        {
          label: appName,
          submenu: [
            { role: 'about' },
            separator,
            { role: 'services' },
            separator,
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            separator,
            { role: 'quit' },
          ],
        },
      ]
    : []
  const file: MenuSpec = {
    label: 'File',
    submenu: [
      { ...item('newWindow'), action: { main: 'new-window' } },
      separator,
      { role: 'close', label: label('closeWindow'), accelerator: acceleratorOf('closeWindow') },
      ...(isMac ? [] : [separator, { role: 'quit' }]),
    ],
  }
  const view: MenuSpec = {
    label: 'View',
    submenu: [
      item('palette'),
      item('toggleTheme'),
      separator,
      { role: 'reload' },
      { role: 'forceReload' },
      { role: 'toggleDevTools' },
      separator,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  }
  const document: MenuSpec = {
    label: 'Document',
    submenu: DOCUMENT_COMMANDS.flatMap((id): MenuSpec[] => {
      const entry = item(id, { enabled: context.commands[id] === true })
      // Separators group saving, copies and removal, and the other views of the document.
      return id === 'duplicate' || id === 'versions' ? [separator, entry] : [entry]
    }),
  }
  const go: MenuSpec = {
    label: 'Go',
    submenu: context.go.length
      ? context.go.map(({ label: text, path }) => ({ label: text, action: { command: 'go', path } }))
      : [{ label: label('goDashboard'), enabled: false }],
  }
  const help: MenuSpec = {
    role: 'help',
    submenu: [
      { label: label('shortcutsHelp'), action: { command: 'shortcutsHelp' } },
      ...(updates
        ? [separator, { label: 'Check for Updates…', action: { main: 'check-for-updates' } } as MenuSpec]
        : []),
    ],
  }
  return [...appMenu, file, { role: 'editMenu' }, view, document, go, { role: 'windowMenu' }, help]
}

/** Every accelerator the menu binds, to check they come from the table and none twice. */
export function menuAccelerators(menu: MenuSpec[]): string[] {
  return menu.flatMap((entry) => [
    ...(entry.accelerator ? [entry.accelerator] : []),
    ...menuAccelerators(entry.submenu ?? []),
  ])
}

/** Table commands with keys the native menu binds: all must be somewhere in the menu. */
export const NATIVE_KEYED = SHORTCUTS.filter((s) => s.native && s.keys).map((s) => s.id)
