/**
 * Nobody let in: what a local process without the host's key, a page reading its own answers, and
 * crafted paths can do against a running web host and its real CMS; each checked afterwards through
 * Payload's REST API (as the editor, through the editor's own page).
 */
import { request as httpRequest } from 'node:http'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { seededPassword } from '../support/accounts'
import { bridgePath, callBridge } from '../support/bridge'
import { startFaultProxy } from '../support/fault-proxy'
import { rest } from '../support/rest'
import { cmsUrlOf, startWebHost } from '../support/web-host'

type Answer = { status: number; body: string }

/** A request as another local process sends it: exactly these headers, no cookie, no key. */
function send(
  url: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          body += chunk
          // The event stream never ends: its first bytes tell whether it answered.
          if (res.headers['content-type']?.startsWith('text/event-stream')) res.destroy()
        })
        const done = () => resolve({ status: res.statusCode ?? 0, body })
        res.on('end', done)
        res.on('close', done)
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

async function firstPost(page: Page): Promise<{ id: string; title: string }> {
  const list = await rest<{ docs: Array<{ id: string; title: string }> }>(page, '/posts', { limit: 1, sort: 'id' })
  expect(list.ok).toBe(true)
  return list.data.docs[0]!
}

test.describe('the web host’s key', () => {
  test('a local process without the key can neither write as the editor nor listen to the event stream', async ({
    page,
    host,
  }) => {
    await page.goto('/admin')
    await expect(page.getByTestId('nav')).toBeVisible()
    const post = await firstPost(page)

    // Before the key, this call (no Origin, the bridge header) saved as the signed-in editor.
    const write = await send(host.url, bridgePath('renderer:api'), {
      method: 'POST',
      headers: { 'x-folio-bridge': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'PATCH', path: `/posts/${post.id}`, body: { title: 'written by an intruder' } }),
    })
    expect(write.status).toBe(401)
    expect(write.body).toContain('key')
    const events = await send(host.url, '/__folio/events')
    expect(events.status).toBe(401)
    expect(events.body).not.toContain('main:session-changed')
    const api = await send(host.url, '/api/users/me')
    expect(api.status).toBe(401)
    const session = await send(host.url, bridgePath('renderer:session-get'), {
      method: 'POST',
      headers: { 'x-folio-bridge': '1' },
    })
    expect(session.status).toBe(401)
    expect(session.body).not.toContain('editor@example.com')

    // The post is as it was, read back through Payload's REST API.
    const after = await rest<{ title: string }>(page, `/posts/${post.id}`)
    expect(after.data.title).toBe(post.title)
  })

  test('a browser gets in only through the printed address, which drops the key from the address bar', async ({
    browser,
    host,
  }) => {
    // A fresh browser (not the config's cookie) opening the host's plain address is told what to open.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    try {
      const page = await context.newPage()
      const plain = await page.goto(`${host.url}/admin`)
      expect(plain?.status()).toBe(401)
      await expect(page.getByTestId('host-key-needed')).toBeVisible()
      expect(await page.content()).not.toContain(host.keyedUrl.split('key=')[1]!)

      await page.goto(host.keyedUrl)
      await expect(page.getByTestId('nav')).toBeVisible()
      expect(page.url()).not.toContain('key=')
      expect(new URL(page.url()).origin).toBe(host.url)
      // The cookie is HttpOnly: the page's scripts cannot read the key either.
      expect(await page.evaluate('document.cookie')).not.toContain('folio-key')
      // The app's own calls (bridge, events) work with it: the list loads.
      await page.goto(`${host.url}/admin/collections/posts`)
      await expect(page.getByTestId('list-view')).toBeVisible()
    } finally {
      await context.close()
    }
  })
})

test.describe('the CMS token', () => {
  test('no answer the page gets carries it; sign-in and session renewal still work', async ({ page }) => {
    await page.goto('/admin/account')
    await expect(page.getByTestId('signed-in-as')).toContainText('editor@example.com')
    const me = await rest(page, '/users/me')
    expect(me.ok).toBe(true)
    expect(me.data).toMatchObject({ user: { email: 'editor@example.com' } })
    expect(me.data).not.toHaveProperty('token')
    const refreshed = await rest(page, '/users/refresh-token', {}, { method: 'POST' })
    expect(refreshed.ok).toBe(true)
    expect(refreshed.data).not.toHaveProperty('refreshedToken')
    expect(JSON.stringify([me, refreshed])).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)

    // Main renews its own token as before, and the editor stays signed in through it.
    const renewed = await page.evaluate(async (path) => {
      const response = await fetch(path, { method: 'POST', headers: { 'x-folio-bridge': '1' } })
      return JSON.stringify(await response.json())
    }, bridgePath('renderer:session-refresh'))
    expect(renewed).toContain('"phase":"signed-in"')
    expect(renewed).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/)
    await page.reload()
    await expect(page.getByTestId('signed-in-as')).toContainText('editor@example.com')
  })
})

