/**
 * Every screen's reads as the editor sees them: a loading state at once, an error with the reason and
 * Retry when a read fails or is still unanswered after 10 s, and a screen in that error read again by
 * itself once the CMS is back. Against the real built-in CMS; the slow and failing reads are this
 * page's own bridge calls held or answered with an error.
 */
import { mkdirSync, renameSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page, Route } from '@playwright/test'
import type { ApiRequest } from '@shared/api'
import { expect, test } from './fixtures'
import { API_CHANNEL_GLOB, API_CHANNEL_PATH, apiRequestOf, holdApiCalls } from './support/bridge'
import { waitForEditView } from './support/documents'
import { rest } from './support/rest'
import { CMS_START_DEADLINE_MS, killCms, startWebHost, waitForSignedIn } from './support/web-host'

/** Answers the first of this page's reads that `matches` with a server error; the later ones go through. */
async function failOnce(page: Page, matches: (request: ApiRequest) => boolean): Promise<() => number> {
  let failed = 0
  await page.route(API_CHANNEL_GLOB, async (route: Route) => {
    if (failed === 0 && matches(apiRequestOf(route.request().postData() ?? '{}'))) {
      failed++
      return route.fulfill({
        json: { ok: true, value: { ok: false, error: { kind: 'http', status: 500, message: 'Something broke' } } },
      })
    }
    return route.fallback()
  })
  return () => failed
}

test.describe('screen states', () => {
  test('a list whose read is slow: loading at once, after 10 s an error that says so, and Retry fills it', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/admin')
    await expect(page.getByTestId('nav-link-collection-posts')).toBeVisible()
    const held = await holdApiCalls(page, (r) => r.method === 'GET' && r.path === '/posts', { once: true })
    try {
      await page.getByTestId('nav-link-collection-posts').click()
      await expect.poll(held.held).toBe(1)
      const loading = page.getByTestId('screen-loading')
      await expect(loading).toBeVisible()
      await expect(loading).toHaveAttribute('role', 'status')
      await expect(loading).toContainText('Loading')
      await expect(page.getByTestId('screen-error')).toHaveCount(0)

      await page.clock.fastForward(10_000)
      const error = page.getByTestId('screen-error')
      await expect(error).toBeVisible()
      await expect(error).toHaveAttribute('data-reason', 'slow')
      await expect(error).toContainText('taking long')
      // The read keeps going: the loading state stays under the message.
      await expect(loading).toBeVisible()

      // Retry asks again (a new read, not the one held) and the list fills.
      await page.getByTestId('screen-retry').click()
      await expect(page.getByTestId('list-row').first()).toBeVisible()
      await expect(error).toHaveCount(0)
      await expect(loading).toHaveCount(0)
    } finally {
      held.release()
    }
  })

  test('a list whose read fails says why, with a Retry button that reads it again', async ({ page }) => {
    await page.goto('/admin')
    const failed = await failOnce(page, (r) => r.method === 'GET' && r.path === '/categories')
    await page.getByTestId('nav-link-collection-categories').click()
    const error = page.getByTestId('screen-error')
    await expect(error).toBeVisible()
    await expect(page.getByTestId('list-error')).toHaveText('Something broke')
    expect(failed()).toBe(1)
    await expect(page.getByTestId('list-row')).toHaveCount(0)
    const retry = page.getByTestId('screen-retry')
    await expect(retry).toHaveRole('button')
    await retry.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('list-row').first()).toBeVisible()
    await expect(error).toHaveCount(0)
  })

  test('a document whose read fails shows the error and Retry, and Retry opens its form', async ({ page }) => {
    await page.goto('/admin/collections/categories')
    const link = page.getByTestId('list-doc-link').first()
    const id = (await link.getAttribute('href'))!.split('/').pop()!
    await failOnce(page, (r) => r.method === 'GET' && r.path === `/categories/${id}`)
    await link.click()
    await expect(page.getByTestId('screen-error')).toContainText('Something broke')
    await expect(page.getByTestId('input-name')).toHaveCount(0)
    await page.getByTestId('screen-retry').click()
    await waitForEditView(page)
    await expect(page.getByTestId('input-name')).not.toHaveValue('')
    await expect(page.getByTestId('screen-error')).toHaveCount(0)
  })

  test('a versions list whose read fails shows the error and Retry, and Retry shows the versions', async ({ page }) => {
    await page.goto('/admin/collections/posts')
    const href = (await page.getByTestId('list-doc-link').first().getAttribute('href'))!
    await failOnce(page, (r) => r.method === 'GET' && r.path.includes('versions'))
    await page.goto(`${href}/versions`)
    await expect(page.getByTestId('screen-error')).toContainText('Something broke')
    await page.getByTestId('screen-retry').click()
    await expect(page.getByTestId('versions-table-wrap')).toHaveAttribute('aria-busy', 'false')
    await expect(page.getByTestId('versions-table-wrap').getByRole('row').nth(1)).toBeVisible()
    await expect(page.getByTestId('screen-error')).toHaveCount(0)
  })

  test("a list with a stored column preference reads it once, with the list's page, and draws its columns first", async ({
    page,
  }) => {
    const key = '/payload-preferences/collection-categories'
    await page.goto('/admin')
    const before = await rest<{ value?: Record<string, unknown> }>(page, key)
    const columns = [
      { accessor: 'name', active: true },
      { accessor: 'id', active: true },
    ]
    await rest(page, key, {}, { method: 'POST', body: { value: { ...before.data.value, columns } } })
    try {
      const preferenceReads: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith(API_CHANNEL_PATH) && (request.postData() ?? '').includes(key))
          preferenceReads.push(request.postData() ?? '')
      })
      // Every header row the list draws, from its first paint on.
      await page.addInitScript(`
        window.__headers = []
        new MutationObserver(() => {
          const row = document.querySelector('[data-testid="list-table"] thead tr')
          const text = row ? Array.from(row.querySelectorAll('th')).map((th) => th.textContent.trim()).join('|') : ''
          if (text && window.__headers[window.__headers.length - 1] !== text) window.__headers.push(text)
        }).observe(document, { childList: true, subtree: true, characterData: true })
      `)
      await page.goto('/admin/collections/categories')
      await expect(page.getByTestId('list-row').first()).toBeVisible()
      const headers = await page.evaluate<string[]>('window.__headers')
      expect(headers.length).toBeGreaterThan(0)
      expect(headers[0]).toMatch(/\|Name\|ID\|/)
      expect(
        headers.every((h) => h === headers[0]),
        headers.join('\n'),
      ).toBe(true)
      expect(preferenceReads.filter((body) => body.includes('"method":"GET"'))).toHaveLength(1)
    } finally {
      await rest(page, key, {}, { method: 'POST', body: { value: { ...before.data.value } } })
    }
  })
})

