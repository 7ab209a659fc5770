/**
 * Folio follows what a Payload server configures, as that server's own admin would: its admin
 * route, its languages (only those offered, the fallback one first, its own strings), its date
 * format, and each document's save and publish permission. Driven against a second CMS configured
 * unlike the built-in one (src/cms/testing/alt-config.ts), through a web host pointed at it by URL.
 */
import { type Page } from '@playwright/test'
import { ALT } from './support/alt-cms'
import { expect, test, useAltHost } from './support/alt-host'
import { chooseOption, optionLabels } from './support/select'

const alt = useAltHost()

/** Opens a document of a collection by its title from the list, and waits until its permissions are known. */
async function openByTitle(page: Page, collection: string, title: string) {
  await page.goto(`${alt.host.url}/cms-admin/collections/${collection}`)
  await page.getByTestId('list-doc-link').filter({ hasText: title }).click()
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await expect(page.locator('.edit__controls')).toHaveAttribute('data-permissions', 'settled')
}

test.describe("the server's admin route", () => {
  test('every route lives under /cms-admin, and /admin is not the admin there', async ({ page }) => {
    await alt.signIn(page, 'alice@example.com')
    await expect(page).toHaveURL(`${alt.host.url}/cms-admin`)
    await expect(page.getByTestId('dashboard')).toBeVisible()

    await page.getByTestId('nav-link-collection-notes').click()
    await expect(page).toHaveURL(`${alt.host.url}/cms-admin/collections/notes`)
    await page.getByTestId('list-doc-link').filter({ hasText: ALT.notes.alice }).click()
    await expect(page).toHaveURL(new RegExp(`^${alt.host.url}/cms-admin/collections/notes/\\d+$`))

    // A link copied from the server's own admin opens the same document here.
    const documentUrl = page.url()
    await page.goto(documentUrl)
    await expect(page.getByTestId('input-title')).toHaveValue(ALT.notes.alice)

    await page.goto(`${alt.host.url}/admin/collections/notes`)
    await expect(page.getByTestId('back-to-dashboard')).toBeVisible()
    await page.getByTestId('back-to-dashboard').click()
    await expect(page).toHaveURL(`${alt.host.url}/cms-admin`)
  })

  test('a deep link opened before signing in is shown after it, under the server route', async ({ page }) => {
    await alt.signIn(page, 'alice@example.com', '/cms-admin/collections/articles')
    await expect(page).toHaveURL(`${alt.host.url}/cms-admin/collections/articles`)
    await expect(page.getByTestId('list-doc-link').filter({ hasText: ALT.articleTitle })).toBeVisible()
  })

  test('a path under /admin that the sign-in screen kept moves under the server route once signed in', async ({
    page,
  }) => {
    await alt.signIn(page, 'alice@example.com', '/admin/collections/notes')
    await expect(page).toHaveURL(`${alt.host.url}/cms-admin/collections/notes`)
    await expect(page.getByTestId('list-doc-link').filter({ hasText: ALT.notes.alice })).toBeVisible()
  })
})

test.describe("the server's languages", () => {
  test("starts in the fallback language with the server's own words, and offers only its languages", async ({
    page,
  }) => {
    await alt.signIn(page, 'alice@example.com')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.locator('.dashboard__title')).toHaveText(ALT.dashboardText.de)

    await page.getByTestId('nav-account').click()
    await expect.poll(() => optionLabels(page.getByTestId('language-select'))).toEqual(['Deutsch', 'English'])

    await chooseOption(page.getByTestId('language-select'), 'en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto(`${alt.host.url}/cms-admin`)
    await expect(page.locator('.dashboard__title')).toHaveText(ALT.dashboardText.en)
  })

  test("dates read in the server's admin date format", async ({ page }) => {
    await alt.signIn(page, 'alice@example.com')
    await page.goto(`${alt.host.url}/cms-admin/collections/notes`)
    const row = page.getByTestId('list-row').filter({ hasText: ALT.notes.alice })
    await expect(row.getByText(/^\d{2}\.\d{2}\.\d{4}$/)).toBeVisible()
  })
})

test.describe("each document's permissions", () => {
  test('save is offered only on the documents this user may update', async ({ page }) => {
    await alt.signIn(page, 'bob@example.com')

    await openByTitle(page, 'notes', ALT.notes.alice)
    await expect(page.getByTestId('save')).toHaveCount(0)
    await expect(page.getByTestId('input-title')).toBeDisabled()

    await openByTitle(page, 'notes', ALT.notes.bob)
    await expect(page.getByTestId('input-title')).toBeEnabled()
    await page.getByTestId('input-title').fill(`${ALT.notes.bob}, edited`)
    await page.getByTestId('save').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
  })

  test('drafts may be saved where publishing is refused: no Publish, no Unpublish', async ({ page }) => {
    await alt.signIn(page, 'alice@example.com')
    await openByTitle(page, 'articles', ALT.articleTitle)
    await expect(page.getByTestId('publish')).toHaveCount(0)

    await page.getByTestId('input-title').fill(`${ALT.articleTitle} (revised)`)
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    // Asked again after the save, the answer stays the same.
    await expect(page.locator('.edit__controls')).toHaveAttribute('data-permissions', 'settled')
    await expect(page.getByTestId('publish')).toHaveCount(0)

    // A published article could be unpublished by someone allowed to publish; not by this user.
    await openByTitle(page, 'articles', ALT.publishedArticleTitle)
    await expect(page.getByTestId('save-draft')).toBeVisible()
    await expect(page.getByTestId('unpublish')).toHaveCount(0)

    await page.goto(`${alt.host.url}/cms-admin/collections/articles/create`)
    await expect(page.locator('.edit__controls')).toHaveAttribute('data-permissions', 'settled')
    await expect(page.getByTestId('save-draft')).toBeVisible()
    await expect(page.getByTestId('publish')).toHaveCount(0)
  })

  test('a list where publishing is refused offers bulk edit and delete, but no bulk Publish or Unpublish', async ({
    page,
  }) => {
    await alt.signIn(page, 'alice@example.com', '/cms-admin/collections/articles')
    await page.getByTestId('select-all-page').check()
    await expect(page.getByTestId('bulk-bar')).toHaveAttribute('data-permissions', 'settled')
    await expect(page.getByTestId('bulk-edit')).toBeVisible()
    await expect(page.getByTestId('bulk-delete')).toBeVisible()
    await expect(page.getByTestId('bulk-publish')).toHaveCount(0)
    await expect(page.getByTestId('bulk-unpublish')).toHaveCount(0)
  })
})
