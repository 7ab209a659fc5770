/**
 * The app's one key listener: each shortcut of the table (src/shared/shortcuts.ts) runs its command.
 * The palette and the shortcut list are toggled here; every other command is run from the command
 * store, registered by whichever view owns it (nothing happens when no view offers it now).
 */
import { useEffect } from 'react'
import { matchesShortcut, SHORTCUTS } from '@shared/shortcuts'
import { isMacPlatform } from '../core/lib/platform'
import { useCommandStore } from '../core/stores/command-store'

function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null
  return Boolean(
    element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName ?? '')),
  )
}

export function useGlobalShortcuts(): void {
  useEffect(() => {
    const isMac = isMacPlatform()
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return
      const shortcut = SHORTCUTS.find(
        (s) =>
          s.keys !== undefined &&
          s.scope !== 'field' &&
          // A key that types a character ('?') is text while typing.
          (s.keys.includes('+') || !typingIn(event.target)) &&
          matchesShortcut(s.keys, event, isMac),
      )
      if (!shortcut) return
      const store = useCommandStore.getState()
      if (shortcut.id === 'palette') {
        event.preventDefault()
        store.setPaletteOpen(!store.paletteOpen)
      } else if (shortcut.id === 'shortcutsHelp') {
        event.preventDefault()
        store.setHelpOpen(!store.helpOpen)
      } else if (store.commands[shortcut.id]) {
        // Ctrl+S never opens the browser's "save page", even when saving is not possible now.
        event.preventDefault()
        store.run(shortcut.id)
      } else if (shortcut.id === 'save') event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
