import { describe, expect, it } from 'vitest'
import { EMPTY_MENU_CONTEXT } from '@shared/menu'
import { SHORTCUTS } from '@shared/shortcuts'
import { NATIVE_KEYED, buildAppMenu, menuAccelerators, type MenuSpec } from './app-menu'

const menu = (over: Partial<Parameters<typeof buildAppMenu>[0]> = {}) =>
  buildAppMenu({ platform: 'linux', appName: 'Folio', context: EMPTY_MENU_CONTEXT, ...over })
const named = (specs: MenuSpec[], label: string) => specs.find((s) => s.label === label || s.role === label)!
const items = (specs: MenuSpec[], label: string) => named(specs, label).submenu!.filter((s) => s.type !== 'separator')

describe('the application menu', () => {
  it('has File, Edit, View, Document, Go, Window and Help; macOS adds the app menu first', () => {
    expect(menu().map((s) => s.label ?? s.role)).toEqual([
      'File',
      'editMenu',
      'View',
      'Document',
      'Go',
      'windowMenu',
      'help',
    ])
    expect(menu({ platform: 'darwin' })[0]).toMatchObject({ label: 'Folio' })
  })

  it('File has New Window (Ctrl/Cmd+Shift+N), Close and Quit', () => {
    const file = items(menu(), 'File')
    expect(file[0]).toMatchObject({
      label: 'New Window',
      accelerator: 'CmdOrCtrl+Shift+N',
      action: { main: 'new-window' },
    })
    expect(file.map((s) => s.role).filter(Boolean)).toEqual(['close', 'quit'])
  })

  it('takes every accelerator from the shortcut table, binds each once, and binds none the page handles', () => {
    const accelerators = menuAccelerators(menu())
    expect(new Set(accelerators).size).toBe(accelerators.length)
    const tableKeys = SHORTCUTS.filter((s) => s.native && s.keys).map((s) => s.keys)
    expect([...accelerators].sort()).toEqual([...tableKeys].sort())
    expect(NATIVE_KEYED).toContain('newWindow')
    const save = items(menu(), 'Document')[0]!
    expect(save).toMatchObject({ label: 'Save', accelerator: 'CmdOrCtrl+S', registerAccelerator: false })
    expect(JSON.stringify(menu())).not.toContain('Alt+Up')
  })

  it('disables the Document commands until the focused window says it can run them', () => {
    const none = items(menu(), 'Document')
    expect(none.map((s) => s.label)).toEqual([
      'Save',
      'Publish',
      'Unpublish',
      'Duplicate',
      'Delete',
      'Versions',
      'API',
      'Live Preview',
      'Edit from the Preview',
      'Open in new window',
    ])
    expect(none.every((s) => s.enabled === false)).toBe(true)
    const some = items(
      menu({ context: { commands: { save: true, publish: true, delete: false }, go: [] } }),
      'Document',
    )
    expect(some.filter((s) => s.enabled).map((s) => s.action)).toEqual([{ command: 'save' }, { command: 'publish' }])
  })

  it('lists the dashboard, collections and globals the window reported in Go, and uses its words', () => {
    const context = {
      commands: {},
      go: [
        { label: 'Übersicht', path: '/admin' },
        { label: 'Beiträge', path: '/admin/collections/posts' },
      ],
      labels: { newWindow: 'Neues Fenster' },
    }
    const built = menu({ context })
    expect(items(built, 'Go')).toEqual([
      { label: 'Übersicht', action: { command: 'go', path: '/admin' } },
      { label: 'Beiträge', action: { command: 'go', path: '/admin/collections/posts' } },
    ])
    expect(items(built, 'File')[0]!.label).toBe('Neues Fenster')
  })

  it('offers Check for Updates only when an update feed is configured', () => {
    expect(JSON.stringify(menu())).not.toContain('check-for-updates')
    expect(items(menu({ updates: true }), 'help').at(-1)).toMatchObject({ action: { main: 'check-for-updates' } })
  })
})
