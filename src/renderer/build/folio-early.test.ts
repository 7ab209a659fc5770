/** public/folio-early.js run as the browser runs it (a classic script), in a small stand-in page. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

const SCRIPT = readFileSync(resolve(__dirname, '../public/folio-early.js'), 'utf8')
const CHUNKS = {
  versions: ['/assets/Versions.js', '/assets/Tabs.js', '/assets/Versions.css'],
  version: ['/assets/Detail.js'],
  edit: ['/assets/Edit.js'],
}

function run(pathname: string, options: { stored?: string; electron?: boolean } = {}) {
  const fetches: Array<{ url: string; body: string; headers: Record<string, string> }> = []
  const links: Array<{ rel: string; as: string; href: string }> = []
  const window: Record<string, unknown> = {
    fetch: (url: string, init: { body: string; headers: Record<string, string> }) => {
      fetches.push({ url, body: init.body, headers: init.headers })
      return Promise.resolve({})
    },
    ...(options.electron ? { folio: {} } : {}),
  }
  const document = {
    getElementById: (id: string) => (id === 'folio-screen-chunks' ? { textContent: JSON.stringify(CHUNKS) } : null),
    createElement: () => ({}) as { rel: string; as: string; href: string },
    head: { appendChild: (link: { rel: string; as: string; href: string }) => links.push(link) },
  }
  const localStorage = { getItem: () => options.stored ?? null }
  runInNewContext(SCRIPT, { window, document, localStorage, location: { pathname, search: '' }, fetch: window.fetch })
  return { fetches, links, early: window.__folioEarly as { api: Record<string, unknown> } | undefined }
}

describe('folio-early.js', () => {
  it("sends boot and the URL's remembered reads through the bridge at once", () => {
    const stored = JSON.stringify({ '/admin/collections/posts': ['{"method":"GET","path":"/posts"}'] })
    const { fetches, early } = run('/admin/collections/posts', { stored })
    expect(fetches.map((f) => [f.url, f.body])).toEqual([
      ['/__folio/bridge/renderer:boot', ''],
      ['/__folio/bridge/renderer:api', '{"method":"GET","path":"/posts"}'],
    ])
    expect(fetches[0]!.headers['x-folio-bridge']).toBe('1')
    expect(Object.keys(early!.api)).toEqual(['{"method":"GET","path":"/posts"}'])
  })

  it('sends only boot for a URL with nothing remembered, or unreadable storage', () => {
    expect(run('/admin').fetches).toHaveLength(1)
    expect(run('/admin', { stored: '{oops' }).fetches).toHaveLength(1)
  })

  it("preloads the document screen's scripts and styles, each as what it is, under any admin route", () => {
    const hrefs = (path: string) => run(path).links.map((l) => `${l.rel} ${l.as} ${l.href}`)
    expect(hrefs('/admin/collections/posts/7/versions')).toEqual([
      'preload script /assets/Versions.js',
      'preload script /assets/Tabs.js',
      'preload style /assets/Versions.css',
    ])
    expect(hrefs('/cms/collections/posts/7/versions/abc')).toEqual(['preload script /assets/Detail.js'])
    expect(hrefs('/admin/globals/site')).toEqual(['preload script /assets/Edit.js'])
    expect(hrefs('/admin/collections/posts/create')).toEqual(['preload script /assets/Edit.js'])
    expect(hrefs('/admin/collections/pages/trash')).toEqual([])
    expect(hrefs('/admin/collections/posts')).toEqual([])
    expect(hrefs('/admin')).toEqual([])
  })

  it('sends nothing in Electron, whose preload bridge needs no round trip', () => {
    const { fetches, early } = run('/admin/collections/posts/7/versions', { electron: true })
    expect(fetches).toEqual([])
    expect(early).toBeUndefined()
  })
})
