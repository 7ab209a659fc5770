/**
 * Any number of tabs of one browser on one web host. A browser opens at most six HTTP/1.1 connections
 * to a host, shared by all its tabs: with an event stream per tab, a seventh tab never loaded. The tabs
 * now share one stream (core/bridge/push-worker.ts), so every tab loads and navigates, and a push still
 * reaches each of them.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForEditView } from './support/documents'

const TABS = 12

/** The dashboard, the posts list from the sidebar, and the list's row `row`, each waited for until ready. */
async function dashboardListDocument(tab: Page, row: number) {
  await tab.goto('/admin')
  await expect(tab.getByTestId('dashboard')).toBeVisible()
  await expect(tab.getByTestId('card-collection-posts')).toBeVisible()
  await tab.getByTestId('nav-link-collection-posts').click()
  await expect(tab.getByTestId('list-view')).toBeVisible()
  await expect(tab.getByTestId('list-table-wrap')).toHaveAttribute('aria-busy', 'false')
  const links = tab.getByTestId('list-doc-link')
  await expect(links.first()).toBeVisible()
  await links.nth(row % (await links.count())).click()
  await waitForEditView(tab)
}

/** Chooses a theme on the account screen of `tab`. */
async function chooseTheme(tab: Page, theme: 'dark' | 'auto') {
  if (!new URL(tab.url()).pathname.endsWith('/admin/account')) await tab.getByTestId('nav-account').click()
  await tab.getByTestId(`theme-${theme}`).check()
}

/** Opens `count` tabs in the page's context, each going from the dashboard to a document; returns them. */
async function openTabs(page: Page, count: number): Promise<Page[]> {
  const tabs = [page]
  for (let n = 1; n <= count; n++) {
    await test.step(`tab ${n}: the dashboard, the posts list and a post`, async () => {
      const tab = n === 1 ? page : await page.context().newPage()
      if (n > 1) tabs.push(tab)
      await dashboardListDocument(tab, n - 1)
    })
  }
  // Every tab still shows its document, none the loading screen or an error.
  for (const tab of tabs) {
    await expect(tab.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
    await expect(tab.locator('html')).toHaveAttribute('data-theme', 'light')
  }
  return tabs
}

test.describe('many tabs of one browser', () => {
  test.use({ colorScheme: 'light' })

  test(`${TABS} tabs all load and navigate, and a push reaches every one of them`, async ({ page, context }) => {
    // Twelve tabs, each loading three screens in turn on a shared machine: the work of twelve tests.
    test.setTimeout(180_000)
    const tabs = await openTabs(page, TABS)

    await test.step('the theme chosen in the last tab reaches all of them', async () => {
      await chooseTheme(tabs.at(-1)!, 'dark')
      for (const tab of tabs) await expect(tab.locator('html')).toHaveAttribute('data-theme', 'dark')
    })

    await test.step('closed tabs are left out; the others still hear the next push', async () => {
      for (const tab of tabs.splice(0, 4)) await tab.close({ runBeforeUnload: false })
      await chooseTheme(tabs[0]!, 'auto')
      for (const tab of tabs) await expect(tab.locator('html')).toHaveAttribute('data-theme', 'light')
      // The closed tabs hold nothing: a tab opened now loads too.
      await dashboardListDocument(await context.newPage(), 0)
    })
  })

  test('without SharedWorker (Chrome on Android) one tab leads; when it closes the next one does', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000)
    await context.addInitScript('delete window.SharedWorker')
    const tabs = await openTabs(page, 8)
    expect(await page.evaluate('typeof SharedWorker')).toBe('undefined')

    await test.step('the theme chosen in the last tab reaches all of them', async () => {
      await chooseTheme(tabs.at(-1)!, 'dark')
      for (const tab of tabs) await expect(tab.locator('html')).toHaveAttribute('data-theme', 'dark')
    })

    await test.step('the first tab, which leads, closes; the next push still reaches the others', async () => {
      await tabs.shift()!.close({ runBeforeUnload: false })
      await chooseTheme(tabs.at(-1)!, 'auto')
      for (const tab of tabs) await expect(tab.locator('html')).toHaveAttribute('data-theme', 'light')
    })
  })
})
