/**
 * Issue 17: the command palette (Ctrl+K) and the one shortcut table. Going to a collection, finding a
 * document by its title across collections, and running the open document's actions (the same flows
 * as their buttons) by keyboard only. Every test makes its own documents (titles starting "Palette").
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForEditView } from './support/documents'
import { rest } from './support/rest'

let serial = 0
const uniqueTitle = (what: string) => `Palette ${what} ${Date.now().toString(36)}${serial++}`

async function createDraft(page: Page, title: string): Promise<string> {
  await page.goto('/admin')
  const made = await rest<{ doc: { id: number } }>(
    page,
    '/posts',
    { draft: true },
    { method: 'POST', body: { title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), _status: 'draft' } },
  )
  expect(made.ok).toBe(true)
  return String(made.data.doc.id)
}

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k')
  await expect(page.getByTestId('command-palette')).toBeVisible()
  await expect(page.getByTestId('palette-input')).toBeFocused()
}

test('Ctrl+K goes to a collection by typing part of its name; Escape closes and focus returns', async ({ page }) => {
  await page.goto('/admin')
  await expect(page.getByTestId('nav')).toBeVisible()
  const opener = page.getByTestId('nav-link-collection-pages')
  await opener.focus()
  await openPalette(page)
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('command-palette')).toHaveCount(0)
  await expect(opener).toBeFocused()

  await openPalette(page)
  await page.keyboard.type('categ')
  const first = page.locator('[role="option"][aria-selected="true"]')
  await expect(first).toHaveText('Categories')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/collections\/categories$/)
  await expect(page.getByTestId('command-palette')).toHaveCount(0)

  // Nothing found says so.
  await openPalette(page)
  await page.keyboard.type('zzzz-nothing-like-this')
  await expect(page.getByTestId('palette-status')).toHaveText('Nothing matches “zzzz-nothing-like-this”.')
})

test('opened empty, the palette offers the places to go among its first entries; the languages come when asked for', async ({
  page,
}) => {
  await page.goto('/admin')
  await expect(page.getByTestId('nav')).toBeVisible()
  await openPalette(page)
  const options = page.getByTestId('command-palette').getByRole('option')
  await expect(page.getByTestId('palette-item-go-dashboard')).toBeVisible()
  await expect(page.locator('[data-testid^="palette-item-run-language-"]')).toHaveCount(0)
  // The dashboard is among the first ten entries, not after a run of 35 languages.
  const labels = await options.allTextContents()
  expect(labels.slice(0, 10).some((label) => label.includes('Dashboard'))).toBe(true)
  await page.keyboard.type('language')
  await expect(page.getByTestId('palette-item-run-language-de')).toBeVisible()
  expect(await page.locator('[data-testid^="palette-item-run-language-"]').count()).toBeGreaterThan(30)
})

test('finds a document by its title, with its collection shown, and opens it with the keyboard', async ({ page }) => {
  const title = uniqueTitle('find me')
  const id = await createDraft(page, title)
  await page.goto('/admin')
  // Shortcuts work once the app is up, as for an editor who sees the menu.
  await expect(page.getByTestId('nav')).toBeVisible()
  await openPalette(page)
  await page.keyboard.type(title.split(' ').slice(1).join(' '))
  const found = page.getByTestId(`palette-item-doc-posts-${id}`)
  await expect(found).toContainText(title)
  await expect(found).toContainText('Posts')
  // Down from the first option until the document is the active one, then Enter.
  while ((await found.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${id}$`))
  await waitForEditView(page)
  await expect(page.getByTestId('input-title')).toHaveValue(title)
})

test("runs the open document's actions: save draft keeps the typed text, publish, and unpublish asks first", async ({
  page,
}) => {
  const title = uniqueTitle('actions')
  const id = await createDraft(page, title)
  await page.goto(`/admin/collections/posts/${id}`)
  await waitForEditView(page)
  await page.getByTestId('input-excerpt').fill('typed, then saved from the palette')

  await openPalette(page)
  await page.keyboard.type('save draft')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('toast-success')).toBeVisible()
  const saved = await rest<{ excerpt: string }>(page, `/posts/${id}`, { draft: true })
  expect(saved.data.excerpt).toBe('typed, then saved from the palette')

  await openPalette(page)
  await page.keyboard.type('publish changes')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('unpublish')).toBeVisible()
  expect((await rest<{ _status: string }>(page, `/posts/${id}`)).data._status).toBe('published')

  await openPalette(page)
  await page.keyboard.type('unpublish')
  await page.keyboard.press('Enter')
  // The same confirmation as the button's.
  await expect(page.getByTestId('unpublish-modal')).toBeVisible()
  await page.getByTestId('unpublish-cancel').click()
  expect((await rest<{ _status: string }>(page, `/posts/${id}`)).data._status).toBe('published')

  // Another view of the document, and the delete confirmation, from the palette too.
  await openPalette(page)
  await page.keyboard.type('versions')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${id}/versions`))
  await page.goto(`/admin/collections/posts/${id}`)
  await waitForEditView(page)
  await openPalette(page)
  await page.keyboard.type('delete')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('confirm-delete')).toBeVisible()
})

test('switches theme from the palette, and ? lists every shortcut of the table', async ({ page }) => {
  await page.goto('/admin')
  await expect(page.getByTestId('nav')).toBeVisible()
  const before = await page.locator('html').getAttribute('data-theme')
  const after = before === 'dark' ? 'light' : 'dark'
  try {
    await openPalette(page)
    await page.keyboard.type('theme')
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('data-theme', after)
    // Stored like the account screen's choice: the host's answer sets Payload's cookie.
    const themeCookie = async () => (await page.context().cookies()).find((c) => c.name === 'payload-theme')?.value
    await expect.poll(themeCookie).toBe(after)

    await page.locator('body').press('?')
    const help = page.getByTestId('shortcuts-help')
    await expect(help).toBeVisible()
    await expect(help.getByTestId('shortcut-palette')).toContainText('Ctrl K')
    await expect(help.getByTestId('shortcut-palette')).toContainText('Command Palette')
    await expect(help.getByTestId('shortcut-save')).toContainText('Ctrl S')
  } finally {
    // The theme is kept by the host the other specs share: back to following the OS.
    await page.goto('/admin/account')
    const auto = page.getByTestId('theme-auto')
    if (!(await auto.isChecked())) {
      const stored = page.waitForResponse((response) => response.url().endsWith('renderer:theme-set'))
      await auto.check()
      await stored
    }
  }
})

test('opens the current place in a new browser tab from the palette, signed in and at the same document', async ({
  page,
}) => {
  const title = uniqueTitle('new tab')
  const id = await createDraft(page, title)
  await page.goto(`/admin/collections/posts/${id}`)
  await waitForEditView(page)
  await openPalette(page)
  await page.keyboard.type('new window')
  const opened = page.context().waitForEvent('page')
  await page.keyboard.press('Enter')
  const tab = await opened
  await expect(tab).toHaveURL(new RegExp(`/admin/collections/posts/${id}$`))
  await expect(tab.getByTestId('input-title')).toHaveValue(title)
  await tab.close()
})
