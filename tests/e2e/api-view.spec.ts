import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { API_CHANNEL_PATH, apiRequestOf } from './support/bridge'
import { openPost, waitForEditView } from './support/documents'
import { chooseOption, expectSelected } from './support/select'

/** Opens the large post, then again with `query` when given; returns its path. */
async function openLargePost(page: Page, query = '') {
  await openPost(page, 'large')
  const path = new URL(page.url()).pathname
  if (query) await page.goto(`${path}${query}`)
  return path
}

test.describe('API view', () => {
  test('shows the REST response of the document as a tree, reached from the document tabs with the locale carried', async ({
    page,
  }) => {
    const path = await openLargePost(page, '?locale=de')
    await waitForEditView(page)
    await page.getByTestId('doc-tab-api').click()
    await expect(page).toHaveURL(new RegExp(`${path}/api\\?.*locale=de`))
    await expect(page.getByTestId('doc-tab-api')).toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('doc-tab-edit')).not.toHaveAttribute('aria-current', 'page')
    await expect(page.getByTestId('api-url')).toHaveText(new RegExp(`/api/posts/\\d+\\?depth=1.*locale=de`))
    await expect(page.getByTestId('json-tree')).toBeVisible()
    expect(Number(await page.getByTestId('json-tree').getAttribute('data-rows'))).toBeGreaterThan(1000)
    // Collapsing the root leaves one line.
    await page.getByTestId('json-toggle-root').click()
    await expect(page.getByTestId('json-tree')).toHaveAttribute('data-rows', '1')
  })

  test('the tree is driven from the keyboard: arrows move between rows, close and open nodes', async ({ page }) => {
    const path = await openLargePost(page)
    await page.goto(`${path}/api`)
    const tree = page.getByTestId('json-tree')
    await expect(tree).toBeVisible()
    const activePath = () =>
      tree.evaluate(
        (el) => el.ownerDocument.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.dataset.path,
      )
    await tree.focus()
    await expect.poll(activePath).toBe('')
    await page.keyboard.press('ArrowDown')
    await expect.poll(activePath).toBe('id')

    // Home, then Left closes the root (one line, its toggle now offers to expand); Right opens it again.
    await page.keyboard.press('Home')
    await page.keyboard.press('ArrowLeft')
    await expect(tree).toHaveAttribute('data-rows', '1')
    await expect(page.getByTestId('json-toggle-root')).toHaveAccessibleName('Expand')
    await expect(tree.getByRole('treeitem').first()).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('ArrowRight')
    await expect(tree.getByRole('treeitem').first()).toHaveAttribute('aria-expanded', 'true')
    expect(Number(await tree.getAttribute('data-rows'))).toBeGreaterThan(1000)

    // End goes to the last row, which the tree scrolls into view.
    await page.keyboard.press('End')
    const last = await activePath()
    expect(last).toBeTruthy()
    await expect(tree.locator(`[data-path="${last}"]`)).toBeInViewport()
  })

  test('a cold load of the API view asks for the document once, started before the screen renders', async ({
    page,
  }) => {
    const path = await openLargePost(page)
    const docRequests: string[] = []
    page.on('request', (r) => {
      const body = r.postData() ?? ''
      // The document header's own small read (a `select` of its title, status and dates) is not the view's.
      if (
        r.url().endsWith(API_CHANNEL_PATH) &&
        body.includes(`"path":"${path.replace('/admin/collections', '')}"`) &&
        !apiRequestOf(body).query?.select
      )
        docRequests.push(body)
    })
    await page.goto(`${path}/api?depth=2&locale=de`)
    await expect(page.getByTestId('api-response')).toHaveAttribute('data-loading', 'false')
    await expect(page.getByTestId('json-tree')).toBeVisible()
    expect(docRequests, docRequests.join('\n')).toHaveLength(1)
    expect(apiRequestOf(docRequests[0]!).query).toEqual({ depth: 2, draft: false, locale: 'de' })
  })

  test('each control changes the request; depth outside 0-10 is refused', async ({ page }) => {
    const path = await openLargePost(page)
    // Every document request from here on, in the order the view sent them.
    const sent: Array<Record<string, unknown>> = []
    page.on('request', (r) => {
      if (!r.url().endsWith(API_CHANNEL_PATH)) return
      const request = apiRequestOf(r.postData() ?? '{}')
      if (request.path === path.replace('/admin/collections', '')) sent.push(request.query ?? {})
    })
    await page.goto(`${path}/api?draft=true&locale=fr`)
    await expect(page.getByTestId('api-draft')).toBeChecked()
    await expectSelected(page.getByTestId('api-locale'), 'fr')
    await expect(page.getByTestId('api-url')).toHaveText(/draft=true&locale=fr/)
    await page.getByTestId('api-draft').uncheck()
    // Unticked is said out loud, as Payload's view does: draft=false in the URL and the request.
    await expect(page.getByTestId('api-url')).toHaveText(/depth=1&draft=false&locale=fr/)
    await expect.poll(() => sent.some((q) => q.draft === false && q.locale === 'fr')).toBe(true)
    await chooseOption(page.getByTestId('api-locale'), 'en')
    await expect(page.getByTestId('api-url')).toHaveText(/locale=en/)
    await page.getByTestId('api-depth').fill('2')
    await expect(page.getByTestId('api-url')).toHaveText(/depth=2/)
    await expect(page.getByTestId('api-response')).toHaveAttribute('data-depth', '2')
    await page.getByTestId('api-depth').fill('11')
    await expect(page.getByTestId('api-depth-error')).toBeVisible()
    // A depth the view accepts again: its request is the next one sent, so none went out for 11.
    await page.getByTestId('api-depth').fill('3')
    await expect(page.getByTestId('api-depth-error')).toBeHidden()
    await expect(page.getByTestId('api-response')).toHaveAttribute('data-depth', '3')
    await expect.poll(() => sent.at(-1)?.depth).toBe(3)
    expect(sent.map((q) => q.depth)).not.toContain(11)
    const afterTwo = sent.slice(sent.findIndex((q) => q.depth === 2) + 1)
    expect(afterTwo.map((q) => q.depth)).toEqual([3])
  })

  test("without credentials the CMS refuses, and the view says 'Error making request'", async ({ page }) => {
    const path = await openLargePost(page)
    await page.goto(`${path}/api`)
    await expect(page.getByTestId('json-tree')).toBeVisible()
    await page.getByTestId('api-authenticated').uncheck()
    await expect(page.getByTestId('toast-error')).toHaveText(/Error making request/)
  })

  test('the API view of a global', async ({ page }) => {
    await page.goto('/admin/globals/site-settings/api')
    await expect(page.getByTestId('api-url')).toHaveText(/\/api\/globals\/site-settings\?depth=1/)
    await expect(page.getByTestId('json-tree')).toBeVisible()
  })
})
