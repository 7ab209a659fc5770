/**
 * The app's windows: the first and every one opened from a route (menu, Ctrl/Cmd+Shift+N, a link with
 * Ctrl/Cmd, a deep link). All share main's one session and bridge; each has the first's preload,
 * webPreferences and navigation rules, and remembers its bounds when closed.
 */
import { BrowserWindow, screen } from 'electron'
import { isAppRoutePath } from '@shared/windows'
import type { DesktopWindows } from '../core/bridge'
import { cascadeBounds } from '../core/window-state'
import { DocumentWindows, desktopWindows } from '../desktop/document-windows'
import { createMainWindow, type MainWindowOptions } from './window'

export interface AppWindowsOptions extends Omit<MainWindowOptions, 'url' | 'bounds'> {
  /** The app's first page ('folio://app/' or the dev server's URL); routes are resolved against it. */
  baseUrl: string
}

export interface AppWindows {
  /** Opens `path` (an app route) in a new window, cascaded from `opener` or the focused window. */
  open(path?: string, opener?: BrowserWindow | null): BrowserWindow
  /** The window the user works in: the focused one, else the last one focused, else any. */
  current(): BrowserWindow | null
  registry: DocumentWindows
  /** The bridge's window channels. */
  handlers: DesktopWindows
}

export function createAppWindows(options: AppWindowsOptions): AppWindows {
  const alive = (win: BrowserWindow | null | undefined): win is BrowserWindow => Boolean(win && !win.isDestroyed())
  const byContentsId = (id: number) =>
    BrowserWindow.getAllWindows().find((win) => alive(win) && win.webContents.id === id) ?? null
  let lastFocused: BrowserWindow | null = null

  const registry = new DocumentWindows((id, event, payload) => byContentsId(id)?.webContents.send(event, payload))

  const current = () => {
    const focused = BrowserWindow.getFocusedWindow()
    if (alive(focused)) return focused
    if (alive(lastFocused)) return lastFocused
    return BrowserWindow.getAllWindows().find(alive) ?? null
  }

  const open = (path = '/', opener?: BrowserWindow | null) => {
    const from = opener === undefined ? current() : opener
    const displays = screen.getAllDisplays().map((d) => d.workArea)
    const win = createMainWindow({
      ...options,
      url: new URL(path, options.baseUrl).toString(),
      openAppWindow: (route, opener) => open(route, opener),
      bounds: alive(from) ? cascadeBounds(from.getBounds(), displays) : undefined,
    })
    const contentsId = win.webContents.id
    win.on('focus', () => (lastFocused = win))
    win.on('closed', () => registry.forget(contentsId))
    lastFocused = win
    return win
  }

  const handlers = desktopWindows(registry, (path, openerId) => {
    // Validated already; checked again because a window may only ever open the app's own routes.
    if (!isAppRoutePath(path)) return false
    open(path, openerId === null ? null : byContentsId(openerId))
    return true
  })
  return { open, current, registry, handlers }
}
