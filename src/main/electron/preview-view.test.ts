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

  it('pushes a field clicked in the view’s page to its window as main:preview-field, and its overlay’s ready', () => {
    const { views, editor, other } = setup()
    views.manager.show(editor.webContents.id, 'http://localhost:3000/posts/hello', PANE)
    const contents = electron.WebContentsView.created[0]!.webContents
    const frame = { url: 'http://localhost:3000/posts/hello' }
    const field = { path: 'title', label: 'Title' }
    const pushes = (win: typeof editor) => win.webContents.sent.filter(([channel]) => channel.startsWith('main:'))

    electron.ipcMain.emit(PREVIEW_POPUP_IPC.overlayReady, { sender: contents, senderFrame: frame })
    electron.ipcMain.emit(PREVIEW_POPUP_IPC.selectField, { sender: contents, senderFrame: frame }, { field })
    expect(pushes(editor)).toEqual([
      ['main:preview-overlay-ready', { from: 'view' }],
      ['main:preview-field', { field, from: 'view' }],
    ])
    expect(pushes(other)).toEqual([])
  })

  it('drops a malformed field, one from another webContents, and one while the page is off the preview’s origin', () => {
    const { views, editor, other } = setup()
    views.manager.show(editor.webContents.id, 'http://localhost:3000/posts/hello', PANE)
    const contents = electron.WebContentsView.created[0]!.webContents
    const frame = { url: 'http://localhost:3000/posts/hello' }
    const field = { path: 'title', label: 'Title' }
    const select = (sender: { id: number }, payload: unknown, senderFrame = frame) =>
      electron.ipcMain.emit(PREVIEW_POPUP_IPC.selectField, { sender, senderFrame }, payload)

    select(contents, { field: { path: 'title"); alert(1', label: 'Title' } })
    select(contents, { field: { label: 'Title' } })
    select(contents, 'title')
    select(contents, undefined)
    // The app window itself, or any other page, is not the view's page.
    select(editor.webContents, { field })
    select({ id: contents.id + 1000 }, { field })
    electron.ipcMain.emit(PREVIEW_POPUP_IPC.overlayReady, { sender: editor.webContents, senderFrame: frame })
    // The page followed a link to another origin: a frame there cannot pick fields.
    contents.navigate('https://evil.example/')
    select(contents, { field }, { url: 'https://evil.example/' })
    select(contents, { field })
    electron.ipcMain.emit(PREVIEW_POPUP_IPC.overlayReady, { sender: contents, senderFrame: frame })

    for (const win of [editor, other]) expect(win.webContents.sent).toEqual([])
    // Back on the preview's origin, it is heard again.
    contents.navigate('http://localhost:3000/posts/hello')
    select(contents, { field })
    expect(editor.webContents.sent).toEqual([['main:preview-field', { field, from: 'view' }]])
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
    for (const channel of [PREVIEW_POPUP_IPC.ready, PREVIEW_POPUP_IPC.overlayReady, PREVIEW_POPUP_IPC.selectField])
      expect(electron.ipcMain.listenerCount(channel)).toBe(0)
  })
})
