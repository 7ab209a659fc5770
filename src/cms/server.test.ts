import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'

import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SEED_USERS } from './seed/index.js'
import { api, login, type RestDoc, type RestList } from './testing/api.js'
import {
  defaultStartTimeoutMs,
  removeDataDir,
  seededPassword,
  startCms,
  type CmsProcess,
} from './testing/cms-process.js'

// The real CMS, built (`npm run build:cms`), in a child process on a fresh data folder.
let cms: CmsProcess
let editorToken: string

// Stands in for the Folio UI: an allowed origin whose page embeds the preview in an iframe.
const uiPage = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html' })
  res.end(
    '<!doctype html><iframe id="preview" width="900" height="700"></iframe><script>' +
      "addEventListener('message', (e) => { if (e.data && e.data.ready) window.previewReadyFrom = e.origin })</script>",
  )
})
let UI_ORIGIN: string

const chromiumPath = [
  process.env.FOLIO_CHROMIUM,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  chromium.executablePath(),
].find((file): file is string => Boolean(file && fs.existsSync(file)))

const findBySlug = async (collection: string, slug: string, token = editorToken): Promise<RestDoc> => {
  const res = await api<RestList>(cms.url, `/api/${collection}?where[slug][equals]=${slug}&depth=0&draft=true`, {
    token,
  })
  const doc = res.body.docs[0]
  if (!doc) throw new Error(`no ${collection} with the slug ${slug}`)
  return doc
}

