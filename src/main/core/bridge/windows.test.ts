import { describe, expect, it } from 'vitest'
import { validateRequest } from './index'
import { windowHandlers } from './windows'

describe('window channels in the web host', () => {
  it('answer that the host has no windows (the renderer opens a tab) and no other window shows a document', async () => {
    const web = windowHandlers()
    expect(await web['renderer:open-window']({ path: '/collections/posts' }, { windowId: null })).toBe(false)
    expect(await web['renderer:document-opened']({ collection: 'posts', id: '1' }, { windowId: null })).toEqual({
      elsewhere: 0,
    })
  })
})

describe('window channel payloads', () => {
  it('open only app routes', () => {
    expect(validateRequest('renderer:open-window', { path: '/collections/posts/12?locale=de' }).ok).toBe(true)
    for (const path of ['https://evil.example/', '//evil.example', '/a/../../etc', 'collections'])
      expect(validateRequest('renderer:open-window', { path }).ok, path).toBe(false)
  })
  it('take a collection document with its id, or a global', () => {
    expect(validateRequest('renderer:document-opened', { collection: 'posts', id: '12' }).ok).toBe(true)
    expect(validateRequest('renderer:document-closed', { global: 'header' }).ok).toBe(true)
    expect(validateRequest('renderer:document-opened', { collection: 'posts' }).ok).toBe(false)
    expect(validateRequest('renderer:document-opened', { collection: '../x', id: '1' }).ok).toBe(false)
  })
})

describe('renderer:menu-context', () => {
  it('takes known commands, app routes and labels', () => {
    const ok = {
      commands: { save: true },
      go: [{ label: 'Posts', path: '/admin/collections/posts' }],
      labels: { save: 'Sichern' },
    }
    expect(validateRequest('renderer:menu-context', ok).ok).toBe(true)
  })
  it('refuses unknown commands and routes off the app', () => {
    expect(validateRequest('renderer:menu-context', { commands: { format: true }, go: [] }).ok).toBe(false)
    expect(
      validateRequest('renderer:menu-context', { commands: {}, go: [{ label: 'x', path: 'https://evil.example/' }] })
        .ok,
    ).toBe(false)
  })
})

describe('renderer:notify', () => {
  it('takes a title, a body and an app route; refuses a path off the app', () => {
    expect(validateRequest('renderer:notify', { title: 'Saved', body: '', path: '/admin' }).ok).toBe(true)
    expect(validateRequest('renderer:notify', { title: 'x', body: 'y', path: 'https://evil.example/' }).ok).toBe(false)
    expect(validateRequest('renderer:notify', { title: '', body: 'y' }).ok).toBe(false)
  })
})
