/**
 * Payload's folders (`folders: true`) on an upload collection of the alt CMS (`folder-media`,
 * src/cms/testing/alt-crop.ts): the list browsed by folder (breadcrumb, subfolders first, then the
 * folder's documents), a new folder made where one is, and a document's folder chosen in its edit view.
 */
import { type Page } from '@playwright/test'
import sharp from 'sharp'
import { API_CHANNEL_GLOB } from './support/bridge'
import { chooseRelated } from './support/relationship'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()
const list = () => `${alt.host.url}/cms-admin/collections/folder-media`

async function newFolder(page: Page, name: string) {
  await page.getByTestId('folder-new').click()
  await expect(page.getByTestId('folder-new-name')).toBeFocused()
  await page.getByTestId('folder-new-name').fill(name)
  await page.getByTestId('folder-new-create').click()
  await expect(page.getByTestId('folder-new-modal')).toBeHidden()
  await expect(page.getByTestId('subfolder').filter({ hasText: name })).toBeVisible()
}

test('folders are made, browsed and hold the documents filed in them', async ({ page }) => {
  const stamp = Date.now()
  const [outer, inner, caption] = [`Outer ${stamp}`, `Inner ${stamp}`, `Filed ${stamp}`]
  await alt.signIn(page)
  await page.goto(list())
  await page.getByTestId('folders-browse').click()
  await expect(page).toHaveURL(/folder=root/)
  await newFolder(page, outer)

  // Into the new folder: the breadcrumb names it; a subfolder made here belongs to it.
  await page.getByTestId('subfolder').filter({ hasText: outer }).click()
  await expect(page.getByTestId('folder-crumbs').locator('[aria-current="page"]')).toHaveText(outer)
  await newFolder(page, inner)
  const outerId = new URL(page.url()).searchParams.get('folder')!
  const folders = await rest<{ docs: Array<{ id: number; folder: number | null }> }>(page, '/payload-folders', {
    where: { name: { equals: inner } },
  })
  expect(folders.data.docs[0]!.folder).toBe(Number(outerId))
  await page.getByTestId('subfolder').filter({ hasText: inner }).click()
  await expect(page.getByTestId('folder-crumbs').getByRole('listitem')).toHaveCount(3)
  await page.getByTestId('folder-crumbs').getByRole('button', { name: outer }).click()
  await expect(page.getByTestId('folder-crumbs').locator('[aria-current="page"]')).toHaveText(outer)

  // A document filed in the outer folder from its edit view.
  await page.goto(`${list()}/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await page.getByTestId('field-caption').locator('input').fill(caption)
  const image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#333' } })
    .png()
    .toBuffer()
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: `filed-${stamp}.png`, mimeType: 'image/png', buffer: image })
  await chooseRelated(page, 'folder', outer)
  await expect(page.getByTestId('chosen-folder')).toContainText(outer)
  // The single-value picker has gone; focus is on the chosen folder's remove button, not lost.
  await expect(page.getByTestId('chosen-remove-folder')).toBeFocused()
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(/\/collections\/folder-media\/\d+/)
  const stored = await rest<{ docs: Array<{ folder: number | null }> }>(page, '/folder-media', {
    where: { caption: { equals: caption } },
  })
  expect(stored.data.docs[0]!.folder).toBe(Number(outerId))

  // In its folder it is listed; at the top level it is not.
  await page.goto(`${list()}?folder=${outerId}&search=${encodeURIComponent(caption)}`)
  await expect(page.getByRole('link', { name: caption })).toBeVisible()
  await page.goto(`${list()}?folder=root&search=${encodeURIComponent(caption)}`)
  await expect(page.getByTestId('subfolder').filter({ hasText: outer })).toBeVisible()
  await expect(page.getByTestId('list-empty')).toBeVisible()
})

test('a folder the server could not make is said in the dialog, and the typed name stays for the next try', async ({
  page,
}) => {
  const name = `Refused ${Date.now()}`
  await alt.signIn(page)
  await page.goto(`${list()}?folder=root`)
  await expect(page.getByTestId('folders')).toHaveAttribute('aria-busy', 'false')
  const creates = (body: string) => body.includes('"method":"POST"') && body.includes('/payload-folders')
  await page.route(API_CHANNEL_GLOB, (route) =>
    creates(route.request().postData() ?? '') ? route.abort('connectionrefused') : route.continue(),
  )
  await page.getByTestId('folder-new').click()
  await page.getByTestId('folder-new-name').fill(name)
  await page.getByTestId('folder-new-create').click()
  await expect(page.getByTestId('folder-new-error')).toBeVisible()
  await expect(page.getByTestId('folder-new-name')).toHaveValue(name)

  await page.unroute(API_CHANNEL_GLOB)
  await page.getByTestId('folder-new-create').click()
  await expect(page.getByTestId('folder-new-modal')).toBeHidden()
  await expect(page.getByTestId('subfolder').filter({ hasText: name })).toBeVisible()
})
