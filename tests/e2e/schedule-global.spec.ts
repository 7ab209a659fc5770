/**
 * Scheduled publish of a global (src/cms/testing/alt-rest21.ts, the notice board): the edit view's
 * "Schedule publish" queues it, lists it, and the jobs queue publishes the global's draft.
 */
import { type Page } from '@playwright/test'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()
// The picker's value is written in UTC: the page's clock agrees whatever the machine's zone.
test.use({ timezoneId: 'UTC' })

type Board = { headline?: string; _status?: string }
const boardDraft = async (page: Page) => (await rest<Board>(page, '/globals/notice-board', { draft: true })).data
const published = async (page: Page) => (await rest<Board>(page, '/globals/notice-board')).data

test('a publish of a global scheduled seconds ahead is listed, then the draft is published', async ({ page }) => {
  await alt.signIn(page)
  const headline = `Board ${Date.now()}`
  const saved = await rest<Board>(
    page,
    '/globals/notice-board',
    { draft: true },
    { method: 'POST', body: { headline, _status: 'draft' } },
  )
  expect(saved.ok).toBe(true)
  expect((await boardDraft(page)).headline).toBe(headline)
  expect((await published(page)).headline).not.toBe(headline)

  await page.goto(`${alt.host.url}/cms-admin/globals/notice-board`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await page.getByTestId('schedule-publish').click()
  const dialog = page.getByTestId('schedule-modal')
  await expect(dialog.getByTestId('schedule-type-publish')).toBeFocused()
  await dialog.getByTestId('schedule-date').fill(new Date(Date.now() + 15_000).toISOString().slice(0, 19))
  await dialog.getByTestId('schedule-submit').click()
  await expect(dialog.getByTestId('schedule-event')).toHaveCount(1)

  await expect.poll(async () => (await published(page)).headline, { timeout: 90_000 }).toBe(headline)
})
