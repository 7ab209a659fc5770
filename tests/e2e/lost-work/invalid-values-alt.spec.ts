/**
 * The invalid-values probe on a content model other than the demo's (src/cms/testing/alt-blocks.ts:
 * no drafts, a number inside a group inside an array row): a number the CMS cannot store is kept as
 * typed, Save is refused naming the field by its labels, and the stored copy, read back through
 * Payload's REST API, keeps the previous number until a valid one is saved.
 */
import { type Page } from '@playwright/test'
import { rest } from '../support/rest'
import { expect, test, useAltHost } from '../support/alt-host'

const alt = useAltHost()

type Layout = { id: number; items?: { size?: string | null; meta?: { weight?: number | null } }[] }

const readLayout = async (page: Page, id: number) => (await rest<Layout>(page, `/layouts/${id}`)).data

test('a number that cannot be stored, inside an array row’s group, is kept as typed and never sent', async ({
  page,
}) => {
  await alt.signIn(page)
  const created = await rest<{ doc: Layout }>(
    page,
    '/layouts',
    {},
    {
      method: 'POST',
      body: { title: `Invalid number ${Date.now()}`, items: [{ size: 'plain', meta: { weight: 2 } }] },
    },
  )
  expect(created.ok).toBe(true)
  const id = created.data.doc.id
  await page.goto(`${alt.host.url}/cms-admin/collections/layouts/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')

  const weight = page.getByTestId('input-items.0.meta.weight')
  for (const typed of ['1e309', '9007199254740993', 'NaN']) {
    await weight.fill(typed)
    await expect(page.getByTestId('error-items.0.meta.weight')).toBeVisible()
    await page.getByTestId('save').click()
    await expect(page.getByTestId('toast-error').last()).toContainText('Weight')
    await expect(weight).toHaveValue(typed)
    expect((await readLayout(page, id)).items?.[0]?.meta?.weight).toBe(2)
  }

  await weight.fill('3')
  await expect(page.getByTestId('error-items.0.meta.weight')).toHaveCount(0)
  await page.getByTestId('save').click()
  await expect.poll(async () => (await readLayout(page, id)).items?.[0]?.meta?.weight).toBe(3)
})
