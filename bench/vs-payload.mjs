// npm run bench -- --vs-payload: Payload's own admin and Folio against ONE server (bench/payload-admin,
// Payload's Next.js admin on the built-in CMS's content model with the benchmark's seed), measured in the
// same run, alternating A and B per sample so the machine's drift hits both alike. Prints per screen both
// medians with their spread and the ratio, and writes bench/results/vs-payload-<time>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { chromium } from '@playwright/test'

import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs'
import { freePort, hostKeyCookies, root, startWebHost, waitSignedIn } from '../scripts/lib.mjs'
import { ensurePayloadAdmin, startPayloadAdmin } from './payload-admin-server.mjs'
import { measurePreviewBoth } from './vs-payload-preview.mjs'
import { waterfall } from './vs-payload-waterfall.mjs'
import { floorBudget, measureBrowserFloor } from './vs-payload-floor.mjs'
import { clickUntilReady, inAppSteps } from './vs-payload-in-app.mjs'
import { folioReady, openUntilReady, payloadReady } from './vs-payload-ready.mjs'
import { formatTable, IN_APP_FIGURES, summarize, TARGET_RATIO, VS_FIGURES } from './vs-payload-report.mjs'

const EDITOR = 'editor@example.com'

/** Navigation start to the first animation frame where `ready(kind)` holds, on the page's own clock. */
async function loadUntilReady(context, url, ready, kind, keepPage = false) {
  const { page, ms } = await openUntilReady(context, url, ready, kind)
  if (keepPage) return { ms, page }
  await page.close()
  return ms
}

/** JavaScript the page fetched so far (same filter for both admins), after an emptied HTTP cache. */
async function firstLoadJs(context, url, ready, kind) {
  const blank = await context.newPage()
  const cdp = await context.newCDPSession(blank)
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
  await blank.close()
  const { page } = await loadUntilReady(context, url, ready, kind, true)
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => e.encodedBodySize),
  )
  await page.close()
  return { kib: scripts.reduce((s, n) => s + n, 0) / 1024, files: scripts.length }
}

/** Used JS heap after the screen is ready and a forced garbage collection. */
async function heapAfter(context, url, ready, kind) {
  const { page } = await loadUntilReady(context, url, ready, kind, true)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await cdp.detach()
  await page.close()
  return usedSize / 1024 / 1024
}

async function rest(url, path, token) {
  const response = await fetch(`${url}/api${path}`, { headers: { Authorization: `JWT ${token}` } })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return response.json()
}

