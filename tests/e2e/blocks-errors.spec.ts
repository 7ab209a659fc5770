/**
 * Blocks and rows as real configs have them (src/cms/testing/alt-blocks.ts): new rows and blocks start
 * from their fields' defaults, and the server's validation errors land on the field, the rows and
 * blocks on the way to it, and a toast that names them by their labels.
 */
import { type Page } from '@playwright/test'
import { bridgePath } from './support/bridge'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'
import { chooseOption, expectSelected } from './support/select'

const alt = useAltHost()

type Layout = {
  id: number
  content?: {
    blockType: string
    style?: string | null
    heading?: string
    links?: { label?: string; target?: string }[]
  }[]
  items?: { size?: string | null; meta?: { weight?: number } }[]
}

/** Signs in as Alice, creates a layout with `data` and opens it. */
async function openNewLayout(page: Page, data: Record<string, unknown>): Promise<number> {
  await page.goto(alt.host.url)
  await page.getByTestId('sign-in-identifier').fill('alice@example.com')
  await page.getByTestId('sign-in-password').fill(alt.cms.password('alice@example.com'))
  await page.getByTestId('sign-in-submit').click()
  await expect(page.getByTestId('nav')).toBeVisible()
  const created = await rest<{ doc: Layout }>(page, '/layouts', {}, { method: 'POST', body: data })
  expect(created.ok).toBe(true)
  const id = created.data.doc.id
  await page.goto(`${alt.host.url}/cms-admin/collections/layouts/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  return id
}

const readLayout = async (page: Page, id: number) => (await rest<Layout>(page, `/layouts/${id}`)).data

test('a new block and a new array row start from their fields’ defaults, nested rows and groups included', async ({
  page,
}) => {
  const id = await openNewLayout(page, { title: `Defaults ${Date.now()}` })
  await chooseOption(page.getByTestId('add-type-content'), 'hero')
  await page.getByTestId('add-row-content').click()
  // The required select shows its default, and the hero's links start with their default row.
  await expectSelected(page.getByTestId('input-content.0.style'), 'bold')
  await expect(page.getByTestId('input-content.0.links.0.label')).toHaveValue('Read more')
  await expectSelected(page.getByTestId('input-content.0.links.0.target'), 'self')
  await page.getByTestId('add-row-items').click()
  await expectSelected(page.getByTestId('input-items.0.size'), 'plain')
  await expect(page.getByTestId('input-items.0.meta.weight')).toHaveValue('1')
  await page.getByTestId('save').click()
  await expect.poll(async () => (await readLayout(page, id)).items?.length).toBe(1)
  const saved = await readLayout(page, id)
  expect(saved.content?.[0]).toMatchObject({
    blockType: 'hero',
    style: 'bold',
    links: [{ label: 'Read more', target: 'self' }],
  })
  expect(saved.items?.[0]).toMatchObject({ size: 'plain', meta: { weight: 1 } })
})

test('the server’s errors land on their fields, the rows on the way count them and open, and the toast names them by label', async ({
  page,
}) => {
  const id = await openNewLayout(page, {
    title: `Errors ${Date.now()}`,
    content: [
      { blockType: 'note', text: 'fine' },
      { blockType: 'hero', heading: 'Hello', style: 'plain', links: [{ label: 'Home', target: 'self' }] },
    ],
  })
  await page.getByTestId('input-content.1.heading').fill('a forbidden heading')
  await page.getByTestId('input-content.1.links.0.label').fill('forbidden link')
  // The hero is closed when the save goes out: the answer opens it again.
  await page.getByTestId('row-toggle-content.1').click()
  await expect(page.getByTestId('input-content.1.heading')).toHaveCount(0)
  await page.getByTestId('save').click()

  await expect(page.getByTestId('toast-error')).toContainText('Content › Hero 02 › Heading: This word is not allowed')
  await expect(page.getByTestId('toast-error')).toContainText('Content › Hero 02 › Links › Link 01 › Label')
  await expect(page.getByTestId('row-errors-content.1')).toHaveText('2')
  await expect(page.getByTestId('row-errors-content.1.links.0')).toHaveText('1')
  await expect(page.getByTestId('row-errors-content.0')).toHaveCount(0)
  await expect(page.getByTestId('error-content.1.heading')).toHaveText('This word is not allowed')
  await expect(page.getByTestId('input-content.1.heading')).toBeFocused()
  // Nothing typed was lost, and nothing was saved.
  await expect(page.getByTestId('input-content.1.heading')).toHaveValue('a forbidden heading')
  expect((await readLayout(page, id)).content?.[1]?.heading).toBe('Hello')

  // Fixed and saved, the markers go.
  await page.getByTestId('input-content.1.heading').fill('A fine heading')
  await page.getByTestId('input-content.1.links.0.label').fill('Fine link')
  await page.getByTestId('save').click()
  await expect.poll(async () => (await readLayout(page, id)).content?.[1]?.heading).toBe('A fine heading')
  await expect(page.getByTestId('row-errors-content.1')).toHaveCount(0)
})

/** A rich-text body holding one banner block with `message`. */
const bodyWithBanner = (message: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'block',
        version: 2,
        format: '',
        fields: { id: '65f0c0ffee0000000000ab01', blockName: '', blockType: 'banner', message, tone: 'plain' },
      },
    ],
  },
})

test('a rich-text block the server refuses is marked, and its drawer opens with the error on its field', async ({
  page,
}) => {
  await openNewLayout(page, { title: `Rich errors ${Date.now()}`, body: bodyWithBanner('fine') })
  const card = page.getByTestId('rich-text-block')
  await card.getByTestId('rich-text-block-edit').click()
  const drawer = page.getByTestId('block-drawer')
  await drawer.getByTestId('input-message').fill('forbidden banner')
  await drawer.getByTestId('block-drawer-save').click()
  await expect(drawer).toBeHidden()
  await expect(card.getByTestId('rich-text-block-errors')).toHaveCount(0)

  await page.getByTestId('save').click()
  await expect(page.getByTestId('toast-error')).toContainText('Body')
  await expect(card.getByTestId('rich-text-block-errors')).toHaveText('1')
  await card.getByTestId('rich-text-block-edit').click()
  await expect(drawer.getByTestId('error-message')).toHaveText('This word is not allowed')
  await expect(drawer.getByTestId('input-message')).toHaveValue('forbidden banner')
})

test('Preview opens the page the server’s admin.preview gives for the document, resolved against the server', async ({
  page,
}) => {
  const id = await openNewLayout(page, { title: `Preview ${Date.now()}` })
  const popup = page.waitForEvent('popup')
  await page.getByTestId('preview-button').click()
  const opened = await popup
  await opened.waitForURL((url) => url.href.startsWith(`${alt.cms.url}/preview/layouts/${id}`))
})

test('a Preview the server cannot give says why and opens nothing', async ({ page }) => {
  await openNewLayout(page, { title: `Preview fails ${Date.now()}` })
  await page.route(`**${bridgePath('renderer:preview-url')}`, (route) =>
    route.fulfill({
      json: {
        ok: true,
        value: { ok: false, error: { kind: 'http', status: 500, message: 'The preview function failed' } },
      },
    }),
  )
  let popups = 0
  page.on('popup', () => popups++)
  await page.getByTestId('preview-button').click()
  await expect(page.getByTestId('toast-error')).toContainText('The preview function failed')
  await expect(page.getByTestId('preview-button')).toBeEnabled()
  expect(popups).toBe(0)
})
