import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createClosedPoller,
  PREVIEW_POPUP_POLL_MS,
  previewPopupBounds,
  screenWorkArea,
  windowOpenFeatures,
} from './preview-popup'

describe('previewPopupBounds', () => {
  it.each([
    ['centred on the area', { x: 0, y: 25, width: 1920, height: 1055 }, { width: 800, height: 700, x: 560, y: 203 }],
    [
      'centred on a second display with negative coordinates',
      { x: -2560, y: -200, width: 2560, height: 1400 },
      { width: 800, height: 700, x: -1680, y: 150 },
    ],
    [
      'shrunk to fit an area smaller than 800 × 700',
      { x: 0, y: 0, width: 640.5, height: 480 },
      { width: 640, height: 480, x: 0, y: 0 },
    ],
  ])('is 800 × 700, %s', (_case, area, bounds) => {
    expect(previewPopupBounds(area)).toEqual(bounds)
  })

  it('takes the first usable area, and has no position when none is', () => {
    const emptyDisplay = { x: 0, y: 0, width: 0, height: 0 }
    expect(previewPopupBounds(emptyDisplay, { x: 0, y: 0, width: 1000, height: 900 })).toMatchObject({ x: 100, y: 100 })
    expect(previewPopupBounds({ x: Number.NaN, y: 0, width: 10, height: 10 }, null)).toEqual({
      width: 800,
      height: 700,
    })
    expect(previewPopupBounds()).toEqual({ width: 800, height: 700 })
  })
})

describe('window.open features', () => {
  it('gives the geometry without menubar or toolbar', () => {
    expect(windowOpenFeatures(previewPopupBounds({ x: 0, y: 25, width: 1920, height: 1055 }))).toBe(
      'width=800,height=700,left=560,top=203,menubar=no,toolbar=no,popup=yes',
    )
  })

  it('leaves out left and top when the position is unknown, and never asks for noopener', () => {
    const features = windowOpenFeatures(previewPopupBounds())
    expect(features).toBe('width=800,height=700,menubar=no,toolbar=no,popup=yes')
    expect(features).not.toContain('noopener')
  })

  it('centres a browser popup on the screen that holds the editor', () => {
    const screen = { availLeft: 1920, availTop: 0, availWidth: 1600, availHeight: 900 }
    expect(screenWorkArea(screen)).toEqual({ x: 1920, y: 0, width: 1600, height: 900 })
    expect(screenWorkArea({ availWidth: 1280, availHeight: 800 })).toEqual({ x: 0, y: 0, width: 1280, height: 800 })
    expect(windowOpenFeatures(previewPopupBounds(screenWorkArea(screen)))).toBe(
      'width=800,height=700,left=2320,top=100,menubar=no,toolbar=no,popup=yes',
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
