/**
 * One document's whole life from its "⋯" menu: delete (to the trash where the collection has one, else
 * for good), Undo, duplicate (all locales or chosen ones), deleted in another tab, and no actions for a
 * viewer. Every test makes its own documents (titles starting "Doc life"), so no seeded one changes.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAs } from './support/accounts'
import { API_CHANNEL_GLOB, bridgeHeaders, bridgePath } from './support/bridge'
import { documentIdOf, waitForEditView } from './support/documents'
import { rest } from './support/rest'

let serial = 0
/** A title no other test or run on this host uses. */
const uniqueTitle = (what: string) => `Doc life ${what} ${Date.now().toString(36)}${serial++}`
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Makes a draft through REST; returns its id. */
async function createDraft(page: Page, slug: 'posts' | 'pages', title: string): Promise<string> {
  await page.goto('/admin')
  const made = await rest<{ doc: { id: number } }>(
    page,
    `/${slug}`,
    { draft: true },
    { method: 'POST', body: { title, slug: slugOf(title), _status: 'draft' } },
  )
  expect(made.ok).toBe(true)
  return String(made.data.doc.id)
}

async function openDocument(page: Page, slug: string, id: string) {
  await page.goto(`/admin/collections/${slug}/${id}`)
  await waitForEditView(page)
}

async function findByTitle(page: Page, slug: string, title: string) {
  const found = await rest<{ docs: Array<{ id: number; title: string }> }>(page, `/${slug}`, {
    where: { title: { equals: title } },
    draft: true,
  })
  return found.data.docs
}

/** The unsaved edits the host keeps on disk for a document of the built-in CMS, in a locale. */
async function keptDraft(page: Page, slug: string, id: string, locale: string) {
  const key = `local#collection:${slug}/${id}@${locale}`
  return page.evaluate(
    async ({ url, headers, key }) => {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ key }) })
      return ((await response.json()) as { value: { data: Record<string, unknown> }[] }).value[0] ?? null
    },
    { url: bridgePath('renderer:draft-list'), headers: bridgeHeaders, key },
  )
}

