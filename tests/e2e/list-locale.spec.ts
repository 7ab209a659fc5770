/**
 * The content locale in the app header (dashboard and lists), as Payload's locale switcher: the posts list
 * shows a localized title in the locale chosen, its documents open in it, and the choice is kept for the
 * next list opened without a locale in its URL.
 */
import { expect, test } from './fixtures'
import { waitForEditView } from './support/documents'
import { rest } from './support/rest'
import { chooseOption, expectSelected } from './support/select'
import { createDraftPost, savePost } from './support/versions'

test('switching the posts list to German shows a localized title in German and opens the post in German', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const post = await createDraftPost(page, { title: `Locale English ${stamp}` })
  await savePost(page, post.id, { title: `Sprache Deutsch ${stamp}` }, { draft: 'true', locale: 'de' })
  // What the CMS holds in German, read as Payload's REST gives it.
  const german = await rest<{ title: string }>(page, `/posts/${post.id}`, { locale: 'de', draft: 'true' })
  expect(german.ok).toBe(true)
  const germanTitle = german.data.title
  expect(germanTitle).toBe(`Sprache Deutsch ${stamp}`)

  // The dashboard has the switcher too.
  await page.goto('/admin')
  await expectSelected(page.getByTestId('app-locale-select'), 'en')

  await page.goto('/admin/collections/posts?sort=-createdAt')
  const select = page.getByTestId('app-locale-select')
  await expectSelected(select, 'en')
  const row = page.getByTestId('list-doc-link').first()
  await expect(row).toHaveText(`Locale English ${stamp}`)
  try {
    await chooseOption(select, 'de')
    await expect(page).toHaveURL(/[?&]locale=de/)
    await expect(row).toHaveText(germanTitle)
    await expect(page.getByTestId('list-doc-link').filter({ hasText: `Locale English ${stamp}` })).toHaveCount(0)

    // Kept: the list opened again without a locale (as from the sidebar) is German still.
    await page.goto('/admin/collections/posts?sort=-createdAt')
    await expect(page).toHaveURL(/[?&]locale=de/)
    await expectSelected(page.getByTestId('app-locale-select'), 'de')
    await expect(row).toHaveText(germanTitle)

    // Its document opens in German: the header's own switcher and the title say so.
    await row.click()
    await waitForEditView(page)
    await expect(page).toHaveURL(new RegExp(`/posts/${post.id}\\?locale=de`))
    await expectSelected(page.getByTestId('locale-select'), 'de')
    await expect(page.getByTestId('input-title')).toHaveValue(germanTitle)
    // A document has its own switcher, not the app header's.
    await expect(page.getByTestId('app-locale-select')).toHaveCount(0)
  } finally {
    // Back to the default for the other tests of this user.
    await page.goto('/admin/collections/posts')
    await chooseOption(page.getByTestId('app-locale-select'), 'en')
    await expect(page).toHaveURL(/[?&]locale=en/)
    await expect
      .poll(
        async () =>
          (await rest<{ value?: { locale?: string } }>(page, '/payload-preferences/folio-locale')).data.value?.locale,
      )
      .toBe('en')
  }
})
