/**
 * The built-in CMS killed for real, under a host of its own (the shared host of the other specs is
 * left alone): it is restarted, and when it cannot come back the app says so and offers Reconnect.
 */
import { mkdirSync, renameSync, rmdirSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { callBridge } from './support/bridge'
import { waitForEditView } from './support/documents'
import { shownNotifications, watchNotificationsAway } from './support/notifications'
import { rest } from './support/rest'
import {
  CMS_START_DEADLINE_MS,
  cmsPidOf,
  cmsUrlOf,
  killCms,
  startWebHost,
  waitForSignedIn,
  type RunningHost,
} from './support/web-host'

// A fresh CMS start, then restarts of it.
test.describe.configure({ timeout: CMS_START_DEADLINE_MS + 240_000 })

/** Listens on a port as soon as the kernel has let go of it (a dead listener's socket lingers a moment). */
async function takePort(port: number): Promise<Server> {
  for (;;) {
    const server = createServer()
    const taken = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (taken) return server
  }
}

// One host for the three tests (a CMS start costs seconds on a busy machine): each leaves its CMS
// running again, and each edits a category of its own, so no lock or value of another one is met.
let shared: Promise<RunningHost> | undefined
test.afterAll(async () => {
  await (await shared?.catch(() => undefined))?.stop()
})

async function withOwnHost(run: (host: RunningHost) => Promise<void>) {
  shared ??= startWebHost().then(async (host) => {
    await waitForSignedIn(host.url)
    return host
  })
  await run(await shared)
}

/** Opens the list's `nth` category and waits for its form. */
async function openCategory(page: Page, host: RunningHost, nth: number) {
  await page.goto(`${host.url}/admin/collections/categories`)
  await page.getByTestId('list-doc-link').nth(nth).click()
  await waitForEditView(page)
}

test('a fresh start says what the built-in CMS is doing, then shows the dashboard', async ({ page }) => {
  // This spec's own host, opened as soon as its UI loads: the CMS is still starting on its fresh folder.
  shared ??= startWebHost()
  const host = await shared
  await page.goto(`${host.url}/admin`)
  const progress = page.getByTestId('connect-progress')
  await expect(progress).toHaveText(/^(Starting the built-in CMS…|Preparing the database…|Creating the demo content…)$/)
  // The host says "Folio ready" only once the UI can be used, not while the CMS starts.
  expect(host.output()).not.toContain('Folio ready:')
  await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: CMS_START_DEADLINE_MS })
  await expect.poll(() => host.output(), { timeout: 30_000 }).toContain(`Folio ready: ${host.url}/`)
})

test('the built-in CMS killed for real is restarted, and the open document saves afterwards', async ({ page }) => {
  await withOwnHost(async (host) => {
    await openCategory(page, host, 0)
    const urlBefore = await cmsUrlOf(host)
    const pidBefore = await killCms(host)
    await expect(page.getByTestId('cms-restarting')).toHaveText('The built-in CMS stopped. Restarting it…')
    await expect(page.getByTestId('cms-restarting')).toHaveCount(0, { timeout: 120_000 })

    // A new process, on the same address (open preview pages keep working); the editor never left the page.
    expect(cmsPidOf(host)).not.toBe(pidBefore)
    expect(await cmsUrlOf(host)).toBe(urlBefore)
    await expect(page.getByTestId('edit-view')).toBeVisible()
    await page.getByTestId('input-name').fill('Renamed after a restart')
    await page.getByTestId('save').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    await page.reload()
    await waitForEditView(page)
    await expect(page.getByTestId('input-name')).toHaveValue('Renamed after a restart')
  })
})

