/**
 * The plugin's schema is asked in the UI language, so labels and descriptions the server gives as
 * functions read in it (src/cms/testing/alt-plugins.ts: the site page's summary description); it is
 * asked again when the language changes mid-session, and an open form keeps what was typed.
 */
import type { Page } from '@playwright/test'
import { API_CHANNEL_PATH, apiRequestOf } from './support/bridge'
import { createDocument, rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'
import { chooseOption } from './support/select'

const alt = useAltHost()

test('after switching the UI to English, the next start shows the description the server gives in English', async ({
  page,
}) => {
  await alt.signIn(page)
  const id = await createDocument(page, 'site-pages', {
    title: `Language ${Date.now()}`,
    slug: `language-${Date.now()}`,
  })
  const pageUrl = `${alt.host.url}/cms-admin/collections/site-pages/${id}`
  await page.goto(pageUrl)
  await expect(page.getByTestId('field-summary')).toContainText('Erscheint unter dem Titel in Listen')

  await page.getByTestId('nav-account').click()
  await chooseOption(page.getByTestId('language-select'), 'en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto(pageUrl)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await expect(page.getByTestId('field-summary')).toContainText('Shown under the title in lists')

  // The host is shared: German again for the specs after this one.
  await page.getByTestId('nav-account').click()
  await chooseOption(page.getByTestId('language-select'), 'de')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

/** Switches the UI language by the command palette, which works with a document open. */
async function paletteLanguage(page: Page, code: string, name: string) {
  await page.keyboard.press('Control+k')
  await page.getByTestId('palette-input').fill(name)
  await page.getByTestId(`palette-item-run-language-${code}`).click()
  await expect(page.locator('html')).toHaveAttribute('lang', code)
}

test('switching the language with a document open shows its description in the new language and keeps what was typed', async ({
  page,
}) => {
  await alt.signIn(page)
  const stamp = Date.now()
  const id = await createDocument(page, 'site-pages', { title: `Midswitch ${stamp}`, slug: `midswitch-${stamp}` })
  await page.goto(`${alt.host.url}/cms-admin/collections/site-pages/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  const summary = page.getByTestId('field-summary')
  await expect(summary).toContainText('Erscheint unter dem Titel in Listen')
  const typed = `Typed before the switch ${stamp}`
  await summary.locator('textarea').fill(typed)
  // The form stays as it is: the document is not read again (that would put the server's copy in it).
  const rereads: string[] = []
  page.on('request', (request) => {
    if (!request.url().endsWith(API_CHANNEL_PATH)) return
    const api = apiRequestOf(request.postData() ?? '{}')
    if (api.method === 'GET' && api.path === `/site-pages/${id}`) rereads.push(api.path)
  })

  try {
    await paletteLanguage(page, 'en', 'English')
    await expect(summary).toContainText('Shown under the title in lists')
    await expect(summary.locator('textarea')).toHaveValue(typed)
    expect(rereads).toEqual([])
    await page.getByTestId('save').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    const stored = await rest<{ summary?: string }>(page, `/site-pages/${id}`)
    expect(stored.data.summary).toBe(typed)
  } finally {
    // The host is shared: German again for the specs after this one.
    await paletteLanguage(page, 'de', 'Deutsch')
  }
})
