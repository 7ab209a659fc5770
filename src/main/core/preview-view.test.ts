import { describe, expect, it, vi } from 'vitest'
import { PREVIEW_POPUP_IPC } from '@shared/preview-popup'
import { FakeContentView, FakeWebContentsView } from '../electron/testing/fake-electron'
import { createPreviewViewManager, previewViewWebPreferences, viewRect, type PreviewViewLike } from './preview-view'

const PANE = { x: 640, y: 96, width: 560, height: 700 }
const message = { type: 'payload-live-preview', data: { title: 'Unsaved draft title' } }

function setup() {
  const windows = new Map<number, { contentView: FakeContentView; destroyed: boolean }>([
    [1, { contentView: new FakeContentView(), destroyed: false }],
    [2, { contentView: new FakeContentView(), destroyed: false }],
  ])
  const views: FakeWebContentsView[] = []
  const onReady = vi.fn()
  const onOverlayReady = vi.fn()
  const onSelectField = vi.fn()
  const manager = createPreviewViewManager({
    preloadPath: '/app/out/preload/preview-popup.cjs',
    createView: (webPreferences) => {
      const view = new FakeWebContentsView({ webPreferences: { ...webPreferences } })
      views.push(view)
      return view as unknown as PreviewViewLike
    },
    hostOf: (id) => {
      const win = windows.get(id)
      if (!win) return null
      return {
        isDestroyed: () => win.destroyed,
        addChildView: (view) => win.contentView.addChildView(view as unknown as FakeWebContentsView),
        removeChildView: (view) => win.contentView.removeChildView(view as unknown as FakeWebContentsView),
      }
    },
    onReady,
    onOverlayReady,
    onSelectField,
  })
  return { manager, windows, views, onReady, onOverlayReady, onSelectField }
}

describe('viewRect', () => {
  it('rounds the pane’s box to whole pixels and never goes negative', () => {
    expect(viewRect({ x: 640.4, y: 95.6, width: 559.5, height: 700.2 })).toEqual({
      rect: { x: 640, y: 96, width: 560, height: 700 },
      empty: false,
    })
    // Scrolled partly above the window: clamped to its edge.
    expect(viewRect({ x: -10, y: -4, width: 300, height: 200 }).rect).toMatchObject({ x: 0, y: 0 })
    expect(viewRect({ x: 0, y: 0, width: 0, height: 200 }).empty).toBe(true)
    expect(viewRect({ x: Number.NaN, y: 0, width: 10, height: 10 }).rect.x).toBe(0)
  })
})

describe('previewViewWebPreferences', () => {
  it('isolates the page and gives it only the relay preload, never Folio’s bridge', () => {
    expect(previewViewWebPreferences('/relay.cjs')).toMatchObject({
      preload: '/relay.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
    })
    expect(previewViewWebPreferences().preload).toBeUndefined()
  })
})

