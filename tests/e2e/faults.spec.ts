import { readdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { holdApiCalls } from './support/bridge'
import type { ScrollableElement } from './support/dom'
import { openListedDocument, openPost, waitForEditView } from './support/documents'
import { startFaultProxy, type FaultProxy } from './support/fault-proxy'
import { seededPassword } from './support/accounts'
import { rest } from './support/rest'
import { CMS_START_DEADLINE_MS, cmsUrlOf, startWebHost, withKillableHost, type RunningHost } from './support/web-host'

/** Local drafts written under a data folder (in any user's folder). */
function draftFilesIn(dataDir: string): number {
  try {
    return readdirSync(`${dataDir}/drafts`, { recursive: true }).filter((f) => String(f).endsWith('.json')).length
  } catch {
    return 0
  }
}

/** Signs in on a host's sign-in screen and waits for the dashboard. */
async function signIn(page: Page, hostUrl: string, email: string, password: string) {
  await page.goto(`${hostUrl}/admin`)
  await page.getByTestId('sign-in-identifier').fill(email)
  await page.getByTestId('sign-in-password').fill(password)
  await page.getByTestId('sign-in-submit').click()
  await expect(page.getByTestId('dashboard')).toBeVisible()
}

/** A second web host whose CMS answers through a fault proxy, signed in as the editor. */
async function withBrokenAnswers(
  page: Page,
  localHost: RunningHost,
  run: (host: RunningHost, proxy: FaultProxy) => Promise<void>,
) {
  const proxy = await startFaultProxy(await cmsUrlOf(localHost))
  const host = await startWebHost({ FOLIO_CMS_URL: proxy.url })
  try {
    await signIn(page, host.url, 'editor@example.com', seededPassword(localHost, 'editor@example.com'))
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
      // Only the picker's own pages (10 versions, this one excluded) fail; the rest of the screen loads.
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
      await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
      // The first page came with the screen's one read (the plugin's); the next one is the picker's own.
      await page.getByTestId('compare-picker-button').click()
      await expect(page.getByTestId('compare-option')).toHaveCount(10)
      await page.getByTestId('compare-picker').evaluate((el: ScrollableElement) => el.scrollTo(0, el.scrollHeight))
      await expect(page.getByTestId('compare-error')).toHaveText('An error has occurred.')
      await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    })
  })
})

