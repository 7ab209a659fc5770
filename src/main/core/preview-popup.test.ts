import { readFileSync } from 'node:fs'
import type { BrowserWindowConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { PREVIEW_POPUP_HEIGHT, PREVIEW_POPUP_WIDTH } from '@shared/preview-popup'
import { hidePopupMenuBar, popupWindowOptions } from './preview-popup'
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

  it('is a valid Electron BrowserWindowConstructorOptions', () => {
    const options: BrowserWindowConstructorOptions = popupWindowOptions({
      displayWorkArea: { x: 0, y: 0, width: 1000, height: 1000 },
    })
    expect(options.width).toBe(800)
  })

  it('hidePopupMenuBar removes the menu', () => {
    const win = { removeMenu: vi.fn(), setMenuBarVisibility: vi.fn() }
    hidePopupMenuBar(win)
    expect(win.removeMenu).toHaveBeenCalledTimes(1)
    expect(win.setMenuBarVisibility).toHaveBeenCalledWith(false)
    expect(() => hidePopupMenuBar({})).not.toThrow()
  })

  it('this module imports no electron (main/core runs in the web host too)', () => {
    const source = readFileSync(new URL('./preview-popup.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/from ['"]electron['"]|require\(['"]electron['"]\)/)
  })
})
