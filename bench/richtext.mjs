// Rich-text typing latency, for bench/run.mjs: key event to the next painted frame while typing in
// the body of the seeded large post (300 top-level blocks) and of the stress post (~5,000 nodes).
// The lead wires it into run.mjs; it takes that file's context, base URL, measureLoad and READY.
/* global window, document, requestAnimationFrame -- only inside the callbacks Playwright runs in the page */

const TEXT = 'the quick brown fox jumps'

const p = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(s.length * q))]
}
const round = (x) => Math.round(x * 10) / 10

async function typeInBody({ context, url, measureLoad, READY }) {
  const { page } = await measureLoad(context, url, READY.largePostDocument, true)
  const body = page.locator('[data-testid="input-body"][contenteditable="true"]')
  await body.waitFor({ state: 'visible', timeout: 60_000 })
  // The caret goes to the end of a paragraph in the middle of the document.
  const paragraphs = body.locator(':scope > p')
  const count = await paragraphs.count()
  const target = paragraphs.nth(Math.floor(count / 2))
  await target.scrollIntoViewIfNeeded()
  await target.click()
  await page.keyboard.press('End')
  await page.evaluate(() => {
    window.__richTextLatencies = []
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp
        requestAnimationFrame(() => setTimeout(() => window.__richTextLatencies.push(performance.now() - start), 0))
      },
      { capture: true },
    )
  })
  await page.keyboard.type(TEXT, { delay: 40 })
  await page.waitForTimeout(500)
  const latencies = await page.evaluate(() => window.__richTextLatencies)
  // What was typed reached the document (the form gets it after a pause, not per keystroke).
  const typed = await target.textContent()
  if (!typed?.includes(TEXT)) throw new Error('rich-text bench: the typed text is not in the body')
  await page.close()
  return { p50: round(p(latencies, 0.5)), p95: round(p(latencies, 0.95)), samples: latencies.map(round) }
}

/**
 * @returns {Promise<{ largePost: { p50: number, p95: number } | null, stressPost: { p50: number, p95: number } | null }>}
 */
export async function measureRichTextTyping({ context, base, measureLoad, READY, largePostId, stressId }) {
  const largePost =
    largePostId === undefined
      ? null
      : await typeInBody({ context, url: `${base}/admin/collections/posts/${largePostId}`, measureLoad, READY })
  const stressPost =
    stressId === undefined
      ? null
      : await typeInBody({ context, url: `${base}/admin/collections/posts/${stressId}`, measureLoad, READY })
  return { largePost, stressPost }
}
