// npm run bench -- --database postgres [--posts 100000] [--runs 5] [--seconds 30]
// The posts list and the edit view with 100,000 posts, on SQLite and on PostgreSQL side by side, plus
// the concurrency run's figures (scripts/concurrency.mjs). Starts a throwaway PostgreSQL cluster and,
// per database, the built-in CMS (no demo seed, a first admin from the environment), clones one
// template post into the database (bench/seed-posts.mjs), then the web host against that CMS and
// headless Chromium. Prints a table and writes bench/results/<time>-database.json.
/* global document -- only inside the callbacks Playwright runs in the page */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs'
import {
  ensureBuilt,
  findChromium,
  hostKeyCookies,
  root,
  startWebHost,
  stopChild,
  waitSignedIn,
} from '../scripts/lib.mjs'
import { postgresUnavailableReason, startThrowawayPostgres } from '../scripts/postgres-cluster.mjs'
import { DIALECTS, clonePosts } from './seed-posts.mjs'

const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password' }

const FIGURES = {
  seed: { label: 'seeding the posts (clone in SQL)', unit: 'ms' },
  postsList: { label: 'posts list ready', unit: 'ms' },
  search: { label: 'search by title (typed → results shown)', unit: 'ms' },
  page1000: { label: 'page 1,000 (navigate → rows shown)', unit: 'ms' },
  editView: { label: 'edit view of one post interactive', unit: 'ms' },
  listRequest: { label: 'list request alone (REST, page 1)', unit: 'ms' },
  searchRequest: { label: 'search request alone (REST)', unit: 'ms' },
  page1000Request: { label: 'page 1,000 request alone (REST)', unit: 'ms' },
  writesPerSecond: { label: 'concurrency: writes per second', unit: '/s' },
  p95SaveMs: { label: 'concurrency: p95 save latency', unit: 'ms' },
  lostUpdates: { label: 'concurrency: lost updates', unit: '' },
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}
const round = (x) => Math.round(x * 10) / 10
const summary = (samples) => ({
  median: round(median(samples)),
  min: round(Math.min(...samples)),
  max: round(Math.max(...samples)),
  samples: samples.map(round),
})

// Ready conditions, evaluated in the page on every animation frame (as bench/run.mjs has them).
const listReady = () =>
  document.querySelectorAll('[data-testid="list-row"]').length > 0 &&
  document.querySelector('[data-testid="list-table-wrap"]')?.getAttribute('aria-busy') === 'false'
    ? performance.now()
    : false
const searchReady = (fragment) => {
  const rows = [...document.querySelectorAll('[data-testid="list-row"]')]
  return rows.length > 0 &&
    rows.every((row) => row.textContent.includes(fragment)) &&
    document.querySelector('[data-testid="list-table-wrap"]')?.getAttribute('aria-busy') === 'false'
    ? performance.now()
    : false
}
const editReady = () => {
  const title = document.querySelector('[data-testid="input-title"]')
  return document.querySelector('[data-testid="edit-view"][data-ready="true"]') && title && !title.disabled
    ? performance.now()
    : false
}

/** The page clock's time when `ready` holds; on a timeout, an error that says what the page showed. */
async function waitReady(page, ready, arg) {
  try {
    return await (await page.waitForFunction(ready, arg, { polling: 'raf', timeout: 120_000 })).jsonValue()
  } catch (error) {
    const shown = await page.evaluate(() => document.body?.innerText.slice(0, 600)).catch(() => '')
    throw new Error(`${page.url()} not ready: ${error.message.split('\n')[0]}\nThe page showed: ${shown}`, {
      cause: error,
    })
  }
}

async function rest(base, path, options = {}) {
  // A connection the CMS closed while idle (the clone takes longer than its keep-alive) fails once.
  return restOnce(base, path, options).catch((error) =>
    (options.method ?? 'GET') === 'GET' && error.cause ? restOnce(base, path, options) : Promise.reject(error),
  )
}

