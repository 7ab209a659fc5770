/**
 * The web host against what a hostile page or a careless client sends: a DNS-rebound Host, a foreign
 * Origin, broken and oversized bodies, odd URLs; and the built-in CMS's accounts and files.
 */
import { statSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { expect, test } from './fixtures'
import { seededPassword } from './support/accounts'
import { bridgeHeaders, bridgePath } from './support/bridge'
import { hostKeyHeaders } from './support/host-key'
import type { RunningHost } from './support/web-host'

type RawAnswer = { status: number; type: string; body: string }

/** A request as a browser on a rebound name (or a broken client) sends it: Host, path and body exactly as given. */
function send(
  host: RunningHost,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(host.url)
  return new Promise((resolve, reject) => {
    let answered = false
    const req = request({ hostname, port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      answered = true
      let body = ''
      res.setEncoding('utf8')
      // The event stream never ends: its first bytes are enough.
      res.on('data', (chunk: string) => {
        body += chunk
        if (res.headers['content-type']?.startsWith('text/event-stream')) res.destroy()
      })
      const done = () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body })
      res.on('end', done)
      res.on('close', done)
    })
    // A refusal may close the connection while the rest of a large body is still going out: the answer counts.
    req.on('error', (error) => !answered && reject(error))
    req.end(options.body)
  })
}

const jsonFailure = (answer: RawAnswer) => {
  expect(answer.type).toContain('application/json')
  return (JSON.parse(answer.body) as { ok: boolean; failure: { message: string } }).failure
}

const call = (host: RunningHost, body: string, headers: Record<string, string> = {}) =>
  send(host, bridgePath('renderer:theme-set'), { method: 'POST', headers: { ...bridgeHeaders, ...headers }, body })

test.describe('a page on another name or origin', () => {
  test('a Host other than 127.0.0.1 or localhost on the host’s port is refused everywhere', async ({ host }) => {
    const port = new URL(host.url).port
    const rebound = { Host: `evil.example:${port}`, ...bridgeHeaders }
    for (const [method, path] of [
      ['POST', bridgePath('renderer:session-get')],
      ['GET', '/__folio/events'],
      ['GET', '/admin'],
      ['GET', '/api/posts?draft=true'],
      ['POST', '/api/users/login'],
    ] as const) {
      const answer = await send(host, path, { method, headers: rebound })
      expect(answer.status, `${method} ${path}`).toBe(421)
      expect(jsonFailure(answer).message).toBe('unknown host')
    }
    // The same requests under the host's own names are answered.
    for (const name of ['127.0.0.1', 'localhost']) {
      const answer = await send(host, bridgePath('renderer:session-get'), {
        method: 'POST',
        headers: { Host: `${name}:${port}`, ...bridgeHeaders },
      })
      expect(answer.status, name).toBe(200)
    }
  })

  test('a foreign Origin gets neither the event stream nor the CMS’s /api, while the UI works', async ({
    page,
    host,
  }) => {
    const evil = { Origin: 'https://evil.example' }
    const events = await send(host, '/__folio/events', { headers: evil })
    expect(events.status).toBe(403)
    expect(events.body).not.toContain('editor@example.com')
    const login = await send(host, '/api/users/login', {
      method: 'POST',
      headers: { ...evil, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.com', password: seededPassword(host, 'editor@example.com') }),
    })
    expect(login.status).toBe(403)
    expect(login.body).not.toContain('token')
    // Nor may anything change state through /api without saying where it comes from.
    const anonymousPost = await send(host, '/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(anonymousPost.status).toBe(403)

    // The UI itself (same origin: its EventSource sends no Origin, its bridge calls do) is signed in and live.
    await page.goto('/admin/account')
    await expect(page.getByTestId('signed-in-as')).toContainText('editor@example.com')
    const subscription = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const source = new EventSource('/__folio/events')
          source.onopen = () => (source.close(), resolve('open'))
          source.onerror = () => (source.close(), resolve('refused'))
        }),
    )
    expect(subscription).toBe('open')
    await page.goto('/admin/collections/posts')
    await expect(page.getByTestId('list-view')).toBeVisible()
  })
})

