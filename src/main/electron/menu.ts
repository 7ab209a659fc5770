/**
 * The application menu: built as data by desktop/app-menu (File, Edit, View, Document, Go, Window, Help),
 * rebuilt when the focused window's context changes; a click on a command goes to the focused window.
 */
import { Menu, type BrowserWindow, type MenuItemConstructorOptions } from 'electron'
import { EMPTY_MENU_CONTEXT, type MenuContext } from '@shared/menu'
import { buildAppMenu, type AppMenuOptions, type MenuAction, type MenuSpec } from '../desktop/app-menu'

export function toElectronTemplate(specs: MenuSpec[], run: (action: MenuAction) => void): MenuItemConstructorOptions[] {
  return specs.map(({ action, submenu, ...rest }) => ({
    ...(rest as MenuItemConstructorOptions),
    ...(submenu ? { submenu: toElectronTemplate(submenu, run) } : {}),
    ...(action ? { click: () => run(action) } : {}),
  }))
}

export function installMenu(options: AppMenuOptions, run: (action: MenuAction) => void): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(toElectronTemplate(buildAppMenu(options), run)))
}

export interface AppMenuController {
  /** A window reported what it shows (`renderer:menu-context`). */
  setContext(windowId: number, context: MenuContext): void
  forget(windowId: number): void
  /** Another window came to the front: the menu follows its context. */
  rebuild(): void
}

export interface AppMenuControllerOptions {
  platform: NodeJS.Platform
  appName: string
  /** The window the user works in. */
  current: () => BrowserWindow | null
  newWindow: () => void
  /** Help › Check for Updates…, present only when given. */
  checkForUpdates?: () => void
}

export function createAppMenuController(options: AppMenuControllerOptions): AppMenuController {
  const contexts = new Map<number, MenuContext>()
  let installed: string | null = null
  const run = (action: MenuAction) => {
    if ('main' in action) {
      if (action.main === 'new-window') options.newWindow()
      else options.checkForUpdates?.()
      return
    }
    const win = options.current()
    if (win && !win.isDestroyed()) win.webContents.send('main:menu-command', action)
  }
  const rebuild = () => {
    const win = options.current()
    const context = (win && contexts.get(win.webContents.id)) || EMPTY_MENU_CONTEXT
    // Rebuilding the native menu is not free, and contexts are reported on every change of route or state.
    const key = JSON.stringify(context)
    if (key === installed) return
    installed = key
    installMenu(
      { platform: options.platform, appName: options.appName, context, updates: Boolean(options.checkForUpdates) },
      run,
    )
  }
  rebuild()
  return {
    setContext(windowId, context) {
      contexts.set(windowId, context)
      rebuild()
    },
    forget(windowId) {
      contexts.delete(windowId)
    },
    rebuild,
  }
}
