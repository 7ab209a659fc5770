/**
 * What README advertises can be tried on the built-in CMS as it ships: pages schedule their publish
 * and unpublish (and the jobs queue runs them when due), and the media library is filed in folders.
 * Other specs cover both in depth on the alt CMS (schedule-publish.spec.ts, folders.spec.ts).
 */
import { FOLIO_ENDPOINTS } from '../../src/shared/protocol'
import { expect, test } from './fixtures'
import { waitForEditView } from './support/documents'
import { rest } from './support/rest'

const stamp = () => Date.now().toString(36)

/** Makes a draft page through REST; returns its id. */
async function draftPage(page: import('@playwright/test').Page, title: string): Promise<number> {
  await page.goto('/admin')
  const made = await rest<{ doc: { id: number } }>(
    page,
    '/pages',
    { draft: true },
    { method: 'POST', body: { title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), _status: 'draft' } },
  )
  expect(made.ok).toBe(true)
  return made.data.doc.id
}

const statusOf = async (page: import('@playwright/test').Page, id: number) =>
  (await rest<{ _status?: string }>(page, `/pages/${id}`, { draft: true })).data._status

test('a demo page schedules its publish from the edit view, and the jobs queue runs what is due', async ({ page }) => {
  test.slow()
  const later = await draftPage(page, `Demo schedule later ${stamp()}`)
  await page.goto(`/admin/collections/pages/${later}`)
  await waitForEditView(page)
  // Publish's own menu offers it, as Payload's does.
  await page.getByTestId('publish-options').click()
  await page.getByTestId('schedule-publish').click()
  const dialog = page.getByTestId('schedule-modal')
  await expect(dialog.getByTestId('schedule-no-events')).toBeVisible()
  // An hour from now, in the picker's own format (the page's clock, its local zone).
  const inAnHour = await page.evaluate(() => {
    const at = new Date(Date.now() + 3_600_000)
    at.setMinutes(at.getMinutes() - at.getTimezoneOffset())
    return at.toISOString().slice(0, 16)
  })
  await dialog.getByTestId('schedule-date').fill(inAnHour)
  // Tab closes the calendar, which opens over the dialog's buttons.
  await dialog.getByTestId('schedule-date').press('Tab')
  await dialog.getByTestId('schedule-submit').click()
  await expect(dialog.getByTestId('schedule-event')).toHaveCount(1)
  // Deleted again: it would publish the page later in this run.
  await dialog.getByTestId('schedule-event-delete').click()
  await expect(dialog.getByTestId('schedule-no-events')).toBeVisible()

  // A publish due in two seconds runs on the demo's queue (checked each minute) without anyone asking.
  const soon = await draftPage(page, `Demo schedule soon ${stamp()}`)
  const queued = await rest(
    page,
    FOLIO_ENDPOINTS.schedulePublish,
    {},
    {
      method: 'POST',
      body: { collection: 'pages', id: soon, type: 'publish', date: new Date(Date.now() + 2_000).toISOString() },
    },
  )
  expect(queued.ok).toBe(true)
  await expect.poll(() => statusOf(page, soon), { timeout: 100_000 }).toBe('published')
})

test('the demo media library is filed in folders: a new folder is made where the editor is', async ({ page }) => {
  const name = `Demo folder ${stamp()}`
  await page.goto('/admin/collections/media')
  await page.getByTestId('folders-browse').click()
  await page.getByTestId('folder-new').click()
  await expect(page.getByTestId('folder-new-name')).toBeFocused()
  await page.getByTestId('folder-new-name').fill(name)
  await page.getByTestId('folder-new-create').click()
  await expect(page.getByTestId('folder-new-modal')).toBeHidden()
  await expect(page.getByTestId('subfolder').filter({ hasText: name })).toBeVisible()
  const stored = await rest<{ docs: Array<{ name: string; folderType?: string[] }> }>(page, '/payload-folders', {
    where: { name: { equals: name } },
  })
  expect(stored.data.docs).toHaveLength(1)
  await page.getByTestId('subfolder').filter({ hasText: name }).click()
  await expect(page.getByTestId('folder-crumbs').locator('[aria-current="page"]')).toHaveText(name)
})
