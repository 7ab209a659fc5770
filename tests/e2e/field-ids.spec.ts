/**
 * Custom ids, block references and field read access, as Payload's admin honours them:
 * src/cms/testing/alt-ids.ts.
 */
import { type Page } from '@playwright/test'
import { callBridge } from './support/bridge'
import { createDocument, locksOn, rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

type Titled = { id: number | string; title?: string }

async function openDocument(page: Page, slug: string, id: number | string): Promise<void> {
  await page.goto(`${alt.host.url}/cms-admin/collections/${slug}/${encodeURIComponent(String(id))}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
}

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`

test('a document whose text id has a space opens from its list, saves, keeps versions, is locked and deleted', async ({
  page,
}) => {
  await alt.signIn(page)
  const id = `id ${unique()}`
  await createDocument(page, 'ids-texts', { id, title: 'Spaced id' })

  await page.goto(`${alt.host.url}/cms-admin/collections/ids-texts`)
  await page.getByTestId('list-doc-link').filter({ hasText: 'Spaced id' }).first().click()
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await expect(page).toHaveURL(new RegExp(`/ids-texts/${encodeURIComponent(id)}$`))
  await expect(page.getByTestId('input-title')).toHaveValue('Spaced id')
  // The id names the saved document: shown, not editable.
  await expect(page.getByTestId('input-id')).toHaveValue(id)
  await expect(page.getByTestId('input-id')).not.toBeEditable()
  await expect.poll(() => locksOn(page, id, 'ids-texts')).toBe(1)

  await page.getByTestId('input-title').fill('Spaced id, edited')
  await page.getByTestId('save').click()
  await expect
    .poll(async () => (await rest<Titled>(page, `/ids-texts/${encodeURIComponent(id)}`)).data.title)
    .toBe('Spaced id, edited')
  await expect(page.getByTestId('doc-tab-versions-count')).toHaveText('2')

  await page.getByTestId('document-menu').click()
  await page.getByTestId('document-menu-delete').click()
  await page.getByTestId('confirm-delete').click()
  await expect(page.getByTestId('list-view')).toBeVisible()
  await expect.poll(async () => (await rest(page, `/ids-texts/${encodeURIComponent(id)}`)).ok).toBe(false)
})

test('a number custom id is typed on create, and the document opens from it and saves', async ({ page }) => {
  await alt.signIn(page)
  const id = Number(String(Date.now()).slice(-8)) + Math.floor(Math.random() * 1000)
  await page.goto(`${alt.host.url}/cms-admin/collections/ids-numbers/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await page.getByTestId('input-id').fill(String(id))
  await page.getByTestId('input-title').fill('Numbered')
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(new RegExp(`/ids-numbers/${id}$`))

  await openDocument(page, 'ids-numbers', id)
  await expect(page.getByTestId('input-title')).toHaveValue('Numbered')
  await page.getByTestId('input-title').fill('Numbered, edited')
  await page.getByTestId('save').click()
  await expect.poll(async () => (await rest<Titled>(page, `/ids-numbers/${id}`)).data.title).toBe('Numbered, edited')
  expect((await rest<Titled>(page, `/ids-numbers/${id}`)).data.id).toBe(id)
})

test('a new document takes the id the editor types, and its URL becomes that id', async ({ page }) => {
  await alt.signIn(page)
  const id = `row-doc-${unique()}`
  await page.goto(`${alt.host.url}/cms-admin/collections/ids-texts/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await page.getByTestId('input-id').fill(id)
  await page.getByTestId('input-title').fill('Typed id')
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(new RegExp(`/ids-texts/${id}$`))
  await expect(page.getByTestId('input-id')).not.toBeEditable()
  expect((await rest<Titled>(page, `/ids-texts/${id}`)).data).toMatchObject({ id, title: 'Typed id' })
})

test('a custom id inside a row is sent on create', async ({ page }) => {
  await alt.signIn(page)
  const id = `nested ${unique()}`
  await page.goto(`${alt.host.url}/cms-admin/collections/ids-nested/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await page.getByTestId('input-id').fill(id)
  await page.getByTestId('input-title').fill('In a row')
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(new RegExp(`/ids-nested/${encodeURIComponent(id)}$`))
  await expect(page.getByTestId('input-title')).toHaveValue('In a row')
  expect((await rest<Titled>(page, `/ids-nested/${encodeURIComponent(id)}`)).data).toMatchObject({
    id,
    title: 'In a row',
  })
})

type Layout = { layout?: { blockType: string; quote?: string; source?: string }[] }

test('a blocks field made of references to the config’s blocks shows its rows and adds them with their defaults', async ({
  page,
}) => {
  await alt.signIn(page)
  const id = await createDocument(page, 'ids-layouts', {
    title: `References ${unique()}`,
    layout: [{ blockType: 'idsQuote', quote: 'Stored quote', source: 'A book' }],
  })
  await openDocument(page, 'ids-layouts', id)
  await expect(page.getByTestId('input-layout.0.quote')).toHaveValue('Stored quote')
  await expect(page.getByTestId('input-layout.0.source')).toHaveValue('A book')

  await page.getByTestId('add-row-layout').click()
  await expect(page.getByTestId('input-layout.1.source')).toHaveValue('Unknown source')
  await page.getByTestId('input-layout.1.quote').fill('Added quote')
  await page.getByTestId('save').click()
  await expect.poll(async () => (await rest<Layout>(page, `/ids-layouts/${id}`)).data.layout?.length).toBe(2)
  expect((await rest<Layout>(page, `/ids-layouts/${id}`)).data.layout).toMatchObject([
    { blockType: 'idsQuote', quote: 'Stored quote', source: 'A book' },
    { blockType: 'idsQuote', quote: 'Added quote', source: 'Unknown source' },
  ])
})

type Secret = { title?: string; secret?: string }

test('a field its user may not read is left out of the form, and saving keeps its value', async ({ page }) => {
  await alt.signIn(page)
  const id = await createDocument(page, 'ids-secrets', { title: 'Has a secret', secret: 'only Bob reads this' })
  await openDocument(page, 'ids-secrets', id)
  await expect(page.getByTestId('input-title')).toHaveValue('Has a secret')
  await expect(page.getByTestId('input-secret')).toHaveCount(0)
  await page.getByTestId('input-title').fill('Has a secret, edited')
  await page.getByTestId('save').click()
  await expect
    .poll(async () => (await rest<Secret>(page, `/ids-secrets/${id}`)).data.title)
    .toBe('Has a secret, edited')

  await callBridge(alt.host.url, 'renderer:sign-out')
  await alt.signIn(page, 'bob@example.com')
  expect((await rest<Secret>(page, `/ids-secrets/${id}`)).data).toMatchObject({
    title: 'Has a secret, edited',
    secret: 'only Bob reads this',
  })
  // Bob may read it: he sees it.
  await openDocument(page, 'ids-secrets', id)
  await expect(page.getByTestId('input-secret')).toHaveValue('only Bob reads this')
})