test.describe('no typed text is lost', () => {
  test('typing during a manual save stays in the form, unsaved, after the answer', async ({ page }) => {
    const id = await openListedDocument(page, '/admin/collections/categories', 2)
    const save = await holdApiCalls(page, (_, body) => body.includes('"method":"PATCH"'), { once: true })
    await page.getByTestId('input-name').fill('Sent')
    await page.getByTestId('save').click()
    await expect.poll(save.held).toBe(1)
    await page.getByTestId('input-name').click()
    await page.getByTestId('input-name').press('End')
    await page.getByTestId('input-name').pressSequentially(' and typed during the save')
    save.release()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    expect((await rest(page, `/categories/${id}`)).data.name).toBe('Sent')
    await expect(page.getByTestId('input-name')).toHaveValue('Sent and typed during the save')
    // Still unsaved, so it can be saved: nothing typed was taken for saved.
    await expect(page.getByTestId('save')).toBeEnabled()
    await page.getByTestId('save').click()
    await expect
      .poll(async () => (await rest(page, `/categories/${id}`)).data.name)
      .toBe('Sent and typed during the save')
  })

  test("a second tab of the same editor is stopped by the conflict dialog, and both tabs' work is merged field by field", async ({
    page,
    context,
  }) => {
    const id = await openPost(page, 'Post 13')
    const second = await context.newPage()
    await second.goto(page.url())
    await waitForEditView(second)
    const before = (await rest(page, `/posts/${id}`, { draft: true })).data
    await page.getByTestId('input-excerpt').fill('Written in the first tab')
    await page.getByTestId('tab-1').click()
    await page.getByTestId('input-stats.rating').fill('4')
    await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
    await expect
      .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data.stats)
      .toMatchObject({ rating: 4 })

    await second.getByTestId('input-title').fill(`${before.title as string} (second tab)`)
    await second.getByTestId('input-excerpt').fill('Written in the stale second tab')
    const dialog = second.getByTestId('conflict-modal')
    await expect(dialog).toBeVisible()
    await expect(second.getByTestId('autosave-status')).toHaveAttribute('data-phase', 'stale')
    expect((await rest(page, `/posts/${id}`, { draft: true })).data.excerpt).toBe('Written in the first tab')
    // Each field that differs is offered: theirs where only the first tab changed it, mine where this tab did.
    await expect(dialog.getByTestId(/^conflict-field-/)).toHaveCount(3)
    await expect(dialog.getByTestId('conflict-mine-title')).toBeChecked()
    await expect(dialog.getByTestId('conflict-mine-excerpt')).toBeChecked()
    await expect(dialog.getByTestId('conflict-theirs-stats.rating')).toBeChecked()
    await expect(dialog.getByTestId('conflict-field-excerpt')).toContainText('Written in the first tab')
    await dialog.getByTestId('conflict-theirs-excerpt').check()
    await dialog.getByTestId('conflict-merge').click()
    // Autosave goes on with the merge: this tab's title, the first tab's excerpt and rating.
    await expect
      .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data)
      .toMatchObject({
        title: `${before.title as string} (second tab)`,
        excerpt: 'Written in the first tab',
        stats: { rating: 4 },
      })
    await expect(second.getByTestId('input-excerpt')).toHaveValue('Written in the first tab')
    await second.close()
  })

  test("an autosaved document stays locked: a second editor gets the lock dialog and the first one's text stays", async ({
    page,
    browser,
    host,
  }) => {
    const id = await openPost(page, 'Post 14')
    await page.getByTestId('input-excerpt').fill('The first editor was here')
    await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')

    const other = await startWebHost({ FOLIO_CMS_URL: await cmsUrlOf(host) })
    const secondEditor = await browser.newPage()
    try {
      await signIn(secondEditor, other.url, 'second@example.com', seededPassword(host, 'second@example.com'))
      await secondEditor.goto(`${other.url}/admin/collections/posts/${id}`)
      await expect(secondEditor.getByTestId('locked-modal')).toBeVisible()
      await expect(secondEditor.getByTestId('lock-holder')).toHaveText('editor@example.com')
      await secondEditor.getByTestId('lock-read-only').click()
      await expect(secondEditor.getByTestId('input-excerpt')).toHaveValue('The first editor was here')

      // The first editor goes on; the next autosave is theirs and nothing was put back.
      await page.getByTestId('input-excerpt').fill('The first editor was here, and still is')
      await expect
        .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data.excerpt)
        .toBe('The first editor was here, and still is')
      await expect(page.getByTestId('taken-over-modal')).toHaveCount(0)
    } finally {
      await secondEditor.close()
      await other.stop()
    }
  })

  test('a host that dies: the autosave under way retries and lands, and a second window is offered its unsaved edits back', async ({
    page,
  }) => {
    // Two CMS starts (the second on the same data) and the edits in between. One crash serves both
    // windows: a CMS start costs seconds on a busy machine.
    test.setTimeout(2 * CMS_START_DEADLINE_MS + 60_000)
    await withKillableHost(async ({ host: first, kill, startAgain }) => {
      const dataDir = first.dataDir
      const id = await openListedDocument(page, `${first.url}/admin/collections/posts`, 3)

      // A second window with a category typed into and not saved (categories have no autosave):
      // its draft reaches the disk right after the keystroke (the first one: nothing else is typed yet).
      const other = await page.context().newPage()
      await openListedDocument(other, `${first.url}/admin/collections/categories`)
      const categoryPath = new URL(other.url()).pathname
      await other.getByTestId('input-name').fill('Typed before the crash')
      await expect.poll(() => draftFilesIn(dataDir)).toBeGreaterThan(0)

      // The host dies while the autosave is on its way.
      const autosave = await holdApiCalls(page, (_, body) => body.includes('"autosave":true'), { once: true })
      await page.getByTestId('input-excerpt').fill('Typed before the host died')
      await expect.poll(autosave.held, { timeout: 15_000 }).toBe(1)
      await kill()
      autosave.release()
      await expect(page.getByTestId('autosave-status')).toHaveText(/Not saved yet: trying again\./)
      await expect(page.getByTestId('autosave-retry')).toBeVisible()
      // Typing goes on while it is down; nothing of it is lost.
      await page.getByTestId('input-excerpt').press('End')
      await page.getByTestId('input-excerpt').pressSequentially(', and after')
      // Its CMS notices the lost parent and stops: nothing else holds the database when the next one starts.
      const second = await startAgain()
      await expect
        .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data.excerpt, { timeout: 60_000 })
        .toBe('Typed before the host died, and after')
      await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
      await expect(page.getByTestId('input-excerpt')).toHaveValue('Typed before the host died, and after')

      // The second window, opened again: the server has the old name, and the typed one is offered back.
      await other.goto(`${second.url}${categoryPath}`)
      await expect(other.getByTestId('draft-recovered')).toBeVisible()
      await expect(other.getByTestId('input-name')).not.toHaveValue('Typed before the crash')
      await other.getByTestId('draft-restore').click()
      await expect(other.getByTestId('input-name')).toHaveValue('Typed before the crash')
      await expect(other.getByTestId('save')).toBeEnabled()
    })
  })
})

test.describe('what the editor is shown', () => {
  test('ids the server does not know or cannot parse open the not-found page, not an editable form', async ({
    page,
  }) => {
    for (const path of [
      '/admin/collections/posts/abc',
      '/admin/collections/posts/versions',
      '/admin/collections/posts/999999',
    ]) {
      await page.goto(path)
      await expect(page.getByTestId('not-found')).toBeVisible()
      await expect(page.getByTestId('publish')).toHaveCount(0)
    }
  })

  test("an autosave's status belongs to its document: it is gone when another one opens", async ({ page }) => {
    await openPost(page, 'Post 15')
    await page.getByTestId('input-excerpt').fill('Autosaved here')
    await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
    await page.goto('/admin/globals/site-settings')
    await waitForEditView(page)
    await expect(page.getByTestId('autosave-status')).toBeEmpty()
  })

  test('the API view shows the refusal, not the data it had before, when anonymous reading is forbidden', async ({
    page,
  }) => {
    await page.goto('/admin/collections/users')
    await page.getByTestId('list-doc-link').first().click()
    await waitForEditView(page)
    await page.getByTestId('doc-tab-api').click()
    await expect(page.getByTestId('json-tree')).toContainText('@example.com')
    await page.getByTestId('api-authenticated').uncheck()
    await expect(page.getByTestId('api-error')).toContainText('403')
    await expect(page.getByTestId('json-tree')).toHaveCount(0)
    // The document header still names the user (read with the editor's own access); the response shows nothing.
    await expect(page.getByTestId('api-response').getByText('@example.com')).toHaveCount(0)
  })
})