test.describe('one document from its menu', () => {
  test('deletes a post for good after a confirmation naming it and warning of unsaved edits; Undo makes it again', async ({
    page,
  }) => {
    const title = uniqueTitle('delete')
    const id = await createDraft(page, 'posts', title)
    await openDocument(page, 'posts', id)
    await page.getByTestId('input-excerpt').fill('typed, never saved')
    await page.getByTestId('document-menu').click()
    await page.getByTestId('document-menu-delete').click()
    // Focus moves into the dialog.
    await expect(page.getByTestId('cancel-delete')).toBeFocused()
    await expect(page.getByTestId('delete-message')).toHaveText(
      `You are about to delete the Post ${title}. Are you sure?`,
    )
    await expect(page.getByTestId('delete-outcome')).toContainText('deleted for good')
    await expect(page.getByTestId('delete-unsaved')).toContainText('unsaved changes')
    await page.getByTestId('confirm-delete').click()
    await expect(page.getByTestId('list-view')).toBeVisible()
    await expect(page.getByTestId('toast-success')).toContainText(`Post "${title}" successfully deleted.`)
    expect((await rest(page, `/posts/${id}`, { draft: true })).ok).toBe(false)

    await page.getByTestId('toast-action').click()
    await expect(page.getByTestId('toast-success')).toContainText('Its versions were not restored')
    // Made again from what was read before deleting (Payload picks its id).
    await expect.poll(async () => (await findByTitle(page, 'posts', title)).length).toBe(1)
  })

  test('deleting a page with unsaved edits forgets them: nothing offers them back', async ({ page }) => {
    const title = uniqueTitle('forget')
    const id = await createDraft(page, 'pages', title)
    await openDocument(page, 'pages', id)
    await page.getByTestId('input-title').fill(`${title} unsaved`)
    await expect.poll(async () => (await keptDraft(page, 'pages', id, 'en'))?.data.title).toBe(`${title} unsaved`)
    await page.getByTestId('document-menu').click()
    await page.getByTestId('document-menu-delete').click()
    await expect(page.getByTestId('delete-unsaved')).toContainText(
      'Your unsaved changes to this document will be lost.',
    )
    await page.getByTestId('confirm-delete').click()
    // Straight to the list: the leave warning does not stop it, the editor already confirmed.
    await expect(page.getByTestId('list-view')).toBeVisible()
    await expect(page.getByTestId('leave-warning')).toHaveCount(0)
    await expect.poll(() => keptDraft(page, 'pages', id, 'en')).toBeNull()
  })

  test('moves a page to the trash from its list row with the keyboard; Undo takes it back out', async ({ page }) => {
    const title = uniqueTitle('trash')
    const id = await createDraft(page, 'pages', title)
    await page.goto(`/admin/collections/pages?search=${encodeURIComponent(title)}`)
    await expect(page.getByTestId('list-row')).toHaveCount(1)
    const menu = page.getByTestId('row-menu')
    // Escape closes the menu and gives focus back to its button.
    await menu.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('document-menu-duplicate')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(menu).toBeFocused()
    // ArrowDown opens it; End reaches Delete.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('End')
    await expect(page.getByTestId('document-menu-delete')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('delete-message')).toHaveText(
      `You are about to move the Page ${title} to the trash. Are you sure?`,
    )
    await expect(page.getByTestId('delete-outcome')).toContainText('restored from the trash')
    await expect(page.getByTestId('delete-unsaved')).toHaveCount(0)
    // Escape cancels; focus is back on the row's menu button.
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('delete-modal')).toHaveCount(0)
    await expect(menu).toBeFocused()
    await menu.click()
    await page.getByTestId('document-menu-delete').click()
    await page.getByTestId('confirm-delete').click()
    await expect(page.getByTestId('toast-success')).toContainText(`Page "${title}" moved to trash.`)
    await expect(page.getByTestId('list-empty')).toBeVisible()
    expect((await rest(page, `/pages/${id}`)).ok).toBe(false)
    expect((await rest<{ deletedAt: string }>(page, `/pages/${id}`, { trash: true })).data.deletedAt).toBeTruthy()

    await page.getByTestId('toast-action').click()
    await expect(page.getByTestId('toast-success')).toContainText(`Page "${title}" successfully restored.`)
    await expect(page.getByTestId('list-row')).toHaveCount(1)
    const restored = await rest<{ deletedAt: string | null }>(page, `/pages/${id}`, { draft: true })
    expect(restored.ok).toBe(true)
    expect(restored.data.deletedAt ?? null).toBeNull()
  })

  test('duplicates a post and opens the copy', async ({ page }) => {
    const title = uniqueTitle('duplicate')
    const id = await createDraft(page, 'posts', title)
    await openDocument(page, 'posts', id)
    await page.getByTestId('document-menu').click()
    await page.getByTestId('document-menu-duplicate').click()
    await expect(page.getByTestId('toast-success')).toContainText('successfully duplicated')
    await expect.poll(() => documentIdOf(page)).not.toBe(id)
    await waitForEditView(page)
    const copy = await rest<{ title: string; slug: string }>(page, `/posts/${documentIdOf(page)}`, { draft: true })
    expect(copy.data.title).toContain(title)
    expect(copy.data.slug).not.toBe(slugOf(title))
    await expect(page.getByTestId('input-title')).toHaveValue(copy.data.title)
  })

  test('duplicates a page with the locales chosen only', async ({ page }) => {
    const title = uniqueTitle('locales')
    const id = await createDraft(page, 'pages', title)
    const german = `${title} (de)`
    const french = `${title} (fr)`
    for (const [locale, value] of [
      ['de', german],
      ['fr', french],
    ])
      expect(
        (await rest(page, `/pages/${id}`, { draft: true, locale }, { method: 'PATCH', body: { title: value } })).ok,
      ).toBe(true)
    await openDocument(page, 'pages', id)
    await page.getByTestId('document-menu').click()
    await page.getByTestId('document-menu-duplicate-locales').click()
    await expect(page.getByTestId('duplicate-locales-modal')).toContainText('Select locales to duplicate')
    await expect(page.getByTestId('confirm-duplicate')).toBeDisabled()
    await page.getByTestId('duplicate-locale-de').check()
    await page.getByTestId('confirm-duplicate').click()
    await expect.poll(() => documentIdOf(page)).not.toBe(id)
    const copyId = documentIdOf(page)
    const inLocale = async (locale: string) =>
      (
        await rest<{ title?: string | null }>(page, `/pages/${copyId}`, {
          draft: true,
          locale,
          'fallback-locale': 'none',
        })
      ).data.title
    expect(await inLocale('de')).toContain(german)
    expect(await inLocale('fr')).toBeFalsy()
  })

  test('a page deleted in another tab shows not-found there, keeping what was typed for its return', async ({
    page,
    context,
  }) => {
    const title = uniqueTitle('elsewhere')
    const id = await createDraft(page, 'pages', title)
    await openDocument(page, 'pages', id)
    await page.getByTestId('input-title').fill(`${title} typed`)
    const other = await context.newPage()
    await other.goto(`/admin/collections/pages?search=${encodeURIComponent(title)}`)
    await other.getByTestId('row-menu').click()
    await other.getByTestId('document-menu-delete').click()
    await other.getByTestId('confirm-delete').click()
    await expect(other.getByTestId('toast-success')).toContainText('moved to trash')

    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(page.getByTestId('edit-view')).toHaveCount(0)
    await expect(page.getByTestId('document-gone')).toContainText('What you typed is kept')

    // Back from the trash, the document offers the typed text again.
    await other.getByTestId('toast-action').click()
    await expect(other.getByTestId('toast-success')).toContainText('successfully restored')
    await other.close()
    await openDocument(page, 'pages', id)
    await expect(page.getByTestId('draft-recovered')).toBeVisible()
    await page.getByTestId('draft-restore').click()
    await expect(page.getByTestId('input-title')).toHaveValue(`${title} typed`)
  })

  test('a post deleted outside Folio: the next autosave shows not-found, keeping the typed text', async ({ page }) => {
    const title = uniqueTitle('autosave gone')
    const id = await createDraft(page, 'posts', title)
    await openDocument(page, 'posts', id)
    expect((await rest(page, `/posts/${id}`, {}, { method: 'DELETE' })).ok).toBe(true)
    await page.getByTestId('input-excerpt').fill('typed after the delete')
    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(page.getByTestId('document-gone')).toContainText('What you typed is kept')
    await expect
      .poll(async () => (await keptDraft(page, 'posts', id, 'en'))?.data.excerpt)
      .toBe('typed after the delete')
    await expect(page.getByTestId('toast-error')).toHaveCount(0)
  })
})

