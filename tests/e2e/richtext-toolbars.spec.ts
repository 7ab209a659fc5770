/**
 * The rich-text toolbars and menus stay usable: the fixed toolbar below the sticky document header, the
 * selection toolbar, the slash and table menus inside the window, and leaving the editor by keyboard.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { NARROW, WIDE } from './support/a11y'
import { openPost, waitForEditView } from './support/documents'
import { rest } from './support/rest'
import { caretAtEndOf } from './support/rich-text'
import { chooseOption } from './support/select'
import { createDraftPost } from './support/versions'
// Payload's text format bits, as the CMS seed writes them.
import { FORMAT } from '../../src/cms/seed/lexical'

type Node = { type: string; children?: Node[]; text?: string; format?: number | string; indent?: number }
type Rect = { x: number; y: number; width: number; height: number }

let serial = 0
const uniqueTitle = (what: string) => `Toolbars ${what} ${Date.now().toString(36)}${serial++}`

/** A new draft post opened in the edit view, its body editable and focused, empty. */
async function openNewPost(page: Page, what: string): Promise<{ id: string | number; editor: Locator }> {
  const post = await createDraftPost(page, { title: uniqueTitle(what) })
  await page.goto(`/admin/collections/posts/${post.id}`)
  await waitForEditView(page)
  const editor = page.getByTestId('input-body')
  // The editor starts read-only until the document's permissions and lock are known.
  await expect(editor).toHaveAttribute('contenteditable', 'true')
  await editor.click()
  return { id: post.id, editor }
}

/** Every text node of the saved body, depth first. */
function texts(nodes: Node[]): Node[] {
  return nodes.flatMap((node) => (node.type === 'text' ? [node] : texts(node.children ?? [])))
}

async function savedBody(page: Page, id: string | number): Promise<Node[]> {
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByTestId('toast-success').last()).toBeVisible()
  const doc = await rest(page, `/posts/${id}`, { draft: true })
  return (doc.data.body as { root: Node }).root.children ?? []
}

/** The box lies within the window (the page's own width, without a scrollbar). */
async function expectInsideWindow(page: Page, box: Locator) {
  await expect
    .poll(async () => {
      const rect = await box.boundingBox()
      const size = await page
        .locator('html')
        .evaluate((html) => ({ width: html.clientWidth, height: html.ownerDocument.defaultView!.innerHeight }))
      return Boolean(
        rect && rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= size.width && rect.y + rect.height <= size.height,
      )
    })
    .toBe(true)
}

/** Scrolls the page until the element's bottom is `gap` px above the window's bottom; returns that bottom. */
async function scrollNearBottom(element: Locator, gap: number): Promise<number> {
  return element.evaluate((el, gap) => {
    const win = el.ownerDocument.defaultView!
    const bottom = () => el.getBoundingClientRect().bottom
    win.scrollBy(0, bottom() - (win.innerHeight - gap))
    return win.innerHeight - bottom()
  }, gap)
}

/** Where the caret's line is on screen. */
const caretLine = (page: Page) =>
  page.locator('body').evaluate((body) => {
    const rect = body.ownerDocument.getSelection()!.getRangeAt(0).getClientRects()[0]!
    return { top: rect.top, bottom: rect.bottom }
  })

const overlaps = (a: Rect, line: { top: number; bottom: number }) => a.y < line.bottom && a.y + a.height > line.top

