import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { API_CHANNEL_PATH, apiRequestOf } from './support/bridge'
import { rest } from './support/rest'
import { chooseOption, expectSelected } from './support/select'

/** The `where` of every read of a collection's list the page sends from now on, as JSON ('none' without). */
function listReads(page: Page, slug: string): string[] {
  const wheres: string[] = []
  page.on('request', (r: Request) => {
    if (!r.url().endsWith(API_CHANNEL_PATH)) return
    const request = apiRequestOf(r.postData() ?? '{}')
    if (request.method === 'GET' && request.path === `/${slug}` && request.query?.select)
      wheres.push(request.query.where === undefined ? 'none' : JSON.stringify(request.query.where))
  })
  return wheres
}

async function postsTotal(page: Page, where?: Record<string, unknown>) {
  const answer = await rest<{ totalDocs: number }>(page, '/posts', {
    limit: 1,
    draft: true,
    ...(where ? { where } : {}),
  })
  expect(answer.ok, JSON.stringify(answer.error)).toBe(true)
  return answer.data.totalDocs
}

/** The list table's column heads, in order. */
const heads = (page: Page) => page.locator('[data-testid="list-table"] th[aria-sort]').allTextContents()

test.describe('list filters', () => {
  test('an incomplete condition is neither sent nor put in the URL, also when the URL holds one', async ({ page }) => {
    const reads = listReads(page, 'posts')
    await page.goto('/admin/collections/posts?where[id][equals]=')
    await expect(page.getByTestId('list-row')).toHaveCount(10)
    await expect(page.getByTestId('list-empty')).toHaveCount(0)
    expect(reads).toEqual(['none'])

    await page.goto('/admin/collections/posts')
    await expect(page.getByTestId('list-row')).toHaveCount(10)
    if (!(await page.getByTestId('where-builder').isVisible())) await page.getByTestId('toggle-filters').click()
    await page.getByTestId('where-add-or').click()
    const row = page.getByTestId('where-row-0-0')
    await chooseOption(row.getByTestId('where-field'), 'title')
    await chooseOption(row.getByTestId('where-operator'), 'equals')
    // A value typed and taken away again: the condition is incomplete once more.
    await row.getByTestId('where-value').fill('x')
    await row.getByTestId('where-value').fill('')
    await row.getByTestId('where-value').press('Enter')
    await expect(page).not.toHaveURL(/where/)
    await expect(page.getByTestId('list-row')).toHaveCount(10)
    await expect(page.getByTestId('toggle-filters-count')).toHaveCount(0)
    // What the list asked for never held the empty condition.
    expect(reads.filter((w) => w.includes('"equals":""'))).toEqual([])
  })

  test('a condition applies as it is chosen, typed values once typing pauses, and back and forward restore it', async ({
    page,
  }) => {
    await page.goto('/admin/collections/posts')
    await expect(page.getByTestId('list-row')).toHaveCount(10)
    await page.getByTestId('toggle-filters').click()
    await page.getByTestId('where-add-or').click()
    const row = page.getByTestId('where-row-0-0')
    await chooseOption(row.getByTestId('where-field'), 'title')
    await chooseOption(row.getByTestId('where-operator'), 'like')
    const reads = listReads(page, 'posts')
    await row.getByTestId('where-value').click()
    await page.keyboard.type('post')
    // No Filter button: the list follows by itself.
    await expect(page.getByTestId('where-apply')).toHaveCount(0)
    await expect(page).toHaveURL(/where(\[|%5B)or.*like(\]|%5D)=post/)
    const liked = await postsTotal(page, { title: { like: 'post' } })
    await expect(page.getByTestId('page-range')).toHaveText(new RegExp(`of ${liked}$`))
    // One read for the four keys, of the whole word.
    expect(reads).toHaveLength(1)
    expect(reads[0]).toContain('"like":"post"')

    // A choice applies at once and keeps the value typed.
    const excluded = (await page.getByTestId('list-doc-link').first().textContent())!
    await chooseOption(row.getByTestId('where-operator'), 'not_equals')
    await expect(row.getByTestId('where-value')).toHaveValue('post')
    await row.getByTestId('where-value').fill(excluded)
    await expect(page).toHaveURL(/not_equals/)
    const others = await postsTotal(page, { title: { not_equals: excluded } })
    await expect(page.getByTestId('page-range')).toHaveText(new RegExp(`of ${others}$`))

    // Each applied change is a step of the history: the operator's, then the value's.
    await page.goBack()
    await expect(row.getByTestId('where-value')).toHaveValue('post')
    await expectSelected(row.getByTestId('where-operator'), 'not_equals')
    await page.goBack()
    await expect(page).toHaveURL(/like(\]|%5D)=post/)
    await expect(page.getByTestId('page-range')).toHaveText(new RegExp(`of ${liked}$`))
    await expectSelected(row.getByTestId('where-operator'), 'like')
    await expect(row.getByTestId('where-value')).toHaveValue('post')
    await page.goForward()
    await expectSelected(row.getByTestId('where-operator'), 'not_equals')
    await page.goForward()
    await expect(page.getByTestId('page-range')).toHaveText(new RegExp(`of ${others}$`))
    await expectSelected(row.getByTestId('where-operator'), 'not_equals')
    await expect(row.getByTestId('where-value')).toHaveValue(excluded)
  })

  test('the Filters button says how many conditions are on, also with the panel closed', async ({ page }) => {
    await page.goto('/admin/collections/posts')
    const toggle = page.getByTestId('toggle-filters')
    await expect(toggle).toHaveAccessibleName('Filters')
    await toggle.click()
    await page.getByTestId('where-add-or').click()
    const first = page.getByTestId('where-row-0-0')
    await chooseOption(first.getByTestId('where-field'), 'title')
    await chooseOption(first.getByTestId('where-operator'), 'exists')
    await page.getByTestId('where-add-and-0').click()
    const second = page.getByTestId('where-row-0-1')
    await chooseOption(second.getByTestId('where-field'), 'title')
    await chooseOption(second.getByTestId('where-operator'), 'like')
    await second.getByTestId('where-value').fill('post')
    // A third row left empty counts for nothing.
    await page.getByTestId('where-add-or').click()
    await expect(page).toHaveURL(/like(\]|%5D)=post/)
    await toggle.click()
    await expect(page.getByTestId('where-builder')).toHaveCount(0)
    await expect(toggle).toHaveAccessibleName('Filters, 2 active')
    await expect(page.getByTestId('toggle-filters-count')).toHaveText('2')
    await page.reload()
    await expect(page.getByTestId('toggle-filters')).toHaveAccessibleName('Filters, 2 active')
  })

  test('the search box names the field it searches', async ({ page }) => {
    await page.goto('/admin/collections/posts')
    await expect(page.getByTestId('list-search')).toHaveAttribute('placeholder', 'Search by Title')
    await page.goto('/admin/collections/media')
    await expect(page.getByTestId('list-search')).toHaveAttribute('placeholder', 'Search by Alt')
  })
})