test('a CMS that cannot come back: a lasting banner, worded errors counted once, saves queued and sent after Reconnect, a conflict chosen per field', async ({
  page,
}) => {
  await withOwnHost(async (host) => {
    await openCategory(page, host, 1)
    const id = page.url().split('/').pop()!
    // Another client changes the description after this editor opened the category.
    await rest(page, `/categories/${id}`, {}, { method: 'PATCH', body: { description: 'Changed by a colleague' } })
    await page.getByTestId('input-name').fill('Typed before the outage')
    const urlBefore = await cmsUrlOf(host)

    // Every restart now fails for real: the CMS cannot read its secret (a folder where the file was).
    const secret = join(host.dataDir, 'cms', 'secret')
    renameSync(secret, `${secret}.kept`)
    mkdirSync(secret)
    await killCms(host)

    await expect(page.getByTestId('cms-restarting')).toBeVisible()
    const failed = page.getByTestId('cms-failed')
    await expect(failed).toContainText('could not be started again', { timeout: 120_000 })
    await expect(failed.getByRole('button', { name: 'Reconnect' })).toBeEnabled()

    // Saving while it is down: the reason in words (the same message twice is one toast, counted), and
    // the save waits in the queue, on disk with the edits.
    await page.getByTestId('save').click()
    const error = page.getByTestId('toast-error')
    await expect(error).toContainText('The CMS cannot be reached right now.')
    await expect(page.getByTestId('autosave-status')).toHaveText('Waiting for the server: your changes are kept')
    await page.getByTestId('save').click()
    await expect(error.getByTestId('toast-count')).toHaveText('×2')
    await expect(error).toHaveCount(1)
    await expect(page.getByTestId('autosave-status')).toHaveText('Waiting for the server: your changes are kept')
    await expect(page.getByText(/ECONNREFUSED|not-connected/)).toHaveCount(0)
    await expect(failed).toBeVisible()

    rmdirSync(secret)
    renameSync(`${secret}.kept`, secret)
    await failed.getByRole('button', { name: 'Reconnect' }).click()
    // The editor looks at another window while the CMS comes back.
    await watchNotificationsAway(page)
    await expect(failed).toHaveCount(0, { timeout: 120_000 })
    await expect(page.getByTestId('cms-restarting')).toHaveCount(0, { timeout: 120_000 })
    expect(await cmsUrlOf(host)).toBe(urlBefore)

    // Back on its address, the queued save goes by itself; the colleague's newer copy is not overwritten:
    // the editor's name and the colleague's description are offered, each on its side.
    const dialog = page.getByTestId('conflict-modal')
    await expect(dialog).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: 'Changed on the server', body: 'Choose, field by field, which value is saved.' }])
    await expect(dialog.getByTestId('conflict-mine-name')).toBeChecked()
    await expect(dialog.getByTestId('conflict-theirs-description')).toBeChecked()
    await dialog.getByTestId('conflict-merge').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-waiting', '0')
    await page.reload()
    await waitForEditView(page)
    await expect(page.getByTestId('input-name')).toHaveValue('Typed before the outage')
    await expect(page.getByTestId('input-description')).toHaveValue('Changed by a colleague')
  })
})

test('a CMS whose port was taken meanwhile comes back on another, and the app follows it', async ({ page }) => {
  await withOwnHost(async (host) => {
    await openCategory(page, host, 2)
    const urlBefore = await cmsUrlOf(host)

    await killCms(host)
    // Something else takes the port before the restart (250 ms after the exit) asks for it again.
    const squatter = await takePort(Number(new URL(urlBefore).port))
    try {
      await expect(page.getByTestId('cms-restarting')).toBeVisible()
      await expect(page.getByTestId('cms-restarting')).toHaveCount(0, { timeout: 120_000 })
      const urlAfter = await cmsUrlOf(host)
      expect(urlAfter).not.toBe(urlBefore)

      // The session signed in at the new address by itself; the API client went there too.
      await expect.poll(async () => (await callBridge(host.url, 'renderer:session-get')).serverUrl).toBe(urlAfter)
      await page.reload()
      await waitForEditView(page)
      await page.getByTestId('input-name').fill('Saved on the new port')
      await page.getByTestId('save').click()
      await expect(page.getByTestId('toast-success')).toBeVisible()
      await page.reload()
      await waitForEditView(page)
      await expect(page.getByTestId('input-name')).toHaveValue('Saved on the new port')
    } finally {
      squatter.close()
    }
  })
})