/** `only`: a set of figure keys to measure (the others read "not asked for"), or null for all. */
export async function runVsPayload({ runs, executablePath, stop, only = null }) {
  await ensurePayloadAdmin({ stop })
  // Ports first: the demo preview site (Folio's, compiled in out/) must know the server and both admins'
  // origins, and the server the preview site's.
  const [serverPort, hostPort] = [await freePort(), await freePort()]
  const { startPreviewSite } = await import(join(root, 'out', 'node', 'cms', 'preview-site', 'server.js'))
  const previewSite = await startPreviewSite({
    port: 0,
    cmsURL: `http://127.0.0.1:${serverPort}`,
    adminOrigins: [`http://127.0.0.1:${hostPort}`],
  })
  const server = await startPayloadAdmin({ port: serverPort, previewOrigin: previewSite.origin })
  const password = server.accounts.find((a) => a.email === EDITOR)?.password
  const workDir = mkdtempSync(join(tmpdir(), 'folio-bench-vs-'))
  const contexts = []
  const processes = [server.child]
  const samples = {}
  const reasons = {}
  try {
    console.log(`Payload admin ready: ${server.url}`)
    const host = await startWebHost(join(workDir, 'folio'), {
      cmsUrl: server.url,
      env: { FOLIO_PORT: String(hostPort) },
      timeoutMs: 120_000,
    })
    processes.push(host.child)
    await waitSignedIn(host.url, 180_000, { signIn: { email: EDITOR, password } })

    // Payload's admin signs in with its own cookie, from a REST login as the same editor.
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EDITOR, password }),
    })
    if (!login.ok) throw new Error(`Payload admin: REST login failed (HTTP ${login.status})`)
    const { token } = await login.json()

    const launch = async (name) => {
      const context = await chromium.launchPersistentContext(join(workDir, `${name}-profile`), {
        executablePath,
        args: [...CHROMIUM_FLAGS, '--js-flags=--expose-gc'],
        viewport: { width: 1440, height: 900 },
      })
      contexts.push(context)
      return context
    }
    const payloadContext = await launch('payload')
    await payloadContext.addCookies([{ name: 'payload-token', value: token, url: server.url }])
    const folioContext = await launch('folio')
    // The demo preview site reads drafts as whoever is signed in to the CMS in that browser: Folio's
    // tickets are for its built-in CMS only, so its browser gets the same editor's CMS cookie.
    await folioContext.addCookies([{ name: 'payload-token', value: token, url: server.url }, ...hostKeyCookies()])

    const bySlug = async (slug) =>
      (await rest(server.url, `/posts?where[slug][equals]=${slug}&depth=0&limit=1&draft=true`, token)).docs[0]?.id
    const largeId = await bySlug('large-post')
    const versionedId = await bySlug('versioned-post')
    if (largeId === undefined || versionedId === undefined)
      throw new Error('the seed has no large-post or versioned-post')
    // Revision 16 of the 30-version post (oldest first), as the Folio bench's diff row.
    const versions = await rest(
      server.url,
      `/posts/versions?where[parent][equals]=${versionedId}&sort=createdAt&limit=16&depth=0`,
      token,
    )
    const middleVersion = versions.docs[15]?.id ?? versions.docs.at(-1).id
    // For the in-app diff: the third newest version, on the first versions page of both admins.
    const recent = await rest(
      server.url,
      `/posts/versions?where[parent][equals]=${versionedId}&sort=-updatedAt&limit=3&depth=0`,
      token,
    )
    const recentVersion = recent.docs.at(-1).id

    // The same paths on both: Folio's routes follow Payload's admin URLs.
    const admins = {
      payload: { context: payloadContext, base: server.url, ready: payloadReady },
      folio: { context: folioContext, base: host.url, ready: folioReady },
    }
    const screens = {
      dashboard: '/admin',
      postsList: '/admin/collections/posts',
      largePostDocument: `/admin/collections/posts/${largeId}`,
      versionsList: `/admin/collections/posts/${versionedId}/versions`,
      versionDiff: `/admin/collections/posts/${versionedId}/versions/${middleVersion}`,
      apiViewLargePost: `/admin/collections/posts/${largeId}/api?depth=2`,
    }
    // Sample 0 warms both up; then A before B on even samples and B before A on odd ones.
    const measure = async (key, fn) => {
      if (only && !only.has(key)) {
        reasons[key] = 'not asked for (--only)'
        return
      }
      const taken = { payload: [], folio: [] }
      try {
        for (let i = 0; i <= runs; i++)
          for (const name of i % 2 ? ['folio', 'payload'] : ['payload', 'folio']) {
            const value = await fn(name, admins[name])
            if (i > 0) taken[name].push(value)
          }
        samples[key] = taken
        const show = (xs) => xs.map((x) => Math.round(x)).join(', ')
        console.log(`  ${key}: Payload ${show(taken.payload)} | Folio ${show(taken.folio)}`)
      } catch (error) {
        reasons[key] = String(error?.message ?? error).split('\n')[0]
        console.log(`  ${key}: not measured (${reasons[key]})`)
      }
    }

    console.log(`Measuring (${runs} samples per admin after one warm-up, alternating)…`)
    for (const [key, path] of Object.entries(screens))
      await measure(key, (_, admin) => loadUntilReady(admin.context, admin.base + path, admin.ready, key))
    const jsFiles = {}
    await measure('jsGzip', async (name, admin) => {
      const { kib, files } = await firstLoadJs(
        admin.context,
        admin.base + screens.largePostDocument,
        admin.ready,
        'largePostDocument',
      )
      jsFiles[name] = files
      return kib
    })
    await measure('heapLargePost', (_, admin) =>
      heapAfter(admin.context, admin.base + screens.largePostDocument, admin.ready, 'largePostDocument'),
    )
    if (only && !only.has('keystrokeToPreview')) reasons.keystrokeToPreview = 'not asked for (--only)'
    else
      try {
        samples.keystrokeToPreview = await measurePreviewBoth({ admins, largePath: screens.largePostDocument })
      } catch (error) {
        reasons.keystrokeToPreview = String(error?.message ?? error).split('\n')[0]
      }

    // The browser's own share of a full load, in Folio's profile: what no admin code can take back.
    let floor = null
    if (only && !Object.keys(screens).some((key) => only.has(key))) reasons.browserFloor = 'not asked for (--only)'
    else
      try {
        floor = await measureBrowserFloor(folioContext, { rendererDir: join(root, 'out', 'renderer'), runs })
      } catch (error) {
        reasons.browserFloor = String(error?.message ?? error).split('\n')[0]
      }

    const steps = inAppSteps({ largeId, versionedId, versionId: recentVersion })
    for (const [screen, step] of Object.entries(steps))
      await measure(`inApp${screen[0].toUpperCase()}${screen.slice(1)}`, (_, admin) =>
        clickUntilReady(admin.context, admin.base, step, admin.ready),
      )

    const rows = summarize(samples, reasons)
    const inAppRows = summarize(samples, reasons, IN_APP_FIGURES)
    // Findings for the screens under the target: one more load of each in both admins, with its requests.
    const waterfalls = {}
    for (const row of rows.filter((r) => screens[r.key] && r.ratio !== undefined && r.ratio < TARGET_RATIO)) {
      waterfalls[row.key] = {}
      for (const [name, admin] of Object.entries(admins))
        waterfalls[row.key][name] = await waterfall(
          admin.context,
          admin.base + screens[row.key],
          admin.ready,
          row.key,
        ).catch((error) => ({ error: String(error?.message ?? error).split('\n')[0] }))
    }
    console.log(`\nPayload's admin vs Folio, one server (${server.url}), ${runs} alternating samples each\n`)
    console.log(formatTable(rows))
    console.log(`\nIn-app: from a ready screen, a click on the admin's own link to the next one, until it is ready\n`)
    console.log(formatTable(inAppRows))
    if (floor) {
      console.log(
        `\nThe browser's floor for a full load (a new tab in Folio's browser, before any admin code): a blank ` +
          `page ${floor.blankMs} ms; Folio's entry script loaded from the cache, not run, ${floor.entryScriptMs} ms.`,
      )
      for (const row of rows.filter((r) => screens[r.key] && r.ratio !== undefined && r.ratio < TARGET_RATIO)) {
        const { allowedMs, leftMs, takesMs } = floorBudget(row, floor, TARGET_RATIO)
        console.log(
          `  ${VS_FIGURES[row.key].label}: ${TARGET_RATIO}x allows Folio ${allowedMs} ms; after the floor, ${leftMs} ms ` +
            `for its code, data, layout and paint (they take ${takesMs} ms now)`,
        )
      }
    } else console.log(`\nThe browser's floor: not measured (${reasons.browserFloor})`)
    for (const [key, both] of Object.entries(waterfalls)) {
      console.log(`\n${VS_FIGURES[key].label} (under ${TARGET_RATIO}x), one more load each:`)
      for (const [name, w] of Object.entries(both))
        if (w.error) console.log(`  ${name.padEnd(8)} not traced: ${w.error}`)
        else
          console.log(
            `  ${name.padEnd(8)} ready ${w.readyMs} ms: first byte ${w.ttfb} ms, ${w.scriptsBeforeReady} scripts and ` +
              `${w.requestsBeforeReady - w.scriptsBeforeReady} other requests before ready, last data in at ` +
              `${w.lastDataResponseEnd} ms, long tasks ${w.longTaskMs} ms`,
          )
    }
    mkdirSync(join(root, 'bench', 'results'), { recursive: true })
    const file = join(root, 'bench', 'results', `vs-payload-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
    writeFileSync(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          runs,
          server: server.url,
          jsFiles,
          rows,
          inAppRows,
          samples,
          waterfalls,
          browserFloor: floor,
        },
        null,
        2,
      ),
    )
    console.log(`\nWrote ${file}`)
    return [...rows, ...inAppRows]
  } finally {
    for (const context of contexts) await context.close().catch(() => {})
    for (const child of processes.reverse()) await stop(child)
    server.cleanup()
    await previewSite.close()
    rmSync(workDir, { recursive: true, force: true })
  }
}