/** A `renderer:api` call as the page sends it; the bridge's whole envelope (a refused payload has no value). */
function callApi(page: Page, request: Record<string, unknown>) {
  return page.evaluate(
    async ({ url, request }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'x-folio-bridge': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      })
      return (await response.json()) as { ok: boolean; failure?: { bridgeError: string } }
    },
    { url: bridgePath('renderer:api'), request },
  )
}

test.describe('paths the page sends', () => {
  test('encoded dot segments reach no other route: refused, and the document is as it was', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByTestId('nav')).toBeVisible()
    const post = await firstPost(page)
    // Before, the URL parser took %2e%2e for '..': /posts/%2e%2e/posts/<id> was /posts/<id>, and
    // /posts/%2e%2e/%2e%2e/x left /api with the editor's token.
    const attempts = [
      { method: 'PATCH', path: `/posts/%2e%2e/posts/${post.id}`, body: { title: 'moved' } },
      { method: 'GET', path: '/posts/%2e%2e/users/me' },
      { method: 'GET', path: '/posts/%2e%2e/%2e%2e/admin' },
      { method: 'GET', path: '/posts/%252e%252e/users' },
      { method: 'GET', path: '/posts/%2e%2e%2fusers' },
    ]
    for (const attempt of attempts)
      expect(await callApi(page, attempt), attempt.path).toMatchObject({
        ok: false,
        failure: { bridgeError: 'invalid-payload' },
      })
    const after = await rest<{ title: string }>(page, `/posts/${post.id}`)
    expect(after.data.title).toBe(post.title)
  })
})

test.describe('page addresses', () => {
  test('a crafted document address shows the app’s Not Found, and the editor goes on from there', async ({ page }) => {
    for (const path of ['/admin/collections/posts/%00', '/admin/collections/posts/%2e%2e%2fusers']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByTestId('not-found'), path).toBeVisible()
    }
    await page.goto('/admin/collections/posts')
    await expect(page.getByTestId('list-view')).toBeVisible()
  })
})

test.describe('a page on a rebound name', () => {
  // The preview site's check is proven in src/cms/server.test.ts, against the same real CMS.
  test('does not reach the CMS’s port, which answers its own names', async ({ host }) => {
    const cms = await cmsUrlOf(host)
    const { port } = new URL(cms)
    const rebound = await send(cms, '/api/users/init', { headers: { Host: `evil.example:${port}` } })
    expect(rebound.status).toBe(421)
    expect(rebound.body).not.toContain('initialized')
    expect((await send(cms, '/api/users/init')).body).toContain('initialized')
  })
})

test.describe('signing in over plain http', () => {
  test('to another machine asks first: Cancel sends nothing and keeps what was typed; Sign in anyway signs in', async ({
    page,
    host,
  }) => {
    // 0.0.0.0 is no loopback address, so Folio asks; on Linux it still reaches this machine, where a
    // proxy (which names the CMS's own Host) passes the calls on to the worker's CMS.
    const proxy = await startFaultProxy(await cmsUrlOf(host))
    const logins: string[] = []
    proxy.setRule((method, url) => {
      if (method === 'POST' && url.pathname.endsWith('/login')) logins.push(url.pathname)
      return null
    })
    const second = await startWebHost({ FOLIO_CMS_URL: `http://0.0.0.0:${new URL(proxy.url).port}` })
    try {
      await page.goto(`${second.url}/admin`)
      const password = seededPassword(host, 'editor@example.com')
      await page.getByTestId('sign-in-identifier').fill('editor@example.com')
      await page.getByTestId('sign-in-password').fill(password)
      await page.getByTestId('sign-in-submit').click()
      const prompt = page.getByTestId('plain-http-prompt')
      await expect(prompt).toBeVisible()
      await expect(prompt).toContainText('http://0.0.0.0:')
      await expect(page.getByTestId('plain-http-cancel')).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(prompt).toBeHidden()
      await expect(page.getByTestId('sign-in-identifier')).toHaveValue('editor@example.com')
      await expect(page.getByTestId('sign-in-password')).toHaveValue(password)
      expect(logins).toEqual([])
      expect((await callBridge(second.url, 'renderer:session-get')).phase).toBe('signed-out')

      await page.getByTestId('sign-in-submit').click()
      await page.getByTestId('plain-http-sign-in').click()
      await expect(page.getByTestId('nav')).toBeVisible()
      expect(logins).toHaveLength(1)
      expect((await callBridge(second.url, 'renderer:session-get')).phase).toBe('signed-in')
    } finally {
      await second.stop()
      await proxy.close()
    }
  })
})
