import { createServer, type Server } from 'node:http'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { bridgePath } from './support/bridge'
import { cmsUrlOf, startWebHost, type RunningHost } from './support/web-host'
import { seededPassword } from './support/accounts'

// Each case runs a second web host pointed at a server that cannot be used as it is.
async function withHost(env: Record<string, string>, run: (host: RunningHost) => Promise<void>) {
  const host = await startWebHost(env)
  try {
    await run(host)
  } finally {
    await host.stop()
  }
}

/** A loopback server that answers every request the same way, and a web host pointed at it. */
async function withFakeServer(
  status: number,
  contentType: string,
  body: string,
  run: (host: RunningHost) => Promise<void>,
) {
  const server: Server = createServer((_req, res) => res.writeHead(status, { 'Content-Type': contentType }).end(body))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  try {
    await withHost({ FOLIO_CMS_URL: url }, run)
  } finally {
    server.close()
  }
}

async function expectError(page: Page, code: string, text: string) {
  await expect(page.getByTestId('connect-error')).toHaveAttribute('data-code', code)
  await expect(page.getByTestId('connect-error')).toContainText(text)
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
    await withFakeServer(200, 'text/html', '<h1>hello</h1>', async (host) => {
      await page.goto(`${host.url}/admin`)
      await expectError(page, 'not-payload', 'not a Payload CMS server')
    })
  })

  test('a Payload-like server without the Folio plugin', async ({ page }) => {
    await withFakeServer(404, 'application/json', '{"errors":[{"message":"Not Found"}]}', async (host) => {
      await page.goto(`${host.url}/admin`)
      await expectError(page, 'no-plugin', 'does not have the Folio plugin')
    })
  })

  test('a plugin of an unknown protocol version', async ({ page }) => {
    await withFakeServer(
      200,
      'application/json',
      '{"folio":{"protocolVersion":99,"pluginVersion":"9.0.0"},"auth":{"collection":"users"}}',
      async (host) => {
        await page.goto(`${host.url}/admin`)
        await expectError(page, 'plugin-version', 'version this app does not understand')
      },
    )
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
      await page.getByTestId('sign-in-password').fill(seededPassword(localHost, 'editor@example.com'))
      await page.getByTestId('sign-in-submit').click()
      await expect(page.getByTestId('dashboard')).toBeVisible()
      // Signing out returns to the sign-in form.
      await page.getByTestId('nav-account').click()
      await page.getByTestId('sign-out').click()
      await expect(page.getByTestId('sign-in-form')).toBeVisible()
    })
  })
})

test('a locked account, after too many wrong passwords', async ({ page }) => {
  // Its own host and CMS: locking a seeded user must not touch the other tests' server.
  await withHost({}, async (host) => {
    await page.goto(`${host.url}/admin`)
    await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 90_000 })
    await page.getByTestId('nav-account').click()
    await page.getByTestId('sign-out').click()
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.getByTestId('sign-in-identifier').fill('second@example.com')
      await page.getByTestId('sign-in-password').fill(`wrong-${attempt}`)
      // Each attempt must reach the server before the next (the error of the last one is still shown).
      const answered = page.waitForResponse((r) => r.url().endsWith(bridgePath('renderer:sign-in')))
      await page.getByTestId('sign-in-submit').click()
      await answered
      await expect(page.getByTestId('connect-error')).toBeVisible()
    }
    await page.getByTestId('sign-in-identifier').fill('second@example.com')
    await page.getByTestId('sign-in-password').fill(seededPassword(host, 'second@example.com'))
    await page.getByTestId('sign-in-submit').click()
    await expectError(page, 'account-locked', 'locked due to having too many failed login attempts')
  })
})
