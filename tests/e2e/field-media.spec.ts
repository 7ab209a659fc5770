/**
 * Upload collections that only signed-in users may read (Payload's default access, files included):
 * the browser's own load of an image carries no session (the token stays in the host), so the host
 * reads the file and the image shows from a blob: URL, in an upload field's chosen card, the media
 * library and the collection's list. Driven against src/cms/testing/alt-media.ts (`med-files`,
 * `med-posts`).
 */
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { createDocument, rest, uploadThroughBridge } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

interface MedFile {
  id: number
  alt: string
  url: string
  sizes: { thumbnail: { url: string | null } }
}

/** Uploads a generated image into `med-files` (or another upload collection), as the upload field does. */
async function uploadImage(page: Page, title: string, collection = 'med-files'): Promise<MedFile> {
  const image = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#16a085' } })
    .png()
    .toBuffer()
  const answer = await uploadThroughBridge<MedFile>(page, {
    collection,
    filename: `${title.toLowerCase().replace(/ /g, '-')}.png`,
    mimeType: 'image/png',
    dataBase64: image.toString('base64'),
    fields: { alt: title },
  })
  expect(answer.ok, JSON.stringify(answer.error)).toBe(true)
  return answer.data.doc
}

/** The host's reads of files with the session: each one's URL, and the most under way at once. */
function watchFileReads(page: Page) {
  const urls: string[] = []
  let open = 0
  let most = 0
  const isRead = (url: string) => url.endsWith('/renderer:upload-file')
  page.on('request', (request) => {
    if (!isRead(request.url())) return
    urls.push((JSON.parse(request.postData() ?? '{}') as { url?: string }).url ?? '')
    most = Math.max(most, ++open)
  })
  const done = (request: { url(): string }) => void (isRead(request.url()) && open--)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return { urls, most: () => most }
}

/** The image the browser decoded: its natural width (0 while it is not, or broken). */
const naturalWidth = (image: Locator) =>
  image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)

test('images of a collection only signed-in users may read show in the chosen card, the library and the list', async ({
  page,
}) => {
  await alt.signIn(page)
  const title = `Private ${Date.now()}`
  const file = await uploadImage(page, title)
  const open = await uploadImage(page, `Public ${Date.now()}`, 'assets')
  const reads = watchFileReads(page)
  // The precondition: the server refuses the file to a load without the session, as it does the browser's.
  expect(file.url).toMatch(/^\/api\/med-files\/file\//)
  expect((await page.request.get(`${alt.cms.url}${file.sizes.thumbnail.url}`)).status()).toBe(403)
  const id = await createDocument(page, 'med-posts', { title, cover: file.id, open: open.id })

  await page.goto(`${alt.host.url}/cms-admin/collections/med-posts/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  const cover = page.getByTestId('chosen-thumb-cover')
  await expect.poll(() => naturalWidth(cover)).toBeGreaterThan(0)
  await expect(cover).toHaveAttribute('src', /^blob:/)
  // A public collection's image is the browser's own load of the server's file, never read by the host.
  const openThumb = page.getByTestId('chosen-thumb-open')
  await expect.poll(() => naturalWidth(openThumb)).toBeGreaterThan(0)
  await expect(openThumb).toHaveAttribute('src', new RegExp(`^${alt.cms.url}/api/assets/file/`))

  // The media library's tile of the same file, and the chip once it is chosen.
  await page.getByTestId('media-library-open-extra').click()
  const drawer = page.getByTestId('media-library-extra')
  await drawer.getByTestId('media-library-search').fill(title)
  const tile = drawer.getByTestId('media-tile')
  await expect(tile).toHaveCount(1)
  await expect.poll(() => naturalWidth(tile.getByTestId('media-thumb'))).toBeGreaterThan(0)
  await tile.click()
  await expect(drawer).toHaveCount(0)
  await expect(page.getByTestId('chosen-extra')).toContainText(title)
  await expect.poll(() => naturalWidth(page.getByTestId('chosen-thumb-extra'))).toBeGreaterThan(0)

  await page.getByTestId('save').click()
  await expect
    .poll(async () => (await rest<{ extra?: number | null }>(page, `/med-posts/${id}`)).data.extra)
    .toBe(file.id)
  const saved = (await rest<{ title: string; cover: number; extra: number; open: number }>(page, `/med-posts/${id}`))
    .data
  expect(saved).toMatchObject({ title, cover: file.id, extra: file.id, open: open.id })

  // The collection's own list: each row's thumbnail, read by the host two at a time.
  for (const n of [2, 3, 4, 5, 6]) await uploadImage(page, `${title} ${n}`)
  await page.goto(`${alt.host.url}/cms-admin/collections/med-files?search=${encodeURIComponent(title)}`)
  const rows = page.getByTestId('list-row')
  await expect(rows).toHaveCount(6)
  for (const row of await rows.all()) {
    await expect.poll(() => naturalWidth(row.getByTestId('list-thumb'))).toBeGreaterThan(0)
    await expect(row.getByTestId('list-thumb')).toHaveAttribute('src', /^blob:/)
  }
  expect(reads.urls.filter((url) => url.includes('/api/med-files/file/')).length).toBeGreaterThanOrEqual(6)
  expect(reads.most()).toBeLessThanOrEqual(2)
  expect(reads.urls.filter((url) => url.includes('/api/assets/'))).toEqual([])
})

test("such a file's own document shows its image and crop area, and saves an edit leaving the file as it was", async ({
  page,
}) => {
  await alt.signIn(page)
  const title = `Own view ${Date.now()}`
  const file = await uploadImage(page, title)
  const before = (await rest<Record<string, unknown>>(page, `/med-files/${file.id}`)).data

  await page.goto(`${alt.host.url}/cms-admin/collections/med-files/${file.id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await expect.poll(() => naturalWidth(page.getByTestId('stored-file').getByTestId('file-preview'))).toBeGreaterThan(0)
  await expect.poll(() => naturalWidth(page.getByTestId('crop-area').locator('img'))).toBe(200)

  await page.getByTestId('field-alt').locator('input').fill(`${title} edited`)
  await page.getByTestId('save').click()
  await expect
    .poll(async () => (await rest<{ alt?: string }>(page, `/med-files/${file.id}`)).data.alt)
    .toBe(`${title} edited`)
  const after = (await rest<Record<string, unknown>>(page, `/med-files/${file.id}`)).data
  const { alt: _before, updatedAt: _u1, ...kept } = before
  const { alt: _after, updatedAt: _u2, ...still } = after
  expect(still).toEqual(kept)
})
