/**
 * The plugin's schema is asked in the UI language, so labels and descriptions the server gives as
 * functions read in it (src/cms/testing/alt-plugins.ts: the site page's summary description).
 */
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

test('after switching the UI to English, the next start shows the description the server gives in English', async ({
  page,
}) => {
  await alt.signIn(page)
  const created = await rest<{ doc: { id: number } }>(
    page,
    '/site-pages',
    {},
    { method: 'POST', body: { title: `Language ${Date.now()}`, slug: `language-${Date.now()}` } },
  )
  expect(created.ok).toBe(true)
  const pageUrl = `${alt.host.url}/cms-admin/collections/site-pages/${created.data.doc.id}`
  await page.goto(pageUrl)
  await expect(page.getByTestId('field-summary')).toContainText('Erscheint unter dem Titel in Listen')

  await page.getByTestId('nav-account').click()
  await page.getByTestId('language-select').selectOption('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto(pageUrl)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await expect(page.getByTestId('field-summary')).toContainText('Shown under the title in lists')

  // The host is shared: German again for the specs after this one.
  await page.getByTestId('nav-account').click()
  await page.getByTestId('language-select').selectOption('de')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})
