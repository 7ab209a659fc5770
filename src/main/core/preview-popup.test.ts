import { readFileSync } from 'node:fs'
import type { BrowserWindowConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { PREVIEW_POPUP_HEIGHT, PREVIEW_POPUP_WIDTH } from '@shared/preview-popup'
import { FakeBrowserWindow } from '../electron/testing/fake-electron'
import {
  createPreviewPopupController,
  hidePopupMenuBar,
  popupWindowOptions,
  type PopupWindowLike,
} from './preview-popup'
import { safeWebPreferences } from './security'

describe('popupWindowOptions', () => {
  it('is 800 × 700, centred on the display work area', () => {
    const options = popupWindowOptions({
      parentBounds: { x: 100, y: 50, width: 1280, height: 860 },
      displayWorkArea: { x: 0, y: 25, width: 1920, height: 1055 },
    })
    expect(PREVIEW_POPUP_WIDTH).toBe(800)
    expect(PREVIEW_POPUP_HEIGHT).toBe(700)
    expect(options).toMatchObject({ width: 800, height: 700, x: 560, y: 203 })
    expect(options.center).toBeUndefined()
  })

  it('falls back to the parent bounds, then to letting the system centre it', () => {
    expect(popupWindowOptions({ parentBounds: { x: 200, y: 100, width: 1200, height: 900 } })).toMatchObject({
      x: 400,
      y: 200,
    })
    const noArea = popupWindowOptions({})
    expect(noArea).toMatchObject({ width: 800, height: 700, center: true })
    expect(noArea.x).toBeUndefined()
    expect(noArea.y).toBeUndefined()
    // Unusable rectangles are ignored.
    expect(
      popupWindowOptions({
        displayWorkArea: { x: 0, y: 0, width: 0, height: 0 },
        parentBounds: { x: 0, y: 0, width: 1000, height: 900 },
      }),
    ).toMatchObject({ x: 100, y: 100 })
    expect(popupWindowOptions({ displayWorkArea: { x: Number.NaN, y: 0, width: 10, height: 10 } }).center).toBe(true)
  })

  it('has no menu bar and safe, isolated webPreferences', () => {
    const options = popupWindowOptions({ preloadPath: '/app/out/preload/popup.cjs' })
    expect(options.autoHideMenuBar).toBe(true)
    // The same hardened preferences as the main window (security.test.ts spells them out).
    // The preview shows no editing: spellcheck is off there.
    expect(options.webPreferences).toEqual({ ...safeWebPreferences('/app/out/preload/popup.cjs'), spellcheck: false })
  })

  it('has no preload unless one is given (never an empty path)', () => {
    expect('preload' in popupWindowOptions({}).webPreferences).toBe(false)
    expect('preload' in popupWindowOptions({ preloadPath: '' }).webPreferences).toBe(false)
  })

  it('the controller opens one window 800 × 700 centred, its menu removed, on the preview URL', () => {
    const windows: FakeBrowserWindow[] = []
    const controller = createPreviewPopupController({
      createWindow: (options) => {
        // What Electron's constructor takes, as the desktop app passes it.
        const electronOptions: BrowserWindowConstructorOptions = options
        const win = new FakeBrowserWindow({ ...electronOptions })
        windows.push(win)
        // The fake's emitter types its listeners loosely; it emits what Electron's webContents does.
        return win as unknown as PopupWindowLike
      },
      placement: () => ({ displayWorkArea: { x: 0, y: 0, width: 1000, height: 1000 } }),
      onReady: () => {},
      onClosed: () => {},
      setInterval: () => 0,
      clearInterval: () => {},
    })
    expect(controller.open('http://127.0.0.1:4000/posts/a')).toBe(true)
    expect(windows).toHaveLength(1)
    expect(windows[0]!.options).toMatchObject({ width: 800, height: 700, x: 100, y: 150, autoHideMenuBar: true })
    expect(windows[0]!.menuRemoved).toBe(true)
    expect(windows[0]!.loadedUrl).toBe('http://127.0.0.1:4000/posts/a')
    expect(controller.isOpen).toBe(true)
  })

  it('passes on the popup page’s overlay ready and well-formed field clicks, only from it on the preview’s origin', () => {
    let win: FakeBrowserWindow | null = null
    const onOverlayReady = vi.fn()
    const onSelectField = vi.fn()
    const controller = createPreviewPopupController({
      createWindow: (options) => (win = new FakeBrowserWindow({ ...options })) as unknown as PopupWindowLike,
      onReady: () => {},
      onClosed: () => {},
      onOverlayReady,
      onSelectField,
      setInterval: () => 0,
      clearInterval: () => {},
    })
    const page = 'http://127.0.0.1:4000/posts/a'
    const field = { path: 'body', label: 'Body', node: [2, 0] }
    // Nothing is open yet.
    controller.overlayReady(1, page)
    controller.selectField(1, page, { field })
    controller.open(page)
    const id = win!.webContents.id
    controller.overlayReady(id + 100, page)
    controller.selectField(id + 100, page, { field })
    controller.selectField(id, page, { field: { path: 'body', label: 'Body', node: [-1] } })
    controller.selectField(id, 'https://evil.example/', { field })
    expect(onOverlayReady).not.toHaveBeenCalled()
    expect(onSelectField).not.toHaveBeenCalled()
    controller.overlayReady(id, page)
    controller.selectField(id, page, { field })
    expect(onOverlayReady).toHaveBeenCalledTimes(1)
    expect(onSelectField.mock.calls).toEqual([[field]])

    // The page followed a link elsewhere: even a frame that claims the preview's origin is not heard.
    win!.webContents.navigate('https://evil.example/')
    controller.overlayReady(id, page)
    controller.selectField(id, page, { field })
    expect(onOverlayReady).toHaveBeenCalledTimes(1)
    expect(onSelectField).toHaveBeenCalledTimes(1)
  })

  it('hidePopupMenuBar removes the menu, and hides the bar where a window can only do that', () => {
    const win = { removeMenu: vi.fn(), setMenuBarVisibility: vi.fn() }
    hidePopupMenuBar(win)
    expect(win.removeMenu).toHaveBeenCalledTimes(1)
    expect(win.setMenuBarVisibility).toHaveBeenCalledWith(false)
    const barOnly = { setMenuBarVisibility: vi.fn() }
    hidePopupMenuBar(barOnly)
    expect(barOnly.setMenuBarVisibility).toHaveBeenCalledWith(false)
  })

  it('this module imports no electron (main/core runs in the web host too)', () => {
    const source = readFileSync(new URL('./preview-popup.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/from ['"]electron['"]|require\(['"]electron['"]\)/)
  })
})
