import { describe, expect, it, vi } from 'vitest'
import { createModalStack } from '../../../ui/Modal/modal-stack'
import { attachNativeView, boundsOf, sameBounds, usesNativeView, type NativeViewEnvironment } from './native-view'

describe('usesNativeView', () => {
  it('puts a frontend on another origin than the CMS in the desktop app’s native view', () => {
    expect(usesNativeView('electron', 'http://localhost:3001/posts/hello', 'http://localhost:3000')).toBe(true)
  })

  it('keeps the iframe in the web host, and for a page on the CMS’s own origin', () => {
    expect(usesNativeView('web', 'http://localhost:3001/posts/hello', 'http://localhost:3000')).toBe(false)
    expect(usesNativeView('electron', 'http://localhost:3000/preview/posts/1', 'http://localhost:3000/')).toBe(false)
  })

  it('never for no page or one that is not on the web', () => {
    expect(usesNativeView('electron', null, 'http://localhost:3000')).toBe(false)
    expect(usesNativeView('electron', undefined, 'http://localhost:3000')).toBe(false)
    expect(usesNativeView('electron', 'file:///etc/passwd', 'http://localhost:3000')).toBe(false)
    // Not signed in to a server yet: any web page is off its origin.
    expect(usesNativeView('electron', 'https://site.example/', null)).toBe(true)
  })
})

describe('boundsOf', () => {
  it('takes the pane’s box in the window, never with a negative size', () => {
    expect(boundsOf({ left: 640, top: 96.5, width: 560, height: 700 })).toEqual({
      x: 640,
      y: 96.5,
      width: 560,
      height: 700,
    })
    expect(boundsOf({ left: 0, top: 0, width: -1, height: 10 })).toEqual({ x: 0, y: 0, width: 0, height: 10 })
  })

  it('keeps only the part inside the window when the pane is scrolled partly out of it', () => {
    const viewport = { width: 1280, height: 800 }
    // 120 px above the top edge: the view starts at the edge, 120 px shorter.
    expect(boundsOf({ left: 640, top: -120, width: 560, height: 700 }, viewport)).toEqual({
      x: 640,
      y: 0,
      width: 560,
      height: 580,
    })
    // Running past the bottom and right edges.
    expect(boundsOf({ left: 1000, top: 500, width: 560, height: 700 }, viewport)).toEqual({
      x: 1000,
      y: 500,
      width: 280,
      height: 300,
    })
    // Entirely out of sight: nothing to show.
    expect(boundsOf({ left: 0, top: -900, width: 560, height: 700 }, viewport).height).toBe(0)
  })

  it('tells an unchanged box from a moved one, so only moves are sent to main', () => {
    const box = { x: 1, y: 2, width: 3, height: 4 }
    expect(sameBounds(null, box)).toBe(false)
    expect(sameBounds({ ...box }, box)).toBe(true)
    expect(sameBounds({ ...box, y: 3 }, box)).toBe(false)
  })
})

describe('attachNativeView', () => {
  const URL_ = 'http://localhost:3001/posts/hello'

  function environment(showAnswer: Promise<boolean>) {
    const rect = { left: 640, top: 96, width: 560, height: 700 }
    const invoke = vi.fn((channel: string, _payload?: unknown) =>
      channel === 'renderer:preview-view-show' ? showAnswer : Promise.resolve(true),
    )
    const events = new Map<string, () => void>()
    let resized: (() => void) | null = null
    const modals = createModalStack<string>()
    const env: NativeViewEnvironment = {
      bridge: { invoke },
      element: { getBoundingClientRect: () => ({ ...rect }) },
      window: {
        innerWidth: 1280,
        innerHeight: 800,
        addEventListener: (type: string, listener: () => void) => events.set(type, listener),
        removeEventListener: (type: string) => events.delete(type),
      } as unknown as NativeViewEnvironment['window'],
      modals,
      observeResize: (_element, onResize) => {
        resized = onResize
        return () => (resized = null)
      },
    }
    const calls = (channel: string) => invoke.mock.calls.filter(([c]) => c === channel).map(([, payload]) => payload)
    return { env, rect, events, modals, calls, resize: () => resized?.(), isObserving: () => resized !== null }
  }

  it('shows the page at the pane’s box and follows it when it resizes or the page scrolls', async () => {
    const { env, rect, events, calls, resize } = environment(Promise.resolve(true))
    attachNativeView(URL_, env, () => undefined)
    expect(calls('renderer:preview-view-show')).toEqual([
      { url: URL_, bounds: { x: 640, y: 96, width: 560, height: 700 } },
    ])
    await vi.waitFor(() => expect(calls('renderer:preview-view-bounds')).toHaveLength(1))

    rect.width = 400
    resize()
    rect.top = 40
    events.get('scroll')!()
    events.get('scroll')!() // unchanged: not sent again
    expect(calls('renderer:preview-view-bounds').slice(1)).toEqual([
      { bounds: { x: 640, y: 96, width: 400, height: 700 }, visible: true },
      { bounds: { x: 640, y: 40, width: 400, height: 700 }, visible: true },
    ])
  })

  it('hides the view while a modal dialog is open, and shows it again once it closes', async () => {
    const { env, modals, calls } = environment(Promise.resolve(true))
    attachNativeView(URL_, env, () => undefined)
    await vi.waitFor(() => expect(calls('renderer:preview-view-bounds')).toHaveLength(1))
    modals.push('confirm-delete')
    modals.remove('confirm-delete')
    expect(
      calls('renderer:preview-view-bounds')
        .slice(1)
        .map((p) => (p as { visible: boolean }).visible),
    ).toEqual([false, true])
  })

  it('a dialog open before main answered: the view is hidden as soon as it exists', async () => {
    const { env, modals, calls } = environment(Promise.resolve(true))
    modals.push('already-open')
    attachNativeView(URL_, env, () => undefined)
    await vi.waitFor(() =>
      expect(calls('renderer:preview-view-bounds')).toEqual([expect.objectContaining({ visible: false })]),
    )
  })

  it('removes the view and stops following on unmount', async () => {
    const { env, events, calls, isObserving, modals } = environment(Promise.resolve(true))
    const stop = attachNativeView(URL_, env, () => undefined)
    await vi.waitFor(() => expect(calls('renderer:preview-view-bounds')).toHaveLength(1))
    stop()
    expect(calls('renderer:preview-view-close')).toHaveLength(1)
    expect(events.size).toBe(0)
    expect(isObserving()).toBe(false)
    modals.push('later')
    expect(calls('renderer:preview-view-bounds')).toHaveLength(1)
  })

  it('falls back when main refuses the view', async () => {
    const onFailed = vi.fn()
    const { env } = environment(Promise.resolve(false))
    attachNativeView(URL_, env, onFailed)
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1))
  })
})
