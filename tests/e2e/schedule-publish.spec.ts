/**
 * Scheduled publish (Payload's versions.drafts.schedulePublish), of documents and of a global: the edit
 * view's "Schedule publish" dialog queues a publish or unpublish for later, lists the upcoming events and
 * deletes them; a date in the past is refused; an open document's status follows its job. Against the
 * alt CMS, whose `bulletins` and notice board schedule and whose jobs queue runs due jobs every second
 * (src/cms/testing/alt-schedule.ts).
 */
import { type Page } from '@playwright/test'
import { format } from 'date-fns'
import { de } from 'date-fns/locale/de'
import { FOLIO_ENDPOINTS } from '../../src/shared/protocol'
import { API_CHANNEL_GLOB, apiRequestOf } from './support/bridge'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()
// The picker's value is written in UTC: the page's clock agrees whatever the machine's zone.
test.use({ timezoneId: 'UTC' })

const admin = (path: string) => `${alt.host.url}/cms-admin${path}`

type Bulletin = { id: number; title: string; _status?: string }

async function createDraft(page: Page, title: string): Promise<number> {
  const created = await rest<{ doc: Bulletin }>(
    page,
    '/bulletins',
    { draft: true },
    { method: 'POST', body: { title, _status: 'draft' } },
  )
  expect(created.ok).toBe(true)
  return created.data.doc.id
}

type Board = { headline?: string; _status?: string }
const publishedBoard = async (page: Page) => (await rest<Board>(page, '/globals/notice-board')).data

const statusOf = async (page: Page, id: number) =>
  (await rest<Bulletin>(page, `/bulletins/${id}`, { draft: true })).data._status

/** A datetime-local value (UTC, seconds) `ms` from now. */
const inLocalPicker = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 19)

async function openSchedule(page: Page, id: number) {
  await page.goto(admin(`/collections/bulletins/${id}`))
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  // An option of the publish split button, as in Payload.
  await page.getByTestId('publish-options').click()
  await page.getByTestId('schedule-publish').click()
  const dialog = page.getByTestId('schedule-modal')
  await expect(dialog.getByTestId('schedule-no-events')).toBeVisible()
  return dialog
}

