import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openPost, openVersionsTab, waitForEditView } from './support/documents'

/** Opens the versioned post's versions list; returns how many versions its tab counted. */
async function openVersions(page: Page) {
  await openPost(page, 'versioned')
  await expect(page.getByTestId('doc-tab-versions-count')).toHaveText(/^\d+$/)
  const count = Number(await page.getByTestId('doc-tab-versions-count').textContent())
  await openVersionsTab(page)
  return count
}

test.describe('versions list', () => {
  test('lists the versions ten to a page, with the range line, pagination and per-page choice', async ({ page }) => {
    const count = await openVersions(page)
    expect(count).toBeGreaterThanOrEqual(20)
    await expect(page.getByTestId('version-row')).toHaveCount(10)
    await expect(page.getByTestId('page-range')).toHaveText(`1-10 of ${count}`)
    await page.getByTestId('page-2').click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByTestId('page-range')).toHaveText(`11-20 of ${count}`)
    await page.getByTestId('per-page').selectOption('25')
    await expect(page).toHaveURL(/limit=25/)
    await expect(page.getByTestId('version-row')).toHaveCount(Math.min(25, count))
  })

  test('labels each version: current draft or published, earlier ones, autosave and locale pills', async ({ page }) => {
    await openVersions(page)
    await page.getByTestId('per-page').selectOption('100')
    await expect(page.getByTestId('versions-table-wrap')).toHaveAttribute('aria-busy', 'false')
    const labels = await page.getByTestId('version-status').allTextContents()
    const current = labels.filter((l) => l === 'Current Draft' || l === 'Current Published Version')
    expect(current.length).toBeGreaterThanOrEqual(1)
    expect(labels.filter((l) => l === 'Current Published Version')).toHaveLength(
      labels.includes('Current Published Version') ? 1 : 0,
    )
    expect(labels).toEqual(expect.arrayContaining(['Previously Published']))
    await expect(page.getByTestId('version-autosave').first()).toHaveText('Autosave')
    // Dates link to the version.
    await expect(page.getByTestId('version-link').first()).toHaveAttribute('href', /\/versions\/\w+$/)
  })

  test('a versioned global lists its versions and compares one with the previous', async ({ page }) => {
    await page.goto('/admin/globals/site-settings')
    await waitForEditView(page)
    await openVersionsTab(page)
    await expect(page.getByTestId('version-row')).toHaveCount(10)
    await page.getByTestId('version-link').nth(1).click()
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    await expect(page.getByTestId('version-breadcrumbs')).toContainText('Versions')
    await expect(page.getByTestId('compare-current')).toBeVisible()
    await expect(page.locator('[data-testid^="diff-field-"]').first()).toBeVisible()
  })
})
