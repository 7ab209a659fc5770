/**
 * The embedded preview view on the shared fake `electron`: a WebContentsView in the asking window's
 * contentView, its page's rules, main's side of the relay, and its removal with the window.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PREVIEW_POPUP_IPC } from '@shared/preview-popup'
import { fakeElectron as electron } from './testing/fake-electron'

vi.mock('electron', () => import('./testing/fake-electron').then((fake) => fake.electronModule()))

const { createNativePreviewViews } = await import('./preview-view')

const PANE = { x: 640, y: 96, width: 560, height: 700 }

beforeEach(() => electron.reset())

function setup() {
  const onReady = vi.fn()
  const editor = new electron.BrowserWindow({})
  const other = new electron.BrowserWindow({})
  const views = createNativePreviewViews({ preloadPath: '/app/out/preload/preview-popup.cjs', onReady })
  return { views, editor, other, onReady }
}

describe('native preview view', () => {
  it('adds an isolated view with the relay preload to the asking window, at the pane’s box', () => {
    const { views, editor, other } = setup()
    expect(views.manager.show(editor.webContents.id, 'http://localhost:3000/posts/hello', PANE)).toBe(true)
    const view = electron.WebContentsView.created[0]!
    expect(editor.contentView.children).toEqual([view])
    expect(other.contentView.children).toEqual([])
    expect(view.bounds).toEqual(PANE)
    expect(view.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/preview-popup.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    })
    expect(view.webContents.loadedUrl).toBe('http://localhost:3000/posts/hello')
  })

  it('lets the page follow web links only, and never open windows', () => {
    const { views, editor } = setup()
    views.manager.show(editor.webContents.id, 'http://localhost:3000/posts/hello', PANE)
    const contents = electron.WebContentsView.created[0]!.webContents
    expect(contents.windowOpenHandler!({ url: 'http://localhost:3000/x' })).toEqual({ action: 'deny' })
    expect(contents.navigate('file:///etc/passwd')).toBe(false)
    expect(contents.navigate('http://localhost:3000/posts/other')).toBe(true)
  })

  it('relays ready from the view’s own page to its window only', () => {
    const { views, editor, onReady } = setup()
    views.manager.show(editor.webContents.id, 'http://localhost:3000/posts/hello', PANE)
    const contents = electron.WebContentsView.created[0]!.webContents
    const frame = { url: 'http://localhost:3000/posts/hello' }
    electron.ipcMain.emit(PREVIEW_POPUP_IPC.ready, { sender: { id: editor.webContents.id }, senderFrame: frame })
    expect(onReady).not.toHaveBeenCalled()
    electron.ipcMain.emit(PREVIEW_POPUP_IPC.ready, { sender: { id: contents.id }, senderFrame: frame })
    expect(onReady).toHaveBeenCalledWith(editor)
    expect(views.manager.post(editor.webContents.id, { type: 'payload-live-preview' })).toBe(true)
    expect(contents.sent[0]).toEqual([
      PREVIEW_POPUP_IPC.message,
      { message: { type: 'payload-live-preview' }, previewOrigin: 'http://localhost:3000' },
    ])
  })

  it('closes the view’s page when its window closes, and on dispose', () => {
    const { views, editor, other } = setup()
    views.manager.show(editor.webContents.id, 'http://localhost:3000/a', PANE)
    views.manager.show(other.webContents.id, 'http://localhost:3000/b', PANE)
    const [inEditor, inOther] = electron.WebContentsView.created
    editor.close()
    expect(inEditor!.webContents.closed).toBe(true)
    expect(views.manager.has(editor.webContents.id)).toBe(false)
    expect(inOther!.webContents.closed).toBe(false)
    views.dispose()
    expect(inOther!.webContents.closed).toBe(true)
    expect(other.contentView.children).toEqual([])
    expect(electron.ipcMain.listenerCount(PREVIEW_POPUP_IPC.ready)).toBe(0)
  })
})