test.describe('list columns', () => {
  const key = '/payload-preferences/collection-categories'

  test('columns move by keyboard and by dragging, are kept in the preferences and shown so after a reload', async ({
    page,
  }) => {
    try {
      await page.goto('/admin/collections/categories')
      await expect.poll(() => heads(page)).toEqual(['Name', 'Slug', 'Color'])
      await page.getByTestId('toggle-columns').click()
      const name = page.getByTestId('column-toggle-name')
      await name.focus()
      await page.keyboard.press('Alt+ArrowRight')
      await expect.poll(() => heads(page)).toEqual(['Slug', 'Name', 'Color'])
      await expect(name).toBeFocused()
      await expect(page.getByTestId('column-moved')).toHaveText('Name: place 2 of 3')
      await page.keyboard.press('Alt+ArrowLeft')
      await expect.poll(() => heads(page)).toEqual(['Name', 'Slug', 'Color'])

      // Dragged onto Name, Color takes its place.
      await page.getByTestId('column-toggle-color').dragTo(name)
      await expect.poll(() => heads(page)).toEqual(['Color', 'Name', 'Slug'])
      await expect(page).toHaveURL(/columns/)
      await expect
        .poll(async () => (await rest<{ value?: { columns?: unknown[] } }>(page, key)).data.value?.columns?.slice(0, 4))
        .toEqual([
          { accessor: 'color', active: true },
          { accessor: 'name', active: true },
          { accessor: 'slug', active: true },
          { accessor: 'id', active: false },
        ])
      await page.reload()
      await expect.poll(() => heads(page)).toEqual(['Color', 'Name', 'Slug'])
      // Opened again without columns in the URL, the list takes the order kept in the preferences.
      await page.goto('/admin/collections/categories')
      await expect.poll(() => heads(page)).toEqual(['Color', 'Name', 'Slug'])
    } finally {
      const now = await rest<{ value?: Record<string, unknown> }>(page, key)
      await rest(page, key, {}, { method: 'POST', body: { value: { ...now.data.value, columns: undefined } } })
    }
  })

  for (const width of [1440, 390])
    test(`the media list's long URLs are cut short inside the table at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin/collections/media?columns[0]=alt&columns[1]=url&columns[2]=filename&columns[3]=updatedAt')
      const cell = page.getByTestId('list-row').first().locator('td[data-column="url"]')
      await expect(cell).toHaveAttribute('title', /^https?:\/\/.+\/api\/media\/file\/.+/)
      await expect(cell).toHaveText(/^https?:\/\//)
      // The page's own measures (the specs compile without the DOM library, hence the expressions).
      const truncated = await cell.evaluate((td) => {
        const box = td as unknown as { scrollWidth: number; clientWidth: number }
        return box.scrollWidth > box.clientWidth
      })
      expect(truncated, 'the URL is longer than its cell').toBe(true)
      await expect(cell).toHaveCSS('text-overflow', 'ellipsis')
      expect(
        await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth'),
        'the window scrolls sideways',
      ).toBe(true)
      if (width === 1440)
        expect(
          await page.getByTestId('list-table-wrap').evaluate((wrap) => {
            const box = wrap as unknown as { scrollWidth: number; clientWidth: number }
            return box.scrollWidth <= box.clientWidth
          }),
          'the table fits without scrolling',
        ).toBe(true)
    })
})

test('in a row’s menu the arrows move within it, wrapping, and Escape returns to its button', async ({ page }) => {
  await page.goto('/admin/collections/posts')
  const row = page.getByTestId('list-row').first()
  const button = row.getByTestId('row-menu')
  await button.focus()
  await page.keyboard.press('ArrowDown')
  const items = row.getByRole('menuitem')
  await expect(items.first()).toBeFocused()
  const count = await items.count()
  expect(count).toBeGreaterThan(1)
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('ArrowDown')
    await expect(items.nth(i)).toBeFocused()
  }
  await page.keyboard.press('ArrowDown')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(items.last()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(row.getByRole('menu')).toHaveCount(0)
  await expect(button).toBeFocused()
})
