// When a screen counts as ready, for Payload's admin and for Folio, side by side (bench/README.md has the
// table). Both mean the same to an editor: the screen's data is shown, no loading placeholder is left, and
// its controls answer (Payload's are server-rendered first, so "hydrated" is part of its definition; Folio
// renders on the client and marks its screens busy until their data is in).
// Each runs in the page on every animation frame and returns the page clock's time when ready, else false.
/* global window, document -- these functions run in the page */

/** Payload's admin: the screen's template hydrated, no shimmer, and the screen's own content. */
export function payloadReady(kind) {
  const hydrated = (el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'))
  const q = (s) => document.querySelector(s)
  const qa = (s) => [...document.querySelectorAll(s)]
  const wrap = q('.template-default__wrap')
  if (!hydrated(wrap) || wrap.querySelector('.shimmer-effect')) return false
  let ok = false
  if (kind === 'dashboard')
    ok = qa('.collections__card-list .card').length >= 3 && hydrated(q('.collections__card-list .card'))
  else if (kind === 'postsList')
    ok = qa('.collection-list table tbody tr').length >= 10 && hydrated(q('.collection-list table tbody tr'))
  else if (kind === 'largePostDocument') {
    const title = q('#field-title')
    const meta = q('.doc-controls__meta')
    const bodies = qa('.rich-text-lexical')
    ok =
      hydrated(title) &&
      !title.disabled &&
      bodies.length > 0 &&
      bodies.every((body) => body.querySelector('[contenteditable="true"]')) &&
      !!meta &&
      !/Loading/.test(meta.textContent) &&
      hydrated(q('.form-submit button'))
  } else if (kind === 'versionsList')
    ok = qa('.versions table tbody tr').length >= 10 && hydrated(q('.versions table tbody tr'))
  else if (kind === 'versionDiff')
    ok = !!q('.render-field-diffs .field-diff-content') && hydrated(q('.view-version .rs__control'))
  else if (kind === 'apiViewLargePost' || kind === 'apiView')
    ok =
      qa('.query-inspector__results .query-inspector__row-line').length > 1 && hydrated(q('.query-inspector__results'))
  return ok ? performance.now() : false
}

/** Folio: the same states, read from the data-testids and busy flags its screens set. */
export function folioReady(kind) {
  const q = (s) => document.querySelector(s)
  const qa = (s) => [...document.querySelectorAll(s)]
  let ok = false
  if (kind === 'dashboard')
    ok =
      qa('[data-testid^="card-collection-"]').length >= 3 &&
      q('[data-testid="dashboard"]')?.getAttribute('aria-busy') === 'false'
  else if (kind === 'postsList')
    ok =
      qa('[data-testid="list-row"]').length >= 10 &&
      q('[data-testid="list-table-wrap"]')?.getAttribute('aria-busy') === 'false'
  else if (kind === 'largePostDocument') {
    const title = q('[data-testid="input-title"]')
    const bodies = qa('.rich-text')
    ok =
      !!q('[data-testid="edit-view"][data-ready="true"]') &&
      !!title &&
      !title.disabled &&
      bodies.length > 0 &&
      bodies.every((body) => body.querySelector('[contenteditable="true"]'))
  } else if (kind === 'versionsList')
    ok =
      qa('[data-testid="version-row"]').length >= 10 &&
      q('[data-testid="versions-table-wrap"]')?.getAttribute('aria-busy') === 'false'
  else if (kind === 'versionDiff') ok = !!q('[data-testid="version-diff"][data-ready="true"]')
  else if (kind === 'apiViewLargePost' || kind === 'apiView') {
    // apiView: reached in-app at the view's own default depth; apiViewLargePost: loaded with ?depth=2.
    const response = q('[data-testid="api-response"]')
    const tree = q('[data-testid="json-tree"]')
    ok =
      response?.getAttribute('data-loading') === 'false' &&
      (kind === 'apiView' || response.getAttribute('data-depth') === '2') &&
      !!tree &&
      Number(tree.getAttribute('data-rows')) > 1
  }
  return ok ? performance.now() : false
}

/**
 * The page's own script for "the first animation frame where `ready(kind)` holds": checked from the
 * document's first frame (or from the click, in-app) on every frame, in the page, so the time read is
 * when the screen became ready. Playwright's waitForFunction would start polling only after a protocol
 * round trip and its own script's set-up in the new page (about 30 ms of the page's main thread, measured
 * on a blank page), which adds a fixed cost to both admins and hides the faster one's real time.
 * A string, so that a strict Content-Security-Policy (no eval) does not apply: it runs over the protocol.
 */
export function readyProbeScript(ready, kind) {
  return `window.__benchReady = new Promise((resolve) => {
    const ready = ${ready.toString()}
    const tick = () => { const at = ready(${JSON.stringify(kind)}); if (at === false) requestAnimationFrame(tick); else resolve(at) }
    requestAnimationFrame(tick)
  })`
}

/** Opens `url` in a new tab of `context` with the ready probe in place before any of the page's scripts. */
export async function openUntilReady(context, url, ready, kind, { beforeLoad } = {}) {
  const page = await context.newPage()
  if (beforeLoad) await beforeLoad(page)
  await page.addInitScript(readyProbeScript(ready, kind))
  await page.goto(url, { waitUntil: 'commit', timeout: 90_000 })
  return { page, ms: await readyTime(page) }
}

/** The time the probe recorded, waiting up to 90 s for it. */
export async function readyTime(page) {
  return page.evaluate(() =>
    Promise.race([
      window.__benchReady,
      new Promise((_, reject) => setTimeout(() => reject(new Error('not ready within 90 s')), 90_000)),
    ]),
  )
}
