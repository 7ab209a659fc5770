import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { API_CHANNEL_PATH, apiRequestOf, holdApiCalls } from './support/bridge'
import type { InlineStyledElement } from './support/dom'
import { rest } from './support/rest'
import { chooseOption, expectSelected } from './support/select'

/** Titles of the rows on screen, in order. */
const titles = (page: Page) => page.getByTestId('list-doc-link').allTextContents()

/** How many posts the CMS counts (drafts included) for a query. */
async function restTotal(page: Page, query: Record<string, unknown> = {}) {
  const answer = await rest<{ totalDocs: number }>(page, '/posts', { limit: 1, draft: true, ...query })
  expect(answer.ok, JSON.stringify(answer.error)).toBe(true)
  return answer.data.totalDocs
}

test.describe('collection list', () => {
  test('paginates with one neighbour page, and the range line and URL follow', async ({ page }) => {
    await page.goto('/admin/collections/posts')
    const total = await restTotal(page)
    expect(total).toBeGreaterThanOrEqual(50)
    await expect(page.getByTestId('list-row')).toHaveCount(10)
    await expect(page.getByTestId('page-range')).toHaveText(`1-10 of ${total}`)
    await expect(page.getByTestId('page-2')).toBeVisible()
    await expect(page.getByTestId('page-3')).toHaveCount(0)
    await page.getByTestId('page-2').click()
    await expect(page).toHaveURL(/[?&]page=2\b/)
    await expect(page.getByTestId('page-range')).toHaveText(`11-20 of ${total}`)
    await expect(page.getByTestId('page-3')).toBeVisible()
    await page.goBack()
    await expect(page.getByTestId('page-range')).toHaveText(`1-10 of ${total}`)
  })

  test('a cold load of a list asks the CMS for its page once, started before the screen renders', async ({ page }) => {
    const listRequests: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith(API_CHANNEL_PATH) && (r.postData() ?? '').includes('"path":"/posts"'))
        listRequests.push(r.postData()!)
    })
    await page.goto('/admin/collections/posts?limit=5&sort=-title')
    await expect(page.getByTestId('list-row')).toHaveCount(5)
    await expect(page.getByTestId('list-table-wrap')).toHaveAttribute('aria-busy', 'false')
    expect(listRequests, listRequests.join('\n')).toHaveLength(1)
    expect(apiRequestOf(listRequests[0]!).query).toMatchObject({ limit: 5, sort: '-title' })
  })

  test('changes the page size, taken from and kept in the URL', async ({ page }) => {
    await page.goto('/admin/collections/posts')
    await chooseOption(page.getByTestId('per-page'), '25')
    await expect(page).toHaveURL(/[?&]limit=25\b/)
    await expect(page.getByTestId('list-row')).toHaveCount(25)
    await page.goto('/admin/collections/posts?limit=5')
    await expect(page.getByTestId('list-row')).toHaveCount(5)
    await expectSelected(page.getByTestId('per-page'), '5')
  })

  test('sorts by a column, ascending then descending', async ({ page }) => {
    await page.goto('/admin/collections/posts')
    await expect(page.getByTestId('list-row')).toHaveCount(10)
    const unsorted = await titles(page)
    const inOrder = (order: 1 | -1) => async () => {
      const shown = await titles(page)
      const sorted = [...shown].sort((a, b) => order * a.localeCompare(b))
      return shown.length === 10 && shown.join('|') === sorted.join('|') ? shown : null
    }
    await page.getByTestId('sort-title').click()
    await expect(page).toHaveURL(/[?&]sort=title\b/)
    // The URL changes before the list is drawn for it (a transition): wait for rows in that order.
    await expect.poll(inOrder(1)).not.toBeNull()
    const ascending = (await inOrder(1)())!
    expect(ascending).not.toEqual(unsorted)
    await page.getByTestId('sort-title').click()
    await expect(page).toHaveURL(/[?&]sort=-title\b/)
    await expect.poll(inOrder(-1)).not.toBeNull()
    const descending = (await inOrder(-1)())!
    expect(descending[0]).not.toBe(ascending[0])
  })

  test('searches on the title field', async ({ page }) => {
    await page.goto('/admin/collections/posts')
    await page.getByTestId('list-search').fill('large')
    await expect(page).toHaveURL(/[?&]search=large\b/)
    // The URL changes before the list is drawn for it (a transition): wait for the rows of the search.
    const rows = page.getByTestId('list-doc-link')
    await expect(rows.filter({ hasText: /large/i }).first()).toBeVisible()
    await expect(page.getByTestId('list-table-wrap')).toHaveAttribute('aria-busy', 'false')
    await expect(rows.filter({ hasNotText: /large/i })).toHaveCount(0)
    await page.getByTestId('list-search').fill('no post is called this')
    await expect(page.getByTestId('list-empty')).toBeVisible()
  })

  test('filters with two operators combined, reflected in the URL and the results', async ({ page }) => {
    await page.goto('/admin/collections/posts')
    await page.getByTestId('toggle-filters').click()
    await page.getByTestId('where-add-or').click()
    const first = page.getByTestId('where-row-0-0')
    await chooseOption(first.getByTestId('where-field'), 'title')
    await chooseOption(first.getByTestId('where-operator'), 'like')
    await first.getByTestId('where-value').fill('post')
    await page.getByTestId('where-add-and-0').click()
    const second = page.getByTestId('where-row-0-1')
    await chooseOption(second.getByTestId('where-field'), 'title')
    await chooseOption(second.getByTestId('where-operator'), 'not_equals')
    const excluded = (await titles(page))[0]!
    await second.getByTestId('where-value').fill(excluded)
    // Each condition applies as it is typed, once typing pauses: no Filter button.
    await expect(page).toHaveURL(/not_equals/)
    const url = decodeURIComponent(page.url())
    expect(url).toContain('[title][like]=post')
    expect(url).toContain(`[title][not_equals]=${excluded}`)
    const expected = await restTotal(page, {
      where: { and: [{ title: { like: 'post' } }, { title: { not_equals: excluded } }] },
    })
    await expect(page.getByTestId('page-range')).toHaveText(new RegExp(`of ${expected}$`))
    expect(await titles(page)).not.toContain(excluded)
    // The filter survives a reload, since it lives in the URL.
    await page.reload()
    await expect(page.getByTestId('page-range')).toHaveText(new RegExp(`of ${expected}$`))
  })

  test('the column picker adds and removes columns and keeps the choice in the URL', async ({ page }) => {
    // The choice is kept in the user's preferences too: put back afterwards, so other tests' posts
    // lists open with the default columns.
    const key = '/payload-preferences/collection-posts'
    try {
      await page.goto('/admin/collections/posts')
      await page.getByTestId('toggle-columns').click()
      await expect(page.getByTestId('list-table-wrap')).toHaveAttribute('aria-busy', 'false')
      const before = await page.locator('[data-testid="list-table"] th').count()
      expect(before).toBeGreaterThan(1)
      await page.getByTestId('column-toggle-id').click()
      await expect(page.locator('[data-testid="list-table"] th')).toHaveCount(before + 1)
      await expect(page).toHaveURL(/columns/)
      await page.reload()
      await expect(page.locator('[data-testid="list-table"] th')).toHaveCount(before + 1)
      await expect
        .poll(async () => (await rest<{ value?: { columns?: unknown[] } }>(page, key)).data.value?.columns?.length)
        .toBeGreaterThan(0)
    } finally {
      const now = await rest<{ value?: Record<string, unknown> }>(page, key)
      await rest(page, key, {}, { method: 'POST', body: { value: { ...now.data.value, columns: undefined } } })
    }
  })

  test('a slow first answer shows the shimmer once it is 500 ms late, its rows 25 ms apart, and only until it comes', async ({
    page,
  }) => {
    // The page's clock is stopped and moved by hand, so 499 ms and 500 ms are told apart exactly.
    await page.clock.install()
    await page.goto('/admin')
    await expect(page.getByTestId('nav-link-collection-posts')).toBeVisible()
    await page.clock.pauseAt(Date.now() + 60_000)
    const firstRead = await holdApiCalls(page, (r) => r.method === 'GET' && r.path === '/posts', { once: true })
    // The list waits for the user's column preference before it counts: its read is answered first.
    const preferenceRead = page.waitForResponse(
      (r) => r.url().endsWith(API_CHANNEL_PATH) && (r.request().postData() ?? '').includes('/payload-preferences/'),
    )
    await page.getByTestId('nav-link-collection-posts').click()
    await expect.poll(firstRead.held).toBe(1)
    await preferenceRead
    // The read goes out at the click (the link's prefetch), before the list is drawn. The 500 ms count
    // starts in the list's effect, after it is drawn: wait for that, and for React's queued work (its
    // scheduler posts to a MessageChannel, which the stopped clock does not hold), before moving the clock.
    await expect(page.getByTestId('list-table-wrap')).toHaveAttribute('aria-busy', 'true')
    for (let turn = 0; turn < 2; turn++)
      await page.evaluate(
        'new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0) })',
      )

    await page.clock.runFor(499)
    await expect(page.getByTestId('list-table-wrap')).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByTestId('list-shimmer')).toHaveCount(0)
    await page.clock.runFor(1)
    const rows = page.getByTestId('list-shimmer').locator('.list__shimmer-row')
    await expect(rows).toHaveCount(6)
    const delays = await rows.evaluateAll((elements) =>
      elements.map((e) => (e as unknown as InlineStyledElement).style.animationDelay),
    )
    expect(delays).toEqual(['0ms', '25ms', '50ms', '75ms', '100ms', '125ms'])

    firstRead.release()
    await expect(page.getByTestId('list-row').first()).toBeVisible()
    await expect(page.getByTestId('list-shimmer')).toHaveCount(0)
  })
})
