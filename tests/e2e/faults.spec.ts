import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startFaultProxy, type FaultProxy } from './support/fault-proxy'
import { cmsUrlOf, startWebHost, type RunningHost } from './support/web-host'
import { seededPassword } from './support/accounts'

/** A second web host whose CMS answers through a fault proxy, signed in as the editor. */
async function withBrokenAnswers(
  page: Page,
  localHost: RunningHost,
  run: (host: RunningHost, proxy: FaultProxy) => Promise<void>,
) {
  const proxy = await startFaultProxy(await cmsUrlOf(localHost))
  const host = await startWebHost({ FOLIO_CMS_URL: proxy.url })
  try {
    await page.goto(`${host.url}/admin`)
    await page.getByTestId('sign-in-identifier').fill('editor@example.com')
    await page.getByTestId('sign-in-password').fill(seededPassword(localHost, 'editor@example.com'))
    await page.getByTestId('sign-in-submit').click()
    await expect(page.getByTestId('dashboard')).toBeVisible()
    await run(host, proxy)
  } finally {
    await host.stop()
    await proxy.close()
  }
}

test.describe('answers the server should not give', () => {
  test("the API view says 'Error parsing response' for a body that is not JSON, and recovers", async ({
    page,
    host: localHost,
  }) => {
    await withBrokenAnswers(page, localHost, async (host, proxy) => {
      proxy.setRule((method, url) =>
        method === 'GET' && url.pathname === '/api/globals/site-settings' && url.searchParams.get('depth') === '2'
          ? { status: 200, contentType: 'application/json', body: '{"siteName": "cut off' }
          : null,
      )
      await page.goto(`${host.url}/admin/globals/site-settings/api`)
      await expect(page.getByTestId('json-tree')).toBeVisible()
      await page.getByTestId('api-depth').fill('2')
      await expect(page.getByTestId('toast-error')).toHaveText(/Error parsing response/)
      // The view stays usable: another depth answers normally.
      await page.getByTestId('api-depth').fill('0')
      await expect(page.getByTestId('api-url')).toHaveText(/depth=0/)
      await expect(page.getByTestId('json-tree')).toBeVisible()
    })
  })

  test("the compare picker shows 'unspecific error' when its versions cannot be loaded", async ({
    page,
    host: localHost,
  }) => {
    await withBrokenAnswers(page, localHost, async (host, proxy) => {
      // Only the picker's pages (10 versions, this one excluded) fail; the rest of the screen loads.
      const isPickerPage = (url: URL) =>
        url.searchParams.get('limit') === '10' &&
        url.searchParams.has('page') &&
        decodeURIComponent(url.search).includes('[id][not_equals]')
      proxy.setRule((method, url) =>
        method === 'GET' && url.pathname === '/api/posts/versions' && isPickerPage(url)
          ? { status: 500, contentType: 'application/json', body: '{"errors":[{"message":"Something went wrong."}]}' }
          : null,
      )
      await page.goto(`${host.url}/admin/collections/posts?search=versioned`)
      await page.getByTestId('list-doc-link').first().click()
      await page.getByTestId('doc-tab-versions').click()
      await page.getByTestId('version-link').nth(1).click()
      await expect(page.getByTestId('compare-error')).toHaveText('An error has occurred.')
      await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    })
  })
})
