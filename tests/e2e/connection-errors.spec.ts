import { createServer } from 'node:http'
import { expect, test } from '@playwright/test'
import { startWebHost } from './support/web-host'

// Each case runs its own web host pointed at a server that is not a working Payload.
test.describe('foundation: a CMS that cannot be used is reported, and the app stays usable', () => {
  test('an invalid server URL', async ({ page }) => {
    const host = await startWebHost({ FOLIO_CMS_URL: 'ftp://nowhere' })
    try {
      await page.goto(`${host.url}/admin`)
      await expect(page.getByTestId('cms-state')).toHaveText('Remote CMS: failed')
      await page.getByTestId('check-cms').click()
      await expect(page.getByTestId('check-result')).toContainText('not-connected')
      await page.getByTestId('nav-account').click()
      await expect(page.getByTestId('account')).toBeVisible()
    } finally {
      await host.stop()
    }
  })

  test('a stopped server', async ({ page }) => {
    const host = await startWebHost({ FOLIO_CMS_URL: 'http://127.0.0.1:9' })
    try {
      await page.goto(`${host.url}/admin`)
      await page.getByTestId('check-cms').click()
      await expect(page.getByTestId('check-result')).toContainText('unreachable')
    } finally {
      await host.stop()
    }
  })

  test('a plain HTTP server that is not Payload', async ({ page }) => {
    const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>hello</h1>'))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const host = await startWebHost({ FOLIO_CMS_URL: `http://127.0.0.1:${port}` })
    try {
      await page.goto(`${host.url}/admin`)
      await page.getByTestId('check-cms').click()
      await expect(page.getByTestId('check-result')).toContainText('invalid-json')
    } finally {
      await host.stop()
      server.close()
    }
  })
})