test.describe("the page's scripts", () => {
  test('its own inline script (the early requests) runs by its hash; an inline script it did not ship is refused', async ({
    page,
  }) => {
    const response = await page.goto('/admin')
    const scriptSrc = (response!.headers()['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '))
    expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/)
    await expect(page.getByTestId('nav')).toBeVisible()
    // folio-early.js, inlined at build, ran and left its early calls for the app (which has taken them).
    expect(await page.evaluate('typeof window.__folioEarly?.at')).toBe('number')
    // A script put into the page by anything else (an injection) is not run.
    const injected = await page.evaluate(`new Promise((resolve) => {
      document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true })
      const script = document.createElement('script')
      script.textContent = 'window.injectedRan = true'
      document.head.appendChild(script)
    })`)
    expect(injected).toMatch(/^script-src/)
    expect(await page.evaluate('window.injectedRan === true')).toBe(false)
  })
})

test.describe('requests the host refuses in JSON', () => {
  test('malformed, oversized and over-deep bodies', async ({ host }) => {
    const malformed = await call(host, '{"setting": ')
    expect(malformed.status).toBe(400)
    expect(jsonFailure(malformed).message).toContain('malformed JSON')

    const deep = await call(host, '['.repeat(100_000) + ']'.repeat(100_000))
    expect(deep.status).toBe(400)
    expect(jsonFailure(deep).message).toContain('nested deeper')

    const oversized = await call(host, 'x'.repeat(50 * 1024 * 1024))
    expect(oversized.status).toBe(413)
    expect(jsonFailure(oversized).message).toContain('larger than')
  })

  test('long URLs, malformed escapes and encoded dot segments', async ({ host }) => {
    const long = await send(host, `/admin/collections/posts?search=${'a'.repeat(10_000)}`)
    expect(long.status).toBe(414)
    jsonFailure(long)

    for (const path of ['/assets/%E0%A4%A', '/api/posts/%zz', `${bridgePath('renderer:app-info')}%`]) {
      const answer = await send(host, path, {
        method: path.includes('bridge') ? 'POST' : 'GET',
        headers: bridgeHeaders,
      })
      expect(answer.status, path).toBe(400)
      expect(jsonFailure(answer).message).toContain('percent-escape')
    }

    for (const path of [
      '/__folio/bridge/%2e%2e/admin',
      '/__folio/bridge/%2e%2e/%2e%2e/api/users',
      '/__folio/%2e%2e/admin',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const answer = await send(host, path, { method: 'POST', headers: bridgeHeaders })
      expect(answer.status, path).toBe(400)
      expect(answer.body).not.toContain('<!doctype html>')
    }
    const unknown = await send(host, '/__folio/bridge/renderer:steal-token', { method: 'POST', headers: bridgeHeaders })
    expect(unknown.status).toBe(404)
    jsonFailure(unknown)
  })
})

test.describe('the built-in CMS', () => {
  test('the published fixed password no longer signs in; the generated one does', async ({ host }) => {
    const signIn = (password: string) =>
      send(host, '/api/users/login', {
        method: 'POST',
        headers: { Origin: host.url, ...hostKeyHeaders, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'viewer@example.com', password }),
      })
    expect((await signIn('viewer-password')).status).toBe(401)
    const generated = await signIn(seededPassword(host, 'viewer@example.com'))
    expect(generated.status).toBe(200)
    expect(JSON.parse(generated.body)).toMatchObject({ user: { email: 'viewer@example.com' } })
  })

  test('keeps its database, WAL and passwords readable by their owner alone', async ({ host }) => {
    test.skip(process.platform === 'win32', 'POSIX modes')
    const cms = join(host.dataDir, 'cms')
    const modeOf = (file: string) => statSync(file).mode & 0o777
    expect(modeOf(cms)).toBe(0o700)
    for (const file of ['folio.db', 'folio.db-wal', 'accounts.json', 'secret'])
      expect(modeOf(join(cms, file)), file).toBe(0o600)
  })
})
