import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { API_CHANNEL_GLOB, API_CHANNEL_PATH, apiRequestOf } from './support/bridge'
import { openPost, openVersionsTab } from './support/documents'
import type { ScrollableElement } from './support/dom'
import { rest } from './support/rest'

/** Opens a post's version in row `row` of its versions list (or its earlier published one); returns the post's path. */
async function openVersion(page: Page, search: string, row: number | 'published' = 0) {
  await openPost(page, search)
  const docPath = new URL(page.url()).pathname
  await openVersionsTab(page)
  if (row === 'published')
    await page
      .getByTestId('version-row')
      .filter({ hasText: 'Previously Published' })
      .first()
      .getByTestId('version-link')
      .click()
  else await page.getByTestId('version-link').nth(row).click()
  await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
  return docPath
}

test.describe('version detail', () => {
  test('compares with the previous version field by field, with breadcrumbs and the created line', async ({ page }) => {
    await openVersion(page, 'versioned', 1)
    await expect(page.getByTestId('version-breadcrumbs')).toContainText('Posts')
    await expect(page.getByTestId('version-breadcrumbs')).toContainText('Versions')
    await expect(page.getByTestId('version-created')).toContainText(/version/i)
    await expect(page.locator('[data-testid^="diff-field-"][data-changed="true"]').first()).toBeVisible()
    // Relationships and uploads are named by their titles, not their ids.
    await expect(page.getByTestId('diff-field-author').getByTestId('diff-related').first()).toHaveText(
      'second@example.com',
    )
    await expect(page.getByTestId('diff-field-heroImage').getByTestId('diff-related').first()).toHaveAttribute(
      'data-loaded',
      'true',
    )
  })

  test('the picker loads more versions on scroll, and the URL carries compareValue, modifiedOnly and localeCodes', async ({
    page,
  }) => {
    await openVersion(page, 'versioned', 0)
    await expect(page.getByTestId('compare-option')).toHaveCount(10)
    await page.getByTestId('compare-picker').evaluate((el: ScrollableElement) => el.scrollTo(0, el.scrollHeight))
    await expect.poll(() => page.getByTestId('compare-option').count()).toBeGreaterThan(10)
    const option = page.getByTestId('compare-option').nth(12)
    const compareId = await option.getAttribute('data-version-id')
    await option.click()
    await expect(page).toHaveURL(new RegExp(`compareValue=${compareId}`))

    const unchangedBefore = await page.locator('[data-testid^="diff-field-"][data-changed="false"]').count()
    expect(unchangedBefore).toBeGreaterThan(0)
    await page.getByTestId('modified-only').check()
    await expect(page).toHaveURL(/modifiedOnly=true/)
    await expect(page.locator('[data-testid^="diff-field-"][data-changed="false"]')).toHaveCount(0)

    await page.getByTestId('locale-code-de').check()
    await expect(page).toHaveURL(/localeCodes=/)
    expect(decodeURIComponent(page.url())).toContain('localeCodes=["en","de"]')

    // The link round-trips: the same comparison after a reload.
    await page.reload()
    await expect(page.getByTestId('modified-only')).toBeChecked()
    await expect(page.getByTestId('locale-code-de')).toBeChecked()
    await expect(page.getByTestId('compare-current')).toHaveAttribute('data-version-id', compareId!)
  })

  test('restores a version as a draft, and reports a failed restore', async ({ page }) => {
    const docPath = await openVersion(page, 'versioned', 'published')
    const id = docPath.split('/').pop()!
    const versionPath = new URL(page.url()).pathname
    const versionId = versionPath.split('/').pop()!
    const version = await rest(page, `/posts/versions/${versionId}`)
    const versionTitle = (version.data.version as { title: string }).title

    // A failure the real server will not produce on demand: the restore answered with a 500.
    await page.route(API_CHANNEL_GLOB, async (route) => {
      const body = route.request().postDataJSON() as { method: string; path: string }
      if (body.method === 'POST' && body.path.includes('/versions/'))
        return route.fulfill({
          json: { ok: true, value: { ok: false, error: { kind: 'http', status: 500, message: 'boom' } } },
        })
      return route.continue()
    })
    // Cancel closes the confirmation without restoring.
    await page.getByTestId('restore').click()
    await expect(page.getByTestId('restore-modal')).toBeVisible()
    await page.getByTestId('restore-cancel').click()
    await expect(page.getByTestId('restore-modal')).toHaveCount(0)
    await page.getByTestId('restore').click()
    await page.getByTestId('restore-confirm').click()
    await expect(page.getByTestId('toast-error')).toHaveText(/There was a problem restoring this version/)
    await page.unroute(API_CHANNEL_GLOB)

    await expect(page.getByTestId('restore-modal')).toHaveCount(0)
    // A published version can be restored as a draft.
    await page.getByTestId('restore-as-draft').click()
    await page.getByTestId('restore-confirm').click()
    await expect(page).toHaveURL(new RegExp(`${docPath}$`))
    await expect(page.getByTestId('toast-success')).toBeVisible()
    expect((await rest(page, `/posts/${id}`, { draft: true })).data).toMatchObject({
      title: versionTitle,
      _status: 'draft',
    })
  })

  test('restores an earlier published version as published: the document goes live with its content', async ({
    page,
  }) => {
    const docPath = await openVersion(page, 'versioned', 'published')
    const id = docPath.split('/').pop()!
    const versionId = new URL(page.url()).pathname.split('/').pop()!
    const versionTitle = ((await rest(page, `/posts/versions/${versionId}`)).data.version as { title: string }).title
    let restoreQuery = ''
    page.on('request', (r) => {
      const body = r.postData() ?? ''
      if (r.url().endsWith(API_CHANNEL_PATH) && body.includes(`/versions/${versionId}`) && body.includes('"POST"'))
        restoreQuery = body
    })
    await page.getByTestId('restore').click()
    await expect(page.getByTestId('restore-modal')).toBeVisible()
    await page.getByTestId('restore-confirm').click()
    await expect(page).toHaveURL(new RegExp(`${docPath}$`))
    await expect(page.getByTestId('toast-success')).toBeVisible()
    expect(apiRequestOf(restoreQuery).query).toMatchObject({ draft: 'false' })
    expect((await rest(page, `/posts/${id}`)).data).toMatchObject({ title: versionTitle, _status: 'published' })
  })
})
