/**
 * The media library (issue 16): from a post's upload fields, files are found by search and MIME type
 * in a drawer of thumbnails and chosen (three for the hasMany gallery, in click order; one for the
 * hero image); the media collection's own list shows the same grid, remembered per collection.
 * Each test uploads its own images, named with a stamp no other spec's search matches.
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { API_CHANNEL_GLOB, apiRequestOf } from './support/bridge'
import { waitForEditView } from './support/documents'
import { createDocument, rest, uploadThroughBridge } from './support/rest'

/** Uploads a generated image into `media` through the host's bridge, as the upload field does. */
async function uploadImage(page: Page, alt: string, format: 'png' | 'gif', background: string) {
  const image = sharp({ create: { width: 240, height: 160, channels: 3, background } })
  const buffer = await (format === 'png' ? image.png() : image.gif()).toBuffer()
  const answer = await uploadThroughBridge(page, {
    collection: 'media',
    filename: `${alt.toLowerCase().replace(/ /g, '-')}.${format}`,
    mimeType: `image/${format}`,
    dataBase64: buffer.toString('base64'),
    fields: { alt },
  })
  expect(answer.ok).toBe(true)
  return answer.data.doc.id
}

/** A draft post of the title given; its id. */
const draftPost = (page: Page, title: string) =>
  createDocument(
    page,
    'posts',
    { title, slug: title.toLowerCase().replace(/ /g, '-'), _status: 'draft' },
    { draft: true },
  )

/** Four images titled `Mediathek <stamp> Alpha…Delta`: three PNGs and, last, a GIF. */
async function uploadFour(page: Page, stamp: string) {
  await page.goto('/admin')
  const ids: Record<string, number> = {}
  for (const [name, format, colour] of [
    ['Alpha', 'png', '#c0392b'],
    ['Bravo', 'png', '#27ae60'],
    ['Charlie', 'png', '#2980b9'],
    ['Delta', 'gif', '#8e44ad'],
  ] as const)
    ids[name] = await uploadImage(page, `Mediathek ${stamp} ${name}`, format, colour)
  return ids
}

test('three images chosen in the library fill the gallery in order; the hero image is one click', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const ids = await uploadFour(page, stamp)
  const postId = await draftPost(page, `Gallery ${stamp}`)
  await page.goto(`/admin/collections/posts/${postId}`)
  await waitForEditView(page)

  await page.getByTestId('media-library-open-gallery').click()
  const drawer = page.getByTestId('media-library-gallery')
  await expect(drawer).toBeVisible()
  await expect(drawer.getByTestId('media-library-search')).toBeFocused()
  await drawer.getByTestId('media-library-search').fill(`Mediathek ${stamp}`)
  const tiles = drawer.getByTestId('media-tile')
  await expect(tiles).toHaveCount(4)
  // Thumbnails are real images the browser decoded.
  await expect
    .poll(() =>
      tiles
        .first()
        .getByTestId('media-thumb')
        .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    )
    .toBeGreaterThan(0)

  // The MIME filter narrows to the GIF, and back.
  await drawer.getByTestId('media-library-mime').click()
  await page.getByRole('option', { name: 'image/gif' }).click()
  await expect(tiles).toHaveCount(1)
  await expect(tiles).toContainText(`Mediathek ${stamp} Delta`)
  await drawer.getByTestId('media-library-mime').click()
  await page.getByRole('option', { name: 'All file types' }).click()
  await expect(tiles).toHaveCount(4)

  // Keyboard: the arrow moves along the grid, Space ticks; then two clicks, in the order Charlie, Alpha, Bravo.
  const tile = (name: string) => tiles.filter({ hasText: `Mediathek ${stamp} ${name}` })
  await tile('Delta').focus()
  await page.keyboard.press('ArrowRight')
  await expect(tile('Charlie')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(tile('Charlie')).toHaveAttribute('aria-checked', 'true')
  await tile('Alpha').click()
  await tile('Bravo').click()
  await drawer.getByTestId('media-library-select').click()
  await expect(drawer).toHaveCount(0)
  await expect(page.getByTestId('chosen-gallery')).toHaveText([/ Charlie\b/, / Alpha\b/, / Bravo\b/])

  // A single upload field: the file clicked is the value, and the drawer closes.
  await page.getByTestId('media-library-open-heroImage').click()
  const hero = page.getByTestId('media-library-heroImage')
  await hero.getByTestId('media-library-search').fill(`Mediathek ${stamp} Delta`)
  await expect(hero.getByTestId('media-tile')).toHaveCount(1)
  await hero.getByTestId('media-tile').click()
  await expect(hero).toHaveCount(0)
  await expect(page.getByTestId('chosen-heroImage')).toContainText(`Mediathek ${stamp} Delta`)

  await page.getByTestId('save-draft').click()
  await expect(page.getByTestId('toast-success')).toBeVisible()
  const saved = await rest<{ gallery: number[]; heroImage: number }>(page, `/posts/${postId}`, { draft: true })
  expect(saved.data.gallery).toEqual([ids.Charlie, ids.Alpha, ids.Bravo])
  expect(saved.data.heroImage).toBe(ids.Delta)
})

