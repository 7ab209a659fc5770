// The media library opening on 1,000 assets: 1,000 small images are uploaded into `media` through the
// host's bridge (as an upload field sends them), then on a draft post the hero image's "Choose from
// existing" is clicked and timed until the first row of the grid's thumbnails has decoded and a frame
// has been painted with them. The first opening (thumbnails not yet in the HTTP cache) is the warm-up.
/* global document, requestAnimationFrame -- only inside the callbacks Playwright runs in the page */
import sharp from 'sharp'

export const MEDIA_ASSETS = 1000
/** Thumbnails that make "the first grid thumbnails": a row of the drawer's grid at 1440 px. */
const FIRST_ROW = 4

/** Uploads `count` generated 64×48 PNGs titled `Bench media <n>`, `parallel` at a time. */
async function uploadAssets(bridge, base, stamp, count, parallel = 8) {
  const png = (n) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: 120 } } })
      .png()
      .toBuffer()
  for (let i = 0; i < count; i += parallel) {
    await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, async (_, j) => {
        const n = i + j
        const answer = await bridge(base, 'renderer:upload', {
          collection: 'media',
          filename: `bench-media-${stamp}-${n}.png`,
          mimeType: 'image/png',
          dataBase64: (await png(n)).toString('base64'),
          fields: { alt: `Bench media ${stamp} ${n}` },
        })
        if (!answer.ok) throw new Error(`could not upload an asset: ${answer.error.message}`)
      }),
    )
  }
}

/**
 * @param {{ context: import('@playwright/test').BrowserContext, base: string, bridge: Function, runs: number,
 *   settleMs: number }} options
 * @returns {Promise<{ samples: number[], assets: number }>}
 */
export async function measureMediaLibrary({ context, base, bridge, runs, settleMs }) {
  const stamp = Date.now().toString(36)
  await uploadAssets(bridge, base, stamp, MEDIA_ASSETS)
  const counted = await bridge(base, 'renderer:api', { method: 'GET', path: '/media', query: { limit: 1, depth: 0 } })
  const assets = counted.ok ? counted.data.totalDocs : MEDIA_ASSETS
  const made = await bridge(base, 'renderer:api', {
    method: 'POST',
    path: '/posts',
    query: { draft: true, depth: 0 },
    body: { title: `Bench media library ${stamp}`, slug: `bench-media-library-${stamp}`, _status: 'draft' },
  })
  if (!made.ok) throw new Error(`could not make the post: ${made.error.message}`)
  const page = await context.newPage()
  try {
    await page.goto(`${base}/admin/collections/posts/${made.data.doc.id}`)
    await page.locator('[data-testid="edit-view"][data-ready="true"]').waitFor()
    const open = page.getByTestId('media-library-open-heroImage')
    await open.waitFor()
    await page.waitForTimeout(settleMs)
    const once = async () => {
      const ms = await page.evaluate(async (firstRow) => {
        const button = document.querySelector('[data-testid="media-library-open-heroImage"]')
        const start = performance.now()
        button.click()
        await new Promise((resolve) => {
          const tick = () => {
            const images = [
              ...document.querySelectorAll('[data-testid="media-library-heroImage"] [data-testid="media-thumb"]'),
            ].slice(0, firstRow)
            const painted = images.length === firstRow && images.every((img) => img.complete && img.naturalWidth > 0)
            if (painted) resolve()
            else requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        })
        // The frame with them painted.
        await new Promise((resolve) => requestAnimationFrame(() => resolve()))
        return performance.now() - start
      }, FIRST_ROW)
      await page.keyboard.press('Escape')
      await page.getByTestId('media-library-heroImage').waitFor({ state: 'detached' })
      await page.waitForTimeout(200)
      return ms
    }
    await once() // warm-up: the thumbnails come from the server the first time
    const samples = []
    for (let i = 0; i < runs; i++) samples.push(await once())
    return { samples, assets }
  } finally {
    await page.close()
  }
}
