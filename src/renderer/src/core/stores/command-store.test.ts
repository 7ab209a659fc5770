import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useCommandStore, type Command } from './command-store'

const command = (id: string, run = vi.fn(), extra: Partial<Command> = {}): Command => ({
  id,
  label: id,
  group: 'document',
  run,
  ...extra,
})

beforeEach(() => useCommandStore.setState({ commands: {}, paletteOpen: false, helpOpen: false }))

describe('command store', () => {
  it('runs a registered command, and nothing once it is unregistered', () => {
    const run = vi.fn()
    const unregister = useCommandStore.getState().register([command('document.save', run)])
    expect(useCommandStore.getState().run('document.save')).toBe(true)
    expect(run).toHaveBeenCalledTimes(1)
    unregister()
    expect(useCommandStore.getState().run('document.save')).toBe(false)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('does not run a disabled command', () => {
    const run = vi.fn()
    useCommandStore.getState().register([command('document.publish', run, { disabled: true })])
    expect(useCommandStore.getState().run('document.publish')).toBe(false)
    expect(run).not.toHaveBeenCalled()
  })

  it('keeps the newer registration when an older one is removed (a view replaced by the next)', () => {
    const older = vi.fn()
    const newer = vi.fn()
    const removeOlder = useCommandStore.getState().register([command('document.save', older)])
    useCommandStore.getState().register([command('document.save', newer)])
    removeOlder()
    useCommandStore.getState().run('document.save')
    expect(newer).toHaveBeenCalledTimes(1)
    expect(older).not.toHaveBeenCalled()
  })

  it('opens the palette or the shortcut list, never both', () => {
    useCommandStore.getState().setHelpOpen(true)
    useCommandStore.getState().setPaletteOpen(true)
    expect(useCommandStore.getState()).toMatchObject({ paletteOpen: true, helpOpen: false })
  })
})
