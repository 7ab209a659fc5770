import type { Page } from '@playwright/test'
import { seededPassword, signInAs } from './support/accounts'
import { API_CHANNEL_GLOB, API_CHANNEL_PATH, apiRequestOf, holdApiCalls } from './support/bridge'
import { expect, test } from './fixtures'
import { rest } from './support/rest'
import { shownNotifications, watchNotificationsAway } from './support/notifications'
import { cmsUrlOf, type RunningHost } from './support/web-host'

/** A prefix no seeded document and no other test's document has; its dashes-only form is a slug. */
const uniquePrefix = (name: string) => `Bulk ${name} ${Date.now().toString(36)}`
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Creates drafts through the REST bridge, a few at a time; returns their ids in order. */
async function createDrafts(page: Page, collection: string, docs: Array<Record<string, unknown>>): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < docs.length; i += 10) {
    const answers = await Promise.all(
      docs
        .slice(i, i + 10)
        .map((body) =>
          rest<{ doc: { id: number } }>(page, `/${collection}`, { draft: true }, { method: 'POST', body }),
        ),
    )
    for (const answer of answers) {
      expect(answer.ok, JSON.stringify(answer.data)).toBe(true)
      ids.push(String(answer.data.doc.id))
    }
  }
  return ids
}

const pages = (titles: string[], withSlug = true) =>
  titles.map((title) => ({ title, ...(withSlug ? { slug: slugOf(title) } : {}), _status: 'draft' }))

/** How many documents of a collection have a title starting with the prefix (and match `where`). */
async function countOf(page: Page, collection: string, prefix: string, where: Record<string, unknown> = {}) {
  const query = { limit: 1, where: { and: [{ title: { like: prefix } }, where] } }
  return (await rest<{ totalDocs: number }>(page, `/${collection}`, query)).data.totalDocs
}

const status = (page: Page) => page.getByTestId('bulk-status')

/** Locks a document as second@example.com would by opening it in Payload's admin: a lock record of theirs. */
async function lockAsSecondEditor(host: RunningHost, collection: string, id: string) {
  const cms = await cmsUrlOf(host)
  const login = await fetch(`${cms}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'second@example.com', password: seededPassword(host, 'second@example.com') }),
  })
  const { token, user } = (await login.json()) as { token: string; user: { id: number } }
  const lock = await fetch(`${cms}/api/payload-locked-documents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({
      document: { relationTo: collection, value: Number(id) },
      globalSlug: null,
      user: { relationTo: 'users', value: user.id },
    }),
  })
  expect(lock.ok, await lock.clone().text()).toBe(true)
}

