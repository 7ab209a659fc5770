import { useEffect, useLayoutEffect, useRef } from 'react'
import { useCommandStore, type Command } from './command-store'

/**
 * Registers `commands` while the component is mounted. Each command's `run` is read when it runs,
 * so callers may pass fresh closures on every render without registering again; a change of the
 * list (ids, labels, disabled) registers anew.
 */
export function useCommands(commands: Command[]): void {
  const latest = useRef(commands)
  useLayoutEffect(() => {
    latest.current = commands
  })
  const signature = commands.map((c) => `${c.id}\u0000${c.label}\u0000${c.disabled ? 1 : 0}`).join('\u0001')
  useEffect(() => {
    const stable = latest.current.map((command) => ({
      ...command,
      run: () => latest.current.find((c) => c.id === command.id)?.run(),
    }))
    return useCommandStore.getState().register(stable)
  }, [signature])
}
