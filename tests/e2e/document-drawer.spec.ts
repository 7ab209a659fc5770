/**
 * The document drawer (issue 16): a related document is created or edited from a relationship field
 * without leaving the post, drawers stack for deeper levels, and unsaved typing in a drawer is
 * protected like the page's.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForEditView } from './support/documents'
import { rest } from './support/rest'

/** New categories with these names and a draft post that has them all. */
async function postWithCategories(page: Page, stamp: string, names: string[]) {
  await page.goto('/admin')
  const ids: number[] = []
  for (const name of names) {
    const body = { name, slug: name.toLowerCase().replace(/ /g, '-') }
    ids.push((await rest<{ doc: { id: number } }>(page, '/categories', {}, { method: 'POST', body })).data.doc.id)
  }
  const body = { title: `Drawer ${stamp}`, slug: `drawer-${stamp}`, _status: 'draft', categories: ids }
  const made = await rest<{ doc: { id: number } }>(page, '/posts', { draft: true }, { method: 'POST', body })
  await page.goto(`/admin/collections/posts/${made.data.doc.id}`)
  await waitForEditView(page)
  // The Details tab holds the relationship fields.
  await page.getByTestId('tab-1').click()
  return { post: made.data.doc.id, ids }
}

/** The open drawer showing `slug`, once its form is ready. */
async function drawerOf(page: Page, slug: string): Promise<Locator> {
  const drawer = page.locator(`[data-testid="document-drawer"][data-slug="${slug}"]`)
  await expect(drawer.locator('form')).toHaveAttribute('data-ready', 'true')
  return drawer
}

test.describe('document drawer', () => {
  test('a category created in a drawer is chosen and saved with the post; closing with typed text asks first', async ({
    page,
  }) => {
    const stamp = `drw${Date.now().toString(36)}`
    const { post } = await postWithCategories(page, stamp, [])
    const create = page.getByTestId('drawer-create-categories')
    await create.click()
    const drawer = await drawerOf(page, 'categories')
    const name = `Wombat ${stamp}`
    await drawer.getByTestId('input-name').fill(name)

    // Escape with unsaved typing asks; staying keeps the text.
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('leave-warning')).toBeVisible()
    await page.getByTestId('leave-stay').click()
    await expect(drawer.getByTestId('input-name')).toHaveValue(name)

    await drawer.getByTestId('input-slug').fill(`wombat-${stamp}`)
    await drawer.getByTestId('save').click()
    await expect(drawer).toHaveCount(0)
    await expect(page.getByTestId('chosen-categories')).toHaveText([name])
    // The page did not move to the category, and focus is back on the button that opened the drawer.
    expect(new URL(page.url()).pathname).toBe(`/admin/collections/posts/${post}`)
    await expect(create).toBeFocused()

    await page.getByTestId('save-draft').click()
    // The drawer's "created" toast may still be up: wait for the draft's own.
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Draft saved successfully.' })).toBeVisible()
    const made = await rest<{ docs: Array<{ id: number }> }>(page, '/categories', {
      where: { slug: { equals: `wombat-${stamp}` } },
    })
    const saved = await rest(page, `/posts/${post}`, { draft: true })
    expect(saved.data.categories).toEqual([made.data.docs[0]!.id])
  })

  test('a related document edited in a drawer renames its chip and is saved', async ({ page }) => {
    const stamp = `dre${Date.now().toString(36)}`
    const { ids } = await postWithCategories(page, stamp, [`Numbat ${stamp}`])
    await expect(page.getByTestId('chosen-categories')).toHaveText([`Numbat ${stamp}`])
    const edit = page.getByTestId('drawer-edit-categories-0')
    await edit.click()
    const drawer = await drawerOf(page, 'categories')
    await drawer.getByTestId('input-name').fill(`Numbat ${stamp} renamed`)
    await drawer.getByTestId('save').click()
    await expect(page.getByTestId('chosen-categories')).toHaveText([`Numbat ${stamp} renamed`])
    // Saved: closing asks nothing, and focus returns to the chip's edit button.
    await drawer.getByTestId('drawer-close').click()
    await expect(drawer).toHaveCount(0)
    await expect(edit).toBeFocused()
    expect((await rest(page, `/categories/${ids[0]}`)).data.name).toBe(`Numbat ${stamp} renamed`)
  })

  test("a drawer opened from a drawer stacks on top, and its saved document lands in the outer drawer's form", async ({
    page,
  }) => {
    const stamp = `drn${Date.now().toString(36)}`
    await postWithCategories(page, stamp, [])
    // Related content relates to posts and pages: the editor picks the collection.
    await page.getByTestId('drawer-create-related').click()
    await page.getByTestId('drawer-create-related-posts').click()
    const outer = await drawerOf(page, 'posts')
    await outer.getByTestId('tab-1').click()
    await outer.getByTestId('drawer-create-categories').click()
    const inner = await drawerOf(page, 'categories')
    const name = `Bilby ${stamp}`
    await inner.getByTestId('input-name').fill(name)
    await inner.getByTestId('input-slug').fill(`bilby-${stamp}`)
    await inner.getByTestId('save').click()
    await expect(inner).toHaveCount(0)
    await expect(outer.getByTestId('chosen-categories')).toHaveText([name])
    // The page's own field is untouched.
    await expect(page.getByTestId('edit-view').getByTestId('chosen-categories')).toHaveCount(0)
  })

  test("an upload field's Add new makes a media document from a file in the drawer and chooses it", async ({
    page,
  }) => {
    const stamp = `dru${Date.now().toString(36)}`
    await postWithCategories(page, stamp, [])
    await page.getByTestId('tab-0').click()
    await page.getByTestId('drawer-create-heroImage').click()
    const drawer = await drawerOf(page, 'media')
    // A real 1x1 PNG, chosen in the upload collection's own file area.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    await drawer.getByTestId('file-input').setInputFiles({ name: `${stamp}.png`, mimeType: 'image/png', buffer: png })
    await expect(drawer.getByTestId('chosen-file')).toBeVisible()
    await drawer.getByTestId('input-alt').fill(`Quoll ${stamp}`)
    await drawer.getByTestId('save').click()
    await expect(drawer).toHaveCount(0)
    await expect(page.getByTestId('chosen-heroImage')).toContainText(stamp)
  })
})
