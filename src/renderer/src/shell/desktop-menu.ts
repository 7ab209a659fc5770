/**
 * What the desktop menu needs from this window (`renderer:menu-context`), built from the commands the
 * open screen registered and the places the editor may go, and what a menu click runs here.
 */
import { DOCUMENT_COMMANDS, type MenuCommand, type MenuContext } from '@shared/menu'
import { SHORTCUTS, type ShortcutId } from '@shared/shortcuts'
import type { Translate } from '../core/i18n/translate'
import type { Command } from '../core/stores/command-store'

/** The menu's "Open in New Window" is the palette's New Window: this window's place, in another. */
const COMMAND_OF: Partial<Record<ShortcutId, string>> = { openInNewWindow: 'newWindow' }
const commandFor = (id: ShortcutId): string => COMMAND_OF[id] ?? id

export function menuContextFrom(commands: Record<string, Command>, go: MenuContext['go'], t: Translate): MenuContext {
  const enabled = (id: ShortcutId) => {
    const command = commands[commandFor(id)]
    return Boolean(command && !command.disabled)
  }
  return {
    commands: Object.fromEntries(DOCUMENT_COMMANDS.map((id) => [id, enabled(id)])),
    go,
    labels: Object.fromEntries(SHORTCUTS.map((shortcut) => [shortcut.id, t(shortcut.label)])),
  }
}

export interface MenuCommandTargets {
  navigate(path: string): void
  openPalette(): void
  openShortcuts(): void
  run(commandId: string): boolean
}

/** Runs a menu click in this window; false when nothing here offers it now. */
export function runMenuCommand(click: MenuCommand, targets: MenuCommandTargets): boolean {
  if (click.command === 'go') {
    targets.navigate(click.path)
    return true
  }
  if (click.command === 'palette') {
    targets.openPalette()
    return true
  }
  if (click.command === 'shortcutsHelp') {
    targets.openShortcuts()
    return true
  }
  return targets.run(commandFor(click.command))
}