test('a page deleted outside Folio: saving shows not-found, keeping the typed text', async ({ page }) => {
  const title = uniqueTitle('save gone')
  const id = await createDraft(page, 'pages', title)
  await openDocument(page, 'pages', id)
  expect((await rest(page, `/pages/${id}`, { trash: true }, { method: 'DELETE' })).ok).toBe(true)
  await page.getByTestId('input-title').fill(`${title} typed`)
  await page.getByTestId('save-draft').click()
  await expect(page.getByTestId('not-found')).toBeVisible()
  await expect(page.getByTestId('document-gone')).toContainText('What you typed is kept')
  await expect.poll(async () => (await keptDraft(page, 'pages', id, 'en'))?.data.title).toBe(`${title} typed`)
})

test('failed delete, duplicate and Undo say so, and nothing is lost', async ({ page }) => {
  const title = uniqueTitle('faults')
  const id = await createDraft(page, 'pages', title)
  // Failures the real server will not produce on demand: the write answers with a 500.
  const failing = { write: '' }
  await page.route(API_CHANNEL_GLOB, async (route) => {
    const body = route.request().postDataJSON() as { method: string; path: string; body?: { deletedAt?: unknown } }
    const write = `${body.method} ${body.path}${body.body && 'deletedAt' in body.body ? ` deletedAt=${String(body.body.deletedAt)}` : ''}`
    if (failing.write && write.startsWith(failing.write))
      return route.fulfill({
        json: { ok: true, value: { ok: false, error: { kind: 'http', status: 500, message: 'boom' } } },
      })
    return route.continue()
  })
  await openDocument(page, 'pages', id)

  failing.write = `POST /pages/${id}/duplicate`
  await page.getByTestId('document-menu').click()
  await page.getByTestId('document-menu-duplicate').click()
  await expect(page.getByTestId('toast-error')).toContainText('An error has occurred.')
  expect(documentIdOf(page)).toBe(id)

  failing.write = `PATCH /pages/${id} deletedAt=2`
  await page.getByTestId('document-menu').click()
  await page.getByTestId('document-menu-delete').click()
  await page.getByTestId('confirm-delete').click()
  await expect(page.getByTestId('toast-error').last()).toContainText(`There was an error while deleting ${title}.`)
  // The dialog stays, the document too.
  await expect(page.getByTestId('delete-modal')).toBeVisible()
  expect((await rest(page, `/pages/${id}`, { draft: true })).ok).toBe(true)

  failing.write = `PATCH /pages/${id} deletedAt=null`
  await page.getByTestId('confirm-delete').click()
  await expect(page.getByTestId('toast-success')).toContainText('moved to trash')
  await page.getByTestId('toast-action').click()
  await expect(page.getByTestId('toast-error').last()).toContainText('Could not undo.')
  expect((await rest(page, `/pages/${id}`)).ok).toBe(false)
  await page.unroute(API_CHANNEL_GLOB)
})

test('a viewer is offered neither delete nor duplicate', async ({ page, host }) => {
  await signInAs(page, host, 'viewer@example.com')
  try {
    await page.goto('/admin/collections/posts')
    await expect(page.getByTestId('list-row').first()).toBeVisible()
    await expect(page.getByTestId('row-menu')).toHaveCount(0)
    await expect(page.getByRole('columnheader', { name: 'More options' })).toHaveCount(0)
    await page.getByTestId('list-doc-link').first().click()
    await waitForEditView(page)
    await expect(page.getByTestId('document-menu')).toHaveCount(0)
  } finally {
    await signInAs(page, host, 'editor@example.com')
  }
})
