// Bulk actions on 1,000 documents: publish 1,000 draft pages and delete 1,000 posts (for good) from
// the list, "select all matching", timed from the confirmation to the run's end, with the requests
// the CMS was sent meanwhile. The documents are made first through the host's REST bridge.

/** Makes `count` drafts titled `<prefix> <n>`, `parallel` requests at a time. */
async function createDrafts(bridge, base, collection, prefix, count, parallel = 20) {
  for (let i = 0; i < count; i += parallel) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, (_, j) => {
        const n = i + j
        return bridge(base, 'renderer:api', {
          method: 'POST',
          path: `/${collection}`,
          query: { draft: true, depth: 0, select: { id: true } },
          body: {
            title: `${prefix} ${n}`,
            slug: `${prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${n}`,
            _status: 'draft',
          },
        })
      }),
    )
    const failed = answers.find((a) => !a.ok)
    if (failed) throw new Error(`could not create a ${collection} draft: ${failed.error.message}`)
  }
}

/** Selects every document of a search in the list and runs one bulk action; returns ms and requests sent. */
async function runFromList(context, base, collection, prefix, action) {
  const page = await context.newPage()
  try {
    await page.goto(`${base}/admin/collections/${collection}?search=${encodeURIComponent(prefix)}&limit=100`)
    await page.locator('[data-testid="list-table-wrap"][aria-busy="false"] [data-testid="list-row"]').first().waitFor()
    await page.getByTestId('select-all-page').check()
    await page.getByTestId('select-all-matching').click()
    await page.getByTestId(`bulk-${action}`).click()
    let requests = 0
    let writes = 0
    let finished = false
    page.on('request', (request) => {
      if (finished || !request.url().endsWith('/__folio/bridge/renderer:api')) return
      requests++
      if (!(request.postData() ?? '').includes('"method":"GET"')) writes++
    })
    const started = performance.now()
    await page.getByTestId('bulk-confirm-ok').click()
    await page.locator('[data-testid="bulk-progress"][data-state="finished"]').waitFor({ timeout: 600_000 })
    const ms = performance.now() - started
    finished = true
    const status = await page.getByTestId('bulk-status').textContent()
    if (!status?.startsWith('1000 of 1000 done')) throw new Error(`bulk ${action} did not finish cleanly: ${status}`)
    return { ms, requests, writes }
  } finally {
    await page.close()
  }
}

/**
 * @param {{ context: import('@playwright/test').BrowserContext, base: string, bridge: Function }} options
 */
export async function measureBulk({ context, base, bridge }) {
  const stamp = Date.now().toString(36)
  const pagesPrefix = `Bench bulk pages ${stamp}`
  const postsPrefix = `Bench bulk posts ${stamp}`
  await createDrafts(bridge, base, 'pages', pagesPrefix, 1000)
  await createDrafts(bridge, base, 'posts', postsPrefix, 1000)
  const publish = await runFromList(context, base, 'pages', pagesPrefix, 'publish')
  const remove = await runFromList(context, base, 'posts', postsPrefix, 'delete')
  return { publish, remove }
}
