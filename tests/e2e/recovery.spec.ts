import { readdirSync, rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { openListedDocument } from './support/documents'
import {
  CMS_START_DEADLINE_MS,
  cmsUrlOf,
  killHost,
  startWebHost,
  waitForCms,
  waitForGone,
  waitForSignedIn,
} from './support/web-host'

/** Local drafts written under a data folder (in any user's folder). */
function draftFilesIn(dataDir: string): number {
  try {
    return readdirSync(`${dataDir}/drafts`, { recursive: true }).filter((f) => String(f).endsWith('.json')).length
  } catch {
    return 0
  }
}

test('unsaved edits survive a killed host and are offered back after restart', async ({ page }) => {
  // Two CMS starts (the second on the same data) and the edit in between.
  test.setTimeout(2 * CMS_START_DEADLINE_MS + 60_000)
  const first = await startWebHost()
  const dataDir = first.dataDir
  try {
    await waitForCms(first.url)
    const firstCms = await cmsUrlOf(first)
    await openListedDocument(page, `${first.url}/admin/collections/categories`)
    const docPath = new URL(page.url()).pathname
    await page.getByTestId('input-name').fill('Typed before the crash')
    // The draft reaches the disk right after the keystroke.
    await expect.poll(() => draftFilesIn(dataDir)).toBeGreaterThan(0)

    await killHost(first)
    // Its CMS notices the lost parent and stops: nothing else holds the database when the next one starts.
    await waitForGone(firstCms)

    const second = await startWebHost({}, { dataDir })
    try {
      await waitForCms(second.url)
      await waitForSignedIn(second.url)
      await page.goto(`${second.url}${docPath}`)
      await expect(page.getByTestId('draft-recovered')).toBeVisible()
      await expect(page.getByTestId('input-name')).not.toHaveValue('Typed before the crash')
      await page.getByTestId('draft-restore').click()
      await expect(page.getByTestId('input-name')).toHaveValue('Typed before the crash')
      await expect(page.getByTestId('save')).toBeEnabled()
    } finally {
      await second.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})