test.describe('the CMS away and back', () => {
  test.describe.configure({ timeout: CMS_START_DEADLINE_MS + 240_000 })

  test('a list that failed while the CMS was down reads itself again once it is back', async ({ page }) => {
    // A host of its own: its CMS is stopped for real.
    const host = await startWebHost()
    try {
      await waitForSignedIn(host.url)
      await page.goto(`${host.url}/admin`)
      await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: CMS_START_DEADLINE_MS })

      // Every restart fails for real (the CMS cannot read its secret): it stays down until Reconnect.
      const secret = join(host.dataDir, 'cms', 'secret')
      renameSync(secret, `${secret}.kept`)
      mkdirSync(secret)
      await killCms(host)
      const failed = page.getByTestId('cms-failed')
      await expect(failed).toBeVisible({ timeout: 120_000 })

      await page.getByTestId('nav-link-collection-categories').click()
      const error = page.getByTestId('screen-error')
      // Refused at once, or held by the host until it gives up: either way the reason and Retry.
      await expect(error).toBeVisible()
      await expect(page.getByTestId('screen-retry')).toBeVisible()

      rmdirSync(secret)
      renameSync(`${secret}.kept`, secret)
      await failed.getByRole('button', { name: 'Reconnect' }).click()
      await expect(failed).toHaveCount(0, { timeout: 120_000 })
      // No navigation: the list reads itself again and fills.
      await expect(page.getByTestId('list-row').first()).toBeVisible({ timeout: 30_000 })
      await expect(error).toHaveCount(0)
      await expect(page).toHaveURL(/\/collections\/categories$/)
    } finally {
      await host.stop()
    }
  })
})