describe('preview view manager', () => {
  it('lays the view over the pane in the asking window and loads the preview', () => {
    const { manager, windows, views } = setup()
    expect(manager.show(1, 'http://127.0.0.1:4300/posts/post-01#ticket=t', PANE)).toBe(true)
    const view = views[0]!
    expect(windows.get(1)!.contentView.children).toEqual([view])
    expect(windows.get(2)!.contentView.children).toEqual([])
    expect(view.bounds).toEqual(PANE)
    expect(view.visible).toBe(true)
    expect(view.webContents.loadedUrl).toBe('http://127.0.0.1:4300/posts/post-01#ticket=t')
    expect(view.options.webPreferences).toMatchObject({ preload: '/app/out/preload/preview-popup.cjs', sandbox: true })
  })

  it('refuses anything but http(s), and windows it does not know', () => {
    const { manager, views } = setup()
    expect(manager.show(1, 'file:///etc/passwd', PANE)).toBe(false)
    expect(manager.show(1, 'javascript:alert(1)', PANE)).toBe(false)
    expect(manager.show(9, 'http://127.0.0.1:4300/', PANE)).toBe(false)
    expect(views).toHaveLength(0)
  })

  it('follows the pane, hides while a dialog covers it or the pane has no size, and shows again', () => {
    const { manager, views } = setup()
    manager.show(1, 'http://127.0.0.1:4300/posts/post-01', PANE)
    const view = views[0]!
    expect(manager.setBounds(1, { x: 600, y: 120, width: 500, height: 640 }, true)).toBe(true)
    expect(view.bounds).toEqual({ x: 600, y: 120, width: 500, height: 640 })
    manager.setBounds(1, PANE, false)
    expect(view.visible).toBe(false)
    manager.setBounds(1, { ...PANE, height: 0 }, true)
    expect(view.visible).toBe(false)
    manager.setBounds(1, PANE, true)
    expect(view.visible).toBe(true)
    // A window without a view: nothing to move.
    expect(manager.setBounds(2, PANE, true)).toBe(false)
  })

  it('relays the unsaved document only to its own window’s page, while on the preview’s origin', () => {
    const { manager, views } = setup()
    expect(manager.post(1, message)).toBe(false)
    manager.show(1, 'http://127.0.0.1:4300/posts/post-01', PANE)
    const contents = views[0]!.webContents
    expect(manager.post(1, message)).toBe(true)
    expect(contents.sent).toEqual([[PREVIEW_POPUP_IPC.message, { message, previewOrigin: 'http://127.0.0.1:4300' }]])
    expect(manager.post(2, message)).toBe(false)

    contents.emit('will-navigate', { preventDefault: () => undefined }, 'https://evil.example/')
    expect(manager.post(1, message)).toBe(false)
    contents.url = 'https://evil.example/'
    contents.emit('did-navigate', {}, 'https://evil.example/')
    expect(manager.post(1, message)).toBe(false)
    expect(contents.sent).toHaveLength(1)

    expect(contents.navigate('http://127.0.0.1:4300/posts/post-01')).toBe(true)
    expect(manager.post(1, message)).toBe(true)
  })

  it('reports ready to the owning window, only from its own page on the preview’s origin', () => {
    const { manager, views, onReady } = setup()
    manager.show(2, 'http://127.0.0.1:4300/posts/post-01', PANE)
    const contents = views[0]!.webContents
    manager.ready(contents.id + 100, 'http://127.0.0.1:4300/posts/post-01')
    manager.ready(contents.id, 'https://evil.example/')
    expect(onReady).not.toHaveBeenCalled()
    manager.ready(contents.id, 'http://127.0.0.1:4300/posts/post-01')
    expect(onReady).toHaveBeenCalledWith(2)
  })

  it('passes on its page’s overlay ready and well-formed field clicks to the owning window only', () => {
    const { manager, views, onOverlayReady, onSelectField } = setup()
    manager.show(2, 'http://127.0.0.1:4300/posts/post-01', PANE)
    const contents = views[0]!.webContents
    const page = 'http://127.0.0.1:4300/posts/post-01'
    const field = { path: 'title', label: 'Title' }
    manager.overlayReady(contents.id + 100, page)
    manager.overlayReady(contents.id, 'https://evil.example/')
    expect(onOverlayReady).not.toHaveBeenCalled()
    manager.overlayReady(contents.id, page)
    expect(onOverlayReady).toHaveBeenCalledWith(2)

    manager.selectField(contents.id + 100, page, { field })
    manager.selectField(contents.id, 'https://evil.example/', { field })
    manager.selectField(contents.id, page, { field: { path: 'a..b', label: 'x' } })
    manager.selectField(contents.id, page, 'title')
    manager.selectField(contents.id, page, null)
    expect(onSelectField).not.toHaveBeenCalled()
    manager.selectField(contents.id, page, { field: { ...field, extra: '<script>' } })
    expect(onSelectField.mock.calls).toEqual([[2, field]])
  })

  it('showing again replaces the view; closing removes it from the window and closes its page', () => {
    const { manager, windows, views } = setup()
    manager.show(1, 'http://127.0.0.1:4300/a', PANE)
    manager.show(1, 'http://localhost:3000/b', PANE)
    const [first, second] = views
    expect(first!.webContents.closed).toBe(true)
    expect(windows.get(1)!.contentView.children).toEqual([second])
    // The replaced page's late navigation does not reopen the gate for the new one.
    first!.webContents.emit('did-navigate', {}, 'http://127.0.0.1:4300/a')
    manager.close(1)
    expect(windows.get(1)!.contentView.children).toEqual([])
    expect(second!.webContents.closed).toBe(true)
    expect(second!.visible).toBe(false)
    expect(manager.has(1)).toBe(false)
    expect(manager.post(1, message)).toBe(false)
  })

  it('forgets the view of a window that is gone', () => {
    const { manager, windows } = setup()
    manager.show(1, 'http://127.0.0.1:4300/a', PANE)
    windows.get(1)!.destroyed = true
    expect(manager.post(1, message)).toBe(false)
    expect(manager.setBounds(1, PANE, true)).toBe(false)
    expect(manager.has(1)).toBe(false)
  })
})
