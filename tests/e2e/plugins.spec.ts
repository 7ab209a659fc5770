/**
 * A server started from Payload's website template runs the official plugins. Folio works against it:
 * every plugin collection opens; fields with admin components Folio cannot run keep working and say
 * the server's interface is not shown (a UI field by its label); the SEO plugin's fields get Folio's own
 * search-result preview, length hints and the Auto-generate buttons; the redirects list shows the
 * plugin's columns. Driven against the alt CMS (src/cms/testing/alt-plugins.ts), whose UI starts in
 * German, its fallback language.
 */
import { type Page } from '@playwright/test'
import { API_CHANNEL_GLOB, holdApiCalls } from './support/bridge'
import { createDocument, rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

const admin = (path: string) => `${alt.host.url}/cms-admin${path}`

type SitePage = { id: number; title: string; slug?: string; summary?: string; meta?: { title?: string } }

async function createSitePage(page: Page, title: string, slug: string): Promise<number> {
  return createDocument(page, 'site-pages', { title, slug })
}

async function openSitePage(page: Page, id: number) {
  await page.goto(admin(`/collections/site-pages/${id}`))
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
}

test("every plugin collection's list and create view open", async ({ page }) => {
  await alt.signIn(page)
  for (const slug of ['site-pages', 'site-categories', 'redirects', 'forms', 'form-submissions', 'search']) {
    await page.goto(admin(`/collections/${slug}`))
    await expect(page.getByTestId('list-view')).toBeVisible()
    await expect(page.getByTestId('list-table').or(page.getByTestId('list-empty'))).toBeVisible()
    await expect(page.getByTestId('list-error')).toHaveCount(0)
    await page.goto(admin(`/collections/${slug}/create`))
    await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  }
})

test('nested docs: a child category shows its parent and the breadcrumbs the plugin wrote', async ({ page }) => {
  await alt.signIn(page)
  const stamp = Date.now()
  const parent = await createDocument(page, 'site-categories', { title: `Parent ${stamp}`, slug: `parent-${stamp}` })
  const child = await createDocument(page, 'site-categories', {
    title: `Child ${stamp}`,
    slug: `child-${stamp}`,
    parent,
  })
  await page.goto(admin(`/collections/site-categories/${child}`))
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await expect(page.getByTestId('field-parent')).toContainText(`Parent ${stamp}`)
  await expect(page.getByTestId('field-breadcrumbs')).toBeVisible()
  await expect(page.getByTestId('input-breadcrumbs.1.url')).toHaveValue(`/parent-${stamp}/child-${stamp}`)
})

test('search: a site page is synced and listed in the search collection', async ({ page }) => {
  await alt.signIn(page)
  const title = `Searchable ${Date.now()}`
  await createSitePage(page, title, `searchable-${Date.now()}`)
  await page.goto(admin('/collections/search'))
  await page.getByTestId('list-search').fill(title)
  await expect(page.getByTestId('list-doc-link').filter({ hasText: title })).toBeVisible()
})

test("fields with the server's own components: Folio's input with a note, a UI field by its label", async ({
  page,
}) => {
  await alt.signIn(page)
  const id = await createSitePage(page, `Custom ${Date.now()}`, `custom-${Date.now()}`)
  await openSitePage(page, id)
  const summary = page.getByTestId('field-summary')
  await expect(summary.getByTestId('custom-ui-summary')).toContainText(
    'Die eigene Oberfläche des Servers für dieses Feld wird hier nicht angezeigt.',
  )
  await expect(summary.getByRole('note')).toBeVisible()
  // The description is a function on the server, evaluated there in the request's language.
  await expect(summary).toContainText('Erscheint unter dem Titel in Listen')
  const banner = page.getByTestId('field-banner')
  await expect(banner).toContainText('Banner preview')
  await expect(banner.getByTestId('custom-ui-banner')).toBeVisible()
  // A plain field has no note.
  await expect(page.getByTestId('field-title').getByRole('note')).toHaveCount(0)

  await page.getByTestId('input-summary').fill('Typed beside the note')
  await page.getByTestId('save').click()
  await expect
    .poll(async () => (await rest<SitePage>(page, `/site-pages/${id}`)).data.summary)
    .toBe('Typed beside the note')
})

test("SEO fields: the search-result preview, length hints and the plugin's generate functions", async ({ page }) => {
  await alt.signIn(page)
  const stamp = Date.now()
  const title = `Seo page ${stamp}`
  const id = await createSitePage(page, title, `seo-${stamp}`)
  await openSitePage(page, id)
  await page.getByRole('tab', { name: 'SEO' }).click()

  // The plugin's fields are Folio's own here: no note that an interface is missing.
  await expect(page.getByTestId('seo-meta.title').getByRole('note')).toHaveCount(0)
  await expect(page.getByTestId('seo-preview-url')).toHaveText(`https://site.example/seo-${stamp}`)
  await expect(page.getByTestId('seo-length-meta.title')).toHaveAttribute('data-grade', 'missing')
  await expect(page.getByTestId('seo-overview-meta.overview')).toContainText('0/2')

  await page.getByTestId('seo-generate-meta.title').click()
  const generated = `${title} | Folio Site`
  await expect(page.getByTestId('input-meta.title')).toHaveValue(generated)
  await expect(page.getByTestId('seo-preview-title')).toHaveText(generated)
  await expect(page.getByTestId('seo-length-meta.title')).toHaveAttribute('data-grade', 'tooShort')
  await expect(page.getByTestId('seo-length-meta.title')).toContainText(`${generated.length}/50-60`)

  await page.getByTestId('input-meta.title').fill('x'.repeat(55))
  await expect(page.getByTestId('seo-length-meta.title')).toHaveAttribute('data-grade', 'good')
  await expect(page.getByTestId('seo-overview-meta.overview')).toContainText('1/2')

  await page.getByTestId('seo-generate-meta.description').click()
  await expect(page.getByTestId('input-meta.description')).toHaveValue(`About ${title}`)
  await expect(page.getByTestId('seo-preview-description')).toHaveText(`About ${title}`)

  await page.getByTestId('save').click()
  await expect.poll(async () => (await rest<SitePage>(page, `/site-pages/${id}`)).data.meta?.title).toBe('x'.repeat(55))
})

test('a generate request that fails says so and leaves the field as typed', async ({ page }) => {
  await alt.signIn(page)
  const id = await createSitePage(page, `Seo fault ${Date.now()}`, `seo-fault-${Date.now()}`)
  await openSitePage(page, id)
  await page.getByRole('tab', { name: 'SEO' }).click()
  await page.getByTestId('input-meta.description').fill('Typed by hand')
  await page.route(API_CHANNEL_GLOB, (route) =>
    (route.request().postData() ?? '').includes('generate-description') ? route.abort() : route.continue(),
  )
  await page.getByTestId('seo-generate-meta.description').click()
  await expect(page.getByTestId('seo-error-meta.description')).toContainText('Konnte nicht erzeugt werden')
  await expect(page.getByTestId('input-meta.description')).toHaveValue('Typed by hand')
})

test("the redirects list shows the plugin's columns, a group's field among them", async ({ page }) => {
  await alt.signIn(page)
  const from = `/old-${Date.now()}`
  await createDocument(page, 'redirects', { from, to: { type: 'custom', url: '/new' } })
  await page.goto(admin('/collections/redirects'))
  await expect(page.getByTestId('list-table')).toBeVisible()
  for (const column of ['from', 'to.type', 'createdAt']) await expect(page.getByTestId(`sort-${column}`)).toBeVisible()
  const row = page.getByTestId('list-row').filter({ hasText: from })
  await expect(row.locator('td[data-column="to.type"]')).not.toBeEmpty()
  await expect(row.locator('td[data-column="to.type"]')).not.toHaveText('—')
})

test("the sidebar's authors picker keeps the page within a 1440 px window, and a chosen author shows a shimmer, not the raw id, until its title is known", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await alt.signIn(page)
  const stamp = Date.now()
  const authorId = await createDocument(page, 'users', {
    email: `a-rather-long-author-name-${stamp}@example.com`,
    password: `pw-${stamp}-x`,
  })
  const authored = await createDocument(page, 'site-pages', { title: `Authored ${stamp}`, authors: [authorId] })
  // The users' titles are held back until the shimmer has been seen.
  const userReads = await holdApiCalls(page, (_, body) => body.includes('"path":"/users"'))
  await page.goto(admin(`/collections/site-pages/${authored}`))
  const chip = page.getByTestId('chosen-authors')
  await expect(chip.getByTestId('chosen-loading-authors')).toBeVisible()
  await expect(chip).not.toContainText(String(authorId))
  userReads.release()
  await expect(chip).toContainText(`a-rather-long-author-name-${stamp}@example.com`)
  await expect(page.getByTestId('search-authors')).toBeVisible()
  const widths = await page.evaluate(() => {
    // The page's own globals, typed here without the DOM library.
    const win = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } }
    return { page: win.document.documentElement.scrollWidth, window: win.innerWidth }
  })
  expect(widths.page).toBeLessThanOrEqual(widths.window)
})

test('a column whose cells the server draws itself shows the plain value and says so in its head', async ({ page }) => {
  await alt.signIn(page)
  const slug = `cell-${Date.now()}`
  await createSitePage(page, `Cell ${slug}`, slug)
  await page.goto(admin('/collections/site-pages'))
  await expect(page.getByTestId('custom-cell-slug')).toHaveAttribute(
    'title',
    'Der Server zeigt diese Spalte mit einer eigenen Oberfläche; Folio zeigt den reinen Wert.',
  )
  await expect(page.getByTestId('custom-cell-title')).toHaveCount(0)
  const row = page.getByTestId('list-row').filter({ hasText: `Cell ${slug}` })
  await expect(row.locator('td[data-column="slug"]')).toHaveText(slug)
})
