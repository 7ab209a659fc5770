import { describe, expect, it, vi } from 'vitest'
import { DocumentWindows, desktopWindows } from './document-windows'

const post = 'collections/posts/12'

/** Windows 1 and 2 show the post; what was sent to tell them so is forgotten. */
function twoWindowsShowingThePost() {
  const send = vi.fn()
  const registry = new DocumentWindows(send)
  registry.opened(1, post)
  registry.opened(2, post)
  send.mockClear()
  return { send, registry }
}

describe('DocumentWindows', () => {
  it('tells a window opening a document how many others show it, and tells those windows', () => {
    const send = vi.fn()
    const registry = new DocumentWindows(send)
    expect(registry.opened(1, post)).toBe(0)
    expect(send).not.toHaveBeenCalled()
    expect(registry.opened(2, post)).toBe(1)
    expect(send).toHaveBeenCalledWith(1, 'main:document-elsewhere', { key: post, elsewhere: 1 })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('tells the remaining window when the other closes the document or is closed', () => {
    const { send, registry } = twoWindowsShowingThePost()
    registry.closed(2, post)
    expect(send).toHaveBeenCalledWith(1, 'main:document-elsewhere', { key: post, elsewhere: 0 })
    registry.opened(3, post)
    send.mockClear()
    registry.forget(3)
    expect(send).toHaveBeenCalledWith(1, 'main:document-elsewhere', { key: post, elsewhere: 0 })
    expect(registry.windowsShowing(post)).toEqual([1])
  })

  it('does not count a window twice when it reports the same document again', () => {
    const { send, registry } = twoWindowsShowingThePost()
    expect(registry.opened(2, post)).toBe(1)
    expect(send).not.toHaveBeenCalled()
  })

  it('keeps documents apart', () => {
    const registry = new DocumentWindows(vi.fn())
    registry.opened(1, post)
    expect(registry.opened(2, 'collections/posts/13')).toBe(0)
  })
})

describe('desktopWindows', () => {
  it('answers a web tab (no window id) that nothing else shows it, and opens routes through the host', () => {
    const registry = new DocumentWindows(vi.fn())
    const open = vi.fn(() => true)
    const windows = desktopWindows(registry, open)
    registry.opened(1, post)
    expect(windows.documentOpened({ collection: 'posts', id: '12' }, { windowId: null })).toEqual({ elsewhere: 0 })
    expect(windows.documentOpened({ collection: 'posts', id: '12' }, { windowId: 7 })).toEqual({ elsewhere: 1 })
    windows.documentClosed({ collection: 'posts', id: '12' }, { windowId: 7 })
    expect(registry.windowsShowing(post)).toEqual([1])
    expect(windows.open('/collections/posts', { windowId: 1 })).toBe(true)
    expect(open).toHaveBeenCalledWith('/collections/posts', 1)
  })
})
