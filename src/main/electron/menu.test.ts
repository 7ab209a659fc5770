/** The native menu on the shared fake `electron`: what is installed, and where a click goes. */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeElectron as electron } from './testing/fake-electron'

vi.mock('electron', () => import('./testing/fake-electron').then((fake) => fake.electronModule()))

const { createAppMenuController } = await import('./menu')

type Item = { label?: string; role?: string; enabled?: boolean; click?: () => void; submenu?: Item[] }
const top = (label: string) => (electron.applicationMenu as Item[]).find((i) => i.label === label || i.role === label)!
const entry = (menu: string, label: string) => top(menu).submenu!.find((i) => i.label === label)!

beforeEach(() => electron.reset())

function setUp() {
  const first = new electron.BrowserWindow({})
  const second = new electron.BrowserWindow({})
  first.focus()
  const newWindow = vi.fn()
  const controller = createAppMenuController({
    platform: 'linux',
    appName: 'Folio',
    current: () => electron.BrowserWindow.getFocusedWindow() as never,
    newWindow,
  })
  return { first, second, newWindow, controller }
}

describe('the application menu', () => {
  it('is installed at once, with the Document commands disabled', () => {
    setUp()
    expect(entry('Document', 'Save').enabled).toBe(false)
  })

  it("follows the focused window's context, and a click goes to that window only", () => {
    const { first, second, controller } = setUp()
    controller.setContext(second.webContents.id, { commands: { save: true }, go: [] })
    expect(entry('Document', 'Save').enabled).toBe(false)
    second.focus()
    controller.rebuild()
    expect(entry('Document', 'Save').enabled).toBe(true)
    entry('Document', 'Save').click!()
    expect(second.webContents.sent).toContainEqual(['main:menu-command', { command: 'save' }])
    expect(first.webContents.sent).toEqual([])
  })

  it('File › New Window opens a window in main; Go sends the route to the focused window', () => {
    const { first, controller, newWindow } = setUp()
    entry('File', 'New Window').click!()
    expect(newWindow).toHaveBeenCalledTimes(1)
    controller.setContext(first.webContents.id, {
      commands: {},
      go: [{ label: 'Posts', path: '/admin/collections/posts' }],
    })
    entry('Go', 'Posts').click!()
    expect(first.webContents.sent).toContainEqual([
      'main:menu-command',
      { command: 'go', path: '/admin/collections/posts' },
    ])
  })
})
