import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAs } from './support/accounts'
import { API_CHANNEL_GLOB, API_CHANNEL_PATH, apiRequestOf } from './support/bridge'
import { waitForEditView } from './support/documents'
import { rest } from './support/rest'

// Only pages made here are trashed (no spec trashes seeded pages), so emptying the trash removes only them.
let made = 0
/** A prefix no other test's titles start with. */
const uniquePrefix = (name: string) => `Trash ${name} ${Date.now().toString(36)}${made++}`

/** Creates a page through REST and moves it to the trash, as Payload's delete of a trash collection does. */
async function trashedPage(page: Page, title: string): Promise<string> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const created = await rest<{ doc: { id: number } }>(page, '/pages', {}, { method: 'POST', body: { title, slug } })
  expect(created.ok, JSON.stringify(created.data)).toBe(true)
  const id = String(created.data.doc.id)
  const trashed = await rest(
    page,
    `/pages/${id}`,
    {},
    { method: 'PATCH', body: { deletedAt: new Date().toISOString() } },
  )
  expect(trashed.ok, JSON.stringify(trashed.data)).toBe(true)
  return id
}

/** The page as the trash has it: ok while it exists (trashed or not), with its deletedAt. */
const fromTrash = (page: Page, id: string) => rest<{ deletedAt?: string | null }>(page, `/pages/${id}`, { trash: true })

const row = (page: Page, title: string) => page.getByTestId('list-row').filter({ hasText: title })

async function openTrash(page: Page, search: string) {
  await page.goto(`/admin/collections/pages/trash?search=${encodeURIComponent(search)}`)
  await expect(page.getByTestId('list-table-wrap')).toHaveAttribute('aria-busy', 'false')
}

