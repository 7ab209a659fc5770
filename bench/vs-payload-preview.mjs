// Keystroke to preview painted, in both admins: the large post's title typed with its live preview of the
// demo preview site open beside it (the same site, frame and timing for both: bench/preview.mjs).
import { timeKeystrokesToPaint } from './preview.mjs'

const KEYS_PER_SESSION = 15

/** Payload's admin: the edit view with its Live Preview toggled on (the toggle is kept as a preference). */
async function openPayload(admin, path) {
  const page = await admin.context.newPage()
  await page.goto(admin.base + path)
  await page.waitForFunction(admin.ready, 'largePostDocument', { polling: 'raf', timeout: 90_000 })
  const toggler = page.locator('#live-preview-toggler')
  if (!(await toggler.getAttribute('class'))?.includes('live-preview-toggler--active')) await toggler.click()
  const frameElement = await page.waitForSelector('iframe.iframe-loader__iframe', { timeout: 60_000 })
  return { page, frame: await frameElement.contentFrame(), input: page.locator('#field-title') }
}

/** Folio: its live-preview view of the same document. */
async function openFolio(admin, path) {
  const page = await admin.context.newPage()
  await page.goto(`${admin.base}${path}/preview`)
  await page.waitForSelector('[data-testid="live-preview"][data-ready="true"]', { timeout: 90_000 })
  const frameElement = await page.waitForSelector('[data-testid="live-preview-frame"]')
  return { page, frame: await frameElement.contentFrame(), input: page.getByTestId('input-title') }
}

/**
 * Two typing sessions per admin, alternating (Payload, Folio, Folio, Payload); every keystroke's latency
 * pooled per admin. Autosave drafts the typing makes stay in this run's copy of the database.
 */
export async function measurePreviewBoth({ admins, largePath }) {
  const open = { payload: openPayload, folio: openFolio }
  const taken = { payload: [], folio: [] }
  for (const name of ['payload', 'folio', 'folio', 'payload']) {
    const { page, frame, input } = await open[name](admins[name], largePath)
    try {
      if (!frame) throw new Error(`${name}: no preview frame`)
      const { samples } = await timeKeystrokesToPaint({ page, frame, input, keys: KEYS_PER_SESSION })
      taken[name].push(...samples)
    } finally {
      await page.close()
    }
  }
  return taken
}
