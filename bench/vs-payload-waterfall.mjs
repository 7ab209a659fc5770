// Where a screen's time goes, for the screens under the target ratio: one more load per admin, with its
// requests (start and duration on the page clock), the document's first byte, and the main thread's long
// tasks until ready. Written into the --vs-payload JSON and summed up in the printout.
/* global window -- only inside the callbacks Playwright runs in the page */

import { openUntilReady } from './vs-payload-ready.mjs'

const round = (x) => Math.round(x)

/** A short name for a request: the bridge channel, the REST path, or the file. */
export function requestName(url, origin) {
  const parsed = new URL(url)
  const inApp = parsed.origin === origin
  const path = parsed.pathname.replace(/^\/__folio\/bridge\//, 'bridge ')
  return inApp ? path : `${parsed.host}${path}`
}

/** Sums what the load waited on: requests that started before ready, long tasks, the document. */
export function summarizeWaterfall({ readyMs, ttfb, requests, longTasks }) {
  const before = requests.filter((r) => r.start < readyMs)
  const lastData = before.filter((r) => r.type !== 'script' && r.type !== 'link' && r.type !== 'css')
  return {
    readyMs: round(readyMs),
    ttfb: round(ttfb),
    requestsBeforeReady: before.length,
    scriptsBeforeReady: before.filter((r) => r.type === 'script').length,
    lastDataResponseEnd: round(Math.max(0, ...lastData.map((r) => r.start + r.duration))),
    longTaskMs: round(longTasks.filter((t) => t.start < readyMs).reduce((s, t) => s + t.duration, 0)),
  }
}

export async function waterfall(context, url, ready, kind) {
  const { page, ms: readyMs } = await openUntilReady(context, url, ready, kind, {
    beforeLoad: (page) =>
      page.addInitScript(() => {
        window.__longTasks = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__longTasks.push({ start: entry.startTime, duration: entry.duration })
        }).observe({ type: 'longtask', buffered: true })
      }),
  })
  const timing = await page.evaluate(() => ({
    ttfb: performance.getEntriesByType('navigation')[0]?.responseStart ?? 0,
    requests: performance.getEntriesByType('resource').map((e) => ({
      url: e.name,
      type: e.initiatorType,
      start: e.startTime,
      duration: e.duration,
    })),
    longTasks: window.__longTasks,
  }))
  await page.close()
  const origin = new URL(url).origin
  const requests = timing.requests.map((r) => ({
    name: requestName(r.url, origin),
    type: r.type,
    start: round(r.start),
    duration: round(r.duration),
  }))
  return { ...summarizeWaterfall({ readyMs, ...timing, requests }), requests, longTasks: timing.longTasks }
}
