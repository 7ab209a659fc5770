/**
 * A new document starts with its arrays' and blocks' default rows (src/cms/testing/alt-defaults.ts), as
 * Payload's create form does, and saves them: plain, read-only, rows holding a group and a nested array, blocks.
 */
import { expect, test, useAltHost } from './support/alt-host'
import { rest } from './support/rest'

const alt = useAltHost()

type Listing = {
  items?: { id?: string; text?: string }[]
  frozen?: { text?: string }[]
  grouped?: { meta?: { note?: string }; inner?: { text?: string }[] }[]
  sections?: { blockType: string; body?: string }[]
}

test('a new document shows its arrays’ and blocks’ default rows and saves them', async ({ page }) => {
  await alt.signIn(page)
  await page.goto(`${alt.host.url}/cms-admin/collections/def-listings/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')

  await expect(page.getByTestId('input-items.0.text')).toHaveValue('row one')
  await expect(page.getByTestId('input-items.1.text')).toHaveValue('row two')
  await expect(page.getByTestId('input-frozen.1.text')).toHaveValue('defaultValue2')
  await expect(page.getByTestId('input-frozen.1.text')).toBeDisabled()
  await expect(page.getByTestId('input-grouped.0.meta.note')).toHaveValue('in a group')
  await expect(page.getByTestId('input-grouped.0.inner.0.text')).toHaveValue('nested row')
  await expect(page.getByTestId('input-sections.0.body')).toHaveValue('first block')

  const title = `Default rows ${Date.now()}`
  await page.getByTestId('input-title').fill(title)
  await page.getByTestId('save').click()
  await expect(page).not.toHaveURL(/\/create$/)
  const id = new URL(page.url()).pathname.split('/').pop()!
  const saved = (await rest<Listing>(page, `/def-listings/${id}`)).data
  expect(saved.items?.map((row) => row.text)).toEqual(['row one', 'row two'])
  // Each row has an id of its own, as one added by hand.
  expect(new Set(saved.items?.map((row) => row.id)).size).toBe(2)
  expect(saved.frozen?.map((row) => row.text)).toEqual(['defaultValue', 'defaultValue2'])
  expect(saved.grouped?.[0]).toMatchObject({ meta: { note: 'in a group' }, inner: [{ text: 'nested row' }] })
  expect(saved.sections).toMatchObject([{ blockType: 'para', body: 'first block' }])
})
