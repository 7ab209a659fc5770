// In-app navigation, the way an editor moves once the admin is open: from a screen that is ready, a click on
// the admin's own link to the next screen (the sidebar, the document's tabs, a versions row), timed on the
// page clock from the click to the first animation frame where the next screen is ready. Both admins'
// links are client-side (Next.js's <Link>, react-router's <Link>): Payload's asks its server to render the
// next screen, Folio's renders it from its own reads. The same paths, links and ready definitions for both.
/* global window, document, requestIdleCallback -- these run in the page */
import { readyProbeScript, readyTime } from './vs-payload-ready.mjs'

/** The link to the path `target` shown on the page, if any. */
function visibleLinkTo(target) {
  return [...document.querySelectorAll('a[href]')].find(
    (a) => new URL(a.href).pathname.replace(/\/+$/, '') === target && a.getClientRects().length > 0,
  )
}

/** The page can be clicked away from: the link to `target` is shown and, for server-rendered links, hydrated. */
function linkSettled(target) {
  const link = window.__benchLinkTo(target)
  // Payload's links are server-rendered first: a click before hydration would be a full page load.
  return !!link && Object.keys(link).some((k) => k.startsWith('__reactFiber$'))
}

/**
 * Waits for a quiet main thread: an idle period of at least `ms` (at most 50, the browser's longest), or
 * `limitMs` at most where a page never idles that long (one that draws every frame).
 */
function waitIdle({ ms, limitMs }) {
  return new Promise((resolve) => {
    const start = performance.now()
    const check = (deadline) =>
      deadline.timeRemaining() >= ms || performance.now() - start > limitMs ? resolve() : requestIdleCallback(check)
    requestIdleCallback(check)
  })
}

/**
 * Screens reached in-app, each from the screen an editor comes from. `ids` are the seed's documents;
 * `versionId` is a version shown on the versioned post's first versions page in both admins.
 */
export function inAppSteps({ largeId, versionedId, versionId }) {
  const doc = (id) => `/admin/collections/posts/${id}`
  return {
    dashboard: { from: '/admin/collections/posts', to: '/admin', kind: 'dashboard' },
    postsList: { from: '/admin', to: '/admin/collections/posts', kind: 'postsList' },
    largePostDocument: { from: `${doc(largeId)}/versions`, to: doc(largeId), kind: 'largePostDocument' },
    versionsList: { from: doc(versionedId), to: `${doc(versionedId)}/versions`, kind: 'versionsList' },
    versionDiff: {
      from: `${doc(versionedId)}/versions`,
      to: `${doc(versionedId)}/versions/${versionId}`,
      kind: 'versionDiff',
    },
    apiView: { from: `${doc(largeId)}/versions`, to: `${doc(largeId)}/api`, kind: 'apiView' },
  }
}

/** One in-app step in a new tab: load `from`, wait until its link to `to` can be clicked and all is quiet, click, time. */
export async function clickUntilReady(context, base, step, ready) {
  const page = await context.newPage()
  try {
    // The one link lookup, for the wait below and the click (a script over the protocol: no eval, which
    // Folio's CSP refuses).
    await page.addInitScript(`window.__benchLinkTo = ${visibleLinkTo}`)
    await page.goto(base + step.from, { waitUntil: 'commit', timeout: 90_000 })
    await page
      .waitForFunction(linkSettled, step.to, { polling: 'raf', timeout: 90_000 })
      .catch(() => Promise.reject(new Error(`no link to ${step.to} on ${step.from}`)))
    await page.evaluate(waitIdle, { ms: 40, limitMs: 1500 })
    // The ready probe starts in the same task as the click, so its first frame is the click's first frame.
    const clickedAt = await page.evaluate(`(() => {
      const link = window.__benchLinkTo(${JSON.stringify(step.to)})
      window.__inAppNavigation = true
      const at = performance.now()
      link.click()
      ${readyProbeScript(ready, step.kind)}
      return at
    })()`)
    const readyAt = await readyTime(page).catch((error) => error)
    // A click that loaded a new document is not an in-app navigation (and its clock started again); the
    // probe went with the old document, so its wait failed or found nothing.
    if (!(await page.evaluate(() => window.__inAppNavigation === true).catch(() => false)))
      throw new Error(`the link to ${step.to} loaded a new page`)
    if (readyAt instanceof Error) throw readyAt
    return readyAt - clickedAt
  } finally {
    await page.close()
  }
}
