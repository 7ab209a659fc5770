/**
 * A tab's `admin.condition` and a tabs field's own (src/cms/testing/alt-conditions.ts): while the condition
 * fails the tab is left out (the first tab that shows is open), and it comes back as the data changes.
 */
import { expect, test, useAltHost } from './support/alt-host'
import { createDocument, rest } from './support/rest'
import { chooseOption } from './support/select'

const alt = useAltHost()

test('a tab whose condition fails is left out and the next tab opens; it shows once the condition holds', async ({
  page,
}) => {
  await alt.signIn(page)
  const id = await createDocument(page, 'cond-occasions', { title: `Tabs ${Date.now()}`, kind: 'page', body: 'Text' })
  await page.goto(`${alt.host.url}/cms-admin/collections/cond-occasions/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')

  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveText(['Content'])
  await expect(page.getByTestId('input-body')).toHaveValue('Text')
  await expect(page.getByTestId('input-venue')).toHaveCount(0)
  // The whole tabs field whose condition fails is not there either.
  await expect(page.getByTestId('input-pricing.price')).toHaveCount(0)

  await chooseOption(page.getByTestId('input-kind'), 'event')
  await expect(tabs).toHaveText(['Event', 'Content'])
  await tabs.filter({ hasText: 'Event' }).click()
  await page.getByTestId('input-venue').fill('Town hall')

  await chooseOption(page.getByTestId('input-kind'), 'sale')
  // The open tab's condition failed: the next one that shows opens, and the tabs field for sales appears.
  await expect(tabs).toHaveText(['Content', 'Pricing'])
  await expect(page.getByTestId('input-body')).toBeVisible()
  await page.getByTestId('input-pricing.price').fill('12')
  await page.getByTestId('save').click()
  await expect
    .poll(async () => (await rest<Record<string, unknown>>(page, `/cond-occasions/${id}`)).data)
    .toMatchObject({ kind: 'sale', venue: 'Town hall', body: 'Text', pricing: { price: 12 } })
})
