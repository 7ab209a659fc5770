/**
 * Every keyboard shortcut of the app, in one table: the renderer's one key listener, the `?` list, the
 * command palette and the desktop app's menu accelerators all read it. `keys` uses Electron's
 * accelerator words ('Mod' is Cmd on macOS and Ctrl elsewhere); `label` is a translation key.
 */
export interface ShortcutDefinition {
  /** The command it runs (see the renderer's command store). */
  id: string
  keys: string
  label: string
  /**
   * 'global': handled by the app's one listener, also while typing in a field (Mod combinations);
   * 'outside-text': only when focus is not in a text field (single keys such as '?');
   * 'field': handled by the focused control itself, listed for reference.
   */
  scope: 'global' | 'outside-text' | 'field'
}

export const SHORTCUTS: readonly ShortcutDefinition[] = [
  { id: 'palette.open', keys: 'Mod+K', label: 'folio:shortcutPalette', scope: 'global' },
  { id: 'document.save', keys: 'Mod+S', label: 'folio:shortcutSave', scope: 'global' },
  { id: 'window.new', keys: 'Mod+Shift+N', label: 'folio:shortcutNewWindow', scope: 'global' },
  { id: 'row.move', keys: 'Alt+Up / Alt+Down', label: 'folio:shortcutMoveRow', scope: 'field' },
  { id: 'help.shortcuts', keys: '?', label: 'folio:shortcutHelp', scope: 'outside-text' },
]

export function shortcutFor(id: string): ShortcutDefinition | undefined {
  return SHORTCUTS.find((shortcut) => shortcut.id === id)
}
