/**
 * Issue 43's small frictions: typed text reads in its own direction whatever the UI's, the list
 * search names what it searches.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Shows the UI in `language` from the first paint (the choice the account screen saves in this browser). */
async function useLanguage(page: Page, language: 'en' | 'ar') {
  await page.addInitScript(`localStorage.setItem('folio-language', '${language}')`)
}

test.describe('text direction', () => {
  test('in the Arabic UI, Latin typed into a text field or a textarea reads left to right', async ({ page }) => {
    await useLanguage(page, 'ar')
    await page.goto('/admin/collections/posts/create')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const title = page.getByTestId('input-title')
    const excerpt = page.getByTestId('input-excerpt')
    await expect(title).toHaveAttribute('dir', 'auto')
    await expect(excerpt).toHaveAttribute('dir', 'auto')
    await title.fill('Hello world')
    await excerpt.fill('A short summary')
    await expect(title).toHaveCSS('direction', 'ltr')
    await expect(excerpt).toHaveCSS('direction', 'ltr')
    // Arabic typed there still reads right to left.
    await title.fill('مرحبا بالعالم')
    await expect(title).toHaveCSS('direction', 'rtl')
  })

  test('in the English UI, Arabic typed into a text field or the list search reads right to left', async ({ page }) => {
    await useLanguage(page, 'en')
    await page.goto('/admin/collections/posts/create')
    const title = page.getByTestId('input-title')
    await title.fill('مرحبا بالعالم')
    await expect(title).toHaveAttribute('dir', 'auto')
    await expect(title).toHaveCSS('direction', 'rtl')

    await page.goto('/admin/collections/posts')
    const search = page.getByTestId('list-search')
    await search.fill('مرحبا')
    await expect(search).toHaveAttribute('dir', 'auto')
    await expect(search).toHaveCSS('direction', 'rtl')
  })
})

test.describe('search placeholders', () => {
  test('the list search and a relationship picker name the fields they search, never a bare "Search by"', async ({
    page,
  }) => {
    await page.goto('/admin/collections/posts')
    await expect(page.getByTestId('list-search')).toHaveAttribute('placeholder', 'Search by Title')
    await page.goto('/admin/collections/categories')
    await expect(page.getByTestId('list-search')).toHaveAttribute('placeholder', 'Search by Name')

    // The post's categories are searched by the categories' title field, their Name.
    await page.goto('/admin/collections/posts/create')
    // The Details tab holds the relationship fields.
    await page.getByTestId('tab-1').click()
    await expect(page.locator('#field-categories')).toHaveAttribute('placeholder', 'Search by Name')
    // One relating to posts and pages, both titled by their Title, says it once.
    await expect(page.locator('#field-related')).toHaveAttribute('placeholder', 'Search by Title')
  })
})

test.describe('upload fields', () => {
  // A real 1x1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )

  test('an empty upload field offers Create New and Choose from existing in a drop zone that also picks the file', async ({
    page,
  }) => {
    await page.goto('/admin/collections/posts/create')
    for (const path of ['heroImage', 'gallery']) {
      const zone = page.getByTestId(`upload-dropzone-${path}`)
      // Two buttons, as Payload's: the primary Create New, then Choose from existing; no others.
      await expect(zone.locator('button')).toHaveText(['Create New', 'Choose from existing'])
      await expect(page.getByTestId(`input-${path}`).locator('button, label.btn')).toHaveCount(2)
      await expect(zone.getByRole('button', { name: 'Create New' })).not.toHaveCSS(
        'background-color',
        'rgba(0, 0, 0, 0)',
      )
      await expect(zone.getByRole('button', { name: 'Choose from existing' })).toHaveCSS(
        'background-color',
        'rgba(0, 0, 0, 0)',
      )
      await expect(zone.getByText('or drag and drop a file here')).toBeVisible()
    }

    // The drop zone's line picks a file: a single field takes it as its value.
    const chooser = page.waitForEvent('filechooser')
    await page.getByTestId('upload-pick-heroImage').click()
    await (await chooser).setFiles({ name: 'dropzone-pick.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByTestId('chosen-heroImage')).toContainText('dropzone-pick')
    await expect(page.getByTestId('upload-dropzone-heroImage')).toHaveCount(0)

    // The hasMany field's picks several, into the bulk upload.
    const many = page.waitForEvent('filechooser')
    await page.getByTestId('upload-pick-gallery').click()
    expect((await many).isMultiple()).toBe(true)
  })
})
