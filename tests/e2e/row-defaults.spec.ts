/**
 * New array rows and blocks start from their fields' function defaults, which only the server can run
 * (with the user, the locale and the request): src/cms/testing/alt-rest21.ts, checklists.
 */
import { type Page } from '@playwright/test'
import { API_CHANNEL_GLOB, holdApiCalls } from './support/bridge'
import { createDocument, rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

type Checklist = {
  steps?: { owner?: string; stamp?: string; note?: string }[]
  sections?: { blockType: string; meta?: { signedBy?: string } }[]
}

/** Signs in as Alice, creates a checklist and opens it. */
async function openNewChecklist(page: Page, title: string): Promise<number> {
  await alt.signIn(page)
  const id = await createDocument(page, 'checklists', { title })
  await page.goto(`${alt.host.url}/cms-admin/collections/checklists/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  return id
}

test('a new row and a new block take their fields’ function defaults from the server: the signed-in editor', async ({
  page,
}) => {
  const id = await openNewChecklist(page, `Function defaults ${Date.now()}`)
  await page.getByTestId('add-row-steps').click()
  await expect(page.getByTestId('input-steps.0.note')).toHaveValue('to do')
  await expect(page.getByTestId('input-steps.0.owner')).toHaveValue('alice@example.com')
  await expect(page.getByTestId('input-steps.0.stamp')).toHaveValue('from the server')
  await page.getByTestId('add-row-sections').click()
  await expect(page.getByTestId('input-sections.0.meta.signedBy')).toHaveValue('alice@example.com')

  await page.getByTestId('save').click()
  await expect.poll(async () => (await rest<Checklist>(page, `/checklists/${id}`)).data.sections?.length).toBe(1)
  const saved = (await rest<Checklist>(page, `/checklists/${id}`)).data
  expect(saved.steps?.[0]).toMatchObject({ owner: 'alice@example.com', stamp: 'from the server', note: 'to do' })
  expect(saved.sections?.[0]).toMatchObject({ blockType: 'signoff', meta: { signedBy: 'alice@example.com' } })
})

test('what the editor types while the defaults are on their way is kept', async ({ page }) => {
  await openNewChecklist(page, `Typed first ${Date.now()}`)
  const defaults = await holdApiCalls(page, (_, body) => body.includes('"schemaPath":"checklists.steps"'))
  await page.getByTestId('add-row-steps').click()
  await page.getByTestId('input-steps.0.owner').fill('bob@example.com')
  defaults.release()
  await expect(page.getByTestId('input-steps.0.stamp')).toHaveValue('from the server')
  await expect(page.getByTestId('input-steps.0.owner')).toHaveValue('bob@example.com')
})

test('when the server’s defaults cannot be had, the row is added from its static ones and a toast says why', async ({
  page,
}) => {
  await openNewChecklist(page, `Defaults fail ${Date.now()}`)
  await page.route(API_CHANNEL_GLOB, (route) =>
    (route.request().postData() ?? '').includes('"schemaPath":"checklists.steps"')
      ? route.fulfill({
          json: { ok: true, value: { ok: false, error: { kind: 'http', status: 500, message: 'The default failed' } } },
        })
      : route.continue(),
  )
  await page.getByTestId('add-row-steps').click()
  // The alt server's fallback language is German, and so is the UI here.
  await expect(page.getByTestId('toast-error')).toContainText(
    'Die Standardwerte des Servers für die neue Zeile konnten nicht geladen werden (The default failed)',
  )
  await expect(page.getByTestId('input-steps.0.note')).toHaveValue('to do')
  await expect(page.getByTestId('input-steps.0.owner')).toHaveValue('')
})
