import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAs } from './support/accounts'
import { API_CHANNEL_GLOB, apiRequestOf } from './support/bridge'
import { openPost, waitForEditView } from './support/documents'
import { rest } from './support/rest'
import { chooseOption } from './support/select'

let created = 0
/** A unique name for this run's own documents: seeded ones are shared with other specs. */
const unique = (what: string) => `CL ${what} ${Date.now().toString(36)}${(created++).toString(36)}`

/** Creates a draft in English through REST and opens it; returns its id. */
async function openNew(page: Page, collection: 'posts' | 'pages', data: Record<string, unknown>): Promise<string> {
  await page.goto('/admin')
  const slug = unique('slug').toLowerCase().replace(/\s+/g, '-')
  const answer = await rest<{ doc: { id: number } }>(
    page,
    `/${collection}`,
    { locale: 'en', draft: true },
    { method: 'POST', body: { slug, _status: 'draft', ...data } },
  )
  expect(answer.ok).toBe(true)
  const id = String(answer.data.doc.id)
  await page.goto(`/admin/collections/${collection}/${id}`)
  await waitForEditView(page)
  return id
}

async function copyTo(page: Page, locale: string, choose?: (modal: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await page.getByTestId('copy-to-locale').click()
  const modal = page.getByTestId('copy-to-locale-modal')
  const target = modal.getByTestId('copy-to-locale-target')
  await expect(target).toBeFocused()
  // The locale list opens by keyboard inside the dialog, and Escape closes the list, not the dialog.
  await page.keyboard.press('ArrowDown')
  await expect(target).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(target).toHaveAttribute('aria-expanded', 'false')
  await expect(modal).toBeVisible()
  await expect(target).toBeFocused()
  await chooseOption(target, locale)
  if (choose) await choose(modal)
  await modal.getByTestId('copy-to-locale-apply').click()
  await expect(modal).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`locale=${locale}`))
  await waitForEditView(page)
}

/** A rich-text value of one paragraph, as Payload's Lexical editor stores it. */
function paragraph(text: string) {
  const node = { direction: 'ltr', format: '', indent: 0, version: 1 }
  const leaf = { type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }
  return { root: { ...node, type: 'root', children: [{ ...node, type: 'paragraph', children: [leaf] }] } }
}

