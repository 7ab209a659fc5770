import { createServer, type Server } from 'node:http'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startWebHost, type RunningHost } from './support/web-host'

// Each case runs a second web host pointed at a server that cannot be used as it is.
async function withHost(env: Record<string, string>, run: (host: RunningHost) => Promise<void>) {
  const host = await startWebHost(env)
  try {
    await run(host)
  } finally {
    await host.stop()
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

async function expectError(page: Page, code: string, text: string) {
  await expect(page.getByTestId('connect-error')).toHaveAttribute('data-code', code)
  await expect(page.getByTestId('connect-error')).toContainText(text)
}

async function cmsUrlOf(host: RunningHost): Promise<string> {
  const response = await fetch(`${host.url}/__folio/bridge/renderer:cms-status`, { method: 'POST', headers: { 'x-folio-bridge': '1' } })
  return ((await response.json()) as { value: { url: string } }).value.url
}

test.describe('connecting: every failure is worded, and the app stays usable', () => {
  test('a stopped server', async ({ page }) => {
    await withHost({ FOLIO_CMS_URL: 'http://127.0.0.1:9' }, async (host) => {
      await page.goto(`${host.url}/admin`)
      await expectError(page, 'unreachable', 'The server cannot be reached')
      // Still usable: the built-in CMS is one click away.
      await page.getByTestId('connect-local').click()
      await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 90_000 })
    })
  })

  test('an invalid URL is refused before anything is saved', async ({ page }) => {
    await withHost({ FOLIO_CMS_URL: 'http://127.0.0.1:9' }, async (host) => {
      await page.goto(`${host.url}/admin`)
      await page.getByTestId('server-url').fill('not a url')
      await page.getByTestId('save-server').click()
      await expect(page.getByTestId('profile-error')).toContainText('not a valid server address')
    })
  })

  test('a plain HTTP server that is not Payload', async ({ page }) => {
    const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>hello</h1>'))
    const url = await listen(server)
    try {
      await withHost({ FOLIO_CMS_URL: url }, async (host) => {
        await page.goto(`${host.url}/admin`)
        await expectError(page, 'not-payload', 'not a Payload CMS server')
      })
    } finally {
      server.close()
    }
  })

  test('a Payload-like server without the Folio plugin', async ({ page }) => {
    const server = createServer((_req, res) => res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"errors":[{"message":"Not Found"}]}'))
    const url = await listen(server)
    try {
      await withHost({ FOLIO_CMS_URL: url }, async (host) => {
        await page.goto(`${host.url}/admin`)
        await expectError(page, 'no-plugin', 'does not have the Folio plugin')
      })
    } finally {
      server.close()
    }
  })

  test('a plugin of an unknown protocol version', async ({ page }) => {
    const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"folio":{"protocolVersion":99,"pluginVersion":"9.0.0"},"auth":{"collection":"users"}}'))
    const url = await listen(server)
    try {
      await withHost({ FOLIO_CMS_URL: url }, async (host) => {
        await page.goto(`${host.url}/admin`)
        await expectError(page, 'plugin-version', 'version this app does not understand')
      })
    } finally {
      server.close()
    }
  })

  test('a wrong password, then the right one, on a real Payload server by URL', async ({ page, host: localHost }) => {
    const cmsUrl = await cmsUrlOf(localHost)
    await withHost({ FOLIO_CMS_URL: cmsUrl }, async (host) => {
      await page.goto(`${host.url}/admin`)
      await expect(page.getByTestId('sign-in-form')).toBeVisible()
      await page.getByTestId('sign-in-identifier').fill('editor@example.com')
      await page.getByTestId('sign-in-password').fill('wrong-password')
      await page.getByTestId('sign-in-submit').click()
      await expectError(page, 'wrong-credentials', 'The email or password provided is incorrect.')
      await page.getByTestId('sign-in-password').fill('editor-password')
      await page.getByTestId('sign-in-submit').click()
      await expect(page.getByTestId('dashboard')).toBeVisible()
      // Signing out returns to the sign-in form.
      await page.getByTestId('nav-account').click()
      await page.getByTestId('sign-out').click()
      await expect(page.getByTestId('sign-in-form')).toBeVisible()
    })
  })
})
