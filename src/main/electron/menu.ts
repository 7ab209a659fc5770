/** The application menu with the usual roles, so copy/paste, undo, zoom and devtools behave as users expect. */
import { Menu, type MenuItemConstructorOptions } from 'electron'

export function buildMenuTemplate(platform: NodeJS.Platform, appName: string): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin'
  return [
    ...(isMac
      ? [
          {
            label: appName,
            submenu: [
              { role: 'about' },
              { type: 'separator' },
              { role: 'services' },
              { type: 'separator' },
              { role: 'hide' },
              { role: 'hideOthers' },
              { role: 'unhide' },
              { type: 'separator' },
              { role: 'quit' },
            ],
          } satisfies MenuItemConstructorOptions,
        ]
      : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    { role: 'help', submenu: [] },
  ] as MenuItemConstructorOptions[]
}

export function installMenu(platform: NodeJS.Platform, appName: string): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(platform, appName)))
}