test("the media list's grid view shows thumbnails and is remembered for the collection", async ({ page }) => {
  const stamp = Date.now().toString(36)
  await uploadFour(page, stamp)
  const key = '/payload-preferences/collection-media'
  try {
    await page.goto(`/admin/collections/media?search=${encodeURIComponent(`Mediathek ${stamp}`)}`)
    await expect(page.getByTestId('list-row')).toHaveCount(4)
    await page.getByTestId('list-view-grid').click()
    const grid = page.getByTestId('list-grid')
    await expect(grid.getByTestId('media-tile')).toHaveCount(4)
    await expect
      .poll(() =>
        grid
          .getByTestId('media-thumb')
          .first()
          .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBeGreaterThan(0)
    // Each tile leads to its document.
    await expect(grid.getByTestId('media-tile').first()).toHaveAttribute('href', /\/collections\/media\/\d+$/)

    await expect
      .poll(async () => (await rest<{ value?: { listView?: string } }>(page, key)).data.value?.listView)
      .toBe('grid')
    await page.reload()
    await expect(page.getByTestId('list-grid').getByTestId('media-tile')).toHaveCount(4)
    await expect(page.getByTestId('list-view-grid')).toHaveAttribute('aria-pressed', 'true')
  } finally {
    const now = await rest<{ value?: Record<string, unknown> }>(page, key)
    await rest(page, key, {}, { method: 'POST', body: { value: { ...now.data.value, listView: 'list' } } })
  }
})

test('a library read that fails says so and offers to try again', async ({ page }) => {
  const stamp = Date.now().toString(36)
  const ids = await uploadFour(page, stamp)
  await page.goto(`/admin/collections/posts/${await draftPost(page, `Gallery fails ${stamp}`)}`)
  await waitForEditView(page)
  // The library's reads (newest media first) fail until the route is taken away.
  await page.route(API_CHANNEL_GLOB, (route) => {
    const request = apiRequestOf(route.request().postData() ?? '{}')
    if (request.path !== '/media' || request.query?.sort !== '-createdAt') return route.fallback()
    return route.fulfill({
      json: { ok: true, value: { ok: false, error: { kind: 'http', status: 500, message: 'boom' } } },
    })
  })
  await page.getByTestId('media-library-open-heroImage').click()
  const drawer = page.getByTestId('media-library-heroImage')
  await expect(drawer.getByTestId('media-library-error')).toHaveText(/An error has occurred/)
  await expect(drawer.getByTestId('media-tile')).toHaveCount(0)

  await page.unroute(API_CHANNEL_GLOB)
  // Try again first: a search typed now would read again by itself, and its answer would take the
  // error and its button away before a click on a slow machine.
  await drawer.getByTestId('media-library-retry').click()
  await expect(drawer.getByTestId('media-library-error')).toHaveCount(0)
  await expect(drawer.getByTestId('media-tile').first()).toBeVisible()
  await drawer.getByTestId('media-library-search').fill(`Mediathek ${stamp} Alpha`)
  await expect(drawer.getByTestId('media-tile')).toHaveCount(1)
  await drawer.getByTestId('media-tile').click()
  await expect(drawer).toHaveCount(0)
  await expect(page.getByTestId('chosen-heroImage')).toContainText(`Mediathek ${stamp} Alpha`)
  expect(ids.Alpha).toBeGreaterThan(0)
})
