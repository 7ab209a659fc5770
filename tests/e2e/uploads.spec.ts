/**
 * Upload collections take files in the edit view, as in Payload's admin: picked or dropped on create
 * (with its details shown before saving), a refused type told without losing what was typed, the
 * stored file shown and replaced, and the focal point set on the image; files picked many at once on a
 * hasMany upload field (`galleries.images`) each appended. Driven against the tests'
 * second CMS (src/cms/testing/alt-upload.ts: `assets`, images only, sizes thumbnail and card), whose
 * fallback language, German, is the UI's: sizes read '1,37 KB' (the spec's 1024-byte units, German digits) and messages are Payload's German ones.
 */
import { type Page } from '@playwright/test'
import sharp from 'sharp'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

const png = (width: number, height: number, background = '#2e86c1') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

interface Asset {
  id: number
  alt: string
  filename: string
  mimeType: string
  width: number
  height: number
  focalX: number | null
  focalY: number | null
  sizes: Record<string, { url: string | null; width: number | null }>
}

async function openCreate(page: Page) {
  await alt.signIn(page)
  await page.goto(`${alt.host.url}/cms-admin/collections/assets/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
}

const altInput = (page: Page) => page.getByTestId('field-alt').locator('input')

async function findAsset(page: Page, alt: string): Promise<Asset[]> {
  const answer = await rest<{ docs: Asset[] }>(page, '/assets', { where: { alt: { equals: alt } } })
  expect(answer.ok).toBe(true)
  return answer.data.docs
}

/** The update's own toast (the create's may still show beside it). */
const expectUpdated = (page: Page) =>
  expect(page.getByTestId('toast-success').filter({ hasText: 'Erfolgreich aktualisiert' })).toBeVisible()

/** Saves and waits for the new document's own URL. */
async function saveNew(page: Page) {
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(/\/collections\/assets\/\d+/)
  await expect(page.getByTestId('stored-file')).toBeVisible()
}

test('a picked file is shown with its details before saving and stored with its sizes', async ({ page }) => {
  await openCreate(page)
  const alt = `Picked ${Date.now()}`
  await altInput(page).fill(alt)
  const image = await png(300, 200)
  await page.getByTestId('file-input').setInputFiles({ name: 'picked.png', mimeType: 'image/png', buffer: image })

  const chosen = page.getByTestId('chosen-file')
  await expect(chosen.getByTestId('file-name')).toHaveText('picked.png')
  await expect(chosen.getByTestId('file-type')).toHaveText('image/png')
  const kilobytes = image.length / 1024
  const digits = new Intl.NumberFormat('de', { maximumFractionDigits: kilobytes < 10 ? 2 : 1 }).format(kilobytes)
  await expect(chosen.getByTestId('file-size')).toHaveText(`${digits} KB`)
  await expect(chosen.getByTestId('file-dimensions')).toHaveText('300 × 200')
  await expect(chosen.getByTestId('file-preview')).toBeVisible()

  await saveNew(page)
  const [stored] = await findAsset(page, alt)
  expect(stored).toMatchObject({ filename: 'picked.png', mimeType: 'image/png', width: 300, height: 200 })
  expect(stored!.sizes.thumbnail!.url).toMatch(/picked-96x96\.png$/)
  expect(stored!.sizes.card!.url).toBeNull() // Payload makes no size larger than the original.

  // The stored file: its name links to the file, its thumbnail is the smallest size covering 96 px.
  const details = page.getByTestId('stored-file')
  await expect(details.getByTestId('file-name').getByRole('link')).toHaveAttribute(
    'href',
    /\/api\/assets\/file\/picked\.png$/,
  )
  await expect(details.getByTestId('file-preview')).toHaveAttribute('src', /picked-96x96\.png$/)
  await expect(details.getByTestId('file-dimensions')).toHaveText('300 × 200')
})

/** A PNG as a DataTransfer in the page, as a drop or a paste carries it. */
async function transferOf(page: Page, name: string, image: Buffer) {
  return page.evaluateHandle(
    ({ data, name }) => {
      // The test runner's types know no DOM: the page's constructors, typed as far as used here.
      const page = globalThis as unknown as {
        DataTransfer: new () => { items: { add(file: unknown): void } }
        File: new (parts: Uint8Array[], name: string, options: { type: string }) => unknown
      }
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
      const transfer = new page.DataTransfer()
      transfer.items.add(new page.File([bytes], name, { type: 'image/png' }))
      return transfer
    },
    { data: image.toString('base64'), name },
  )
}

test('a dropped file is uploaded with the typed fields', async ({ page }) => {
  await openCreate(page)
  const alt = `Dropped ${Date.now()}`
  await altInput(page).fill(alt)
  const dataTransfer = await transferOf(page, 'dropped.png', await png(120, 80, '#27ae60'))
  await page.getByTestId('file-drop').dispatchEvent('drop', { dataTransfer })
  await expect(page.getByTestId('chosen-file').getByTestId('file-dimensions')).toHaveText('120 × 80')

  await saveNew(page)
  const [stored] = await findAsset(page, alt)
  expect(stored).toMatchObject({ filename: 'dropped.png', width: 120, height: 80 })
})

test('a pasted image is taken as the file; the text field pasted into keeps its value', async ({ page }) => {
  await openCreate(page)
  const alt = `Pasted ${Date.now()}`
  await altInput(page).fill(alt)
  const transfer = await transferOf(page, 'pasted.png', await png(64, 48))
  await altInput(page).evaluate((input, clipboardData) => {
    const { ClipboardEvent } = globalThis as unknown as {
      ClipboardEvent: new (
        type: string,
        init: { clipboardData: unknown; bubbles: boolean; cancelable: boolean },
      ) => Event
    }
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }))
  }, transfer)
  await expect(page.getByTestId('chosen-file').getByTestId('file-name')).toHaveText('pasted.png')
  await expect(altInput(page)).toHaveValue(alt)

  await saveNew(page)
  const [stored] = await findAsset(page, alt)
  expect(stored).toMatchObject({ filename: 'pasted.png', width: 64, height: 48 })
})

test('a file of a refused type is not taken: the reason is shown, nothing is sent, the typed text stays', async ({
  page,
}) => {
  await openCreate(page)
  const alt = `Refused ${Date.now()}`
  await altInput(page).fill(alt)
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })

  await expect(page.getByTestId('upload-error')).toHaveText('Ungültiger Datei-Typ: text/plain')
  await expect(page.getByTestId('chosen-file')).toHaveCount(0)
  await expect(altInput(page)).toHaveValue(alt)

  // Saving without a file is stopped before it is sent, as the server would refuse it.
  await page.getByTestId('save').click()
  await expect(page.getByTestId('toast-error')).toContainText('Es wurden keine Dateien hochgeladen.')
  await expect(page).toHaveURL(/\/assets\/create/)
  await expect(altInput(page)).toHaveValue(alt)
  expect(await findAsset(page, alt)).toHaveLength(0)
})

test('the stored file is replaced with the next save, and a chosen file counts as unsaved', async ({ page }) => {
  await openCreate(page)
  const alt = `Replaced ${Date.now()}`
  await altInput(page).fill(alt)
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: await png(200, 200) })
  await saveNew(page)

  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: await png(160, 100, '#8e44ad') })
  await expect(page.getByTestId('chosen-file').getByTestId('file-name')).toHaveText('second.png')

  // Leaving now would lose the chosen file: the editor is asked.
  await page.getByTestId('nav').getByRole('link', { name: 'Notes' }).click()
  await expect(page.getByTestId('leave-warning')).toBeVisible()
  await page.getByTestId('leave-stay').click()

  await page.getByTestId('save').click()
  await expectUpdated(page)
  // After the save the upload edits are reset: the stored file is the new one.
  await expect(page.getByTestId('chosen-file')).toHaveCount(0)
  await expect(page.getByTestId('stored-file').getByTestId('file-name')).toHaveText('second.png')
  const [stored] = await findAsset(page, alt)
  expect(stored).toMatchObject({ filename: 'second.png', width: 160, height: 100 })
  expect(stored!.sizes.thumbnail!.url).toMatch(/second-96x96\.png$/)
})

/** 400 × 200: the left half red, the right half blue (where a size is cut from shows in its colours). */
const halves = async () => {
  const blue = await png(200, 200, '#0000ff')
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 200, top: 0 }])
    .png()
    .toBuffer()
}

/** The colour of the stored image size's rightmost middle pixel, as [r, g, b]. */
async function rightEdgeColour(path: string): Promise<number[]> {
  const response = await fetch(`${alt.cms.url}${path}`)
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true })
  const at = (Math.floor(info.height / 2) * info.width + info.width - 1) * info.channels
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}

test('the focal point is set by clicking the image and with the arrow keys; the sizes are cut around it', async ({
  page,
}) => {
  await openCreate(page)
  const alt = `Focal ${Date.now()}`
  await altInput(page).fill(alt)
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'focal.png', mimeType: 'image/png', buffer: await halves() })
  await saveNew(page)
  // Cut around the middle: the square thumbnail's right edge is in the blue half.
  const [created] = await findAsset(page, alt)
  expect((await rightEdgeColour(created!.sizes.thumbnail!.url!))[2]).toBeGreaterThan(200)

  const area = page.getByTestId('focal-area')
  const marker = page.getByTestId('focal-marker')
  await expect(marker).toHaveAttribute('data-focal', '50,50')
  const box = (await area.boundingBox())!
  await area.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } })
  await expect(marker).toHaveAttribute('data-focal', '25,75')
  await marker.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Shift+ArrowUp')
  await expect(marker).toHaveAttribute('data-focal', '26,65')
  // To the left edge: 0 % is a focal point too.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft')
  await expect(marker).toHaveAttribute('data-focal', '0,65')

  await page.getByTestId('save').click()
  await expectUpdated(page)
  const [stored] = await findAsset(page, alt)
  expect(stored).toMatchObject({ focalX: 0, focalY: 65 })
  // Cut from the left now: the thumbnail is all red.
  const [red, , blue] = await rightEdgeColour(stored!.sizes.thumbnail!.url!)
  expect(red).toBeGreaterThan(200)
  expect(blue).toBeLessThan(50)
})

test('files picked on a hasMany upload field are each uploaded with their form and appended', async ({ page }) => {
  await alt.signIn(page)
  await page.goto(`${alt.host.url}/cms-admin/collections/galleries/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  const stamp = Date.now()
  const altText = `Gallery ${stamp}`
  await page.getByTestId('bulk-upload-images').setInputFiles([
    { name: `gallery-${stamp}-a.png`, mimeType: 'image/png', buffer: await png(20, 10) },
    { name: `gallery-${stamp}-b.png`, mimeType: 'image/png', buffer: await png(30, 10) },
  ])
  await page.getByTestId('bulk-form').getByTestId('field-alt').locator('input').fill(altText)
  await page.getByTestId('bulk-apply-all').click()
  await page.getByTestId('bulk-start').click()
  await expect(page.getByTestId('bulk-upload')).toHaveCount(0)
  // Both landed and both are the field's value: the second did not replace the first.
  await expect(page.getByTestId('chosen-images')).toHaveCount(2)
  expect(await findAsset(page, altText)).toHaveLength(2)
})
