import { expect, test } from './fixtures'
import { bridgePath } from './support/bridge'
import { openPost } from './support/documents'

/** A JSON Web Token's shape: base64url of '{"' (eyJ) in the header and payload, then a signature. */
const JWT = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/

test('the preview URL the UI gets carries a ticket, never the editor’s token, and the preview still shows drafts', async ({
  page,
}) => {
  await openPost(page, 'Post 14')
  const answered = page.waitForResponse((response) => response.url().endsWith(bridgePath('renderer:preview-url')))
  await page.getByTestId('doc-tab-preview').click()
  const body = await (await answered).text()
  const url = (JSON.parse(body) as { value: { ok: boolean; data: { url: string } } }).value.data.url
  expect(body).not.toMatch(JWT)
  expect(url).toMatch(/#ticket=[A-Za-z0-9_-]{43}$/)

  await expect(page.getByTestId('live-preview')).toHaveAttribute('data-ready', 'true')
  expect(await page.getByTestId('live-preview-frame').getAttribute('src')).not.toMatch(JWT)
  const frame = page.frameLocator('[data-testid="live-preview-frame"]')
  await expect(frame.getByTestId('preview-status')).toHaveText(/ready|live/)
  await expect(frame.getByTestId('preview-title')).toHaveText('Post 14')

  // Unsaved typing reaches the page (the merge is read with the ticket), and so does a saved draft.
  await page.getByTestId('input-title').fill('Post 14, a draft only')
  await expect(frame.getByTestId('preview-title')).toHaveText('Post 14, a draft only')
  await page.getByTestId('save-draft').click()
  await expect(page.getByTestId('toast-success')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('live-preview')).toHaveAttribute('data-ready', 'true')
  await expect(page.frameLocator('[data-testid="live-preview-frame"]').getByTestId('preview-title')).toHaveText(
    'Post 14, a draft only',
  )
})
