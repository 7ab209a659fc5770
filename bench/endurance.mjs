// Endurance (issue 22): `npm run bench -- --endurance [--minutes 30]`. Scripted editing in one
// Chromium tab against the web host on a fresh built-in CMS, for the given minutes: typing in a post's
// title and rich-text body, saving (autosave, then publish), switching to another post, opening its versions, a diff and the
// live preview. All in-app navigation, never a reload, so whatever the app keeps alive adds up.
// Samples the page's memory on the posts list after the first minute and at the end, each time after a
// forced garbage collection over CDP: the used and the retained JS heap, the DOM nodes and event
// listeners still alive (detached ones too: a view held after it unmounted shows there, not in the live
// DOM), the detached nodes a heap snapshot counts; fails (exit 1) when any grew beyond 1.2x
// (endurance-memory.mjs). Writes bench/results/endurance-<date>.json. Not part of npm test.
/* global document -- only inside the callbacks Playwright runs in the page */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs'
import { ensureBuilt, findChromium, hostKeyCookies, root, startWebHost, stopChild } from '../scripts/lib.mjs'
import { countDetachedNodes, ENDURANCE_LIMIT, enduranceVerdict, memoryTable } from './endurance-memory.mjs'

const WORDS = ['quiet', 'harbour', 'lantern', 'meadow', 'copper', 'willow', 'ember', 'granite']

/** The detached DOM nodes in a heap snapshot of the page (taken after the collection `sample` forces). */
async function detachedInSnapshot(cdp) {
  const chunks = []
  const take = ({ chunk }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', take)
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', take)
  }
  return countDetachedNodes(JSON.parse(chunks.join('')))
}

const mib = (bytes) => Math.round((bytes / 1048576) * 100) / 100

/**
 * The page's memory after a full garbage collection: the JS heap (the page's used figure, and V8's own
 * count of what it retains), the DOM counters (nodes and listeners alive, attached or not), the live
 * DOM's elements, and the detached nodes a heap snapshot finds.
 */
async function sample(page, cdp, elapsedMs) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const metric = (name) => metrics.find((m) => m.name === name)?.value ?? null
  const counters = await cdp.send('Memory.getDOMCounters')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const attached = await page.evaluate(() => document.getElementsByTagName('*').length)
  return {
    atMinute: Math.round((elapsedMs / 60_000) * 100) / 100,
    heapUsedMiB: mib(metric('JSHeapUsedSize')),
    heapRetainedMiB: mib(usedSize),
    domNodes: metric('Nodes'),
    retainedNodes: counters.nodes,
    detachedNodes: await detachedInSnapshot(cdp),
    jsEventListeners: counters.jsEventListeners,
    documents: counters.documents,
    attachedElements: attached,
    listeners: metric('JSEventListeners'),
  }
}

// Locators only: a handle Playwright returns (waitForSelector, waitForFunction) keeps what it points at
// alive through the DevTools session until disposed, and would read as the app's leak.
const ok = (locator, timeout = 60_000) => locator.waitFor({ state: 'visible', timeout })
/** Waits until the element's attribute has the value, holding no handle. */
const until = (page, selector, attribute, value) =>
  page
    .waitForFunction(
      ({ selector, attribute, value }) => document.querySelector(selector)?.getAttribute(attribute) === value,
      {
        selector,
        attribute,
        value,
      },
      { timeout: 60_000 },
    )
    .then((handle) => handle.dispose())

/** Back to the posts list through the nav (in-app), ready. */
async function toPostsList(page) {
  await page.getByTestId('nav-link-collection-posts').click()
  await ok(page.getByTestId('list-doc-link').first())
  await until(page, '[data-testid="list-table-wrap"]', 'aria-busy', 'false')
}

