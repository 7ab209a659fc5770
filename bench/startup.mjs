// App start to a usable dashboard on the built-in CMS (issue 22): web host process start until the
// dashboard is ready in Chromium, on a fresh data folder (first run: the CMS creates its database and
// seeds the demo content) and again on the same folder (a restart). The browser is up before the
// clock starts (the desktop app's window opens while the CMS starts); one warm-up pair first.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs'
import { hostKeyCookies, root, startWebHost, stopChild, WEB_HOST_LISTENING, WEB_HOST_READY } from '../scripts/lib.mjs'

/** One start: spawn to the dashboard ready in a tab of `context`; also when the host said "Folio ready". */
async function startOnce(appRoot, dataDir, context, dashboardReady) {
  let readyLineAt = null
  const host = await startWebHost(dataDir, {
    ready: WEB_HOST_LISTENING,
    timeoutMs: 60_000,
    appRoot,
    onOutput: (output) => {
      if (readyLineAt === null && WEB_HOST_READY.test(output)) readyLineAt = performance.now()
    },
  })
  try {
    const page = await context.newPage()
    await page.goto(`${host.url}/admin`)
    await page.waitForFunction(dashboardReady, undefined, { polling: 'raf', timeout: 240_000 })
    const ms = performance.now() - host.startedAt
    await page.close()
    return { ms, readyLineMs: readyLineAt === null ? null : readyLineAt - host.startedAt }
  } finally {
    await stopChild(host.child, 10_000)
  }
}

/**
 * Returns { fresh: number[], restart: number[], readyLine: {fresh, restart} }: `runs` pairs after one
 * warm-up pair, each pair on a data folder of its own (with its own browser profile).
 */
export async function measureStartup({
  runs,
  executablePath,
  dashboardReady,
  appRoot = root,
  warmUp = true,
  log = () => {},
}) {
  const fresh = []
  const restart = []
  const readyLine = { fresh: [], restart: [] }
  for (let i = warmUp ? 0 : 1; i <= runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'folio-bench-startup-'))
    const context = await chromium.launchPersistentContext(join(dir, 'chromium-profile'), {
      executablePath,
      args: CHROMIUM_FLAGS,
      viewport: { width: 1440, height: 900 },
    })
    await context.addCookies(hostKeyCookies())
    try {
      const dataDir = join(dir, 'data')
      const first = await startOnce(appRoot, dataDir, context, dashboardReady)
      const again = await startOnce(appRoot, dataDir, context, dashboardReady)
      log(
        `startup ${i === 0 ? 'warm-up' : `run ${i}`}: fresh ${Math.round(first.ms)} ms, restart ${Math.round(again.ms)} ms`,
      )
      if (i === 0) continue
      fresh.push(first.ms)
      restart.push(again.ms)
      readyLine.fresh.push(first.readyLineMs)
      readyLine.restart.push(again.readyLineMs)
    } finally {
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }
  return { fresh, restart, readyLine }
}
