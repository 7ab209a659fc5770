import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { API_CHANNEL_GLOB, API_CHANNEL_PATH, apiRequestOf, holdApiCalls } from './support/bridge'
import { openPost, openVersionsTab, waitForEditView } from './support/documents'
import type { ScrollableElement } from './support/dom'
import { checkScreen } from './support/a11y'
import { rest } from './support/rest'
import { createDraftPost, savePost, versionsOf } from './support/versions'
import { lexicalParagraph, lexicalRoot, lexicalUpload } from './support/lexical'
import { caretAtEndOf } from './support/rich-text'

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
    // Unchanged fields show once Modified only is turned off: a diff long enough to scroll.
    await page.getByTestId('modified-only').uncheck()
    await expect(page).toHaveURL(/modifiedOnly=false/)
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

    // Modified only starts on, as in Payload: only changed fields are shown until it is turned off.
    const unchanged = page.locator('[data-testid^="diff-field-"][data-changed="false"]')
    await expect(page.getByTestId('modified-only')).toBeChecked()
    await expect(page.locator('[data-testid^="diff-field-"][data-changed="true"]').first()).toBeVisible()
    await expect(unchanged).toHaveCount(0)
    await page.getByTestId('modified-only').uncheck()
    await expect(page).toHaveURL(/modifiedOnly=false/)
    await expect.poll(() => unchanged.count()).toBeGreaterThan(0)
    await page.getByTestId('modified-only').check()
    await expect(page).toHaveURL(/modifiedOnly=true/)
    await expect(unchanged).toHaveCount(0)

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

  test('the oldest version is compared with the one after it, on its right; a single version has nothing to compare', async ({
    page,
  }) => {
    await page.goto('/admin')
    const found = await rest(page, '/posts', { where: { slug: { equals: 'versioned-post' } }, depth: 0, draft: 'true' })
    const postId = (found.data.docs as { id: number }[])[0]!.id
    const versions = await versionsOf(page, postId)
    const [oldest, next] = [versions.at(-1)!, versions.at(-2)!]
    await page.goto(`/admin/collections/posts/${postId}/versions/${oldest.id}`)
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    await expect(page.getByText('No further versions found')).toHaveCount(0)
    // The oldest on the left (the version viewed), the one after it on the right, each head saying which.
    const heads = page.getByTestId('diff-heads').locator('.diff__head')
    await expect(heads).toHaveCount(2)
    await expect(heads.nth(0)).toHaveAttribute('data-testid', 'diff-head-current')
    await expect(heads.nth(0)).toHaveAttribute('data-version-id', String(oldest.id))
    await expect(heads.nth(0)).toContainText('Currently viewing')
    await expect(heads.nth(1)).toHaveAttribute('data-testid', 'diff-head-compare')
    await expect(heads.nth(1)).toHaveAttribute('data-version-id', String(next.id))
    await expect(heads.nth(1)).toContainText('Comparing against')
    await expect(page.getByTestId('compare-current')).toHaveAttribute('data-version-id', String(next.id))
    // What the next version changed reads as what it inserted: its title on the right.
    const title = page.getByTestId('diff-field-title')
    await expect(title.getByTestId('diff-before')).toHaveText('Versioned post (revision 1)')
    await expect(title.getByTestId('diff-after')).toHaveText('Versioned post (revision 2)')
    await expect(title.getByTestId('diff-after').locator('.diff__insert')).toHaveText('2')

    const single = await createDraftPost(page, { title: 'Only one version' })
    const [only] = await versionsOf(page, single.id)
    await page.goto(`/admin/collections/posts/${single.id}/versions/${only!.id}`)
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    await expect(page.getByTestId('version-diff')).toHaveText('No further versions found')
    await expect(page.getByTestId('diff-heads')).toHaveCount(0)
  })

  test('the rich-text diff keeps its formatting: a heading, list items and a bold word added are marked inside them; an upload shows its image', async ({
    page,
  }) => {
    await page.goto('/admin')
    const media = await rest(page, '/media', { limit: 1, depth: 0, where: { mimeType: { contains: 'image/' } } })
    const image = (media.data.docs as { id: number }[])[0]!
    const body = lexicalRoot(lexicalUpload(image.id), lexicalParagraph('Intro text'))
    const post = await createDraftPost(page, { title: 'Formatted diff post', body })
    const [first] = await versionsOf(page, post.id)
    await page.goto(`/admin/collections/posts/${post.id}`)
    await waitForEditView(page)
    const editor = page.getByTestId('input-body')
    await expect(editor).toHaveAttribute('contenteditable', 'true')
    // The upload's card is drawn whole (its image looked up) before the text below it is clicked.
    await expect(editor.getByTestId('rich-text-upload').locator('img')).toBeVisible()
    await caretAtEndOf(page, editor.locator('p', { hasText: 'Intro text' }))
    await page.keyboard.press('Enter')
    await page.keyboard.type('## Added heading')
    await page.keyboard.press('Enter')
    await page.keyboard.type('- first item')
    await page.keyboard.press('Enter')
    await page.keyboard.type('second item')
    await expect(editor.locator('li')).toHaveCount(2)
    await page.keyboard.press('ControlOrMeta+s')
    await expect(page.getByTestId('toast-success').last()).toBeVisible()
    // The second save: a paragraph after the list, with a bold word.
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('A ')
    await page.keyboard.press('ControlOrMeta+b')
    await page.keyboard.type('bold')
    await page.keyboard.press('ControlOrMeta+b')
    await page.keyboard.type(' word')
    await expect(editor.locator('strong, b, .rich-text__bold').filter({ hasText: 'bold' })).toBeVisible()
    await page.keyboard.press('ControlOrMeta+s')
    await expect.poll(async () => (await versionsOf(page, post.id)).length).toBeGreaterThanOrEqual(3)

    // The newest version compared with the first one, picked in the compare picker.
    await openVersionsTab(page)
    await page.getByTestId('version-link').first().click()
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
    await page.getByTestId('compare-picker-button').click()
    await page.locator(`[data-testid="compare-option"][data-version-id="${first!.id}"]`).click()
    await expect(page.getByTestId('compare-current')).toHaveAttribute('data-version-id', String(first!.id))

    const field = page.getByTestId('diff-field-body')
    const [before, after] = [field.getByTestId('diff-before'), field.getByTestId('diff-after')]
    // A real heading, list items and bold text, the inserted words marked as inserted inside them.
    await expect(after.locator('h2')).toHaveText('Added heading')
    await expect(after.locator('h2 ins')).toHaveText('Added heading')
    await expect(after.locator('ul > li')).toHaveText(['first item', 'second item'])
    await expect(after.locator('li ins')).toHaveText(['first item', 'second item'])
    await expect(after.locator('ins strong')).toHaveText('bold')
    await expect(after.locator('p').filter({ hasText: 'A bold word' }).locator('ins')).toHaveText([
      'A ',
      'bold',
      ' word',
    ])
    // None of it was in the first version.
    await expect(before.locator('h2, li, strong')).toHaveCount(0)
    // Modified only (on): the unchanged intro and image are left out; off, they show on both sides.
    await expect(after.getByText('Intro text')).toHaveCount(0)
    await expect(after.locator('img')).toHaveCount(0)
    // ...and the field says so, so that an emptied column is not read as an empty body.
    await expect(field.getByTestId('diff-rt-omitted')).toHaveText('2 unchanged blocks not shown (Modified only)')
    await page.getByTestId('modified-only').uncheck()
    await expect(field.getByTestId('diff-rt-omitted')).toHaveCount(0)
    for (const side of [before, after]) {
      await expect(side.locator('p').filter({ hasText: 'Intro text' })).toBeVisible()
      const img = side.getByTestId('diff-rt-upload').locator('img')
      await expect(img).toBeVisible()
      await expect.poll(() => img.evaluate((el: { naturalWidth: number }) => el.naturalWidth)).toBeGreaterThan(0)
      await expect(side.locator('ins, del').filter({ hasText: 'Intro text' })).toHaveCount(0)
    }
    // Its marks and formats read in the light and the dark theme (contrast, and the rest of axe's rules).
    expect(
      await checkScreen(page, 'rich-text diff', { scope: '[data-testid="diff-field-body"]', narrow: false }),
    ).toEqual([])
  })
})