/** One round on the `nth` post of the list: edit, save, versions, a diff, the live preview. */
async function editingRound(page, nth, round) {
  await page.getByTestId('list-doc-link').nth(nth).click()
  await ok(page.locator('[data-testid="edit-view"][data-ready="true"]'))
  const word = WORDS[round % WORDS.length]

  // Title: replaced (it stays short), typed key by key.
  const title = page.getByTestId('input-title')
  await title.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(`Endurance ${round} ${word}`, { delay: 15 })
  // Body: a word at the end of its first paragraph, then taken back, so the body stays the same size.
  const body = page.locator('[data-testid="input-body"][contenteditable="true"]')
  await ok(body)
  await body.locator(':scope > p').first().click()
  await page.keyboard.press('End')
  await page.keyboard.type(` ${word}`, { delay: 15 })
  for (let i = 0; i <= word.length; i++) await page.keyboard.press('Backspace')
  await page.keyboard.type('.', { delay: 15 })
  await page.keyboard.press('Backspace')

  // Posts autosave what was typed; then an explicit save, once that autosave is done (not racing it).
  await ok(page.locator('[data-testid="autosave-status"][data-phase="saved"]'))
  await page.getByTestId('publish').click()
  await ok(page.getByTestId('toast-success'))

  // Versions, then the diff of the newest against the current one.
  await page.getByTestId('doc-tab-versions').click()
  await until(page, '[data-testid="versions-table-wrap"]', 'aria-busy', 'false')
  await page.getByTestId('version-link').first().click()
  await ok(page.locator('[data-testid="version-diff"][data-ready="true"]'))

  // Back to the versions list (history, in-app), then the live preview of the post.
  await page.goBack()
  await ok(page.getByTestId('doc-tab-preview'))
  await page.getByTestId('doc-tab-preview').click()
  await ok(page.locator('[data-testid="live-preview"][data-ready="true"]'))

  await toPostsList(page)
}

export async function runEndurance(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { endurance: { type: 'boolean' }, minutes: { type: 'string' } },
    strict: false,
  })
  const minutes = Number(values.minutes ?? 30)
  if (!(minutes >= 2)) throw new Error('--minutes must be 2 or more (the first sample is taken after minute 1)')
  ensureBuilt()
  const executablePath = findChromium()
  if (!executablePath)
    throw new Error('no Chromium found: apt-get install chromium, or npx playwright install chromium')

  const dir = mkdtempSync(join(tmpdir(), 'folio-bench-endurance-'))
  let host
  let context
  try {
    host = await startWebHost(join(dir, 'data'))
    const base = host.url
    context = await chromium.launchPersistentContext(join(dir, 'chromium-profile'), {
      executablePath,
      args: CHROMIUM_FLAGS,
      viewport: { width: 1440, height: 900 },
    })
    await context.addCookies(hostKeyCookies())
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.goto(`${base}/admin/collections/posts`)
    await ok(page.getByTestId('list-doc-link').first(), 120_000)

    const started = performance.now()
    const elapsed = () => performance.now() - started
    let first = null
    let rounds = 0
    while (elapsed() < minutes * 60_000) {
      // The second to fifth posts of the list, in turn (the one just saved moves to the top).
      await editingRound(page, 1 + (rounds % 4), rounds)
      rounds++
      if (!first && elapsed() >= 60_000) {
        first = { ...(await sample(page, cdp, elapsed())), rounds }
        console.log(`after minute 1: ${JSON.stringify(first)}`)
      } else if (rounds % 10 === 0) console.log(`${(elapsed() / 60_000).toFixed(1)} min: ${rounds} rounds`)
    }
    const last = { ...(await sample(page, cdp, elapsed())), rounds }
    const { ratios, over, pass } = enduranceVerdict(first, last)
    console.log(`\nFolio endurance, ${minutes} minutes of scripted editing (${rounds} rounds)\n`)
    console.log(memoryTable(first, last, ratios))
    console.log(`live DOM elements     ${String(first.attachedElements).padEnd(18)}${last.attachedElements}`)
    mkdirSync(join(root, 'bench', 'results'), { recursive: true })
    const file = join(root, 'bench', 'results', `endurance-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
    writeFileSync(
      file,
      JSON.stringify(
        { date: new Date().toISOString(), minutes, rounds, limit: ENDURANCE_LIMIT, first, last, ratios, over, pass },
        null,
        2,
      ),
    )
    console.log(`\n${pass ? 'pass' : `FAIL (${over.join(', ')})`}; wrote ${file}`)
    return pass ? 0 : 1
  } finally {
    await context?.close()
    if (host) await stopChild(host.child, 10_000)
    rmSync(dir, { recursive: true, force: true })
  }
}