test.describe('copy to locale', () => {
  test('copies a post to German, nested block headings too, and publishing saves them in German only', async ({
    page,
  }) => {
    const title = unique('post')
    const id = await openNew(page, 'posts', {
      title,
      excerpt: 'English excerpt',
      tags: [{ label: 'one' }],
      layout: [{ blockType: 'hero', heading: 'English hero' }],
      body: paragraph('English body text'),
    })
    await copyTo(page, 'de')
    await expect(page.getByTestId('input-title')).toHaveValue(title)
    await expect(page.getByTestId('input-excerpt')).toHaveValue('English excerpt')
    await expect(page.getByTestId('input-layout.0.heading')).toHaveValue('English hero')
    await expect(page.getByTestId('input-body')).toContainText('English body text')
    await page.getByTestId('publish').click()
    await expect(page.getByTestId('toast-success').last()).toBeVisible()
    await expect
      .poll(async () => (await rest(page, `/posts/${id}`, { locale: 'de', 'fallback-locale': 'none' })).data)
      .toMatchObject({ title, excerpt: 'English excerpt', layout: [{ heading: 'English hero' }] })
    const german = (await rest(page, `/posts/${id}`, { locale: 'de', 'fallback-locale': 'none' })).data
    expect(JSON.stringify(german.body)).toContain('English body text')
    // English is as it was.
    const english = (await rest(page, `/posts/${id}`, { locale: 'en', draft: true })).data
    expect(english).toMatchObject({ title, layout: [{ heading: 'English hero' }] })
  })

  test('copies unsaved edits as unsaved changes, guarded, and keeps the source locale’s edits', async ({ page }) => {
    const title = unique('page')
    const id = await openNew(page, 'pages', { title })
    await page.getByTestId('input-title').fill(`${title} typed`)
    await page.getByTestId('copy-to-locale').click()
    await expect(page.getByTestId('copy-to-locale-unsaved')).toContainText('unsaved changes in English')
    // Escape closes the dialog and gives focus back to its button.
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('copy-to-locale-modal')).toHaveCount(0)
    await expect(page.getByTestId('copy-to-locale')).toBeFocused()
    await copyTo(page, 'de')
    await expect(page.getByTestId('input-title')).toHaveValue(`${title} typed`)
    await expect(page.getByTestId('save-draft')).toBeEnabled()
    // Nothing was saved yet: German has no title of its own.
    const german = await rest(page, `/pages/${id}`, { locale: 'de', draft: true, 'fallback-locale': 'none' })
    expect(german.data.title ?? null).toBeNull()
    await page.getByTestId('nav-link-collection-posts').click()
    await expect(page.getByTestId('leave-warning')).toBeVisible()
    await page.getByTestId('leave-stay').click()
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    expect((await rest(page, `/pages/${id}`, { locale: 'de', draft: true })).data.title).toBe(`${title} typed`)
    expect((await rest(page, `/pages/${id}`, { locale: 'en', draft: true })).data.title).toBe(title)
    // Back in English, what was typed there is kept; the German save changed the document meanwhile,
    // so it is offered rather than put back silently.
    await chooseOption(page.getByTestId('locale-select'), 'en')
    await waitForEditView(page)
    await page.getByTestId('draft-restore').click()
    await expect(page.getByTestId('input-title')).toHaveValue(`${title} typed`)
  })

  test('copies only the chosen fields, and keeps what the target has unless told to overwrite', async ({ page }) => {
    const title = unique('chosen')
    const id = await openNew(page, 'posts', { title, excerpt: 'Only this', tags: [{ label: 'one' }] })
    await rest(page, `/posts/${id}`, { locale: 'de', draft: true }, { method: 'PATCH', body: { title: 'Deutsch' } })
    await copyTo(page, 'de', async (modal) => {
      await modal.getByTestId('copy-to-locale-chosen').check()
      await expect(modal.getByTestId('copy-to-locale-field-seo.metaTitle')).toBeVisible()
      await expect(modal.getByTestId('copy-to-locale-field-layout.hero.heading')).toBeVisible()
      // Nothing chosen yet: nothing to copy.
      await expect(modal.getByTestId('copy-to-locale-apply')).toBeDisabled()
      await modal.getByTestId('copy-to-locale-field-excerpt').check()
    })
    await expect(page.getByTestId('input-excerpt')).toHaveValue('Only this')
    await expect(page.getByTestId('input-title')).toHaveValue('Deutsch')
    // All fields without overwriting still leaves the German title; with overwriting it replaces it.
    await chooseOption(page.getByTestId('locale-select'), 'en')
    await waitForEditView(page)
    await copyTo(page, 'de', async (modal) => {
      await modal.getByTestId('copy-to-locale-overwrite').check()
    })
    await expect(page.getByTestId('input-title')).toHaveValue(title)
  })

  test('offers only the fields the editor may update in the target locale', async ({ page }) => {
    const title = unique('access')
    const id = await openNew(page, 'posts', { title, excerpt: 'May copy', tags: [{ label: 'one' }] })
    // The built-in CMS has no field-level access: Payload's answer for German is given here, as it
    // sends one where only the excerpt may be changed in that locale.
    await page.route(API_CHANNEL_GLOB, async (route) => {
      const request = apiRequestOf(route.request().postData() ?? '{}')
      if (request.method === 'POST' && request.path === `/posts/access/${id}` && request.query?.locale === 'de') {
        const data = { read: true, update: true, fields: { excerpt: true, title: { read: true } } }
        return route.fulfill({ json: { ok: true, value: { ok: true, status: 200, data } } })
      }
      return route.continue()
    })
    await copyTo(page, 'de', async (modal) => {
      await modal.getByTestId('copy-to-locale-chosen').check()
      await expect(modal.getByTestId('copy-to-locale-field-excerpt')).toBeVisible()
      await expect(modal.getByTestId('copy-to-locale-field-title')).toHaveCount(0)
      await modal.getByTestId('copy-to-locale-all').check()
    })
    await expect(page.getByTestId('input-excerpt')).toHaveValue('May copy')
    await expect(page.getByTestId('input-title')).toHaveValue('')
  })

  test('tells the editor when the target locale cannot be loaded, and copies nothing', async ({ page }) => {
    const title = unique('fail')
    const id = await openNew(page, 'pages', { title })
    await page.route(API_CHANNEL_GLOB, async (route) => {
      const request = apiRequestOf(route.request().postData() ?? '{}')
      if (request.method === 'GET' && request.path === `/pages/${id}` && request.query?.locale === 'fr')
        return route.fulfill({
          json: { ok: true, value: { ok: false, error: { kind: 'http', status: 500, message: 'boom' } } },
        })
      return route.continue()
    })
    await page.getByTestId('copy-to-locale').click()
    await chooseOption(page.getByTestId('copy-to-locale-target'), 'fr')
    await page.getByTestId('copy-to-locale-apply').click()
    await expect(page.getByTestId('toast-error')).toContainText(
      'Nothing was copied: the document could not be loaded in that locale.',
    )
    await page.unroute(API_CHANNEL_GLOB)
    // Loading French again later does not bring the dropped copy back.
    await chooseOption(page.getByTestId('locale-select'), 'en')
    await waitForEditView(page)
    await chooseOption(page.getByTestId('locale-select'), 'fr')
    await waitForEditView(page)
    await expect(page.getByTestId('input-title')).toHaveValue('')
  })

  test('copies a global to another locale without saving it', async ({ page }) => {
    await page.goto('/admin/globals/site-settings')
    await waitForEditView(page)
    const english = (await rest(page, '/globals/site-settings', { locale: 'en', draft: true })).data
    await copyTo(page, 'fr')
    await expect(page.getByTestId('input-siteName')).toHaveValue(String(english.siteName))
    await expect(page.getByTestId('save-draft')).toBeEnabled()
    // Nothing is saved until the editor saves (the global is shared with other specs: it is not).
    const french = await rest(page, '/globals/site-settings', { locale: 'fr', draft: true, 'fallback-locale': 'none' })
    expect(french.data.siteName ?? null).not.toBe(english.siteName)
  })

  test('a viewer has no Copy to locale', async ({ page, host }) => {
    await signInAs(page, host, 'viewer@example.com')
    await openPost(page, 'Post 12')
    await expect(page.getByTestId('input-title')).toBeDisabled()
    await expect(page.getByTestId('copy-to-locale')).toHaveCount(0)
    await signInAs(page, host, 'editor@example.com')
  })
})
