// Live preview: keystroke in the title of the large post to the preview frame painted with the new
// text (the demo preview site, through the real @payloadcms/live-preview, which merges each update
// on the CMS). Both ends are read on one clock: performance.timeOrigin + performance.now() of each
// document (the editor page and the frame are in one browser).
/* global window, document, MutationObserver, requestAnimationFrame -- only inside the callbacks Playwright runs in the page */

const READY = () =>
  document.querySelector('[data-testid="live-preview"][data-ready="true"]') ? performance.now() : false

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(s.length * p))]
}

/**
 * @param {{ context: import('@playwright/test').BrowserContext, base: string, measureLoad: Function, largePostId: string | number, keys?: number }} options
 * @returns {Promise<{ p50: number, p95: number, samples: number[] }>}
 */
export async function measureKeystrokeToPreview({ context, base, measureLoad, largePostId, keys = 30 }) {
  const { page } = await measureLoad(context, `${base}/admin/collections/posts/${largePostId}/preview`, READY, true)
  try {
    const frameHandle = await page.waitForSelector('[data-testid="live-preview-frame"]')
    const frame = await frameHandle.contentFrame()
    if (!frame) throw new Error('no preview frame')
    return await timeKeystrokesToPaint({ page, frame, input: page.getByTestId('input-title'), keys })
  } finally {
    await page.close()
  }
}

/**
 * Types `keys` letters at the end of `input` (in the admin's page) and times each keydown to the frame
 * painted with the demo preview site's title holding the new text. Shared by both admins in --vs-payload.
 */
export async function timeKeystrokesToPaint({ page, frame, input, keys = 30 }) {
  await frame.waitForSelector('[data-testid="preview-title"]')

  // In the frame: the absolute time each title text was first painted (a frame after the DOM change).
  await frame.evaluate(() => {
    window.__paints = {}
    const title = () => document.querySelector('[data-testid="preview-title"]')?.textContent ?? ''
    new MutationObserver(() => {
      const text = title()
      if (text in window.__paints) return
      window.__paints[text] = -1
      requestAnimationFrame(() =>
        setTimeout(() => (window.__paints[text] = performance.timeOrigin + performance.now()), 0),
      )
    }).observe(document.querySelector('[data-testid="preview-content"]'), {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
  // In the editor: the absolute time of each keydown.
  await page.evaluate(() => {
    window.__keys = []
    document.addEventListener('keydown', (event) => window.__keys.push(performance.timeOrigin + event.timeStamp), {
      capture: true,
    })
  })

  await input.click()
  await page.keyboard.press('End')
  let expected = await input.inputValue()
  const samples = []
  const alphabet = 'abcdefghijklmnopqrstuvwxyz'
  for (let i = 0; i < keys; i++) {
    const char = alphabet[i % alphabet.length]
    expected += char
    await page.keyboard.press(char)
    const painted = await frame.waitForFunction(
      (text) => (window.__paints[text] > 0 ? window.__paints[text] : false),
      expected,
      { timeout: 30_000 },
    )
    const paintedAt = await painted.jsonValue()
    const keyAt = await page.evaluate(() => window.__keys[window.__keys.length - 1])
    samples.push(Math.round((paintedAt - keyAt) * 10) / 10)
    // Like an editor typing: a short pause between keys.
    await page.waitForTimeout(30)
  }
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), samples }
}