test.describe('trash', () => {
  test('trashed pages are in the trash and not in the list; Restore brings one back', async ({ page }) => {
    const prefix = uniquePrefix('restore')
    const [kept, restored] = [`${prefix} kept`, `${prefix} restored`]
    await page.goto('/admin')
    await trashedPage(page, kept)
    const id = await trashedPage(page, restored)

    await page.goto(`/admin/collections/pages?search=${encodeURIComponent(prefix)}`)
    await expect(page.getByTestId('list-empty')).toBeVisible()
    await page.getByTestId('list-trash-link').click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/trash$/)
    await page.getByTestId('list-search').fill(prefix)
    await expect(page.getByTestId('list-row')).toHaveCount(2)

    const restore = row(page, restored).getByTestId('trash-row-restore')
    await restore.click()
    const dialog = page.getByTestId('trash-restore-modal')
    await expect(dialog).toContainText(`You are about to restore the Page ${restored} as a draft`)
    // Focus moves into the dialog, Escape closes it and focus returns to Restore.
    await expect(page.getByTestId('trash-restore-modal-cancel')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(restore).toBeFocused()
    await restore.click()
    await page.getByTestId('trash-restore-modal-confirm').click()
    await expect(page.getByTestId('toast-success')).toContainText(`Page "${restored}" successfully restored.`)
    await expect(page.getByTestId('list-row')).toHaveCount(1)
    await expect(row(page, kept)).toBeVisible()
    // Restore went with its row: focus is on the trash's heading, not lost.
    await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeFocused()
    expect((await fromTrash(page, id)).data.deletedAt ?? null).toBeNull()

    await page.getByTestId('trash-all-link').click()
    await page.getByTestId('list-search').fill(prefix)
    await expect(page.getByTestId('list-doc-link')).toHaveText([restored])
  })

  test('selected pages are restored at once, in one request, and are out of the trash', async ({ page }) => {
    const prefix = uniquePrefix('bulk')
    await page.goto('/admin')
    const ids = [await trashedPage(page, `${prefix} one`), await trashedPage(page, `${prefix} two`)]
    const restores: string[] = []
    page.on('request', (r) => {
      const body = r.url().endsWith(API_CHANNEL_PATH) ? (r.postData() ?? '') : ''
      if (body.includes('"method":"PATCH"') && body.includes('"path":"/pages"')) restores.push(body)
    })
    await openTrash(page, prefix)
    await expect(page.getByTestId('list-row')).toHaveCount(2)
    await page.getByTestId('select-all-page').check()
    await expect(page.getByTestId('bulk-count')).toHaveText('2 Pages selected')
    // The trash offers restoring only: nothing to publish, edit or trash again.
    await expect(page.getByTestId('bulk-bar').getByRole('button', { name: 'Delete' })).toHaveCount(0)
    await page.getByTestId('bulk-restore').click()
    await expect(page.getByTestId('bulk-confirm-text')).toHaveText('You are about to restore 2 Pages as draft')
    await page.getByTestId('bulk-confirm-ok').click()
    await expect(page.getByTestId('bulk-status')).toHaveText('2 of 2 done.')
    await expect(page.getByTestId('list-empty')).toHaveText('No Pages in trash.')
    for (const id of ids) expect((await fromTrash(page, id)).data.deletedAt ?? null).toBeNull()
    expect(restores, restores.join('\n')).toHaveLength(1)
    expect(apiRequestOf(restores[0]!).query).toMatchObject({ trash: true })

    // Back in the list, as drafts.
    await page.getByTestId('trash-all-link').click()
    await page.getByTestId('list-search').fill(prefix)
    await expect(page.getByTestId('list-row')).toHaveCount(2)
  })

  test('Delete permanently removes a page for good', async ({ page }) => {
    const prefix = uniquePrefix('delete')
    await page.goto('/admin')
    const id = await trashedPage(page, `${prefix} gone`)
    await openTrash(page, prefix)
    await page.getByTestId('trash-row-delete').click()
    await expect(page.getByTestId('delete-permanently-modal')).toContainText(
      `You are about to permanently delete the Page ${prefix} gone`,
    )
    await page.getByTestId('delete-permanently-modal-confirm').click()
    await expect(page.getByTestId('toast-success')).toContainText(`Page "${prefix} gone" successfully deleted.`)
    await expect(page.getByTestId('list-empty')).toHaveText('No Pages in trash.')
    expect((await fromTrash(page, id)).ok).toBe(false)

    // From the trashed page itself too: back to the trash, and the page is gone.
    const other = await trashedPage(page, `${prefix} opened`)
    await page.goto(`/admin/collections/pages/trash/${other}`)
    await page.getByTestId('trash-delete').click()
    await page.getByTestId('delete-permanently-modal-confirm').click()
    await expect(page).toHaveURL(/\/admin\/collections\/pages\/trash$/)
    await expect(page.getByTestId('trash-view')).toBeVisible()
    expect((await fromTrash(page, other)).ok).toBe(false)
  })

  test('Empty trash deletes every trashed page after a confirmation with their count', async ({ page }) => {
    const prefix = uniquePrefix('empty')
    await page.goto('/admin')
    const ids = [await trashedPage(page, `${prefix} one`), await trashedPage(page, `${prefix} two`)]
    const inTrash = await rest<{ totalDocs: number }>(page, '/pages', {
      trash: true,
      limit: 1,
      where: { deletedAt: { exists: true } },
    })
    await page.goto('/admin/collections/pages/trash')
    const empty = page.getByTestId('trash-empty')
    await expect(empty).toBeEnabled()
    await empty.click()
    await expect(page.getByTestId('empty-trash-modal')).toContainText(
      `You are about to permanently delete ${inTrash.data.totalDocs} Pages from the trash.`,
    )
    await page.getByTestId('empty-trash-modal-confirm').click()
    await expect(page.getByTestId('toast-success')).toContainText(
      `Permanently deleted ${inTrash.data.totalDocs} Pages successfully.`,
    )
    await expect(page.getByTestId('list-empty')).toHaveText('No Pages in trash.')
    // Nothing left to empty: the button stays, disabled, and says why to the pointer and the keyboard.
    await expect(empty).toBeVisible()
    await expect(empty).toBeDisabled()
    await empty.focus()
    await expect(page.getByRole('tooltip')).toHaveText('No Pages in trash.')
    await expect(empty).toHaveAccessibleDescription('No Pages in trash.')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('empty-trash-modal')).toHaveCount(0)
    for (const id of ids) expect((await fromTrash(page, id)).ok).toBe(false)
  })

  test('a trashed page opens read-only under the trash banner; Restore opens it normally', async ({ page }) => {
    const title = `${uniquePrefix('open')} page`
    await page.goto('/admin')
    const id = await trashedPage(page, title)
    // At its normal address a trashed page is not found, as in Payload's admin.
    await page.goto(`/admin/collections/pages/${id}`)
    await expect(page.getByTestId('not-found')).toBeVisible()

    await openTrash(page, title)
    await page.getByTestId('list-doc-link').click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/trash/${id}$`))
    await waitForEditView(page)
    await expect(page.getByTestId('trash-banner')).toContainText('This Page is trashed and is read-only.')
    await expect(page.getByTestId('input-title')).toHaveValue(title)
    await expect(page.getByTestId('input-title')).toBeDisabled()
    await expect(page.getByTestId('save-draft')).toHaveCount(0)
    await expect(page.getByTestId('publish')).toHaveCount(0)

    await page.getByTestId('trash-restore').click()
    await page.getByTestId('trash-restore-modal-confirm').click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${id}$`))
    await waitForEditView(page)
    await expect(page.getByTestId('trash-banner')).toHaveCount(0)
    await expect(page.getByTestId('input-title')).toBeEnabled()
    await expect(page.getByTestId('save-draft')).toBeVisible()
    // An old link into the trash now opens the page at its normal address.
    await page.goto(`/admin/collections/pages/trash/${id}`)
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${id}$`))
    await waitForEditView(page)
    await expect(page.getByTestId('input-title')).toBeEnabled()
  })

  test('a failed restore says why and keeps the dialog open; a page restored elsewhere is said to be gone', async ({
    page,
  }) => {
    const title = `${uniquePrefix('fail')} page`
    await page.goto('/admin')
    const id = await trashedPage(page, title)
    const listReads: string[] = []
    page.on('request', (r) => {
      const body = r.url().endsWith(API_CHANNEL_PATH) ? (r.postData() ?? '') : ''
      if (body.includes('"path":"/pages"') && body.includes('"select"')) listReads.push(body)
    })
    await openTrash(page, title)
    // A cold load asks for the trash's page once (started during boot, taken by the screen).
    expect(listReads, listReads.join('\n')).toHaveLength(1)
    expect(apiRequestOf(listReads[0]!).query).toMatchObject({ trash: true })

    // A failure the real server will not produce on demand: the restore answered with a 500.
    await page.route(API_CHANNEL_GLOB, async (route) => {
      const body = route.request().postDataJSON() as { method: string; path: string }
      if (body.method === 'PATCH' && body.path === '/pages')
        return route.fulfill({
          json: {
            ok: true,
            value: { ok: false, error: { kind: 'http', status: 500, message: 'Something went wrong.' } },
          },
        })
      return route.continue()
    })
    await page.getByTestId('trash-row-restore').click()
    await page.getByTestId('trash-restore-modal-confirm').click()
    await expect(page.getByTestId('toast-error')).toContainText('Something went wrong.')
    await expect(page.getByTestId('trash-restore-modal')).toBeVisible()
    await page.unroute(API_CHANNEL_GLOB)
    await page.getByTestId('trash-restore-modal-cancel').click()
    expect((await fromTrash(page, id)).data.deletedAt).toBeTruthy()

    // Someone else restores it meanwhile: the trash says so and drops the row.
    const elsewhere = await rest(page, `/pages/${id}`, { trash: true }, { method: 'PATCH', body: { deletedAt: null } })
    expect(elsewhere.ok, JSON.stringify(elsewhere.data)).toBe(true)
    await page.getByTestId('trash-row-restore').click()
    await page.getByTestId('trash-restore-modal-confirm').click()
    await expect(
      page.getByTestId('toast-error').filter({ hasText: 'This Page is no longer in the trash.' }),
    ).toBeVisible()
    await expect(page.getByTestId('list-empty')).toBeVisible()
  })

  test('a viewer sees the trash but may neither restore nor delete', async ({ page, host }) => {
    const title = `${uniquePrefix('viewer')} page`
    await page.goto('/admin')
    const id = await trashedPage(page, title)
    await signInAs(page, host, 'viewer@example.com')
    try {
      await openTrash(page, title)
      await expect(page.getByTestId('list-row')).toHaveCount(1)
      await expect(page.getByTestId('trash-row-restore')).toHaveCount(0)
      await expect(page.getByTestId('trash-row-delete')).toHaveCount(0)
      await expect(page.getByTestId('trash-empty')).toHaveCount(0)
      await page.goto(`/admin/collections/pages/trash/${id}`)
      await expect(page.getByTestId('trash-banner')).toBeVisible()
      await expect(page.getByTestId('trash-restore')).toHaveCount(0)
      await expect(page.getByTestId('trash-delete')).toHaveCount(0)
    } finally {
      await signInAs(page, host, 'editor@example.com')
    }
  })
})
