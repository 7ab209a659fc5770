import { readFileSync } from 'node:fs'
import type { BrowserWindowConstructorOptions } from 'electron'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  browserWindowBounds,
  createClosedPoller,
  hidePopupMenuBar,
  popupWindowFeatures,
  popupWindowOptions,
  PREVIEW_POPUP_HEIGHT,
  PREVIEW_POPUP_POLL_MS,
  PREVIEW_POPUP_WIDTH,
  screenWorkArea,
  windowOpenFeatures,
} from './preview-popup'

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

  it('centres on a second display with negative coordinates', () => {
    const options = popupWindowOptions({ displayWorkArea: { x: -2560, y: -200, width: 2560, height: 1400 } })
    expect(options).toMatchObject({ x: -1680, y: 150, width: 800, height: 700 })
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

  it('shrinks to fit a work area smaller than 800 × 700', () => {
    expect(popupWindowOptions({ displayWorkArea: { x: 0, y: 0, width: 640, height: 480 } })).toMatchObject({
      x: 0,
      y: 0,
      width: 640,
      height: 480,
    })
  })

  it('has no menu bar and safe, isolated webPreferences', () => {
    const options = popupWindowOptions({ preloadPath: '/app/out/preload/popup.cjs' })
    expect(options.autoHideMenuBar).toBe(true)
    expect(options.webPreferences).toMatchObject({
      preload: '/app/out/preload/popup.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    })
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

  it('this module imports no electron (shared with the web host)', () => {
    const source = readFileSync(new URL('./preview-popup.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/from ['"]electron['"]|require\(['"]electron['"]\)/)
  })
})

describe('window.open features', () => {
  it('gives the same geometry as a features string without menubar or toolbar', () => {
    const options = popupWindowOptions({ displayWorkArea: { x: 0, y: 25, width: 1920, height: 1055 } })
    expect(windowOpenFeatures(options)).toBe('width=800,height=700,left=560,top=203,menubar=no,toolbar=no,popup=yes')
  })

  it('leaves out left and top when the position is unknown, and never asks for noopener', () => {
    const features = popupWindowFeatures({})
    expect(features).toBe('width=800,height=700,menubar=no,toolbar=no,popup=yes')
    expect(features).not.toContain('noopener')
  })

  it('centres a browser popup on the screen that holds the editor', () => {
    const screen = { availLeft: 1920, availTop: 0, availWidth: 1600, availHeight: 900 }
    expect(screenWorkArea(screen)).toEqual({ x: 1920, y: 0, width: 1600, height: 900 })
    expect(screenWorkArea({ availWidth: 1280, availHeight: 800 })).toEqual({ x: 0, y: 0, width: 1280, height: 800 })
    expect(popupWindowFeatures({ displayWorkArea: screenWorkArea(screen) })).toBe(
      'width=800,height=700,left=2320,top=100,menubar=no,toolbar=no,popup=yes',
    )
    const parent = browserWindowBounds({ screenX: 10, screenY: 20, outerWidth: 1000, outerHeight: 800 })
    expect(parent).toEqual({ x: 10, y: 20, width: 1000, height: 800 })
    expect(popupWindowFeatures({ parentBounds: parent })).toBe(
      'width=800,height=700,left=110,top=70,menubar=no,toolbar=no,popup=yes',
    )
  })
})

describe('createClosedPoller', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('polls every second and calls onClosed once when the window is gone', () => {
    vi.useFakeTimers()
    let closed = false
    const isClosed = vi.fn(() => closed)
    const onClosed = vi.fn()
    const poller = createClosedPoller({ isClosed, onClosed })
    expect(PREVIEW_POPUP_POLL_MS).toBe(1000)

    vi.advanceTimersByTime(999)
    expect(isClosed).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(isClosed).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(2000)
    expect(isClosed).toHaveBeenCalledTimes(3)
    expect(onClosed).not.toHaveBeenCalled()

    closed = true
    vi.advanceTimersByTime(1000)
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(poller.running).toBe(false)
    vi.advanceTimersByTime(10_000)
    expect(isClosed).toHaveBeenCalledTimes(4)
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('uses injected timers and the given interval', () => {
    const callbacks: Array<() => void> = []
    const setInterval = vi.fn((cb: () => void, _ms: number) => {
      callbacks.push(cb)
      return 'handle-1'
    })
    const clearInterval = vi.fn((_handle: string) => undefined)
    let closed = false
    const onClosed = vi.fn()
    createClosedPoller({ isClosed: () => closed, onClosed, intervalMs: 250, setInterval, clearInterval })
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 250)
    callbacks[0]!()
    expect(onClosed).not.toHaveBeenCalled()
    closed = true
    callbacks[0]!()
    callbacks[0]!() // a tick that was already queued
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(clearInterval).toHaveBeenCalledTimes(1)
    expect(clearInterval).toHaveBeenCalledWith('handle-1')
  })

  it('stop() ends polling without calling onClosed', () => {
    vi.useFakeTimers()
    const onClosed = vi.fn()
    const isClosed = vi.fn(() => true)
    const poller = createClosedPoller({ isClosed, onClosed })
    poller.stop()
    poller.stop()
    vi.advanceTimersByTime(5000)
    expect(isClosed).not.toHaveBeenCalled()
    expect(onClosed).not.toHaveBeenCalled()
    expect(poller.check()).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('check() looks now (e.g. on focus) and counts a throwing check as closed', () => {
    vi.useFakeTimers()
    const onClosed = vi.fn()
    let mode: 'open' | 'throw' = 'open'
    const poller = createClosedPoller({
      isClosed: () => {
        if (mode === 'throw') throw new Error('object has been destroyed')
        return false
      },
      onClosed,
    })
    expect(poller.check()).toBe(false)
    mode = 'throw'
    expect(poller.check()).toBe(true)
    expect(poller.check()).toBe(true)
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects a non-positive interval', () => {
    expect(() => createClosedPoller({ isClosed: () => false, onClosed: () => undefined, intervalMs: 0 })).toThrow(
      RangeError,
    )
    expect(() =>
      createClosedPoller({ isClosed: () => false, onClosed: () => undefined, intervalMs: Number.NaN }),
    ).toThrow(RangeError)
  })
})
