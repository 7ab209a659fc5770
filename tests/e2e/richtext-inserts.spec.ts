/**
 * Rich-text inserts that work as the rest of the app (issue 43): an upload is chosen in the media
 * library's grid (searched, by keyboard), a link is made in a labelled dialog by keyboard alone, and a
 * block's card shows its fields' values. Each test has a post and uploads of its own.
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './fixtures'
import { waitForEditView } from './support/documents'
import { rest, uploadThroughBridge } from './support/rest'
import { createDraftPost } from './support/versions'
import { lexicalParagraph as paragraph, lexicalRoot as root, lexicalText as text } from './support/lexical'
import { checkScreen } from './support/a11y'
import { caretAtEndOf as caretAtEndOfBlock } from './support/rich-text'

type Node = { type: string; children?: Node[]; text?: string; [key: string]: unknown }

/** A draft post with this body, opened, the caret at the end of its first paragraph. */
async function openPostWith(page: Page, title: string, body: unknown) {
  const post = await createDraftPost(page, { title, body })
  await page.goto(`/admin/collections/posts/${post.id}`)
  await waitForEditView(page)
  const editor = page.getByTestId('input-body')
  await expect(editor).toBeVisible()
  return { id: post.id, editor }
}

async function caretAtEndOf(page: Page, text: string) {
  await caretAtEndOfBlock(page, page.getByTestId('input-body').locator('p', { hasText: text }).first())
}

async function savedBody(page: Page, id: string | number): Promise<Node[]> {
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByTestId('toast-success').last()).toBeVisible()
  const doc = await rest(page, `/posts/${id}`, { draft: true, depth: 0 })
  return (doc.data.body as { root: Node }).root.children ?? []
}

async function uploadImage(page: Page, alt: string, background: string) {
  const buffer = await sharp({ create: { width: 200, height: 120, channels: 3, background } })
    .png()
    .toBuffer()
  const answer = await uploadThroughBridge(page, {
    collection: 'media',
    filename: `${alt.toLowerCase().replace(/ /g, '-')}.png`,
    mimeType: 'image/png',
    dataBase64: buffer.toString('base64'),
    fields: { alt },
  })
  expect(answer.ok).toBe(true)
  return answer.data.doc.id
}

