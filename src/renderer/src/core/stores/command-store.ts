/**
 * The commands the app can run now: registered by the components that own each action (the edit
 * view its save, the unpublish button its confirmation...), so the command palette, the one key
 * listener and the desktop menu run the same flow a click would. Also whether the palette and the
 * shortcut list are open.
 */
import { create } from 'zustand'

export type CommandGroup = 'document' | 'app'

export interface Command {
  id: string
  label: string
  group: CommandGroup
  run: () => void
  /** Shown but not runnable (greyed in the palette, disabled in the menu). */
  disabled?: boolean
  /** More words the palette matches. */
  keywords?: string[]
  /** Offered by the palette only once the query matches it (one of many alike: the UI languages). */
  whenSearched?: boolean
}

interface CommandStore {
  commands: Record<string, Command>
  paletteOpen: boolean
  helpOpen: boolean
  /** Registers commands; the returned function removes those still registered by this call. */
  register(commands: Command[]): () => void
  /** Runs a registered, enabled command; false when there is none. */
  run(id: string): boolean
  setPaletteOpen(open: boolean): void
  setHelpOpen(open: boolean): void
}

export const useCommandStore = create<CommandStore>((set, get) => ({
  commands: {},
  paletteOpen: false,
  helpOpen: false,
  register(commands) {
    set((state) => {
      const next = { ...state.commands }
      for (const command of commands) next[command.id] = command
      return { commands: next }
    })
    return () =>
      set((state) => {
        const next = { ...state.commands }
        for (const command of commands) if (next[command.id] === command) delete next[command.id]
        return { commands: next }
      })
  },
  run(id) {
    const command = get().commands[id]
    if (!command || command.disabled) return false
    command.run()
    return true
  },
  setPaletteOpen: (paletteOpen) => set({ paletteOpen, ...(paletteOpen ? { helpOpen: false } : {}) }),
  setHelpOpen: (helpOpen) => set({ helpOpen, ...(helpOpen ? { paletteOpen: false } : {}) }),
}))
