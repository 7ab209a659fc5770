// The relationship picker on a collection of 10,000 documents: a keystroke in a post's categories
// picker to the first option painted with the new search's results, as an editor feels it (the
// picker's 250 ms typing pause included). One category is made through the CMS, the others are
// cloned from it in SQL (as bench/seed-posts.mjs clones posts): `Pick 0000` to `Pick 9999`.
/* global window, document, requestAnimationFrame -- only inside the callbacks Playwright runs in the page */
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { cloneStatement, DIALECTS } from './seed-posts.mjs'

export const PICKER_DOCS = 10_000
const SLUG_PREFIX = 'pick-'

/** Statements cloning the category `templateId` into `count` more, slugs pick-0001… and names Pick 0001…. */
export const pickerCloneStatements = ({ columns, templateId, count }) => {
  const dialect = DIALECTS.sqlite
  const series = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) `
  return [
    cloneStatement(dialect, {
      table: 'categories',
      columns: columns.categories,
      source: 't',
      prefix: series,
      from: `categories t, n WHERE t.id = ${templateId}`,
      overrides: {
        slug: `'${SLUG_PREFIX}' || substr('0000' || n.i, -4)`,
        created_at: dialect.secondsBefore('t.created_at', 'n.i'),
        updated_at: dialect.secondsBefore('t.updated_at', 'n.i'),
      },
    }),
    cloneStatement(dialect, {
      table: 'categories_locales',
      columns: columns.categories_locales,
      source: 'l',
      from: `categories_locales l, categories c WHERE c.slug LIKE '${SLUG_PREFIX}%' AND c.id <> ${templateId} AND l._parent_id = ${templateId}`,
      overrides: { name: `'Pick ' || substr(c.slug, ${SLUG_PREFIX.length + 1})`, _parent_id: 'c.id' },
    }),
  ]
}

/** Seeds the categories into the built-in CMS's SQLite database under `dataDir`. */
async function seedCategories({ bridge, base, dataDir }) {
  const database = join(dataDir, 'cms', 'folio.db')
  if (!existsSync(database)) throw new Error(`no built-in CMS database at ${database}`)
  const made = await bridge(base, 'renderer:api', {
    method: 'POST',
    path: '/categories',
    query: { depth: 0, locale: 'en' },
    body: { name: 'Pick 0000', slug: `${SLUG_PREFIX}0000` },
  })
  if (!made.ok) throw new Error(`could not make the template category: ${made.error.message}`)
  const require = createRequire(import.meta.url)
  const { createClient } = createRequire(require.resolve('@payloadcms/db-sqlite'))('@libsql/client')
  const client = createClient({ url: pathToFileURL(database).href })
  try {
    const columns = {}
    for (const table of ['categories', 'categories_locales'])
      columns[table] = (await client.execute(DIALECTS.sqlite.columns(table))).rows.map((row) => row.name)
    for (const sql of pickerCloneStatements({ columns, templateId: made.data.doc.id, count: PICKER_DOCS - 1 }))
      await client.execute(sql)
  } finally {
    client.close()
  }
  const counted = await bridge(base, 'renderer:api', {
    method: 'GET',
    path: '/categories',
    query: { where: { slug: { like: SLUG_PREFIX } }, limit: 1, depth: 0 },
  })
  if (!counted.ok || counted.data.totalDocs !== PICKER_DOCS)
    throw new Error(`expected ${PICKER_DOCS} categories, found ${counted.ok ? counted.data.totalDocs : '?'}`)
}

/** In the page: from each keydown, the time until the listbox has been busy and then shows an option. */
function watchFirstOption(path) {
  window.__pick = { start: 0, sawBusy: false, ms: null }
  document.addEventListener(
    'keydown',
    (event) => {
      const watch = { start: event.timeStamp, sawBusy: false, ms: null }
      window.__pick = watch
      const tick = () => {
        if (window.__pick !== watch) return
        const list = document.querySelector(`[data-testid="options-${path}"]`)
        if (list?.getAttribute('aria-busy') === 'true') watch.sawBusy = true
        else if (watch.sawBusy && list?.querySelector(`[data-testid="option-${path}"]`)) {
          // Painted: the frame has been drawn by the time the task after its callbacks runs.
          requestAnimationFrame(() => setTimeout(() => (watch.ms = performance.now() - watch.start), 0))
          return
        }
        requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    },
    { capture: true },
  )
}

/**
 * @param {{ context: import('@playwright/test').BrowserContext, base: string, bridge: Function,
 *   dataDir: string, samples: number, ready: () => unknown }} options
 * @returns {Promise<number[]>} one figure (ms) per sample
 */
export async function measurePicker({ context, base, bridge, dataDir, samples, ready }) {
  await seedCategories({ bridge, base, dataDir })
  const post = await bridge(base, 'renderer:api', {
    method: 'POST',
    path: '/posts',
    query: { draft: true, depth: 0, select: { id: true } },
    body: { title: 'Picker bench post', slug: `picker-bench-${Date.now()}`, _status: 'draft' },
  })
  if (!post.ok) throw new Error(`could not make the post: ${post.error.message}`)
  const page = await context.newPage()
  try {
    await page.goto(`${base}/admin/collections/posts/${post.data.doc.id}`)
    await page.waitForFunction(ready, undefined, { polling: 'raf', timeout: 60_000 })
    // The categories field is on the post's second tab.
    await page.getByTestId('tab-1').click()
    const box = page.getByTestId('search-categories')
    await box.click()
    await page.evaluate(watchFirstOption, 'categories')
    const settled = () => page.waitForFunction(() => window.__pick.ms !== null, undefined, { timeout: 30_000 })
    const figures = []
    // One warm-up, then the samples: each types "Pick <d>", waits for its results, then one more digit.
    for (let i = 0; i <= samples; i++) {
      const first = (i % 9) + 1
      const second = (i * 7) % 10
      await box.press('ControlOrMeta+a')
      await page.keyboard.type(`Pick ${first}`)
      await settled()
      await page.keyboard.press(String(second))
      await settled()
      const ms = await page.evaluate(() => window.__pick.ms)
      const title = await page.getByTestId('option-categories').first().textContent()
      if (!title?.includes(`${first}${second}`))
        throw new Error(`the first option '${title}' does not match the search 'Pick ${first}${second}'`)
      if (i > 0) figures.push(ms)
    }
    return figures
  } finally {
    await page.close()
  }
}
