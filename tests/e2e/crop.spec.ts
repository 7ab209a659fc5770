/**
 * Crop, as Payload's edit-upload drawer offers it: a box on the image moved and resized by pointer,
 * by keyboard and by its width and height in pixels, sent with the next save as Payload's
 * `uploadEdits.crop`; the stored file then has the crop's size and content, its sizes are cut again
 * and shown, and the box starts over. Driven against the tests' second CMS (`assets`: crop is
 * Payload's default there; German UI).
 */
import { type Page } from '@playwright/test'
import sharp from 'sharp'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

/** 400 × 200: the left half red, the right half blue (where the crop was cut from shows in its colours). */
async function halves() {
  const blue = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer()
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 200, top: 0 }])
    .png()
    .toBuffer()
}

interface Asset {
  id: number
  width: number
  height: number
  url: string
  sizes: Record<string, { url: string | null; width: number | null; height: number | null }>
}

async function findAsset(page: Page, title: string): Promise<Asset> {
  const answer = await rest<{ docs: Asset[] }>(page, '/assets', { where: { alt: { equals: title } } })
  expect(answer.ok).toBe(true)
  expect(answer.data.docs).toHaveLength(1)
  return answer.data.docs[0]!
}

/** The stored image's size and whether its left and right edges are red or blue. */
async function storedImage(path: string) {
  const response = await fetch(`${alt.cms.url}${path}`)
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true })
  const colour = (x: number) => {
    const at = (Math.floor(info.height / 2) * info.width + x) * info.channels
    return data[at]! > 200 ? 'red' : data[at + 2]! > 200 ? 'blue' : 'other'
  }
  return { width: info.width, height: info.height, left: colour(0), right: colour(info.width - 1) }
}

async function createAsset(page: Page, title: string) {
  await alt.signIn(page)
  await page.goto(`${alt.host.url}/cms-admin/collections/assets/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await page.getByTestId('field-alt').locator('input').fill(title)
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'halves.png', mimeType: 'image/png', buffer: await halves() })
}

const cropBox = (page: Page) => page.getByTestId('crop-box')

test('a stored image is cropped by pointer, keyboard and pixels; the file and its sizes are cut again', async ({
  page,
}) => {
  const title = `Crop stored ${Date.now()}`
  await createAsset(page, title)
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(/\/collections\/assets\/\d+/)
  const before = await findAsset(page, title)
  expect(await storedImage(before.sizes.thumbnail!.url!)).toMatchObject({ left: 'red', right: 'blue' })

  // The whole stored image to start with.
  await expect(cropBox(page)).toHaveAttribute('data-crop', '0,0,400,200')
  await page.getByTestId('crop-width').fill('200')
  await expect(cropBox(page)).toHaveAttribute('data-crop', '0,0,200,200')

  // Dragged right past the edge: it stops there, over the blue half.
  const box = (await cropBox(page).boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 1.5, box.y + box.height / 2, { steps: 5 })
  await page.mouse.move(box.x + box.width * 2, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  await expect(cropBox(page)).toHaveAttribute('data-crop', '200,0,200,200')

  // Keyboard: Shift+ArrowUp takes 1 % off the height, ArrowDown moves the box down 1 %.
  await cropBox(page).focus()
  await page.keyboard.press('Shift+ArrowUp')
  await expect(cropBox(page)).toHaveAttribute('data-crop', '200,0,200,198')
  await page.keyboard.press('ArrowDown')
  await expect(cropBox(page)).toHaveAttribute('data-crop', '200,2,200,198')
  await page.getByTestId('crop-height').fill('100')
  await expect(cropBox(page)).toHaveAttribute('data-crop', '200,2,200,100')

  // A drawn crop is unsaved work: leaving asks first.
  await page.getByTestId('nav').getByRole('link', { name: 'Notes' }).click()
  await expect(page.getByTestId('leave-warning')).toBeVisible()
  await page.getByTestId('leave-stay').click()
  await expect(cropBox(page)).toHaveAttribute('data-crop', '200,2,200,100')

  await page.getByTestId('save').click()
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Erfolgreich aktualisiert' })).toBeVisible()

  const after = await findAsset(page, title)
  expect(after).toMatchObject({ width: 200, height: 100 })
  expect(await storedImage(after.url)).toEqual({ width: 200, height: 100, left: 'blue', right: 'blue' })
  // The sizes are cut again from the crop: the thumbnail is all blue now.
  expect(await storedImage(after.sizes.thumbnail!.url!)).toMatchObject({ width: 96, height: 96, left: 'blue' })

  // After the save the upload edits are reset: the box covers the new, cropped image; its sizes are shown.
  await expect(page.getByTestId('stored-file').getByTestId('file-dimensions')).toHaveText('200 × 100')
  await expect(cropBox(page)).toHaveAttribute('data-crop', '0,0,200,100')
  await expect(page.getByTestId('crop-reset')).toBeDisabled()
  const thumbnail = page.getByTestId('upload-size-thumbnail')
  await expect(thumbnail.getByTestId('upload-size-dimensions')).toHaveText('96 × 96')
  await expect(thumbnail.locator('img')).toHaveAttribute('src', /halves(-\d+)?-96x96\.png\?/)
})

test('a chosen file is cropped before it is first saved; Reset brings back the whole image', async ({ page }) => {
  const title = `Crop new ${Date.now()}`
  await createAsset(page, title)
  await expect(cropBox(page)).toHaveAttribute('data-crop', '0,0,400,200')

  // Resized from the top-left corner by pointer.
  const corner = (await page.getByTestId('crop-corner-nw').boundingBox())!
  const area = (await page.getByTestId('crop-area').boundingBox())!
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2)
  await page.mouse.down()
  await page.mouse.move(area.x + area.width * 0.5, area.y + 1, { steps: 5 })
  await page.mouse.up()
  await expect(cropBox(page)).toHaveAttribute('data-crop', /^\d+,0,\d+,200$/)
  await page.getByTestId('crop-reset').click()
  await expect(cropBox(page)).toHaveAttribute('data-crop', '0,0,400,200')

  await page.getByTestId('crop-width').fill('100')
  await expect(cropBox(page)).toHaveAttribute('data-crop', '0,0,100,200')
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(/\/collections\/assets\/\d+/)

  const stored = await findAsset(page, title)
  expect(stored).toMatchObject({ width: 100, height: 200 })
  expect(await storedImage(stored.url)).toEqual({ width: 100, height: 200, left: 'red', right: 'red' })
  await expect(cropBox(page)).toHaveAttribute('data-crop', '0,0,100,200')
})
