// What a full load costs in this browser before any admin's own work: a new tab opening a blank page, and
// a new tab loading Folio's entry script from the HTTP cache without running it. Measured the way the
// screens are (bench/vs-payload-ready.mjs: navigation start to the first animation frame where the page
// is ready), in Folio's own browser profile, so the side-by-side table can say how much of a 5x budget is
// left for the app once the browser has taken its share.
/* global document -- floorReady runs in the page */
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'

import { openUntilReady } from './vs-payload-ready.mjs'
import { median } from './vs-payload-report.mjs'

/** Ready once the marker element is in the document (the blank page has it; the script page adds it). */
export function floorReady() {
  return document.getElementById('floor-ready') ? performance.now() : false
}

/** The entry script index.html loads (the one file a first screen cannot do without). */
export function entryScriptOf(rendererDir) {
  const html = readFileSync(join(rendererDir, 'index.html'), 'utf8')
  const src = /<script[^>]*\bsrc="\/?(assets\/index-[^"]+\.js)"/.exec(html)?.[1]
  if (!src) throw new Error('no entry script in index.html')
  return join(rendererDir, src)
}

/** The two floor pages, and the entry script wrapped so that it is fetched and compiled but never run. */
export function floorPages(entryScript) {
  const script = Buffer.concat([
    Buffer.from('if (window.__floorNever) {\n'),
    entryScript,
    Buffer.from('\n}\ndocument.body.insertAdjacentHTML("beforeend", "<i id=floor-ready></i>")\n'),
  ])
  return {
    '/blank': { type: 'text/html', body: '<!doctype html><title>floor</title><i id="floor-ready"></i>' },
    '/entry': { type: 'text/html', body: '<!doctype html><title>floor</title><script defer src="/entry.js"></script>' },
    '/entry.js': { type: 'text/javascript', body: script, immutable: true },
  }
}

/**
 * Loads each floor page `runs` times in new tabs of `context` (after one warm-up that fills the HTTP and
 * code caches, as the admins' warm-up does) and returns the medians: { blankMs, entryScriptMs }.
 */
export async function measureBrowserFloor(context, { rendererDir, runs }) {
  const pages = floorPages(readFileSync(entryScriptOf(rendererDir)))
  const server = createServer((request, response) => {
    const page = pages[new URL(request.url, 'http://floor').pathname]
    if (!page) return void response.writeHead(404).end()
    response.writeHead(200, {
      'content-type': page.type,
      ...(page.immutable
        ? { 'cache-control': 'public, max-age=31536000, immutable' }
        : { 'cache-control': 'no-cache' }),
    })
    response.end(page.body)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const base = `http://127.0.0.1:${server.address().port}`
  try {
    const result = {}
    for (const [key, path] of [
      ['blankMs', '/blank'],
      ['entryScriptMs', '/entry'],
    ]) {
      const taken = []
      for (let i = 0; i <= runs; i++) {
        const { page, ms } = await openUntilReady(context, base + path, floorReady, 'floor')
        await page.close()
        if (i > 0) taken.push(ms)
      }
      result[key] = Math.round(median(taken))
    }
    return result
  } finally {
    server.close()
  }
}

/**
 * For a full-load row under the target: the time the target allows Folio, what is left of it once the
 * browser's floor is taken (negative: the browser alone takes longer), and what Folio's own part takes now.
 */
export function floorBudget(row, floor, target) {
  const allowed = row.payload.median / target
  return {
    allowedMs: Math.round(allowed),
    leftMs: Math.round(allowed - floor.entryScriptMs),
    takesMs: Math.round(row.folio.median - floor.entryScriptMs),
  }
}