test.describe('bulk actions in lists', () => {
  test("asks the publish permission once the list's rows are in, not beside their read, then offers Publish", async ({
    page,
  }) => {
    const prefix = uniquePrefix('permission')
    await page.goto('/admin/collections/pages')
    await createDrafts(page, 'pages', pages([`${prefix} a`]))
    const events: string[] = []
    const listRead = await holdApiCalls(page, (request) => request.method === 'GET' && request.path === '/pages')
    page.on('request', (request) => {
      const body = request.url().endsWith(API_CHANNEL_PATH) ? request.postData() : null
      const call = body ? apiRequestOf(body) : null
      if (call?.method === 'POST' && call.path === '/pages/access') events.push('permission asked')
    })
    page.on('requestfinished', (request) => {
      const body = request.postData()
      if (body && apiRequestOf(body).method === 'GET' && apiRequestOf(body).path === '/pages')
        events.push('rows answered')
    })
    await page.goto(`/admin/collections/pages?search=${encodeURIComponent(prefix)}`)
    // The screen is up and waiting for its rows, and has had a frame to ask what it asks at once.
    await expect(page.getByTestId('list-table-wrap')).toHaveAttribute('aria-busy', 'true')
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))')
    listRead.release()
    await expect(page.getByTestId('list-row')).toHaveCount(1)
    await expect.poll(() => events).toContain('permission asked')
    expect(events.indexOf('rows answered')).toBeGreaterThanOrEqual(0)
    expect(events.indexOf('rows answered')).toBeLessThan(events.indexOf('permission asked'))
    await page.getByTestId('select-all-page').check()
    await expect(page.getByTestId('bulk-bar')).toHaveAttribute('data-permissions', 'settled')
    await expect(page.getByTestId('bulk-publish')).toBeVisible()
  })

  test('publishes and unpublishes the selected pages', async ({ page }) => {
    const prefix = uniquePrefix('publish')
    await page.goto('/admin/collections/pages')
    await createDrafts(page, 'pages', pages([`${prefix} a`, `${prefix} b`, `${prefix} c`]))
    await page.goto(`/admin/collections/pages?search=${encodeURIComponent(prefix)}`)
    await expect(page.getByTestId('list-row')).toHaveCount(3)

    await page.getByTestId('select-all-page').check()
    await expect(page.getByTestId('bulk-count')).toHaveText('3 Pages selected')
    await page.getByTestId('bulk-publish').click()
    await expect(page.getByTestId('bulk-confirm-text')).toHaveText(
      'You are about to publish all Pages in the selection. Are you sure?',
    )
    await page.getByTestId('bulk-confirm-ok').click()
    await expect(status(page)).toHaveText('3 of 3 done.')
    await expect(page.getByTestId('bulk-progress')).toHaveAttribute('aria-valuenow', '3')
    expect(await countOf(page, 'pages', prefix, { _status: { equals: 'published' } })).toBe(3)
    // The list reloads: the status column reads the new status, and nothing is selected any more.
    await expect(page.locator('td[data-column="_status"]', { hasText: 'Published' })).toHaveCount(3)
    await expect(page.getByTestId('bulk-bar')).toHaveCount(0)

    await page.getByTestId('select-all-page').check()
    await page.getByTestId('bulk-unpublish').click()
    await page.getByTestId('bulk-confirm-ok').click()
    await expect(status(page)).toHaveText('3 of 3 done.')
    expect(await countOf(page, 'pages', prefix, { _status: { equals: 'published' } })).toBe(0)
    await expect(page.locator('td[data-column="_status"]', { hasText: 'Draft' })).toHaveCount(3)
  })

  test('deletes all posts matching a search across pages, after the keyboard and paging keep a selection', async ({
    page,
  }) => {
    const prefix = uniquePrefix('delete')
    await page.goto('/admin/collections/posts')
    const titles = Array.from({ length: 30 }, (_, i) => `${prefix} ${String(i).padStart(2, '0')}`)
    await createDrafts(page, 'posts', pages(titles))
    const listUrl = `/admin/collections/posts?search=${encodeURIComponent(prefix)}&limit=10&sort=title`
    await page.goto(listUrl)
    await expect(page.getByTestId('page-range')).toHaveText('1-10 of 30')

    // Keyboard: Space ticks the focused row, Shift+ArrowDown extends, Delete asks, Escape cancels.
    await page.getByTestId('select-row').first().focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Shift+ArrowDown')
    await expect(page.getByTestId('bulk-count')).toHaveText('2 Posts selected')
    // Part of the page chosen: the page's box reads "mixed" and draws a dash instead of a tick.
    await expect(page.getByTestId('select-all-page')).toHaveJSProperty('indeterminate', true)
    await expect(page.locator('th.list__select .checkbox__dash')).toBeVisible()
    await expect(page.locator('th.list__select .checkbox__mark')).toBeHidden()
    await page.keyboard.press('Delete')
    await expect(page.getByTestId('bulk-confirm')).toBeVisible()
    await expect(page.getByTestId('bulk-confirm-cancel')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('bulk-confirm')).toHaveCount(0)
    await expect(page.getByTestId('select-row').nth(1)).toBeFocused()

    // Paging keeps the selection; a row on page 2 adds to it; a Shift+click extends a range.
    await page.getByTestId('page-2').click()
    await expect(page.getByTestId('page-range')).toHaveText('11-20 of 30')
    await page.getByTestId('select-row').nth(0).click()
    await page
      .getByTestId('select-row')
      .nth(2)
      .click({ modifiers: ['Shift'] })
    await expect(page.getByTestId('bulk-count')).toHaveText('5 Posts selected')
    await page.getByTestId('page-1').click()
    await expect(page.getByTestId('select-row').nth(1)).toBeChecked()

    // Another search is another list: the selection is cleared.
    await page.getByTestId('list-search').fill(`${prefix} 0`)
    await expect(page.getByTestId('bulk-bar')).toHaveCount(0)
    await page.goto(listUrl)
    await expect(page.getByTestId('bulk-bar')).toHaveCount(0)

    await page.getByTestId('select-all-page').check()
    await expect(page.getByTestId('bulk-count')).toHaveText('10 Posts selected')
    await page.getByTestId('select-all-matching').click()
    await expect(page.getByTestId('bulk-count')).toHaveText('30 Posts selected')
    await page.getByTestId('page-3').click()
    await expect(page.getByTestId('select-row').first()).toBeChecked()

    await page.getByTestId('bulk-delete').click()
    await expect(page.getByTestId('bulk-confirm-text')).toHaveText('You are about to delete 30 Posts')
    await expect(page.getByTestId('bulk-confirm-for-good')).toBeVisible()
    await page.getByTestId('bulk-confirm-ok').click()
    await expect(status(page)).toHaveText('30 of 30 done.')
    expect(await countOf(page, 'posts', prefix)).toBe(0)
    await page.goto(listUrl)
    await expect(page.getByTestId('list-empty')).toBeVisible()
  })

  test('a page someone else is editing is skipped and reported; a page failing validation stays selected with its error', async ({
    page,
    host,
  }) => {
    const prefix = uniquePrefix('locked')
    await page.goto('/admin/collections/pages')
    const [free, locked] = await createDrafts(page, 'pages', pages([`${prefix} free`, `${prefix} locked`]))
    // A draft page may lack its slug; publishing asks for it.
    const [invalid] = await createDrafts(page, 'pages', pages([`${prefix} no slug`], false))
    await lockAsSecondEditor(host, 'pages', locked!)
    await page.goto(`/admin/collections/pages?search=${encodeURIComponent(prefix)}`)
    await expect(page.getByTestId('list-row')).toHaveCount(3)

    await page.getByTestId('select-all-page').check()
    await page.getByTestId('bulk-publish').click()
    // The editor looks at another window while it runs: a notification tells them how it ended.
    await watchNotificationsAway(page)
    await page.getByTestId('bulk-confirm-ok').click()
    await expect(status(page)).toHaveText('1 of 3 done. 1 failed. 1 skipped: being edited by someone else.')
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: 'Bulk action', body: '1 of 3 done. 1 failed. 1 skipped: being edited by someone else.' }])
    const lockedResult = page.locator(`[data-testid="bulk-result-failed"][data-id="${locked}"]`)
    await expect(lockedResult).toHaveAttribute('data-reason', 'locked')
    await expect(lockedResult).toContainText(`${prefix} locked: Skipped: someone else is editing it.`)
    const invalidResult = page.locator(`[data-testid="bulk-result-failed"][data-id="${invalid}"]`)
    await expect(invalidResult).toHaveAttribute('data-reason', 'error')
    await expect(invalidResult).toContainText('Slug')

    // Only the two that failed stay selected; the lock was not overridden.
    await expect(page.getByTestId('bulk-count')).toHaveText('2 Pages selected')
    await expect(page.locator(`[data-testid="select-row"][data-id="${free}"]`)).not.toBeChecked()
    await expect(page.locator(`[data-testid="select-row"][data-id="${locked}"]`)).toBeChecked()
    await expect(page.locator(`[data-testid="select-row"][data-id="${invalid}"]`)).toBeChecked()
    expect(await countOf(page, 'pages', prefix, { _status: { equals: 'published' } })).toBe(1)
    expect((await rest<{ _status: string }>(page, `/pages/${locked}`, { draft: true })).data._status).toBe('draft')
  })

  test('cancel stops after the batch under way and keeps the rest selected', async ({ page }) => {
    const prefix = uniquePrefix('cancel')
    await page.goto('/admin/collections/posts')
    await createDrafts(page, 'posts', pages(Array.from({ length: 105 }, (_, i) => `${prefix} ${i}`)))
    await page.goto(`/admin/collections/posts?search=${encodeURIComponent(prefix)}&limit=100`)
    await expect(page.getByTestId('page-range')).toHaveText('1-100 of 105')
    await page.getByTestId('select-all-page').check()
    await page.getByTestId('select-all-matching').click()

    // The first bulk (non-GET) call is held; the rest go through.
    const slow = await holdApiCalls(page, (r) => r.method !== 'GET', { once: true })
    await page.getByTestId('bulk-delete').click()
    await page.getByTestId('bulk-confirm-ok').click()
    await expect.poll(slow.held).toBe(1)
    await expect(page.getByTestId('bulk-progress')).toHaveAttribute('aria-valuemax', '105')
    await page.getByTestId('bulk-cancel').click()
    await expect(page.getByTestId('bulk-cancel')).toHaveText('Stopping after this batch…')
    slow.release()
    await expect(status(page)).toHaveText('Cancelled: 100 of 105 done. The rest was not changed.')
    expect(await countOf(page, 'posts', prefix)).toBe(5)
    await expect(page.getByTestId('bulk-count')).toHaveText('5 Posts selected')
    await expect(page.getByTestId('list-row')).toHaveCount(5)
  })

  test('a lost connection stops the run with the count done, and Retry does the rest', async ({ page }) => {
    const prefix = uniquePrefix('lost')
    await page.goto('/admin/collections/pages')
    await createDrafts(page, 'pages', pages([`${prefix} a`, `${prefix} b`]))
    await page.goto(`/admin/collections/pages?search=${encodeURIComponent(prefix)}`)
    await page.getByTestId('select-all-page').check()

    await page.route(API_CHANNEL_GLOB, (route) =>
      apiRequestOf(route.request().postData() ?? '{}').method === 'PATCH' ? route.abort() : route.fallback(),
    )
    await page.getByTestId('bulk-publish').click()
    await page.getByTestId('bulk-confirm-ok').click()
    await expect(status(page)).toContainText('Stopped, the connection was lost: 0 of 2 done.')
    await expect(page.getByTestId('bulk-count')).toHaveText('2 Pages selected')
    expect(await countOf(page, 'pages', prefix, { _status: { equals: 'published' } })).toBe(0)

    await page.unrouteAll()
    await page.getByTestId('bulk-retry').click()
    await expect(status(page)).toHaveText('2 of 2 done.')
    expect(await countOf(page, 'pages', prefix, { _status: { equals: 'published' } })).toBe(2)
  })

  test('edits one field on 30 posts across pages, chosen in the edit-many drawer', async ({ page }) => {
    const prefix = uniquePrefix('edit')
    await page.goto('/admin/collections/posts')
    await createDrafts(page, 'posts', pages(Array.from({ length: 30 }, (_, i) => `${prefix} ${i}`)))
    await page.goto(`/admin/collections/posts?search=${encodeURIComponent(prefix)}&limit=10`)
    await expect(page.getByTestId('page-range')).toHaveText('1-10 of 30')
    await page.getByTestId('select-all-page').check()
    await page.getByTestId('select-all-matching').click()
    await expect(page.getByTestId('bulk-count')).toHaveText('30 Posts selected')

    await page.getByTestId('bulk-edit').click()
    const drawer = page.getByTestId('edit-many-drawer')
    await expect(drawer.getByRole('heading')).toHaveText('Editing 30 Posts')
    await page.getByTestId('edit-many-field-picker').getByLabel('Excerpt', { exact: true }).check()
    await drawer.getByTestId('input-excerpt').fill('Written once for thirty posts')
    await page.getByTestId('edit-many-draft').click()
    await expect(status(page)).toHaveText('30 of 30 done.')
    await expect(drawer).toHaveCount(0)

    const edited = await rest<{ totalDocs: number }>(page, '/posts', {
      draft: true,
      limit: 1,
      where: { and: [{ title: { like: prefix } }, { excerpt: { equals: 'Written once for thirty posts' } }] },
    })
    expect(edited.data.totalDocs).toBe(30)
  })

  test('an edit that did not reach every post keeps what was typed in the drawer', async ({ page }) => {
    const prefix = uniquePrefix('edit lost')
    await page.goto('/admin/collections/posts')
    await createDrafts(page, 'posts', pages([`${prefix} a`, `${prefix} b`]))
    await page.goto(`/admin/collections/posts?search=${encodeURIComponent(prefix)}`)
    await page.getByTestId('select-all-page').check()
    await page.getByTestId('bulk-edit').click()
    await page.getByTestId('edit-many-field-picker').getByLabel('Excerpt', { exact: true }).check()
    await page.getByTestId('input-excerpt').fill('Typed before the connection went')

    await page.route(API_CHANNEL_GLOB, (route) =>
      apiRequestOf(route.request().postData() ?? '{}').method === 'PATCH' ? route.abort() : route.fallback(),
    )
    await page.getByTestId('edit-many-draft').click()
    await expect(status(page)).toContainText('Stopped, the connection was lost: 0 of 2 done.')
    await page.unrouteAll()
    await page.getByTestId('bulk-close').click()
    // The drawer is back with the typed value, to try again.
    await expect(page.getByTestId('edit-many-drawer')).toBeVisible()
    await expect(page.getByTestId('input-excerpt')).toHaveValue('Typed before the connection went')
    await page.getByTestId('edit-many-draft').click()
    await expect(status(page)).toHaveText('2 of 2 done.')
    await expect(page.getByTestId('edit-many-drawer')).toHaveCount(0)
  })

  test('moving pages to the trash says so, and they leave the list', async ({ page }) => {
    const prefix = uniquePrefix('trash')
    await page.goto('/admin/collections/pages')
    await createDrafts(page, 'pages', pages([`${prefix} a`, `${prefix} b`]))
    await page.goto(`/admin/collections/pages?search=${encodeURIComponent(prefix)}`)
    await page.getByTestId('select-all-page').check()
    await page.getByTestId('bulk-delete').click()
    await expect(page.getByTestId('bulk-confirm-text')).toHaveText('You are about to move 2 Pages to the trash')
    await expect(page.getByTestId('bulk-confirm-for-good')).toHaveCount(0)
    await page.getByTestId('bulk-confirm-ok').click()
    await expect(status(page)).toHaveText('2 of 2 done.')
    await expect(page.getByTestId('list-empty')).toBeVisible()
    const trashed = await rest<{ totalDocs: number }>(page, '/pages', {
      trash: true,
      where: { and: [{ title: { like: prefix } }, { deletedAt: { exists: true } }] },
    })
    expect(trashed.data.totalDocs).toBe(2)
  })
})

test('a viewer sees no checkboxes and no bulk bar', async ({ page, host }) => {
  await signInAs(page, host, 'viewer@example.com')
  try {
    await page.goto('/admin/collections/pages')
    await expect(page.getByTestId('list-row').first()).toBeVisible()
    await expect(page.getByTestId('select-all-page')).toHaveCount(0)
    await expect(page.getByTestId('select-row')).toHaveCount(0)
    await expect(page.getByTestId('bulk-bar')).toHaveCount(0)
    await expect(page.getByTestId('bulk-confirm')).toHaveCount(0)
  } finally {
    await signInAs(page, host, 'editor@example.com')
  }
})