// Every scheduled job runs seconds after it is due. So that the suite waits for them once, not once
// each, one test schedules all of them (a publish, an unpublish, a global's publish, and an event
// deleted before its time) and then waits: the first ones run while the later ones are being set.
test('scheduled events run when due: an unpublish, a global published, a deleted event never, and the open document follows its publish', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await alt.signIn(page)
  const stamp = Date.now()

  // An unpublish of a published bulletin.
  const published = await rest<{ doc: Bulletin }>(
    page,
    '/bulletins',
    {},
    { method: 'POST', body: { title: `Sched unpublish ${stamp}`, _status: 'published' } },
  )
  expect(published.ok).toBe(true)
  const unpublished = published.data.doc.id
  let dialog = await openSchedule(page, unpublished)
  await dialog.getByTestId('schedule-type-unpublish').check()
  await dialog.getByTestId('schedule-date').fill(inLocalPicker(15_000))
  // Tab closes the calendar, which opens over the dialog's buttons.
  await dialog.getByTestId('schedule-date').press('Tab')
  await dialog.getByTestId('schedule-submit').click()
  await expect(dialog.getByTestId('schedule-event')).toHaveCount(1)

  // A global's draft, published by its schedule (the notice board of src/cms/testing/alt-rest21.ts).
  const headline = `Board ${stamp}`
  const board = await rest<Board>(
    page,
    '/globals/notice-board',
    { draft: true },
    { method: 'POST', body: { headline, _status: 'draft' } },
  )
  expect(board.ok).toBe(true)
  expect((await publishedBoard(page)).headline).not.toBe(headline)
  await page.goto(admin('/globals/notice-board'))
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  // An option of the publish split button, as in Payload.
  await page.getByTestId('publish-options').click()
  await page.getByTestId('schedule-publish').click()
  dialog = page.getByTestId('schedule-modal')
  await expect(dialog.getByTestId('schedule-type-publish')).toBeFocused()
  await dialog.getByTestId('schedule-date').fill(inLocalPicker(15_000))
  // Tab closes the calendar, which opens over the dialog's buttons.
  await dialog.getByTestId('schedule-date').press('Tab')
  await dialog.getByTestId('schedule-submit').click()
  await expect(dialog.getByTestId('schedule-event')).toHaveCount(1)

  // A publish deleted before its time, and a witness: a later publish of another document. Once the
  // witness has run, the deleted one's time has passed too.
  const cancelled = await createDraft(page, `Sched cancelled ${stamp}`)
  const witness = await createDraft(page, `Sched witness ${stamp}`)
  dialog = await openSchedule(page, cancelled)
  await dialog.getByTestId('schedule-date').fill(inLocalPicker(20_000))
  // Tab closes the calendar, which opens over the dialog's buttons.
  await dialog.getByTestId('schedule-date').press('Tab')
  await dialog.getByTestId('schedule-submit').click()
  await expect(dialog.getByTestId('schedule-event')).toHaveCount(1)
  const queued = await rest(
    page,
    FOLIO_ENDPOINTS.schedulePublish,
    {},
    {
      method: 'POST',
      body: {
        collection: 'bulletins',
        id: witness,
        type: 'publish',
        date: new Date(Date.now() + 30_000).toISOString(),
      },
    },
  )
  expect(queued.ok).toBe(true)
  await dialog.getByTestId('schedule-event-delete').click()
  await expect(dialog.getByTestId('schedule-no-events')).toBeVisible()
  await expect(dialog.getByTestId('schedule-event')).toHaveCount(0)

  // A publish of the draft that stays open: the view's status follows when the job runs.
  const name = `Sched soon ${stamp}`
  const id = await createDraft(page, name)
  dialog = await openSchedule(page, id)
  await expect(dialog.getByTestId('schedule-type-publish')).toBeFocused()
  await dialog.getByTestId('schedule-date').fill(inLocalPicker(15_000))
  // Tab closes the calendar, which opens over the dialog's buttons.
  await dialog.getByTestId('schedule-date').press('Tab')
  await dialog.getByTestId('schedule-submit').click()
  await expect(dialog.getByTestId('schedule-event')).toHaveCount(1)
  expect(await statusOf(page, id)).toBe('draft')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const status = page.getByTestId('doc-status')
  await expect(status).toHaveAttribute('data-status', 'draft')
  // Typed while the job waits: unsaved, and the job's run must leave it alone.
  const title = page.getByTestId('field-title').locator('input')
  await title.fill(`${name} typed`)

  // The job runs while the document is open: the view's status follows, without a reload.
  await expect(status).toHaveAttribute('data-status', 'published', { timeout: 90_000 })
  expect(await statusOf(page, id)).toBe('published')
  await expect(title).toHaveValue(`${name} typed`)
  // Only the status changed on the server: the typed title saves as a new draft, without a conflict.
  await page.getByTestId('save-draft').click()
  await expect(status).toHaveAttribute('data-status', 'changed')
  await expect(page.getByTestId('conflict-modal')).toHaveCount(0)
  expect((await rest<Bulletin>(page, `/bulletins/${id}`, { draft: true })).data.title).toBe(`${name} typed`)

  // The others, scheduled earlier, have run (or are about to).
  await expect.poll(() => statusOf(page, unpublished), { timeout: 90_000 }).toBe('draft')
  await expect.poll(async () => (await publishedBoard(page)).headline, { timeout: 90_000 }).toBe(headline)
  await expect.poll(() => statusOf(page, witness), { timeout: 90_000 }).toBe('published')
  expect(await statusOf(page, cancelled)).toBe('draft')
})

