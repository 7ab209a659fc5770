/**
 * A Payload server without serverURL (as most run) gives file, image-size and live-preview URLs as
 * paths. Folio shows them from that server, as Payload's own admin does on it: the upload chip loads
 * (and the media list's thumbnail) the smallest image size that covers it, and the live preview frames (and links to) the page the
 * path names on the server. Driven against the tests' second CMS (src/cms/testing/alt-urls.ts).
 */
import { type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { rest, uploadThroughBridge } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

/** Uploads a generated PNG through the host's bridge, as the upload field does; answers the new document. */
async function uploadImage(page: Page, filename: string): Promise<{ id: number; url: string }> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer()
  const answer = await uploadThroughBridge<{ id: number; url: string }>(page, {
    collection: 'url-media',
    filename,
    mimeType: 'image/png',
    dataBase64: png.toString('base64'),
    fields: { alt: filename },
  })
  expect(answer.ok).toBe(true)
  return answer.data.doc
}

/** Whether an <img> loaded, by the pixels it decoded (0 when the address failed or was blocked). */
const loadedWidth = (img: Locator) =>
  img.evaluate((el) => {
    const image = el as unknown as { complete: boolean; naturalWidth: number }
    return image.complete ? image.naturalWidth : -1
  })

/** Signs in, uploads an image and makes a page that shows it; answers both. */
async function makePageWithImage(page: Page) {
  await alt.signIn(page)
  const title = `Relative URLs ${Date.now()}`
  const image = await uploadImage(page, `rel-${Date.now()}.png`)
  // The precondition: this server answers with paths, not addresses.
  expect(image.url).toMatch(/^\/api\/url-media\/file\//)
  const created = await rest<{ doc: { id: number } }>(
    page,
    '/url-pages',
    {},
    { method: 'POST', body: { title, image: image.id } },
  )
  expect(created.ok).toBe(true)
  return { title, image, id: created.data.doc.id }
}

test('the upload field and the media list show the smallest image size that covers them, from the server', async ({
  page,
}) => {
  const { image, id } = await makePageWithImage(page)
  // Of the 16, 64 and 480 wide sizes, 64 is the smallest that covers the 32px chip and the 40px list thumbnail.
  const chipSize = `${alt.cms.url}${image.url.replace(/\.png$/, '')}-64x64.png`

  await page.goto(`${alt.host.url}/cms-admin/collections/url-pages/${id}`)
  const chip = page.getByTestId('chosen-thumb-image')
  await expect(chip).toHaveAttribute('src', chipSize)
  await expect.poll(() => loadedWidth(chip)).toBe(64)

  await page.goto(`${alt.host.url}/cms-admin/collections/url-media`)
  const row = page.getByTestId('list-row').filter({ hasText: image.url.split('/').pop()! })
  const thumb = row.getByTestId('list-thumb')
  await expect(thumb).toHaveAttribute('src', chipSize)
  await expect.poll(() => loadedWidth(thumb)).toBe(64)
})

test("the live preview frames, and opens in a new window, the server's page that its path names", async ({ page }) => {
  const { title, id } = await makePageWithImage(page)
  await page.goto(`${alt.host.url}/cms-admin/collections/url-pages/${id}`)
  await page.getByTestId('doc-tab-preview').click()
  const previewPath = `/api/url-pages/preview?title=${encodeURIComponent(title)}`
  // A remote CMS's page is framed through the plugin's relay at the CMS, which frames the path itself.
  const relay = new RegExp(`^${alt.cms.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/folio/preview-relay\\?ticket=`)
  await expect(page.getByTestId('live-preview-frame')).toHaveAttribute('src', relay)
  const relayPage = page.frameLocator('[data-testid="live-preview-frame"]')
  await expect(relayPage.locator('#folio-relay-frame')).toHaveAttribute('src', previewPath)
  const frame = relayPage.frameLocator('#folio-relay-frame')
  await expect(frame.getByRole('heading', { name: 'Served by the CMS' })).toBeVisible()
  await expect(frame.locator('[data-title]')).toHaveText(title)
  await expect(page.getByTestId('live-preview-popup')).toHaveAttribute('href', relay)
  // The page never connects to live preview (it does not use Payload's live-preview package): the
  // pane says so, and what the page needs.
  await expect(page.getByTestId('live-preview-silent')).toContainText('hat sich nicht mit der Live-Vorschau verbunden')
  await expect(page.getByTestId('live-preview')).toHaveAttribute('data-ready', 'false')
})
