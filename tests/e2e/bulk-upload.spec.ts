/**
 * Bulk upload on the media list (the built-in CMS's `media`: images only, `alt` required): files picked
 * many at once each get a form; one of a forbidden type is refused with the reason and never sent; the
 * required field is filled once for all; the documents land and the list shows them. An upload that
 * fails midway (the host's request cut with page.route, a fault the tests cannot cause for real) keeps
 * its form, and retry sends it. Files dropped on a single upload field: it takes one, with its form, and
 * the new document becomes the field's value.
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { axeProblems } from './support/a11y'
import { waitForEditView } from './support/documents'
import { bridgePath } from './support/bridge'
import { rest } from './support/rest'

const UPLOAD_GLOB = `**${bridgePath('renderer:upload')}`

const png = (background: string) =>
  sharp({ create: { width: 16, height: 12, channels: 3, background } })
    .png()
    .toBuffer()

async function openMedia(page: Page) {
  await page.goto('/admin/collections/media')
  await expect(page.getByTestId('list-view')).toBeVisible()
}

const row = (page: Page, name: string) => page.getByTestId('bulk-file').and(page.locator(`[data-name="${name}"]`))
const altInput = (page: Page) => page.getByTestId('bulk-form').getByTestId('field-alt').locator('input')

async function mediaCount(page: Page, alt: string): Promise<number> {
  const answer = await rest<{ totalDocs: number }>(page, '/media', { where: { alt: { equals: alt } }, limit: 0 })
  expect(answer.ok).toBe(true)
  return answer.data.totalDocs
}

test('five files picked: the .exe is refused before anything is sent, the four land with one alt for all', async ({
  page,
}) => {
  const stamp = Date.now()
  const alt = `Bulkpicked ${stamp}`
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith(bridgePath('renderer:upload'))) sent.push(request.url())
  })
  await openMedia(page)
  const colours = ['#c0392b', '#27ae60', '#2980b9', '#8e44ad']
  const images = await Promise.all(colours.map(png))
  await page
    .getByTestId('list-bulk-upload')
    .setInputFiles([
      ...images.map((buffer, i) => ({ name: `bulk-${stamp}-${i}.png`, mimeType: 'image/png', buffer })),
      { name: `setup-${stamp}.exe`, mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ not an image') },
    ])

  const dialog = page.getByTestId('bulk-upload')
  await expect(dialog.getByTestId('bulk-file')).toHaveCount(5)
  // Focus starts in the first file's form.
  await expect(altInput(page)).toBeFocused()
  await expect(row(page, `setup-${stamp}.exe`).getByTestId('bulk-file-problem')).toHaveText(
    'Invalid file type: application/x-msdownload',
  )
  await expect(page.getByTestId('bulk-start')).toHaveText('Upload 4')
  expect(await axeProblems(page, '[data-testid="bulk-upload"]')).toEqual([])

  // The required alt is missing: nothing starts, the field says why.
  await page.getByTestId('bulk-start').click()
  await expect(page.getByTestId('bulk-form').getByTestId('field-alt')).toContainText('This field is required.')
  expect(sent).toHaveLength(0)

  await altInput(page).fill(alt)
  // Closing with files unsent asks first; staying keeps every file and what was typed.
  await page.getByTestId('bulk-upload-close').click()
  await page.getByTestId('bulk-discard-keep').click()
  await expect(page.getByTestId('bulk-discard')).toHaveCount(0)
  await expect(altInput(page)).toHaveValue(alt)
  await page.getByTestId('bulk-apply-all').click()
  await row(page, `bulk-${stamp}-3.png`).getByTestId('bulk-file-pick').click()
  await expect(altInput(page)).toHaveValue(alt)

  await page.getByTestId('bulk-start').click()
  // All sent: the drawer closes by itself and the list shows the new documents.
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('toast-success').filter({ hasText: '4 files uploaded.' })).toBeVisible()
  expect(sent).toHaveLength(4)
  expect(await mediaCount(page, alt)).toBe(4)
  await expect(page.getByTestId('list-view').getByText(alt, { exact: true })).toHaveCount(4)
})

test('an upload that fails midway keeps its form; the others go on and retry sends it', async ({ page }) => {
  const stamp = Date.now()
  const [first, second] = [`Bulkfirst ${stamp}`, `Bulksecond ${stamp}`]
  await openMedia(page)
  let calls = 0
  await page.route(UPLOAD_GLOB, (route) => (++calls === 1 ? route.abort('failed') : route.continue()))
  await page.getByTestId('list-bulk-upload').setInputFiles([
    { name: `fail-${stamp}-a.png`, mimeType: 'image/png', buffer: await png('#d35400') },
    { name: `fail-${stamp}-b.png`, mimeType: 'image/png', buffer: await png('#16a085') },
  ])
  await altInput(page).fill(first)
  await row(page, `fail-${stamp}-b.png`).getByTestId('bulk-file-pick').click()
  await altInput(page).fill(second)
  await page.getByTestId('bulk-start').click()

  // The first request is cut: that file fails with a message, the second still lands.
  const failed = row(page, `fail-${stamp}-a.png`)
  await expect(failed).toHaveAttribute('data-state', 'failed')
  await expect(failed.getByTestId('bulk-file-error')).not.toBeEmpty()
  await expect(row(page, `fail-${stamp}-b.png`)).toHaveAttribute('data-state', 'done')
  expect(await mediaCount(page, second)).toBe(1)

  // Closing the window with a file unsent asks first; staying keeps the page.
  const asked = page.waitForEvent('dialog')
  await page.close({ runBeforeUnload: true })
  const question = await asked
  expect(question.type()).toBe('beforeunload')
  await question.dismiss()
  // What was typed for the failed file is still there; retry sends it with it.
  await failed.getByTestId('bulk-file-pick').click()
  await expect(altInput(page)).toHaveValue(first)
  await failed.getByTestId('bulk-file-retry').click()
  await expect(page.getByTestId('bulk-upload')).toHaveCount(0)
  expect(await mediaCount(page, first)).toBe(1)
})

test('files dropped on a single upload field: one is taken with its form and becomes the value', async ({ page }) => {
  const stamp = Date.now()
  const title = `Bulkhero ${stamp}`
  await openMedia(page)
  const made = await rest<{ doc: { id: number } }>(
    page,
    '/posts',
    { draft: true },
    { method: 'POST', body: { title, slug: `bulkhero-${stamp}`, _status: 'draft' } },
  )
  expect(made.ok).toBe(true)
  await page.goto(`/admin/collections/posts/${made.data.doc.id}`)
  await waitForEditView(page)
  // The field takes files once the document may be edited (its lock taken): its picker shows then.
  await expect(page.getByTestId('upload-heroImage')).toBeAttached()
  const images = await Promise.all(['#f1c40f', '#34495e'].map(png))
  // Two PNGs from the desktop, as a drop carries them.
  const dataTransfer = await page.evaluateHandle(
    ({ files }) => {
      // The test runner's types know no DOM: the page's constructors, typed as far as used here.
      const dom = globalThis as unknown as {
        DataTransfer: new () => { items: { add(file: unknown): void } }
        File: new (parts: Uint8Array[], name: string, options: { type: string }) => unknown
      }
      const transfer = new dom.DataTransfer()
      for (const { name, data } of files)
        transfer.items.add(
          new dom.File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], name, { type: 'image/png' }),
        )
      return transfer
    },
    { files: images.map((buffer, i) => ({ name: `hero-${stamp}-${i}.png`, data: buffer.toString('base64') })) },
  )
  await page.getByTestId('input-heroImage').dispatchEvent('drop', { dataTransfer })

  await expect(page.getByTestId('bulk-file')).toHaveCount(1)
  await expect(page.getByTestId('bulk-file')).toHaveAttribute('data-name', `hero-${stamp}-0.png`)
  const alt = `Bulkheroalt ${stamp}`
  await altInput(page).fill(alt)
  await altInput(page).press('Enter')
  await expect(page.getByTestId('bulk-upload')).toHaveCount(0)
  await expect(page.getByTestId('chosen-heroImage')).toContainText(alt)
  // Enter sent the files, not the post: the new value waits for the editor's save.
  await expect(page.getByTestId('save-draft')).toBeEnabled()
  await page.getByTestId('save-draft').click()
  await expect(page.getByTestId('toast-success').filter({ hasText: /saved|updated/i })).toBeVisible()
  const post = await rest<{ heroImage: number }>(page, `/posts/${made.data.doc.id}`, { draft: true })
  const media = await rest<{ alt: string }>(page, `/media/${post.data.heroImage}`)
  expect(media.data.alt).toBe(alt)
})
