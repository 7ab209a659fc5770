/**
 * An upload collection with drafts and autosave (the alt CMS's `drafts-media`, src/cms/testing/alt-crop.ts):
 * a chosen replacement file goes with the next autosave, as multipart, rather than waiting for a
 * manual save. When that autosave fails, the file stays chosen, what was typed stays, and the next
 * try sends both.
 */
import { type Page } from '@playwright/test'
import sharp from 'sharp'
import { bridgePath } from './support/bridge'
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
