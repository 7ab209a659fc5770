import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { API_CHANNEL_GLOB, API_CHANNEL_PATH, apiRequestOf, holdApiCalls } from './support/bridge'
import { openPost, openVersionsTab } from './support/documents'
import type { ScrollableElement } from './support/dom'
import { rest } from './support/rest'
import { createDraftPost, savePost, versionsOf } from './support/versions'

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
    const docPath = await openVersion(page, 'versioned', 1)
    const doc = (await rest(page, docPath.replace(/^\/admin\/collections/, ''), { draft: true })).data as {
      title: string
    }
    // The document header as on the other tabs, its breadcrumbs going on down to this version:
    // Dashboard / Posts / the document's title / Versions / its date, each level a link back but the last.
    const crumbs = page.getByTestId('doc-breadcrumbs')
    await expect(crumbs.getByRole('link')).toHaveText(['Dashboard', 'Posts', doc.title, 'Versions'])
    await expect(page.getByTestId('doc-breadcrumb-document')).toHaveAttribute('href', docPath)
    await expect(crumbs.getByRole('link', { name: 'Versions' })).toHaveAttribute('href', `${docPath}/versions`)
    await expect(page.getByTestId('document-title')).toHaveText(doc.title)
    await expect(page.getByTestId('doc-status')).toHaveText(/^Status: (Published|Changed|Draft)$/)
    await expect(page.getByTestId('doc-locale-pill')).toHaveText('EN')
    const date = (await page.getByTestId('version-date').textContent())!
    expect(date).toMatch(/\d{4}/)
    await expect(page.getByTestId('doc-breadcrumb-version')).toHaveText(date)
    // Spec point 2: "version created on", worded for an autosaved version or a version.
    await expect(page.getByTestId('version-created')).toHaveText(/^(Autosaved version|Version) created on: .*\d{4}/)
    await expect(page.locator('[data-testid^="diff-field-"][data-changed="true"]').first()).toBeVisible()
    // Heads over the two sides, as in Payload: the version compared against and this one, with date and status.
    const [compareHead, currentHead] = [page.getByTestId('diff-head-compare'), page.getByTestId('diff-head-current')]
    await expect(compareHead).toContainText('Comparing against')
    await expect(compareHead).toHaveAttribute(
      'data-version-id',
      (await page.getByTestId('compare-current').getAttribute('data-version-id'))!,
    )
    await expect(currentHead).toContainText(`Currently viewing${date}`)
    await expect(currentHead.getByTestId('version-status')).toHaveText(/\w/)
    // They stay at the top of the window while the diff scrolls under them.
    const firstField = page.locator('[data-testid^="diff-field-"]').first()
    await firstField.hover()
    await page.mouse.wheel(0, 4000)
    await expect(firstField).not.toBeInViewport()
    await expect(page.getByTestId('diff-heads')).toBeInViewport()
    await expect.poll(async () => Math.round((await page.getByTestId('diff-heads').boundingBox())!.y)).toBe(0)
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
    // The versions list's pills, by version id, to hold the picker's against.
    await openPost(page, 'versioned')
    await openVersionsTab(page)
    const listed = new Map<string, string[]>()
    for (const row of await page.getByTestId('version-row').all())
      listed.set(
        (await row.locator('.versions__id').textContent())!,
        await row.locator('[data-testid^="version-"].pill').allTextContents(),
      )
    await page.getByTestId('version-link').first().click()
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    // A compact combobox (the app's Select): its list opens under it, with the first page of versions.
    await expect(page.getByTestId('compare-picker')).toBeHidden()
    await page.getByTestId('compare-picker-button').click()
    await expect(page.getByTestId('compare-picker')).toBeVisible()
    await expect(page.getByTestId('compare-option')).toHaveCount(10)
    // The same labels as the list: status, and autosave where it is one.
    for (const option of (await page.getByTestId('compare-option').all()).slice(0, 8)) {
      const id = (await option.getAttribute('data-version-id'))!
      expect(await option.locator('.pill').allTextContents(), id).toEqual(listed.get(id))
    }
    await expect(page.getByTestId('compare-picker').getByTestId('version-autosave').first()).toHaveText('Autosave')
    // It asks for the next page when scrolled to its end.
    await page.getByTestId('compare-picker').evaluate((el: ScrollableElement) => el.scrollTo(0, el.scrollHeight))
    await expect.poll(() => page.getByTestId('compare-option').count()).toBeGreaterThan(10)
    const option = page.getByTestId('compare-option').nth(12)
    const compareId = await option.getAttribute('data-version-id')
    await option.click()
    await expect(page).toHaveURL(new RegExp(`compareValue=${compareId}`))
    await expect(page.getByTestId('compare-picker')).toBeHidden()
    await expect(page.getByTestId('compare-current')).toHaveAttribute('data-version-id', compareId!)

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

    // By keyboard: Down opens it, End reaches the end of the page and reads the next one, Home goes to the
    // newest, Escape closes it and keeps the choice, Enter picks.
    await page.getByTestId('compare-picker-button').focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByTestId('compare-picker')).toBeVisible()
    await expect(page.getByTestId('compare-option')).toHaveCount(10)
    const newestId = await page.getByTestId('compare-option').first().getAttribute('data-version-id')
    await page.keyboard.press('End')
    await expect.poll(() => page.getByTestId('compare-option').count()).toBeGreaterThan(10)
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('compare-picker')).toBeHidden()
    await expect(page.getByTestId('compare-picker-button')).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`compareValue=${newestId}`))
    await expect(page.getByTestId('compare-current')).toHaveAttribute('data-version-id', newestId!)
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
    // The restore is held on its way (a slow server) to see the modal while it is under way.
    const restore = await holdApiCalls(
      page,
      (call) => call.method === 'POST' && call.path.includes(`/versions/${versionId}`),
    )
    await page.getByTestId('restore').click()
    await expect(page.getByTestId('restore-modal')).toBeVisible()
    await page.getByTestId('restore-confirm').click()
    await expect(page.getByTestId('restore-confirm')).toHaveText('Restoring...')
    await expect(page.getByTestId('restore-confirm')).toBeDisabled()
    await expect(page.getByTestId('restore-cancel')).toBeDisabled()
    restore.release()
    await expect(page).toHaveURL(new RegExp(`${docPath}$`))
    await expect(page.getByTestId('toast-success')).toBeVisible()
    await page.unroute(API_CHANNEL_GLOB)
    expect(apiRequestOf(restoreQuery).query).toMatchObject({ draft: 'false' })
    expect((await rest(page, `/posts/${id}`)).data).toMatchObject({ title: versionTitle, _status: 'published' })
  })

  test("heading and breadcrumbs give the version's creation date; a document without a title is [Untitled], as on its other tabs", async ({
    page,
  }) => {
    // A restored version keeps the date its content was made (Payload gives it the document's
    // createdAt) while its updatedAt is now: the two dates are years apart.
    const post = await createDraftPost(page, { title: 'Crumbs post', createdAt: '2020-03-04T12:00:00.000Z' })
    const [first] = await versionsOf(page, post.id)
    expect((await rest(page, `/posts/versions/${first!.id}`, { draft: 'true' }, { method: 'POST' })).ok).toBe(true)
    const [restored] = await versionsOf(page, post.id)
    expect(String(restored!.createdAt)).toMatch(/^2020-03-04/)
    expect(String(restored!.updatedAt)).not.toMatch(/^2020/)

    await page.goto(`/admin/collections/posts/${post.id}/versions/${restored!.id}`)
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    await expect(page.getByTestId('version-date')).toContainText('2020')
    const crumbs = page.getByTestId('doc-breadcrumbs')
    await expect(crumbs.getByRole('link')).toHaveText(['Dashboard', 'Posts', 'Crumbs post', 'Versions'])
    await expect(page.getByTestId('doc-breadcrumb-version')).toHaveText(
      (await page.getByTestId('version-date').textContent())!,
    )

    const untitled = await createDraftPost(page, {})
    const [only] = await versionsOf(page, untitled.id)
    await page.goto(`/admin/collections/posts/${untitled.id}/versions/${only!.id}`)
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    await expect(crumbs.getByRole('link')).toHaveText(['Dashboard', 'Posts', '[Untitled]', 'Versions'])
  })

  test("a value set for the first time reads '[No value]' before it, and a group counts its changed fields", async ({
    page,
  }) => {
    const post = await createDraftPost(page, { title: 'Diff post' })
    await savePost(page, post.id, { excerpt: 'Now with an excerpt', stats: { rating: 4, readingTime: 7 } })
    const [second] = await versionsOf(page, post.id)
    await page.goto(`/admin/collections/posts/${post.id}/versions/${second!.id}`)
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    const excerpt = page.getByTestId('diff-field-excerpt')
    await expect(excerpt.getByTestId('diff-before')).toHaveText('[No value]')
    await expect(excerpt.getByTestId('diff-after')).toHaveText('Now with an excerpt')
    await expect(page.getByTestId('diff-group-stats').getByTestId('diff-count').first()).toHaveText('2')
  })
})
