import { describe, expect, it, vi } from 'vitest'
import type { Command } from '../core/stores/command-store'
import { menuContextFrom, runMenuCommand } from './desktop-menu'

const command = (id: string, disabled = false): Command => ({
  id,
  label: id,
  group: 'document',
  run: vi.fn(),
  disabled,
})
const t = (key: string) => `«${key}»`

describe('menuContextFrom', () => {
  it('enables the document commands the open screen offers now, and no others', () => {
    const context = menuContextFrom(
      { save: command('save'), publish: command('publish', true), newWindow: command('newWindow') },
      [{ label: 'Posts', path: '/admin/collections/posts' }],
      t,
    )
    expect(context.commands.save).toBe(true)
    expect(context.commands.publish).toBe(false)
    expect(context.commands.delete).toBe(false)
    // The menu's Open in New Window is the palette's New Window.
    expect(context.commands.openInNewWindow).toBe(true)
    expect(context.go).toEqual([{ label: 'Posts', path: '/admin/collections/posts' }])
    expect(context.labels?.save).toBe('«general:save»')
  })
})

describe('runMenuCommand', () => {
  const targets = () => ({ navigate: vi.fn(), openPalette: vi.fn(), openShortcuts: vi.fn(), run: vi.fn(() => true) })

  it('goes to a place, opens the palette or the shortcut list, and runs the rest as commands', () => {
    const to = targets()
    runMenuCommand({ command: 'go', path: '/admin/globals/site' }, to)
    expect(to.navigate).toHaveBeenCalledWith('/admin/globals/site')
    runMenuCommand({ command: 'palette' }, to)
    expect(to.openPalette).toHaveBeenCalled()
    runMenuCommand({ command: 'shortcutsHelp' }, to)
    expect(to.openShortcuts).toHaveBeenCalled()
    runMenuCommand({ command: 'delete' }, to)
    expect(to.run).toHaveBeenCalledWith('delete')
    runMenuCommand({ command: 'openInNewWindow' }, to)
    expect(to.run).toHaveBeenCalledWith('newWindow')
  })
})