test('a date in the past is refused with a message and nothing is queued', async ({ page }) => {
  await alt.signIn(page)
  const id = await createDraft(page, `Sched past ${Date.now()}`)
  const dialog = await openSchedule(page, id)
  await dialog.getByTestId('schedule-date').fill(inLocalPicker(-3_600_000))
  // Tab closes the calendar, which opens over the dialog's buttons.
  await dialog.getByTestId('schedule-date').press('Tab')
  await dialog.getByTestId('schedule-submit').click()

  await expect(dialog.getByTestId('schedule-date-error')).toHaveText(/future|Zukunft/)
  await expect(dialog.getByTestId('schedule-date')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByTestId('schedule-no-events')).toBeVisible()
  const listed = await rest<{ events: unknown[] }>(page, FOLIO_ENDPOINTS.schedulePublish, {
    collection: 'bulletins',
    id,
  })
  expect(listed.data.events).toEqual([])
})

test('without publish access there is no Schedule publish, and the server refuses to schedule', async ({ page }) => {
  await alt.signIn(page)
  const created = await rest<{ doc: Bulletin }>(
    page,
    '/memos',
    { draft: true },
    { method: 'POST', body: { title: `Sched memo ${Date.now()}`, _status: 'draft' } },
  )
  expect(created.ok).toBe(true)
  const id = created.data.doc.id
  await page.goto(admin(`/collections/memos/${id}`))
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await expect(page.locator('.edit__controls')).toHaveAttribute('data-permissions', 'settled')
  await expect(page.getByTestId('save-draft')).toBeVisible()
  await expect(page.getByTestId('publish-options')).toHaveCount(0)
  await expect(page.getByTestId('schedule-publish')).toHaveCount(0)

  const date = new Date(Date.now() + 60_000).toISOString()
  const refused = await rest(
    page,
    FOLIO_ENDPOINTS.schedulePublish,
    {},
    {
      method: 'POST',
      body: { collection: 'memos', id, type: 'publish', date },
    },
  )
  expect(refused.ok).toBe(false)
  const past = await rest(
    page,
    FOLIO_ENDPOINTS.schedulePublish,
    {},
    {
      method: 'POST',
      body: {
        collection: 'bulletins',
        id: await createDraft(page, `Sched server past ${Date.now()}`),
        type: 'publish',
        date: new Date(Date.now() - 60_000).toISOString(),
      },
    },
  )
  expect(past.ok).toBe(false)
})

test('a failed schedule or list says so, and the chosen date stays', async ({ page }) => {
  await alt.signIn(page)
  const id = await createDraft(page, `Sched fault ${Date.now()}`)
  // Failures the real server will not produce on demand: the schedule endpoint answers with a 500.
  const failing = { method: '' }
  await page.route(API_CHANNEL_GLOB, async (route) => {
    const request = apiRequestOf(route.request().postData() ?? '')
    if (request.path === FOLIO_ENDPOINTS.schedulePublish && request.method === failing.method)
      return route.fulfill({
        json: { ok: true, value: { ok: false, error: { kind: 'http', status: 500, message: 'boom' } } },
      })
    return route.continue()
  })
  failing.method = 'GET'
  await page.goto(admin(`/collections/bulletins/${id}`))
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  // An option of the publish split button, as in Payload.
  await page.getByTestId('publish-options').click()
  await page.getByTestId('schedule-publish').click()
  const dialog = page.getByTestId('schedule-modal')
  await expect(dialog.getByTestId('schedule-events-error')).toBeVisible()

  failing.method = 'POST'
  const when = inLocalPicker(3_600_000)
  await dialog.getByTestId('schedule-date').fill(when)
  // Tab closes the calendar, which opens over the dialog's buttons.
  await dialog.getByTestId('schedule-date').press('Tab')
  await dialog.getByTestId('schedule-submit').click()
  await expect(page.getByTestId('toast-error')).toBeVisible()
  await expect(dialog).toBeVisible()
  // The picker shows the minute the editor chose (in its own format) and keeps it.
  const german = String(await page.evaluate('document.documentElement.lang')).startsWith('de')
  const shown = german ? format(new Date(when), 'PP p', { locale: de }) : format(new Date(when), 'MMM d, yyy h:mm a')
  await expect(dialog.getByTestId('schedule-date')).toHaveValue(shown)
})
