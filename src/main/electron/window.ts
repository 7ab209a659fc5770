/** An app window (the first and every further one): safe webPreferences, remembered bounds, and navigation kept inside the app. */
import { BrowserWindow, dialog, screen, shell } from 'electron'
import { ENGLISH_LEAVE_STRINGS, LEAVE_BUTTON, leavePromptOptions, type LeavePromptStrings } from '../core/leave-prompt'
import { decideWindowOpen, isInAppNavigation, safeWebPreferences, type NavigationPolicy } from '../core/security'
import type { SettingsStore } from '../core/settings'
import {
  MIN_WINDOW_SIZE,
  WINDOW_STATE_KEY,
  restoreWindowState,
  type Rect,
  type WindowState,
} from '../core/window-state'

export interface MainWindowOptions {
  preload: string
  url: string
  settings: SettingsStore
  policy: () => NavigationPolicy
  backgroundColor?: string
  /** The leave dialog's words in the UI language (English when absent). */
  leaveStrings?: () => LeavePromptStrings
  /** Where a further window goes (cascaded from the one it was opened from); the saved bounds otherwise. */
  bounds?: Rect
  /** Opens one of the app's routes in another window (a link Ctrl/Cmd+clicked in this one); none: nothing opens. */
  openAppWindow?: (path: string, opener: BrowserWindow) => void
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const displays = screen.getAllDisplays().map((d) => d.workArea)
  const state: WindowState = options.bounds ?? restoreWindowState(options.settings.get(WINDOW_STATE_KEY), displays)
  const win = new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    title: 'Folio',
    backgroundColor: options.backgroundColor ?? '#ffffff',
    webPreferences: safeWebPreferences(options.preload),
  })
  if (state.maximized) win.maximize()
  win.once('ready-to-show', () => win.show())

  const save = () => {
    if (win.isDestroyed()) return
    const bounds = win.getNormalBounds()
    const next: WindowState = { ...bounds, maximized: win.isMaximized() }
    options.settings.set(WINDOW_STATE_KEY, next)
  }
  win.on('close', save)
  // The edit view's beforeunload asks to stay when there are unsaved changes: ask the user natively.
  win.webContents.on('will-prevent-unload', (event) => {
    const choice = dialog.showMessageBoxSync(win, leavePromptOptions(options.leaveStrings?.() ?? ENGLISH_LEAVE_STRINGS))
    if (choice === LEAVE_BUTTON) event.preventDefault()
  })

  guardNavigation(win, options.policy, options.openAppWindow)
  void win.loadURL(options.url)
  return win
}

export function guardNavigation(
  win: BrowserWindow,
  policy: () => NavigationPolicy,
  openAppWindow?: (path: string, opener: BrowserWindow) => void,
): void {
  const contents = win.webContents
  contents.on('will-navigate', (event, url) => {
    if (!isInAppNavigation(url, policy())) event.preventDefault()
  })
  contents.on('will-redirect', (event, url) => {
    if (!isInAppNavigation(url, policy())) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, policy())
    if (decision.action === 'open-external') void shell.openExternal(decision.url)
    // The page never makes the window itself: main opens the route as any app window, with its rules.
    if (decision.action === 'open-app-window') openAppWindow?.(decision.path, win)
    return { action: 'deny' }
  })
}