async function restOnce(base, path, { token, method = 'GET', body } = {}) {
  const started = performance.now()
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).catch((error) => {
    const after = Math.round(performance.now() - started)
    throw new Error(`${method} ${path}: ${error.cause?.message ?? error.message} after ${after} ms`, { cause: error })
  })
  const json = await response.json()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 500)}`)
  return { json, ms: performance.now() - started }
}

/** Runs SQL against the CMS's database: pg (as @payloadcms/db-postgres has it) or libSQL's client. */
async function openDatabase(kind, target) {
  const require = createRequire(import.meta.url)
  const from = (pkg) => createRequire(require.resolve(pkg))
  if (kind === 'postgres') {
    const { Client } = from('@payloadcms/db-postgres')('pg')
    const client = new Client({ connectionString: target })
    await client.connect()
    return { run: async (sql) => (await client.query(sql)).rows, close: () => client.end() }
  }
  const { createClient } = from('@payloadcms/db-sqlite')('@libsql/client')
  const client = createClient({ url: pathToFileURL(target).href })
  return { run: async (sql) => (await client.execute(sql)).rows, close: async () => client.close() }
}

/** One database: CMS, clone the posts, web host, Chromium; the figures of its column. */
async function measureDatabase(kind, { cluster, posts, runs, executablePath, log }) {
  const { startCms, removeDataDir } = await import(
    pathToFileURL(join(root, 'out/node/cms/testing/cms-process.js')).href
  )
  const databaseUrl = kind === 'postgres' ? cluster.url(`folio_bench_${Date.now()}`) : ''
  const cms = await startCms({
    env: {
      FOLIO_DATABASE_URL: databaseUrl,
      FOLIO_TEST_DATABASE_URL: '',
      FOLIO_CMS_SEED: 'none',
      FOLIO_ADMIN_EMAIL: ADMIN.email,
      FOLIO_ADMIN_PASSWORD: ADMIN.password,
    },
    timeoutMs: 300_000,
  })
  const hostDir = mkdtempSync(join(tmpdir(), 'folio-bench-db-'))
  const figures = {}
  // A figure that fails (a timeout on a slow query) says why in its cell; the others are still measured.
  const attempt = async (key, measure) => {
    try {
      figures[key] = await measure()
    } catch (error) {
      figures[key] = { error: error.message.split('\n')[0] }
      log(`${kind}: ${FIGURES[key].label}: ${figures[key].error}`)
    }
  }
  let host
  let context
  try {
    const { json: login } = await rest(cms.url, '/users/login', { method: 'POST', body: ADMIN })
    const token = login.token
    const { json: created } = await rest(cms.url, '/posts?locale=en&depth=0', {
      token,
      method: 'POST',
      body: {
        title: 'Template post',
        slug: 'template-post',
        excerpt: 'The post the benchmark clones.',
        tags: [{ label: 'benchmark' }],
        _status: 'published',
      },
    })
    log(`${kind}: cloning ${posts - 1} posts`)
    const db = await openDatabase(kind, kind === 'postgres' ? databaseUrl : join(cms.dataDir, 'cms', 'folio.db'))
    try {
      let ms = await clonePosts({ dialect: DIALECTS[kind], run: db.run, templateId: created.doc.id, count: posts - 1 })
      // PostgreSQL's autovacuum analyzes a table this changed within a minute; do it now, as it would.
      if (kind === 'postgres') {
        const analyzed = performance.now()
        await db.run('ANALYZE')
        ms += performance.now() - analyzed
      }
      figures.seed = summary([ms])
    } finally {
      await db.close()
    }
    const { json: counted } = await rest(cms.url, '/posts/count', { token })
    if (counted.totalDocs !== posts) throw new Error(`expected ${posts} posts, the CMS counts ${counted.totalDocs}`)
    log(`${kind}: ${counted.totalDocs} posts in ${Math.round(figures.seed.median)} ms`)

    // The requests alone, as the list sends them (drafts: the newest version of each post).
    const select = 'select[title]=true&select[slug]=true&select[updatedAt]=true&select[_status]=true'
    const list = (extra) => `/posts?depth=0&draft=true&limit=10&locale=en&${select}&${extra}`
    const timeRequest = async (path) => {
      const samples = []
      await rest(cms.url, path, { token })
      for (let i = 0; i < runs; i++) samples.push((await rest(cms.url, path, { token })).ms)
      return summary(samples)
    }
    await attempt('listRequest', () => timeRequest(list('page=1')))
    // A post in the middle: its number as the search, its edit view.
    const middle = Math.floor(posts / 2)
    // Page 1,000 of 10 rows, or the last page of a smaller run.
    const deepPage = Math.min(1000, Math.ceil(posts / 10))
    await attempt('searchRequest', () =>
      timeRequest(list(`page=1&where[title][like]=${String(middle).padStart(6, '0')}`)),
    )
    await attempt('page1000Request', () => timeRequest(list(`page=${deepPage}`)))

    host = await startWebHost(hostDir, { cmsUrl: cms.url, timeoutMs: 180_000 })
    await waitSignedIn(host.url, 120_000, { signIn: ADMIN })
    context = await chromium.launchPersistentContext(join(hostDir, 'chromium-profile'), {
      executablePath,
      args: CHROMIUM_FLAGS,
      viewport: { width: 1440, height: 900 },
    })
    await context.addCookies(hostKeyCookies())
    const app = `${host.url}/admin/collections/posts`
    /** A full load in a new tab (warm HTTP cache): navigation start to ready, on the page's clock. */
    const load = async (url, ready) => {
      const page = await context.newPage()
      await page.goto(url, { waitUntil: 'commit' })
      const ms = await waitReady(page, ready)
      await page.close()
      return ms
    }
    const repeat = async (measure) => {
      await measure(-1) // warm-up
      const samples = []
      for (let i = 0; i < runs; i++) samples.push(await measure(i))
      return summary(samples)
    }
    await attempt('postsList', () => repeat(() => load(app, listReady)))
    await attempt('page1000', () => repeat(() => load(`${app}?page=${deepPage}`, listReady)))
    // A different post's number each time, none of them on the first page.
    await attempt('search', () =>
      repeat(async (i) => {
        const fragment = String(middle + (i + 1) * 7).padStart(6, '0')
        const page = await context.newPage()
        await page.goto(app)
        await waitReady(page, listReady)
        const start = await page.evaluate(() => performance.now())
        await page.getByTestId('list-search').fill(fragment)
        const end = await waitReady(page, searchReady, fragment)
        await page.close()
        return end - start
      }),
    )
    const { json: found } = await rest(
      cms.url,
      `/posts?depth=0&limit=1&where[slug][equals]=bench-post-${String(middle).padStart(6, '0')}`,
      { token },
    )
    await attempt('editView', () => repeat(() => load(`${app}/${found.docs[0].id}`, editReady)))
    return figures
  } catch (error) {
    // The CMS's own last words say more than a failed fetch.
    throw new Error(`${kind}: ${error.message}\n--- CMS stderr (tail)\n${cms.stderr().slice(-3000)}`, { cause: error })
  } finally {
    await context?.close()
    if (host) await stopChild(host.child, 8000)
    await cms.stop()
    removeDataDir(cms.dataDir)
    rmSync(hostDir, { recursive: true, force: true })
  }
}

/** scripts/concurrency.mjs on the cluster (its own database there); its figures line, parsed. */
async function concurrency(cluster, seconds) {
  const child = spawn(process.execPath, ['scripts/concurrency.mjs', '--seconds', String(seconds)], {
    cwd: root,
    env: { ...process.env, FOLIO_TEST_DATABASE_URL: cluster.url('folio_test') },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk))
  const code = await new Promise((resolve) => child.on('exit', resolve))
  const line = /^Folio concurrency: (.*)$/m.exec(output)
  if (!line) throw new Error(`the concurrency run printed no figures (exit ${code}):\n${output.slice(-2000)}`)
  return JSON.parse(line[1])
}

export async function runDatabaseBench(argv) {
  const { values: args } = parseArgs({
    args: argv,
    options: {
      database: { type: 'string' },
      posts: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '30' },
    },
  })
  if (args.database !== 'postgres') throw new Error(`--database takes postgres (got ${args.database})`)
  const unavailable = postgresUnavailableReason()
  if (unavailable) throw new Error(unavailable)
  ensureBuilt()
  const executablePath = findChromium()
  if (!executablePath) throw new Error('no Chromium found: apt-get install chromium')
  const posts = Math.max(2, Number(args.posts) || 100_000)
  const runs = Math.max(1, Number(args.runs) || 5)
  const log = (line) => console.log(`bench: ${line}`)
  const cluster = await startThrowawayPostgres({ log })
  const columns = {}
  try {
    for (const kind of ['sqlite', 'postgres'])
      columns[kind] = await measureDatabase(kind, { cluster, posts, runs, executablePath, log })
    log('concurrency run on PostgreSQL')
    const run = await concurrency(cluster, Number(args.seconds) || 30)
    for (const key of ['writesPerSecond', 'p95SaveMs', 'lostUpdates']) columns.postgres[key] = { median: run[key] }
    columns.postgres.concurrency = run
  } finally {
    await cluster.stop()
  }

  const pad = (s, n) => String(s).padEnd(n)
  const cell = (figure, value) =>
    value?.error
      ? 'failed (see the log)'
      : value
        ? `${value.median}${figure.unit ? ` ${figure.unit}` : ''}${value.samples?.length > 1 ? ` (${value.min}-${value.max})` : ''}`
        : '-'
  console.log(`\nFolio on ${posts.toLocaleString('en')} posts (median of ${runs} runs after a warm-up [min-max])\n`)
  console.log(pad('figure', 44) + pad('SQLite', 26) + 'PostgreSQL')
  for (const [key, figure] of Object.entries(FIGURES))
    console.log(
      pad(figure.label, 44) + pad(cell(figure, columns.sqlite[key]), 26) + cell(figure, columns.postgres[key]),
    )
  console.log("\nSearch includes the search field's 250 ms debounce. Concurrency: PostgreSQL only (20 editors).")
  mkdirSync(join(root, 'bench', 'results'), { recursive: true })
  const file = join(root, 'bench', 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}-database.json`)
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        posts,
        runs,
        figures: FIGURES,
        results: columns,
      },
      null,
      2,
    ),
  )
  console.log(`\nWrote ${file}`)
  return columns.postgres.lostUpdates?.median === 0 ? 0 : 1
}
