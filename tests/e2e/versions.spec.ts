import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { FOLIO_ENDPOINTS } from '../../src/shared/protocol'
import { API_CHANNEL_PATH, bridgePath, holdApiCalls } from './support/bridge'
import { openPost, openVersionsTab, waitForEditView } from './support/documents'
import { rest } from './support/rest'
import { createDraftPost, savePost, versionsOf } from './support/versions'
import { chooseOption } from './support/select'

/** Opens the versioned post's versions list; returns how many versions its tab counted. */
async function openVersions(page: Page) {
  await openPost(page, 'versioned')
  await expect(page.getByTestId('doc-tab-versions-count')).toHaveText(/^\d+$/)
  const count = Number(await page.getByTestId('doc-tab-versions-count').textContent())
  await openVersionsTab(page)
  return count
}

test.describe('versions list', () => {
  test('lists the versions ten to a page, with the range line, pagination and per-page choice', async ({ page }) => {
    const count = await openVersions(page)
    expect(count).toBeGreaterThanOrEqual(20)
    await expect(page.getByTestId('version-row')).toHaveCount(10)
    await expect(page.getByTestId('page-range')).toHaveText(`1-10 of ${count}`)
    await page.getByTestId('page-2').click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByTestId('page-range')).toHaveText(`11-20 of ${count}`)
    await chooseOption(page.getByTestId('per-page'), '25')
    await expect(page).toHaveURL(/limit=25/)
    await expect(page.getByTestId('version-row')).toHaveCount(Math.min(25, count))
  })

  test('labels each version: current draft or published, earlier ones, and autosave', async ({ page }) => {
    const count = await openVersions(page)
    await chooseOption(page.getByTestId('per-page'), '100')
    await expect(page.getByTestId('version-row')).toHaveCount(Math.min(100, count))
    await expect(page.getByTestId('versions-table-wrap')).toHaveAttribute('aria-busy', 'false')
    const labels = await page.getByTestId('version-status').allTextContents()
    const current = labels.filter((l) => l === 'Current Draft' || l === 'Current Published Version')
    expect(current.length).toBeGreaterThanOrEqual(1)
    expect(labels.filter((l) => l === 'Current Published Version')).toHaveLength(
      labels.includes('Current Published Version') ? 1 : 0,
    )
    expect(labels).toEqual(expect.arrayContaining(['Previously Published']))
    // Exactly the post's autosave versions carry the autosave pill (all of them are on this page).
    const postId = new URL(page.url()).pathname.split('/').at(-2)
    // (Payload cannot filter versions by autosave: all of them are read and counted.)
    const where = { and: [{ parent: { equals: postId } }, { snapshot: { not_equals: true } }] }
    const answer = await rest<{ docs: Array<{ autosave?: boolean }> }>(page, '/posts/versions', { where, limit: 100 })
    expect(answer.ok, JSON.stringify(answer)).toBe(true)
    const autosaves = answer.data.docs.filter((doc) => doc.autosave).length
    expect(autosaves).toBeGreaterThan(0)
    await expect(page.getByTestId('version-autosave')).toHaveCount(autosaves)
    await expect(page.getByTestId('version-autosave').first()).toHaveText('Autosave')
    // Dates link to the version.
    await expect(page.getByTestId('version-link').first()).toHaveAttribute('href', /\/versions\/\w+$/)
  })

  test('a versioned global lists its versions and compares one with the previous', async ({ page }) => {
    await page.goto('/admin/globals/site-settings')
    await waitForEditView(page)
    await openVersionsTab(page)
    await expect(page.getByTestId('version-row')).toHaveCount(10)
    // Every row says its status (the global's versions answer once came without version._status).
    await expect(page.getByTestId('version-status')).toHaveCount(10)
    await expect(page.getByTestId('version-status').first()).toHaveText(/^(Current Draft|Current Published Version)$/)
    await page.getByTestId('version-link').nth(1).click()
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    await expect(page.getByTestId('doc-breadcrumbs').getByRole('link')).toHaveText([
      'Dashboard',
      'Site settings',
      'Versions',
    ])
    await expect(page.getByTestId('compare-current')).toBeVisible()
    await expect(page.getByTestId('compare-current').getByTestId('version-status')).toHaveText(/\w/)
    await page.getByTestId('compare-picker-button').click()
    await expect(page.getByTestId('compare-option').first().getByTestId('version-status')).toHaveText(/\w/)
    await expect(page.locator('[data-testid^="diff-field-"]').first()).toBeVisible()
  })

  test("a version published in one locale carries that locale's pill, and every label reads in the user's language", async ({
    page,
  }) => {
    const post = await createDraftPost(page, { title: 'Locale post' })
    await savePost(
      page,
      post.id,
      { title: 'Lokaler Beitrag', _status: 'published' },
      { locale: 'de', publishSpecificLocale: 'de' },
    )
    await savePost(page, post.id, { title: 'Locale post, autosaved' }, { draft: 'true', autosave: 'true' })
    const [autosaved, published] = await versionsOf(page, post.id)
    expect(published!.publishedLocale).toBe('de')

    await page.goto(`/admin/collections/posts/${post.id}/versions`)
    await expect(page.getByTestId('versions-table-wrap')).toHaveAttribute('aria-busy', 'false')
    const rowOf = (id: unknown) =>
      page
        .getByTestId('version-row')
        .filter({ has: page.locator('.versions__id', { hasText: new RegExp(`^${String(id)}$`) }) })
    await expect(rowOf(published!.id).locator('.pill')).toHaveText(['Current Published Version', 'Deutsch'])
    await expect(rowOf(autosaved!.id).locator('.pill')).toHaveText(['Current Draft', 'Autosave'])
    await expect(page.getByTestId('version-locale')).toHaveCount(1)

    // The compare picker labels them the same way.
    await rowOf(autosaved!.id).getByTestId('version-link').click()
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    await page.getByTestId('compare-picker-button').click()
    const option = page.getByTestId('compare-option').and(page.locator(`[data-version-id="${String(published!.id)}"]`))
    await expect(option.locator('.pill')).toHaveText(['Current Published Version', 'Deutsch'])

    // In German: Payload's German labels; the locale is named as the server names it.
    await page.evaluate("localStorage.setItem('folio-language', 'de')")
    await page.goto(`/admin/collections/posts/${post.id}/versions`)
    await expect(rowOf(published!.id).locator('.pill')).toHaveText(['Aktuell veröffentlichte Version', 'Deutsch'])
    await expect(rowOf(autosaved!.id).locator('.pill')).toHaveText(['Aktueller Entwurf', 'Automatische Speicherung'])
  })

  test('a save in another tab of the app updates the header here without a reload', async ({ page, context }) => {
    const title = `Kestrelwing ${Date.now().toString(36)}`
    const post = await createDraftPost(page, { title })
    await page.goto(`/admin/collections/posts/${post.id}/versions`)
    await expect(page.getByTestId('document-title')).toHaveText(title)
    await expect(page.getByTestId('doc-status')).toHaveAttribute('data-status', 'draft')
    const other = await context.newPage()
    try {
      await other.goto(`/admin/collections/posts/${post.id}`)
      await waitForEditView(other)
      await other.getByTestId('input-title').fill(`${title} renamed`)
      await other.getByTestId('publish').click()
      await expect(other.getByTestId('toast-success').last()).toBeVisible()
      // This tab read its facts before the save; the other tab's announcement replaces them.
      await expect(page.getByTestId('document-title')).toHaveText(`${title} renamed`)
      await expect(page.getByTestId('doc-status')).toHaveAttribute('data-status', 'published')
    } finally {
      await other.close()
    }
  })

  test("a document without versions says 'No further versions found'", async ({ page }) => {
    const post = await createDraftPost(page, { title: 'Soon gone' })
    // Deleting a document deletes its versions with it.
    expect((await rest(page, `/posts/${post.id}`, {}, { method: 'DELETE' })).ok).toBe(true)
    await page.goto(`/admin/collections/posts/${post.id}/versions`)
    await expect(page.getByTestId('versions-empty')).toHaveText('No further versions found')
    await expect(page.getByTestId('version-row')).toHaveCount(0)
  })

  test("a plugin without the versions screens' one read: both screens read Payload's versions API", async ({
    page,
  }) => {
    // The boot answer as an older plugin's schema reads: no versionScreens.
    await page.route(`**${bridgePath('renderer:boot')}`, async (route) => {
      const response = await route.fetch()
      const envelope = (await response.json()) as {
        value?: { schema?: { data?: { extras?: Record<string, unknown> } } }
      }
      delete envelope.value?.schema?.data?.extras?.versionScreens
      await route.fulfill({ response, json: envelope })
    })
    const paths: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith(API_CHANNEL_PATH)) paths.push((r.postDataJSON() as { path: string }).path)
    })
    await openVersions(page)
    await expect(page.getByTestId('version-row')).toHaveCount(10)
    await expect(page.getByTestId('version-status').first()).toBeVisible()
    await page.getByTestId('version-link').nth(1).click()
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    await page.getByTestId('compare-picker-button').click()
    await expect(page.getByTestId('compare-option')).toHaveCount(10)
    expect(paths).toContain('/posts/versions')
    expect(paths.filter((path) => path.startsWith('/folio/version'))).toEqual([])
  })

  test('the table stays under a loading overlay while the next page loads', async ({ page }) => {
    await openVersions(page)
    await expect(page.getByTestId('version-row')).toHaveCount(10)
    const firstId = await page.locator('.versions__id').first().textContent()
    // Page 2 is held on its way (a slow server), to see the screen while it waits.
    const page2 = await holdApiCalls(page, (r) => r.path === FOLIO_ENDPOINTS.versions && r.query?.page === 2)
    await page.getByTestId('page-2').click()
    await expect(page.getByTestId('versions-loading')).toBeVisible()
    await expect(page.getByTestId('versions-table-wrap')).toHaveAttribute('aria-busy', 'true')
    // The page shown so far stays until the next one is in.
    await expect(page.locator('.versions__id').first()).toHaveText(firstId!)
    page2.release()
    await expect(page.getByTestId('versions-loading')).toHaveCount(0)
    await expect(page.getByTestId('page-range')).toHaveText(/^11-20 of \d+$/)
    await expect(page.locator('.versions__id').first()).not.toHaveText(firstId!)
  })
})
