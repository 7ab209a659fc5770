/**
 * The document header: one status slot that says where the editor's changes are and never moves the
 * buttons, one action bar with the primary action at its end, Publish offered only with something to
 * publish; and, with the built-in CMS stopped for real, one calm status instead of a pile of red
 * toasts, a warning before leaving changes behind, and the typed text saved once it is back.
 */
import { mkdirSync, renameSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'
import { test as plain, type Locator, type Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { documentIdOf, openListedDocument, waitForEditView } from './support/documents'
import { rest } from './support/rest'
import { createDraftPost } from './support/versions'
import { CMS_START_DEADLINE_MS, killCms, startWebHost, waitForSignedIn } from './support/web-host'

/** Shows the UI in `language` from the first paint (the choice the account screen saves in this browser). */
async function useLanguage(page: Page, language: 'en' | 'ar') {
  await page.addInitScript(`localStorage.setItem('folio-language', '${language}')`)
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box, 'the element is laid out').not.toBeNull()
  return box!
}

/** Where the header's buttons and the slot are. */
async function layoutOf(page: Page, buttons: string[]) {
  return Promise.all(['save-status', ...buttons].map(async (id) => boxOf(page.getByTestId(id))))
}

for (const language of ['en', 'ar'] as const)
  for (const width of [1440, 390])
    test(`the status slot says where the changes are and moves no button: ${language}, ${width} px`, async ({
      page,
    }) => {
      await useLanguage(page, language)
      await page.setViewportSize({ width, height: 900 })
      const post = await createDraftPost(page, { title: `Status slot ${language} ${width}` })
      await page.goto(`/admin/collections/posts/${post.id}`)
      await waitForEditView(page)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      const slot = page.getByTestId('save-status')
      const buttons = ['save-draft', 'publish', 'document-menu']
      // The saved copy's age, ticking by itself.
      await expect(slot).toHaveAttribute('data-status', 'saved')
      const time = page.getByTestId('save-status-time')
      if (language === 'en') await expect(time).toHaveText(/^Last saved \d+ seconds? ago$/)
      const before = await layoutOf(page, buttons)
      const firstText = await time.textContent()
      await expect.poll(() => time.textContent()).not.toBe(firstText)

      // Typed, autosaved: the slot says so each time, and nothing beside it moves.
      await page.getByTestId('input-excerpt').fill('Typed for the slot')
      await expect(slot).not.toHaveAttribute('data-status', 'saved')
      expect(await layoutOf(page, buttons)).toEqual(before)
      await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-phase', 'saved')
      await expect(slot).toHaveAttribute('data-status', 'saved')
      if (language === 'en') await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
      expect(await layoutOf(page, buttons)).toEqual(before)

      // A save by hand (a category: no autosave), before, while unsaved and after.
      await openListedDocument(page, '/admin/collections/categories', 0)
      await expect(slot).toHaveAttribute('data-status', 'saved')
      const saveButtons = ['save', 'document-menu']
      const beforeSave = await layoutOf(page, saveButtons)
      await page.getByTestId('input-description').fill(`Saved by hand ${language} ${width}`)
      await expect(slot).toHaveAttribute('data-status', 'unsaved')
      if (language === 'en') await expect(slot).toHaveText('Unsaved changes')
      expect(await layoutOf(page, saveButtons)).toEqual(beforeSave)
      await page.getByTestId('save').click()
      await expect(page.getByTestId('toast-success')).toBeVisible()
      await expect(slot).toHaveAttribute('data-status', 'saved')
      expect(await layoutOf(page, saveButtons)).toEqual(beforeSave)
    })

for (const language of ['en', 'ar'] as const)
  test(`the primary action ends the one action bar, for a new and a saved document: ${language}`, async ({ page }) => {
    await useLanguage(page, language)
    await page.setViewportSize({ width: 1440, height: 900 })
    const post = await createDraftPost(page, { title: 'A title long enough to share the header with its buttons' })
    /** The distance of the publish button's outer edge from the header's end (right in LTR, left in RTL). */
    const fromEnd = async () => {
      const header = await boxOf(page.locator('.edit__header'))
      const publish = await boxOf(page.getByTestId('publish'))
      return language === 'ar'
        ? Math.round(publish.x - header.x)
        : Math.round(header.x + header.width - (publish.x + publish.width))
    }
    await page.goto(`/admin/collections/posts/${post.id}`)
    await waitForEditView(page)
    expect(await fromEnd()).toBe(0)
    await page.goto('/admin/collections/posts/create')
    await waitForEditView(page)
    expect(await fromEnd()).toBe(0)
  })

test('Publish is offered only with something to publish', async ({ page }) => {
  const post = await createDraftPost(page, { title: 'Published, nothing newer' })
  const published = await rest(page, `/posts/${post.id}`, {}, { method: 'PATCH', body: { _status: 'published' } })
  expect(published.ok, JSON.stringify(published)).toBe(true)
  await page.goto(`/admin/collections/posts/${post.id}`)
  await waitForEditView(page)
  await expect(page.getByTestId('publish')).toBeDisabled()
  await page.getByTestId('input-excerpt').fill('Something new to publish')
  await expect(page.getByTestId('publish')).toBeEnabled()
  // Autosaved as a draft: the newest version is not the published one, so there is still something to publish.
  await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-phase', 'saved')
  await expect(page.getByTestId('publish')).toBeEnabled()
  await page.getByTestId('publish').click()
  await expect(page.getByTestId('toast-success')).toBeVisible()
  await expect(page.getByTestId('publish')).toBeDisabled()
  // A draft never published has something to publish without a keystroke.
  const draft = await createDraftPost(page, { title: 'Never published' })
  await page.goto(`/admin/collections/posts/${draft.id}`)
  await waitForEditView(page)
  await expect(page.getByTestId('publish')).toBeEnabled()
})

plain.describe('the built-in CMS stopped for real', () => {
  plain.describe.configure({ timeout: 2 * CMS_START_DEADLINE_MS + 240_000 })

  plain(
    'one calm status while it is down, a warning before leaving the changes, and no red toast left once it is back',
    async ({ page }) => {
      const host = await startWebHost()
      try {
        await waitForSignedIn(host.url)
        await page.goto(`${host.url}/admin/collections/posts`)
        await page.getByTestId('list-doc-link').first().click()
        await waitForEditView(page)
        const id = documentIdOf(page)
        const slot = page.getByTestId('save-status')

        // Every restart fails for real (a folder where the CMS's secret was): it stays down until Reconnect.
        const secret = join(host.dataDir, 'cms', 'secret')
        renameSync(secret, `${secret}.kept`)
        mkdirSync(secret)
        await killCms(host)
        await expect(page.getByTestId('cms-restarting').or(page.getByTestId('cms-failed'))).toBeVisible()

        const typed = `Typed while the CMS was down ${Date.now()}`
        await page.getByTestId('input-excerpt').fill(typed)
        await expect(slot).toHaveAttribute('data-status', 'waiting')
        await expect(slot).toContainText('Waiting for the server: your changes are kept')
        // Autosave's failed tries pile nothing up: the slot and the banner say it.
        await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-phase', 'error')
        await expect(page.getByTestId('toast-error')).toHaveCount(0)
        await expect(page.getByText('Offline')).toHaveCount(0)

        // A save by hand waits in the queue: one toast says why, the slot keeps saying the changes are kept.
        await page.getByTestId('save-draft').click()
        await expect(page.getByTestId('toast-error')).toHaveCount(1)
        await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-waiting', /[1-9]/)
        await expect(slot).toHaveAttribute('data-status', 'waiting')
        await expect(page.getByTestId('offline-retry')).toBeVisible()

        // Leaving in the app asks first; closing or reloading the tab is held by the browser's own question.
        await page.getByTestId('nav-link-collection-categories').click()
        await expect(page.getByTestId('leave-warning')).toBeVisible()
        await page.getByTestId('leave-stay').click()
        await expect(page.getByTestId('leave-warning')).toHaveCount(0)
        expect(page.url()).toContain(`/posts/${id}`)
        const asked = page.waitForEvent('dialog')
        await page.close({ runBeforeUnload: true })
        const question = await asked
        expect(question.type()).toBe('beforeunload')
        await question.dismiss()
        await expect(page.getByTestId('input-excerpt')).toHaveValue(typed)

        // Back: the queued save and autosave land, the red toasts go, the slot says saved.
        await expect(page.getByTestId('cms-failed')).toBeVisible({ timeout: 120_000 })
        rmdirSync(secret)
        renameSync(`${secret}.kept`, secret)
        await page.getByTestId('cms-reconnect').click()
        await expect(page.getByTestId('cms-failed')).toHaveCount(0, { timeout: 120_000 })
        await expect(page.getByTestId('cms-restarting')).toHaveCount(0, { timeout: 120_000 })
        await expect(slot).toHaveAttribute('data-status', 'saved', { timeout: 60_000 })
        await expect(page.getByTestId('toast-error')).toHaveCount(0)
        await expect(page.getByTestId('input-excerpt')).toHaveValue(typed)
        const stored = await rest(page, `/posts/${id}`, { draft: true })
        expect(stored.data.excerpt).toBe(typed)
        // Everything landed: leaving asks nothing, in the app or closing the tab.
        await page.getByTestId('nav-link-collection-categories').click()
        await expect(page.getByTestId('list-doc-link').first()).toBeVisible()
        await expect(page.getByTestId('leave-warning')).toHaveCount(0)
        await page.goBack()
        await waitForEditView(page)
        let questions = 0
        page.on('dialog', (dialog) => {
          questions++
          void dialog.accept()
        })
        await page.close({ runBeforeUnload: true })
        await expect.poll(() => page.isClosed()).toBe(true)
        expect(questions).toBe(0)
      } finally {
        await host.stop()
      }
    },
  )
})

for (const language of ['en', 'ar'] as const)
  test(`on a phone the sticky header keeps the title, status and buttons in a quarter of the window: ${language}`, async ({
    page,
  }) => {
    await useLanguage(page, language)
    await page.setViewportSize({ width: 390, height: 844 })
    const title = 'A title far too long for one line of a phone-sized window, as editors write them'
    const post = await createDraftPost(page, { title })
    await page.goto(`/admin/collections/posts/${post.id}`)
    await waitForEditView(page)
    const header = page.locator('.edit__header')
    // Scrolled into the form, the header is what stays above it.
    await page.getByTestId('input-body').scrollIntoViewIfNeeded()
    await expect.poll(async () => (await boxOf(header)).y).toBe(0)
    expect((await boxOf(header)).height).toBeLessThanOrEqual(844 / 4)
    // The title is one line, cut; its whole is still there to read.
    await expect(page.getByTestId('document-title')).toHaveText(title)
    const heading = await boxOf(page.getByTestId('document-title'))
    expect(heading.height).toBeLessThan(48)
    // Every action is in the window, none under another.
    for (const id of ['save-status', 'save-draft', 'publish', 'document-menu']) {
      const box = await boxOf(page.getByTestId(id))
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    await expect(page.getByTestId('doc-status')).toBeVisible()
    // Nothing of it widens the page.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390)
  })
