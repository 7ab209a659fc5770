/**
 * An upload collection with drafts and autosave (the alt CMS's `drafts-media`, src/cms/testing/alt-crop.ts):
 * a chosen replacement file goes with the next autosave, as multipart, rather than waiting for a
 * manual save. When that autosave fails, the file stays chosen, what was typed stays, and the next
 * try sends both. A drawn crop goes with the next autosave too (Payload's `uploadEdits`), once the
 * editor is done drawing it.
 */
import { type Page, type Route } from '@playwright/test'
import sharp from 'sharp'
import { API_CHANNEL_GLOB, apiRequestOf, bridgePath } from './support/bridge'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#16a085' } })
    .png()
    .toBuffer()

const caption = (page: Page) => page.getByTestId('field-caption').locator('input')

/** File names of this run's own (Payload renames a name already stored). */
const fileName = (name: string) => `${name}-${Date.now()}.png`

/** A saved draft with the file `first`, open in its edit view. */
async function openSavedDraft(page: Page, title: string, first: string) {
  await alt.signIn(page)
  await page.goto(`${alt.host.url}/cms-admin/collections/drafts-media/create`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await caption(page).fill(title)
  await page.getByTestId('file-input').setInputFiles({ name: first, mimeType: 'image/png', buffer: await png(40, 30) })
  await page.getByTestId('save-draft').click()
  await expect(page).toHaveURL(/\/collections\/drafts-media\/\d+/)
  await expect(page.getByTestId('stored-file').getByTestId('file-name')).toHaveText(first)
  return page.url().match(/drafts-media\/(\d+)/)![1]!
}

/** The draft as the server has it. */
async function storedDraft(page: Page, id: string) {
  const answer = await rest<{ filename: string; width: number; caption: string }>(page, `/drafts-media/${id}`, {
    draft: true,
  })
  expect(answer.ok).toBe(true)
  return answer.data
}

test('a chosen file is sent by autosave, without a manual save', async ({ page }) => {
  const title = `Autosaved file ${Date.now()}`
  const [first, second] = [fileName('autosave-first'), fileName('autosave-second')]
  const id = await openSavedDraft(page, title, first)

  await page.getByTestId('file-input').setInputFiles({ name: second, mimeType: 'image/png', buffer: await png(64, 48) })
  // Nothing typed: the chosen file alone is the change autosave sends.
  await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-phase', 'saved')
  await expect(page.getByTestId('chosen-file')).toHaveCount(0)
  await expect(page.getByTestId('stored-file').getByTestId('file-name')).toHaveText(second)
  expect(await storedDraft(page, id)).toMatchObject({ filename: second, width: 64, caption: title })
  // Sent and saved: nothing is left to warn about when leaving.
  await expect(page.getByTestId('save-draft')).toBeDisabled()
})

test('when the autosave with a file fails, the file and the typed text stay and go with the next try', async ({
  page,
}) => {
  const title = `Failed autosave ${Date.now()}`
  const [first, third] = [fileName('failed-first'), fileName('failed-third')]
  const id = await openSavedDraft(page, title, first)

  let refused = 0
  await page.route(`**${bridgePath('renderer:upload')}`, (route) => {
    refused++
    return route.abort('connectionrefused')
  })
  await page.getByTestId('file-input').setInputFiles({ name: third, mimeType: 'image/png', buffer: await png(50, 50) })
  await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-phase', 'error')
  expect(refused).toBeGreaterThan(0)
  // Typed while the file waits: it goes with the file, never without it.
  await caption(page).fill(`${title} edited`)
  await expect.poll(() => refused).toBeGreaterThan(1)
  await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-phase', 'error')
  await expect(page.getByTestId('chosen-file').getByTestId('file-name')).toHaveText(third)
  await expect(caption(page)).toHaveValue(`${title} edited`)
  expect(await storedDraft(page, id)).toMatchObject({ filename: first, caption: title })

  // The connection is back: the retry sends the file and the text together.
  await page.unroute(`**${bridgePath('renderer:upload')}`)
  await page.getByTestId('autosave-retry').click()
  await expect(page.getByTestId('stored-file').getByTestId('file-name')).toHaveText(third)
  await expect(caption(page)).toHaveValue(`${title} edited`)
  expect(await storedDraft(page, id)).toMatchObject({ filename: third, caption: `${title} edited` })
})

test('a drawn crop goes with the next autosave; a failed one keeps it, and typing during the save stays', async ({
  page,
}) => {
  const title = `Autosaved crop ${Date.now()}`
  const id = await openSavedDraft(page, title, fileName('autosave-crop'))
  const cropBox = page.getByTestId('crop-box')
  await expect(cropBox).toHaveAttribute('data-crop', '0,0,40,30')

  // The first autosave carrying the crop fails; the next is held until the test lets it go.
  const carriesCrop = (route: Route) => Boolean(apiRequestOf(route.request().postData() ?? '{}').query?.uploadEdits)
  let failed = 0
  let held: Route | null = null
  await page.route(API_CHANNEL_GLOB, (route) => {
    if (!carriesCrop(route)) return route.continue()
    if (failed++ === 0) return route.abort('connectionrefused')
    held = route
  })
  await page.getByTestId('crop-width').fill('20')
  await expect(cropBox).toHaveAttribute('data-crop', '0,0,20,30')
  // Leaving the crop's fields ends the drawing: autosave sends the box with what was typed.
  await caption(page).fill(`${title} first`)
  await expect.poll(() => failed).toBeGreaterThan(0)
  await expect(cropBox).toHaveAttribute('data-crop', '0,0,20,30')
  expect(await storedDraft(page, id)).toMatchObject({ width: 40, caption: title })

  // Autosave tries again by itself, with the crop.
  await expect.poll(() => held !== null).toBe(true)
  // Typed while the crop's autosave is out: kept, and sent by the autosave after it.
  await caption(page).fill(`${title} during`)
  await held!.continue()
  await expect(page.getByTestId('stored-file').getByTestId('file-dimensions')).toHaveText('20 × 30')
  // After the save the upload edits are reset: the box covers the new, cropped image.
  await expect(cropBox).toHaveAttribute('data-crop', '0,0,20,30')
  await expect(page.getByTestId('crop-reset')).toBeDisabled()
  await expect(caption(page)).toHaveValue(`${title} during`)
  await expect.poll(async () => (await storedDraft(page, id)).caption).toBe(`${title} during`)
  expect(await storedDraft(page, id)).toMatchObject({ width: 20 })
})