/** 'connected', or the error code of a TCP connection to address:port. */
const connectTo = (address: string, port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect({ host: address, port, timeout: 5_000 })
    socket.once('connect', () => {
      socket.destroy()
      resolve('connected')
    })
    socket.once('timeout', () => {
      socket.destroy()
      resolve('timeout')
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })

beforeAll(async () => {
  await new Promise<void>((resolve) => uiPage.listen(0, '127.0.0.1', resolve))
  UI_ORIGIN = `http://127.0.0.1:${(uiPage.address() as AddressInfo).port}`
  cms = await startCms({ env: { FOLIO_CMS_ALLOWED_ORIGINS: `${UI_ORIGIN}/` } })
  editorToken = (await login(cms.url, 'editor@example.com', seededPassword(cms.dataDir, 'editor@example.com'))).token
}, defaultStartTimeoutMs() + 30_000)

afterAll(async () => {
  uiPage.close()
  await cms?.stop()
  if (cms) removeDataDir(cms.dataDir)
})

describe('process contract', () => {
  it('prints only its start-up steps and the two ready lines on stdout, in order; logs on stderr', () => {
    // A fresh database is seeded (a copy of the PostgreSQL suite's seeded template is not).
    const seeding = process.env.FOLIO_TEST_DATABASE_TEMPLATE ? [] : ['Folio CMS phase: seeding']
    expect(cms.stdout().trim().split('\n')).toEqual([
      'Folio CMS phase: starting',
      `Folio preview site ready: ${cms.previewURL}`,
      'Folio CMS phase: database',
      ...seeding,
      `Folio CMS ready: ${cms.url}`,
    ])
    // A copy of the PostgreSQL suite's seeded template is seeded already.
    expect(cms.stderr()).toMatch(
      process.env.FOLIO_TEST_DATABASE_TEMPLATE ? /seed: already done/ : /seed: done in \d+ms/,
    )
  })

  it('binds to loopback only and answers the REST API under /api', async () => {
    expect(cms.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const res = await api(cms.url, '/api/users/init')
    expect(res).toMatchObject({ status: 200, body: { initialized: true } })
    // The same ports on this machine's other addresses refuse the connection: a server on 0.0.0.0
    // would answer there, and to the network.
    const others = Object.values(os.networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4' && !a.internal)
      .map((a) => a!.address)
    if (process.platform === 'linux') others.push('127.0.0.2')
    expect(others.length).toBeGreaterThan(0)
    for (const url of [cms.url, cms.previewURL])
      for (const address of others) expect(await connectTo(address, Number(new URL(url).port))).toBe('ECONNREFUSED')
  })

  it('answers only its own Host names, on the CMS port and the preview site (DNS rebinding)', async () => {
    for (const url of [cms.url, cms.previewURL]) {
      const port = new URL(url).port
      const path = url === cms.url ? '/api/users/init' : '/posts/post-01'
      for (const host of [`evil.example:${port}`, `127.0.0.1.evil.example:${port}`, `localhost:${Number(port) + 1}`]) {
        const answer = await requestWithHost(url, path, host)
        expect(answer.status, `${url} ${host}`).toBe(421)
        expect(answer.body).not.toMatch(/post-01|initialized/)
      }
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`])
        expect((await requestWithHost(url, path, host)).status, `${url} ${host}`).toBe(200)
    }
  })
})

/** A GET naming `host` in its Host header, as a page on a rebound name sends it. */
function requestWithHost(url: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, headers: { host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('private data', () => {
  const modeOf = (file: string) => fs.statSync(file).mode & 0o777

  it.skipIf(process.platform === 'win32')(
    'keeps the database, its WAL, uploads and the generated passwords to their owner',
    () => {
      const root = path.join(cms.dataDir, 'cms')
      expect(modeOf(root)).toBe(0o700)
      expect(modeOf(path.join(root, 'media'))).toBe(0o700)
      // On PostgreSQL (FOLIO_TEST_DATABASE_URL) the data folder holds no database.
      const database = process.env.FOLIO_TEST_DATABASE_URL ? [] : ['folio.db', 'folio.db-wal']
      for (const file of [...database, 'accounts.json', 'secret'])
        expect(modeOf(path.join(root, file)), file).toBe(0o600)
      const upload = fs.readdirSync(path.join(root, 'media')).find((name) => name.endsWith('.png'))!
      expect(modeOf(path.join(root, 'media', upload))).toBe(0o600)
    },
  )

  it('seeds no published password: the old fixed ones fail, the generated ones work', async () => {
    for (const [email, fixed] of [
      ['editor@example.com', 'editor-password'],
      ['viewer@example.com', 'viewer-password'],
    ] as const) {
      const res = await api(cms.url, '/api/users/login', { body: { email, password: fixed } })
      expect(res.status, email).toBe(401)
      const generated = seededPassword(cms.dataDir, email)
      expect(generated).toMatch(/^[\w-]{24}$/)
    }
  })
})

describe('auth and access', () => {
  it.each(SEED_USERS)('logs in $email ($role) with a cookie and a token', async (user) => {
    const { token, user: me, setCookie } = await login(cms.url, user.email, seededPassword(cms.dataDir, user.email))
    expect(token).toBeTruthy()
    expect(me).toMatchObject({ email: user.email, role: user.role })
    expect(setCookie.some((c) => c.startsWith('payload-token=') && /HttpOnly/i.test(c))).toBe(true)
    const res = await api<{ user: RestDoc }>(cms.url, '/api/users/me', { token })
    expect(res.body.user.email).toBe(user.email)
  })

  it('lets a viewer read but not write (403), and anonymous users not even read', async () => {
    const { token } = await login(cms.url, 'viewer@example.com', seededPassword(cms.dataDir, 'viewer@example.com'))
    const post = await findBySlug('posts', 'post-01', token)
    expect(post.title).toBe('Post 01')
    const update = await api(cms.url, `/api/posts/${post.id}`, {
      method: 'PATCH',
      token,
      body: { title: 'Changed by viewer' },
    })
    expect(update.status).toBe(403)
    const global = await api(cms.url, '/api/globals/site-settings', { token, body: { siteName: 'x' } })
    expect(global.status).toBe(403)
    expect((await api(cms.url, `/api/posts/${post.id}`)).status).toBe(403)
  })

  it('lets an editor update', async () => {
    const post = await findBySlug('posts', 'post-04')
    const res = await api(cms.url, `/api/posts/${post.id}?draft=true`, {
      method: 'PATCH',
      token: editorToken,
      body: { excerpt: 'Edited in a test' },
    })
    expect(res.status).toBe(200)
  })

  it("stores a post's map location; on PostgreSQL finds it near a point (PostGIS)", async () => {
    const post = await findBySlug('posts', 'post-05')
    const saved = await api<{ doc: RestDoc }>(cms.url, `/api/posts/${post.id}?draft=true&depth=0`, {
      method: 'PATCH',
      token: editorToken,
      body: { location: [2.35, 48.85] },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.doc.location).toEqual([2.35, 48.85])
    // Payload's SQLite adapter has no `near`; PostGIS answers it.
    if (!process.env.FOLIO_TEST_DATABASE_URL) return
    const near = await api<RestList>(
      cms.url,
      `/api/posts?draft=true&depth=0&where[location][near]=2.35,48.85,1000&where[id][equals]=${post.id}`,
      { token: editorToken },
    )
    expect(near.status).toBe(200)
    expect(near.body.docs.map((doc) => doc.id)).toEqual([post.id])
  })

  it('allows the UI origin (FOLIO_CMS_ALLOWED_ORIGINS) and the preview site in CORS', async () => {
    for (const origin of [UI_ORIGIN, cms.previewURL]) {
      const res = await fetch(`${cms.url}/api/posts`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PATCH' },
      })
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    }
    const other = await fetch(`${cms.url}/api/posts`, { method: 'OPTIONS', headers: { Origin: 'http://evil.test' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('seed', () => {
  it('has 50 posts, 3 users, 5 categories, 3 pages and 3 media items', async () => {
    const counts = await Promise.all(
      ['posts', 'users', 'categories', 'pages', 'media'].map(
        async (slug) =>
          (await api<RestList>(cms.url, `/api/${slug}/count?draft=true`, { token: editorToken })).body.totalDocs,
      ),
    )
    expect(counts).toEqual([50, 3, 5, 3, 3])
  })

  it('has a versioned post with 30 versions: drafts, published, autosaves, en and de', async () => {
    const post = await findBySlug('posts', 'versioned-post')
    const res = await api<RestList<{ autosave: boolean; version: { _status: string; title: string } }>>(
      cms.url,
      `/api/posts/versions?where[parent][equals]=${post.id}&limit=100&depth=0`,
      { token: editorToken },
    )
    expect(res.body.totalDocs).toBe(30)
    const docs = res.body.docs
    expect(docs.some((v) => v.autosave)).toBe(true)
    expect(new Set(docs.map((v) => v.version._status))).toEqual(new Set(['draft', 'published']))
    const de = await api<RestDoc>(cms.url, `/api/posts/${post.id}?locale=de&depth=0`, { token: editorToken })
    expect(de.body.title).toMatch(/^Versionierter Beitrag/)
  })

  it('has a large post: 200 tags, 50 blocks of 3 types, a rich body with a table', async () => {
    const post = await findBySlug('posts', 'large-post')
    expect(post.tags).toHaveLength(200)
    expect(post.layout).toHaveLength(50)
    expect(new Set((post.layout as { blockType: string }[]).map((b) => b.blockType))).toEqual(
      new Set(['hero', 'content', 'gallery']),
    )
    const children = (post.body as { root: { children: { type: string }[] } }).root.children
    expect(children.length).toBeGreaterThanOrEqual(300)
    for (const type of [
      'paragraph',
      'heading',
      'list',
      'quote',
      'table',
      'block',
      'upload',
      'relationship',
      'horizontalrule',
    ]) {
      expect(
        children.some((node) => node.type === type),
        type,
      ).toBe(true)
    }
  })

  it('has site settings with 10 versions and serves uploaded files', async () => {
    const versions = await api<RestList>(cms.url, '/api/globals/site-settings/versions?limit=1', {
      token: editorToken,
    })
    expect(versions.body.totalDocs).toBe(10)
    const media = await api<RestList<{ url: string }>>(cms.url, '/api/media?depth=0&sort=filename')
    const file = await fetch(media.body.docs[0]!.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100)
  })
})

describe('preview site', () => {
  it('serves post pages that load live-preview from the site itself', async () => {
    const res = await fetch(`${cms.previewURL}/posts/post-01?locale=de`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('data-testid="preview-content"')
    expect(html).toContain('"@payloadcms/live-preview":"/vendor/live-preview/index.js"')
    const config = JSON.parse(/id="folio-preview-config">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>
    expect(config).toMatchObject({ cmsURL: cms.url, collection: 'posts', slug: 'post-01', locale: 'de' })
    expect(config.adminOrigins).toEqual([cms.url, UI_ORIGIN])
    for (const script of [
      '/assets/preview.js',
      '/assets/render.js',
      '/vendor/live-preview/index.js',
      '/vendor/live-preview/subscribe.js',
    ]) {
      const js = await fetch(`${cms.previewURL}${script}`)
      expect(js.status, script).toBe(200)
      expect(js.headers.get('content-type')).toMatch(/^text\/javascript/)
    }
    expect((await fetch(`${cms.previewURL}/assets/..%2Fserver.js`)).status).toBe(404)
    expect((await fetch(`${cms.previewURL}/nope`)).status).toBe(404)
  })
})

describe.skipIf(!chromiumPath)('preview site in Chromium', () => {
  it('renders a post from the CMS and follows live-preview messages from the UI origin', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath })
    try {
      const context = await browser.newContext()
      // The editor's CMS session cookie (host-only: it is sent to every 127.0.0.1 port).
      await context.addCookies([{ name: 'payload-token', value: editorToken, domain: '127.0.0.1', path: '/' }])
      const page = await context.newPage()
      await page.goto(UI_ORIGIN)
      await page.evaluate(
        (src) => void ((document.getElementById('preview') as HTMLIFrameElement).src = src),
        `${cms.previewURL}/posts/large-post?locale=en`,
      )
      const frame = page.frameLocator('#preview')
      await expect.poll(() => frame.locator('[data-testid="preview-title"]').textContent()).toMatch(/^Large post/)
      expect(await frame.locator('[data-testid="preview-tag"]').count()).toBe(200)
      expect(await frame.locator('[data-testid="preview-block"]').count()).toBe(50)
      expect(await frame.locator('[data-testid="preview-body"] table').count()).toBeGreaterThan(0)
      // live-preview's ready() reached the embedding (UI) window.
      await page.waitForFunction(() => (window as { previewReadyFrom?: string }).previewReadyFrom)

      // What the UI sends on each edit: the whole document with its id.
      const doc = (
        await api<RestList>(cms.url, '/api/posts?where[slug][equals]=large-post&depth=0&draft=true', {
          token: editorToken,
        })
      ).body.docs[0]
      await page.evaluate(
        ({ data, target }) => {
          const frameWindow = (document.getElementById('preview') as HTMLIFrameElement).contentWindow!
          frameWindow.postMessage({ type: 'payload-live-preview', collectionSlug: 'posts', data, locale: 'en' }, target)
        },
        { data: { ...doc, title: 'Edited live', tags: [{ label: 'just-one' }] }, target: cms.previewURL },
      )
      await expect.poll(() => frame.locator('[data-testid="preview-title"]').textContent()).toBe('Edited live')
      expect(await frame.locator('[data-testid="preview-tag"]').allTextContents()).toEqual(['just-one'])
      expect(await frame.locator('[data-testid="preview-update-count"]').textContent()).toBe('1')

      // Without the cookie, a ticket Folio registered for the token works too (and leaves the address bar).
      const registered = await fetch(`${cms.previewURL}/__folio/tickets`, {
        method: 'POST',
        body: JSON.stringify({ token: editorToken }),
      })
      const { ticket } = (await registered.json()) as { ticket: string }
      const bare = await (await browser.newContext()).newPage()
      await bare.goto(`${cms.previewURL}/posts/post-01?locale=en#ticket=${ticket}`)
      await expect.poll(() => bare.locator('[data-testid="preview-title"]').textContent()).toBe('Post 01')
      expect(bare.url()).toBe(`${cms.previewURL}/posts/post-01?locale=en`)
      // A reload of that tab keeps its ticket; another tab without one is not let in.
      await bare.reload()
      await expect.poll(() => bare.locator('[data-testid="preview-title"]').textContent()).toBe('Post 01')
      const stranger = await (await browser.newContext()).newPage()
      await stranger.goto(`${cms.previewURL}/posts/post-01`)
      await expect.poll(() => stranger.locator('[data-testid="preview-status"]').textContent()).toBe('unauthorized')
    } finally {
      await browser.close()
    }
  })
})

describe('restart on the same data folder', () => {
  it('keeps data, secret and logins, and does not seed again', async () => {
    const post = await findBySlug('posts', 'post-05')
    await api(cms.url, `/api/posts/${post.id}`, {
      method: 'PATCH',
      token: editorToken,
      body: { excerpt: 'Survives a restart' },
    })
    expect(await cms.stop()).toBe(0)

    cms = await startCms({ dataDir: cms.dataDir, env: { FOLIO_CMS_ALLOWED_ORIGINS: UI_ORIGIN } })
    expect(cms.stderr()).toContain('seed: already done')
    // The token from before the restart is still valid: same secret.
    const me = await api<{ user: RestDoc | null }>(cms.url, '/api/users/me', { token: editorToken })
    expect(me.body.user?.email).toBe('editor@example.com')
    expect((await findBySlug('posts', 'post-05')).excerpt).toBe('Survives a restart')
    expect((await api<RestList>(cms.url, '/api/posts/count', { token: editorToken })).body.totalDocs).toBe(50)
  }, 60_000)
})