for (const size of [WIDE, NARROW])
  test(`the fixed toolbar sticks below the document header deep in a long body, ${size.width}x${size.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    await openPost(page, 'Large post')
    const body = page.getByTestId('rich-text-body')
    const editor = page.getByTestId('input-body')
    await expect(editor).toBeVisible()
    const toolbar = body.getByTestId('rich-text-toolbar').first()
    const header = page.locator('.edit__header')
    // Deep into the body: its start is far above the window.
    await editor.locator(':scope > *').nth(150).scrollIntoViewIfNeeded()
    await expect.poll(async () => (await editor.boundingBox())!.y).toBeLessThan(-size.height)

    await expect
      .poll(async () => {
        const [bar, head] = [await toolbar.boundingBox(), await header.boundingBox()]
        // Stuck right under the header (not under it, not scrolled away).
        return bar && head ? Math.round(bar.y - (head.y + head.height)) : null
      })
      .toBe(0)
    const hit = await toolbar.evaluate((bar) => {
      const rect = bar.getBoundingClientRect()
      const at = bar.ownerDocument.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      return Boolean(at && bar.contains(at))
    })
    expect(hit).toBe(true)
    // Its Bold button can be clicked there (nothing covers it).
    await editor.locator(':scope > p').nth(100).click()
    await toolbar.getByTestId('rt-format-bold').click({ trial: true })
  })

test('the selection toolbar: Bold on a word selected by mouse is saved as Payload stores it', async ({ page }) => {
  const { id, editor } = await openNewPost(page, 'mouse')
  // The third line: there is room above it, under the fixed toolbar.
  await page.keyboard.type('First line')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Second line')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Plain words here')
  const floating = page.getByTestId('rich-text-floating-toolbar')
  await expect(floating).toBeHidden()
  // Dragged over "words" with the mouse.
  const word = await editor.evaluate((root) => {
    const node = [...root.querySelectorAll('span')].find((span) => span.textContent === 'Plain words here')!.firstChild!
    const range = root.ownerDocument.createRange()
    range.setStart(node, 6)
    range.setEnd(node, 11)
    const rect = range.getBoundingClientRect()
    return { left: rect.left, right: rect.right, top: rect.top, middle: rect.top + rect.height / 2 }
  })
  await page.mouse.move(word.left + 1, word.middle)
  await page.mouse.down()
  await page.mouse.move(word.right - 1, word.middle, { steps: 5 })
  await page.mouse.up()
  await expect.poll(() => editor.evaluate((root) => root.ownerDocument.getSelection()!.toString())).toBe('words')
  await expect(floating).toBeVisible()
  // Above the selection, inside the window.
  await expect
    .poll(async () => {
      const box = (await floating.boundingBox())!
      return box.y + box.height
    })
    .toBeLessThanOrEqual(word.top)
  await expectInsideWindow(page, floating)
  // The field's formats, the fixed toolbar's own buttons, and its link button.
  const fixedFormats = page
    .getByTestId('rich-text-body')
    .getByTestId('rich-text-toolbar')
    .locator('[data-testid^="rt-format-"]')
  await expect(floating.locator('[data-testid^="rt-floating-format-"]')).toHaveCount(await fixedFormats.count())
  await expect(floating.getByRole('button')).toHaveCount((await fixedFormats.count()) + 1)
  await expect(floating.getByRole('button').last()).toHaveAttribute('data-testid', 'rt-floating-link')
  await floating.getByTestId('rt-floating-format-bold').click()
  await expect(floating.getByTestId('rt-floating-format-bold')).toHaveAttribute('aria-pressed', 'true')
  await expect(editor.locator('strong, .rich-text__bold')).toHaveText('words')

  const saved = texts(await savedBody(page, id))
  const bold = saved.find((node) => node.text === 'words')
  expect(bold && Number(bold.format) & FORMAT.bold).toBeTruthy()
  expect(saved.find((node) => node.text === 'Plain ')?.format).toBe(0)
})

test('the selection toolbar by keyboard: Alt+F10 into it, arrows, Escape back to the text; gone when the selection is', async ({
  page,
}) => {
  const { id, editor } = await openNewPost(page, 'keyboard')
  await page.keyboard.type('Select the end')
  const floating = page.getByTestId('rich-text-floating-toolbar')
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft')
  await expect(floating).toBeVisible()
  await page.keyboard.press('Alt+F10')
  await expect(floating.getByTestId('rt-floating-format-bold')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(floating.getByTestId('rt-floating-format-italic')).toBeFocused()
  await page.keyboard.press('End')
  await expect(floating.getByRole('button').last()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(editor).toBeFocused()
  await expect(floating).toBeVisible()
  // Chosen by keyboard: the format is applied to the selection and the focus is back in the text.
  await page.keyboard.press('Alt+F10')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(editor.locator('em, .rich-text__italic')).toHaveText('end')
  await expect(editor).toBeFocused()
  // The selection is still the word: typing replaces it.
  await expect(floating).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(floating).toBeHidden()
  // Selected again, then the focus leaves the editor: hidden too.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft')
  await expect(floating).toBeVisible()
  await page.getByTestId('input-title').focus()
  await expect(floating).toBeHidden()

  const saved = texts(await savedBody(page, id))
  const italic = saved.find((node) => node.text === 'end')
  expect(italic && Number(italic.format) & FORMAT.italic).toBeTruthy()
})

test('the slash menu near the bottom of a phone-sized window opens inside it, off the line typed', async ({ page }) => {
  await page.setViewportSize(NARROW)
  const { editor } = await openNewPost(page, 'slash')
  await page.keyboard.type('Near the bottom')
  expect(await scrollNearBottom(editor, 40)).toBeLessThan(200)
  await caretAtEndOf(page, editor.locator('p', { hasText: 'Near the bottom' }))
  await page.keyboard.type(' /')
  const menu = page.getByTestId('slash-menu')
  await expect(menu).toBeVisible()
  await expectInsideWindow(page, menu)
  const line = await caretLine(page)
  expect(overlaps((await menu.boundingBox())!, line)).toBe(false)
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('the table menu near the bottom of a phone-sized window opens inside it', async ({ page }) => {
  await page.setViewportSize(NARROW)
  const { editor } = await openNewPost(page, 'table')
  await chooseOption(page.getByTestId('rt-insert'), 'table')
  const table = editor.locator('table')
  const cell = table.locator('tr').last().locator('td').last()
  await cell.click()
  expect(await scrollNearBottom(table, 30)).toBeLessThan(100)
  await cell.click()
  const button = page.getByTestId('table-menu-button')
  await expect
    .poll(async () => {
      const [b, c] = [await button.boundingBox(), await cell.boundingBox()]
      return Boolean(b && c && b.y + b.height / 2 >= c.y && b.y + b.height / 2 <= c.y + c.height)
    })
    .toBe(true)
  await button.click()
  const menu = page.getByTestId('table-menu')
  await expect(menu).toBeVisible()
  await expectInsideWindow(page, menu)
  await expect(menu.getByRole('menuitem').first()).toBeInViewport({ ratio: 1 })
})

test('the editor has the focus ring of the other inputs; after Tab indents, Escape then Tab leaves it, as its hint says', async ({
  page,
}) => {
  const { editor } = await openNewPost(page, 'keys')
  const ring = (element: Locator) =>
    element.evaluate((el) => {
      const style = el.ownerDocument.defaultView!.getComputedStyle(el)
      return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.outlineOffset].join(' ')
    })
  await page.getByTestId('input-title').focus()
  const inputRing = await ring(page.getByTestId('input-title'))
  expect(inputRing).toMatch(/^solid 2px/)
  await editor.focus()
  await expect.poll(() => ring(page.getByTestId('rich-text-body'))).toBe(inputRing)

  const hint = page.getByTestId('rich-text-keyboard-hint')
  await expect(hint).toBeHidden()
  await expect(editor).toHaveAccessibleDescription(/Escape, then Tab, leaves the editor/)
  // At a block's start Tab indents it (elsewhere it types a tab).
  await page.keyboard.press('Tab')
  await page.keyboard.type('Indented once')
  const paragraph = editor.locator('p').first()
  await expect(paragraph).toHaveCSS('padding-inline-start', '40px')
  await expect(hint).toBeVisible()
  await expect(hint).toHaveText(/Alt\+F10 .*Escape, then Tab, leaves the editor/)

  await page.keyboard.press('Escape')
  await page.keyboard.press('Tab')
  await expect(editor).not.toBeFocused()
  // That Tab moved on and indented nothing; the hint goes with the focus.
  await expect(paragraph).toHaveCSS('padding-inline-start', '40px')
  await expect(hint).toBeHidden()
  await expect(paragraph).toHaveText('Indented once')
  // Back in the editor, Tab indents again.
  await paragraph.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Tab')
  await expect(paragraph).toHaveCSS('padding-inline-start', '80px')
  // Without a selection, Alt+F10 moves to the fixed toolbar.
  await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('rich-text-floating-toolbar')).toBeHidden()
  await page.keyboard.press('Alt+F10')
  await expect(page.getByTestId('rich-text-body').getByTestId('rt-block-type').first()).toBeFocused()
})