test('an upload is chosen in the media library grid, searched and picked by keyboard; Escape goes back to the caret', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  await page.goto('/admin')
  await uploadImage(page, `Harbour ${stamp}x`, '#2980b9')
  const wanted = await uploadImage(page, `Lighthouse ${stamp}x`, '#c0392b')
  const { id, editor } = await openPostWith(page, `Inserts upload ${stamp}`, root(paragraph('Before the picture')))
  const library = page.getByTestId('media-library-rich-text')

  // Closed with Escape: nothing inserted, the caret back where it was.
  await caretAtEndOf(page, 'Before the picture')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/upload')
  await expect(page.getByTestId('slash-option-upload')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(library).toBeVisible()
  await expect(library.getByTestId('media-library-search')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(library).toBeHidden()
  await expect(editor).toBeFocused()
  await page.keyboard.type('Here ')
  await expect(editor.locator('p')).toHaveText(['Before the picture', 'Here'])
  await expect(page.getByTestId('rich-text-upload')).toHaveCount(0)

  // Opened again: the library's grid with thumbnails, searched, the file reached with Tab and the arrows.
  await page.keyboard.type('/upload')
  await expect(page.getByTestId('slash-option-upload')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(library.getByTestId('media-library-search')).toBeFocused()
  await page.keyboard.type(`${stamp}x`)
  const tiles = library.getByTestId('media-library-grid').getByTestId('media-tile')
  await expect(tiles).toHaveCount(2)
  await expect(tiles.first().getByTestId('media-thumb')).toBeVisible()
  const lighthouse = tiles.filter({ hasText: 'Lighthouse' })
  // Tab moves into the grid (past the type filter and the view buttons), onto its first tile.
  for (let i = 0; i < 6 && !(await tiles.first().evaluate((el) => el === el.ownerDocument.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(tiles.first()).toBeFocused()
  const first = await tiles.first().textContent()
  if (!first?.includes('Lighthouse')) await page.keyboard.press('ArrowRight')
  await expect(lighthouse).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(library).toBeHidden()
  const card = page.getByTestId('rich-text-upload')
  await expect(card).toBeVisible()
  await expect(card.locator('img')).toBeVisible()
  // Focus is back in the text, after the upload.
  await expect(editor).toBeFocused()

  const nodes = await savedBody(page, id)
  expect(nodes[0]).toMatchObject({ type: 'paragraph', children: [{ text: 'Before the picture' }] })
  expect(nodes[1]).toMatchObject({ type: 'paragraph', children: [{ text: 'Here ' }] })
  const upload = nodes.find((node) => node.type === 'upload')!
  expect(upload).toMatchObject({
    type: 'upload',
    version: 3,
    relationTo: 'media',
    value: wanted,
    fields: {},
    format: '',
  })
  expect(upload.id).toMatch(/^[0-9a-f]{24}$/)
})

test('a link is made in the link dialog by keyboard alone: labelled, focus kept inside, an empty or bad URL said so', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const { id, editor } = await openPostWith(page, `Inserts link ${stamp}`, root(paragraph('Visit the site')))
  const dialog = page.getByRole('dialog', { name: 'Add Link' })

  /** From the selected text: Alt+F10 into the selection toolbar, End to its link button, Enter. */
  const openByKeyboard = async () => {
    // Alt+F10 goes to the selection toolbar once it is shown (before, to the fixed one).
    await expect(page.getByTestId('rich-text-floating-toolbar')).toBeVisible()
    await page.keyboard.press('Alt+F10')
    await expect(page.getByTestId('rich-text-floating-toolbar').getByRole('button').first()).toBeFocused()
    await page.keyboard.press('End')
    await expect(page.getByTestId('rt-floating-link')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
  }

  // Escape closes the dialog; the focus is in the text again with the words still selected.
  await caretAtEndOf(page, 'Visit the site')
  await page.keyboard.press('Home')
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight')
  await openByKeyboard()
  await expect(dialog.getByTestId('rt-link-url')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(editor).toBeFocused()
  await page.keyboard.type('Go to')
  await expect(editor.locator('p').first()).toHaveText('Go to the site')
  await expect(editor.locator('a')).toHaveCount(0)

  await page.keyboard.press('End')
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft')
  await openByKeyboard()
  const url = dialog.getByTestId('rt-link-url')
  await expect(url).toBeFocused()
  const error = dialog.getByTestId('rt-link-url-error')

  // Nothing but the prefilled scheme: required. Something that leads nowhere: said so, kept as typed.
  await page.keyboard.press('Enter')
  await expect(error).toHaveText('This field is required.')
  await expect(url).toHaveAttribute('aria-invalid', 'true')
  await page.keyboard.press('End')
  await page.keyboard.press('Shift+Home')
  await page.keyboard.type('example dot com')
  await page.keyboard.press('Enter')
  await expect(error).toContainText('Enter a full address')
  await expect(dialog).toBeVisible()
  await expect(url).toHaveValue('example dot com')

  await page.keyboard.press('End')
  await page.keyboard.press('Shift+Home')
  await page.keyboard.type('https://example.com/site')
  await expect(error).toBeHidden()
  // On to "Open in new tab", ticked with Space.
  const newTab = dialog.getByTestId('rt-link-new-tab')
  for (let i = 0; i < 4 && !(await newTab.evaluate((el) => el === el.ownerDocument.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(newTab).toBeFocused()
  await page.keyboard.press('Space')
  await expect(newTab).toBeChecked()
  // The focus stays in the dialog: Tab past Save comes round to its first control.
  const save = dialog.getByTestId('rt-link-save')
  for (let i = 0; i < 8 && !(await save.evaluate((el) => el === el.ownerDocument.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(save).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByTestId('rt-link-type-custom')).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(save).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(dialog).toBeHidden()
  await expect(editor.locator('a')).toHaveText('site')
  await expect(editor).toBeFocused()
  await page.keyboard.type('!')
  await expect(editor.locator('p').first()).toHaveText('Go to the site!')

  const nodes = await savedBody(page, id)
  const link = nodes[0]!.children!.find((node) => node.type === 'link')!
  expect(link).toMatchObject({
    type: 'link',
    fields: { linkType: 'custom', url: 'https://example.com/site', newTab: true },
    children: [{ text: 'site' }],
  })
})

test('the link dialog passes axe in the light and the dark theme', async ({ page }) => {
  const stamp = Date.now().toString(36)
  await openPostWith(page, `Inserts link a11y ${stamp}`, root(paragraph('Check this')))
  await caretAtEndOf(page, 'Check this')
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft')
  await page.getByTestId('rich-text-body').getByTestId('rt-link').click()
  const dialog = page.getByTestId('rt-link-dialog')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId('rt-link-url-error')).toBeVisible()
  expect(await checkScreen(page, 'link dialog', { scope: '[data-testid="rt-link-dialog"]', narrow: false })).toEqual([])
})

test("a block's card shows its fields' values, and an inline block's chip its first ones", async ({ page }) => {
  await page.goto('/admin')
  const published = await rest<{ docs: { id: number; title: string }[] }>(page, '/posts', {
    limit: 1,
    depth: 0,
    where: { _status: { equals: 'published' } },
  })
  const target = published.data.docs[0]!
  const long = 'Mind the gap between the train and the platform edge, '.repeat(4)
  const callout = {
    type: 'block',
    version: 2,
    format: '',
    fields: {
      id: '66aa00000000000000000043',
      blockName: '',
      blockType: 'callout',
      tone: 'warning',
      text: long,
      link: target.id,
    },
  }
  const badge = {
    type: 'inlineBlock',
    version: 1,
    fields: { id: '66aa00000000000000000044', blockType: 'badge', label: 'New', color: 'green' },
  }
  const withBadge = { ...paragraph('Tagged '), children: [text('Tagged '), badge] }
  await openPostWith(page, `Inserts block ${Date.now().toString(36)}`, root(callout, withBadge))

  const card = page.getByTestId('rich-text-block')
  await expect(card).toContainText('Callout')
  await expect(card.getByTestId('rt-preview-tone')).toHaveText(/tone\s*warning/i)
  const textValue = card.getByTestId('rt-preview-text').locator('.rt-preview__text')
  await expect(textValue).toContainText('Mind the gap between the train')
  // The long text is cut with an ellipsis, and its line does not run out of the card.
  await expect(textValue).toContainText('…')
  const [cardBox, valueBox] = [await card.boundingBox(), await textValue.boundingBox()]
  expect(valueBox!.x + valueBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width)
  // The relationship by its document's title.
  await expect(card.getByTestId('rt-preview-link')).toContainText(target.title)

  await expect(page.getByTestId('inline-block')).toContainText('Badge: New · green')
})

test('in Arabic the link dialog is right to left and translated, its URL left to right', async ({ page }) => {
  await page.addInitScript(`localStorage.setItem('folio-language', 'ar')`)
  await openPostWith(page, `Inserts link ar ${Date.now().toString(36)}`, root(paragraph('Check this')))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await caretAtEndOf(page, 'Check this')
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft')
  await page.getByTestId('rich-text-body').getByTestId('rt-link').click()
  const dialog = page.getByRole('dialog', { name: 'أضف رابط' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveCSS('direction', 'rtl')
  const url = dialog.getByTestId('rt-link-url')
  await expect(url).toHaveCSS('direction', 'ltr')
  await url.press('End')
  await page.keyboard.type('exa mple')
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId('rt-link-url-error')).toHaveText(
    'أدخل عنوانًا كاملًا (https://…)، أو مسارًا يبدأ بـ /، أو رابطًا داخليًا يبدأ بـ #.',
  )
  await expect(url).toHaveValue('https://exa mple')
})

test("a new file made from the editor's media library (Add new) is inserted once it is saved", async ({ page }) => {
  const stamp = `rti${Date.now().toString(36)}`
  const { id, editor } = await openPostWith(page, `Inserts new upload ${stamp}`, root(paragraph('Above')))
  await caretAtEndOf(page, 'Above')
  await page.keyboard.press('Enter')
  await page.keyboard.type('/upload')
  await expect(page.getByTestId('slash-option-upload')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  const library = page.getByTestId('media-library-rich-text')
  await library.getByTestId('media-library-create').click()
  const drawer = page.locator('[data-testid="document-drawer"][data-slug="media"]')
  await expect(drawer.locator('form')).toHaveAttribute('data-ready', 'true')
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#16a085' } })
    .png()
    .toBuffer()
  await drawer.getByTestId('file-input').setInputFiles({ name: `${stamp}.png`, mimeType: 'image/png', buffer: png })
  await expect(drawer.getByTestId('chosen-file')).toBeVisible()
  await drawer.getByTestId('input-alt').fill(`Fresh ${stamp}`)
  await drawer.getByTestId('save').click()
  await expect(drawer).toHaveCount(0)
  await expect(library).toBeHidden()
  await expect(page.getByTestId('rich-text-upload')).toContainText(`Fresh ${stamp}`)
  await expect(editor).toBeFocused()

  const created = await rest<{ docs: { id: number }[] }>(page, '/media', {
    where: { alt: { equals: `Fresh ${stamp}` } },
  })
  // The drawer's own save toast may still show when the post is saved: the read waits for the post's save.
  await expect
    .poll(async () => (await savedBody(page, id)).find((node) => node.type === 'upload'))
    .toMatchObject({ type: 'upload', relationTo: 'media', value: created.data.docs[0]!.id })
})
