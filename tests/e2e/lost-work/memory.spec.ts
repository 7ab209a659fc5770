/**
 * No leaks: views leave nothing behind when they unmount. One tab goes through many edit views (typing,
 * autosave, the versions tab) and list views, never reloading; after a forced garbage collection the
 * page holds as many DOM nodes and event listeners after 25 documents as after 5, detached ones
 * included (the DOM counters count every node still alive, in the document or not). What was typed is
 * then read back through Payload's REST API: the long session lost none of it.
 */
import type { CDPSession, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { documentIdOf, waitForEditView } from '../support/documents'
import { rest } from '../support/rest'
import { createDraftPost } from '../support/versions'

/**
 * What one leaked view would add is thousands of nodes and dozens of listeners; a screen drawn twice the
 * same way can differ by a few (a tooltip's portal, a list's busy row). Fixed, not a ratio, so twenty
 * visits' worth of a small leak cannot hide in it.
 */
const NODE_SLACK = 120
const LISTENER_SLACK = 12

type Counters = { documents: number; nodes: number; jsEventListeners: number }

/** Nodes and listeners alive, attached or not, after full garbage collections. */
async function countersAfterCollection(cdp: CDPSession): Promise<Counters> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage')
  return cdp.send('Memory.getDOMCounters')
}

/** Back on the categories list, loaded: the screen every count is taken on. */
async function toCategoriesList(page: Page) {
  await page.getByTestId('nav-link-collection-categories').click()
  await expect(page.getByTestId('list-table-wrap')).toHaveAttribute('aria-busy', 'false')
  await expect(page.getByTestId('list-doc-link').first()).toBeVisible()
}

test('a long session of edit and list views keeps no view alive after it has gone', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto('/admin/collections/categories')
  await expect(page.getByTestId('list-doc-link').first()).toBeVisible()
  // Six posts of its own, with a seeded post's body: the newest in the list, so the visits retitle them
  // and never a post another test of this worker opens by its title.
  const stamp = Date.now().toString(36)
  const seeded = await rest<{ docs: { body: unknown }[] }>(page, '/posts', {
    limit: 1,
    depth: 0,
    where: { title: { equals: 'Post 03' } },
  })
  expect(seeded.data.docs).toHaveLength(1)
  for (let i = 0; i < 6; i++)
    await createDraftPost(page, { title: `Memory ${stamp} ${i}`, body: seeded.data.docs[0]?.body })
  const cdp = await page.context().newCDPSession(page)
  const typed = new Map<string, string>()

  /** One document: from the posts list into its edit view, typed in and autosaved, its versions, then a list. */
  async function visit(n: number) {
    await page.getByTestId('nav-link-collection-posts').click()
    await expect(page.getByTestId('list-table-wrap')).toHaveAttribute('aria-busy', 'false')
    const link = page.getByTestId('list-doc-link').nth(n % 6)
    await expect(link).toHaveText(/^Memory /)
    await link.click()
    await waitForEditView(page)
    const id = documentIdOf(page)
    const title = page.getByTestId('input-title')
    const text = `Memory visit ${n}`
    await title.fill(text)
    typed.set(id, text)
    // Leaving the form for the versions tab sends what was typed at once; the tab reads after it.
    await page.getByTestId('doc-tab-versions').click()
    await expect(page.getByTestId('versions-table-wrap')).toHaveAttribute('aria-busy', 'false')
    await toCategoriesList(page)
  }

  for (let n = 0; n < 5; n++) await visit(n)
  const after5 = await countersAfterCollection(cdp)
  for (let n = 5; n < 25; n++) await visit(n)
  const after25 = await countersAfterCollection(cdp)

  test.info().annotations.push({
    type: 'counters',
    description: `after 5 documents ${JSON.stringify(after5)}, after 25 ${JSON.stringify(after25)}`,
  })
  expect(after25.documents).toBe(after5.documents)
  expect(after25.nodes, `DOM nodes alive: ${after5.nodes} after 5 documents`).toBeLessThanOrEqual(
    after5.nodes + NODE_SLACK,
  )
  expect(after25.jsEventListeners, `listeners: ${after5.jsEventListeners} after 5`).toBeLessThanOrEqual(
    after5.jsEventListeners + LISTENER_SLACK,
  )

  // What each document was last given reached the CMS, as its newest draft.
  for (const [id, text] of typed)
    await expect
      .poll(async () => (await rest<{ title: string }>(page, `/posts/${id}`, { draft: true })).data.title, {
        message: `post ${id}`,
      })
      .toBe(text)
})
