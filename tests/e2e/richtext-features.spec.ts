/**
 * Each rich-text field offers what its own server features allow, as Payload's admin does: heading
 * sizes, text formats, links, inserts and a block's own nested editor (src/cms/testing/alt-richtext.ts).
 */
import { type Locator, type Page } from '@playwright/test'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'
import { chooseOption, optionValues } from './support/select'
import { refuseChunkUntilPressed } from './support/chunks'

type Node = { type: string; tag?: string; children?: Node[]; text?: string; [key: string]: unknown }

const COLLECTION = 'rt-features'
const alt = useAltHost()

/** Signs in and opens a new rt-features document with its title filled in. */
async function createDocument(page: Page, title: string) {
  await page.goto(`${alt.host.url}/cms-admin/collections/${COLLECTION}/create`)
  await page.getByTestId('sign-in-identifier').fill('alice@example.com')
  await page.getByTestId('sign-in-password').fill(alt.cms.password('alice@example.com'))
  await page.getByTestId('sign-in-submit').click()
  await expect(page.locator('.edit__controls')).toHaveAttribute('data-permissions', 'settled')
  await page.getByTestId('input-title').fill(title)
}

/** Pastes HTML at the caret, as a copy from a web page would arrive. */
async function pasteHtml(editor: Locator, html: string) {
  await editor.evaluate((element, content) => {
    // The page's own classes (the tests are typed without the DOM library).
    const page = globalThis as unknown as {
      DataTransfer: new () => { setData(type: string, value: string): void }
      ClipboardEvent: new (type: string, init: object) => never
    }
    const data = new page.DataTransfer()
    data.setData('text/html', content)
    data.setData('text/plain', content.replace(/<[^>]+>/g, ' '))
    element.dispatchEvent(new page.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, html)
}

/** Saves and returns the stored document. */
async function saveAndRead(page: Page): Promise<Record<string, { root: { children: Node[] } }>> {
  await page.getByTestId('save').click()
  await expect(page).toHaveURL(new RegExp(`/collections/${COLLECTION}/\\d+$`))
  const id = page.url().split('/').pop()!
  const doc = await rest(page, `/${COLLECTION}/${id}`)
  return doc.data as Record<string, { root: { children: Node[] } }>
}

test.describe('rich text per field', () => {
  test("toolbar, markdown and paste follow each field's heading sizes and formats; the server accepts the result", async ({
    page,
  }) => {
    await createDocument(page, 'RTF headings')
    const limited = page.getByTestId('rich-text-limited')
    const minimal = page.getByTestId('rich-text-minimal')

    // The editor's code loads on its own: wait for its toolbar before reading the block-type options.
    await expect
      .poll(() => optionValues(limited.getByTestId('rt-block-type')))
      .toEqual(['paragraph', 'h1', 'h2', 'h3', 'h4'])
    await expect(limited.getByTestId('rt-format-bold')).toBeVisible()
    await expect(limited.getByTestId('rt-format-highlight')).toHaveCount(0)
    await expect(limited.getByTestId('rt-format-underline')).toHaveCount(0)
    await expect(limited.getByTestId('rt-link')).toBeVisible()

    await expect.poll(() => optionValues(minimal.getByTestId('rt-block-type'))).toEqual(['paragraph'])
    await expect(minimal.locator('[data-testid^="rt-format-"]')).toHaveCount(2)
    await expect(minimal.getByTestId('rt-link')).toHaveCount(0)
    await expect(minimal.getByTestId('rt-insert')).toHaveCount(0)

    // Markdown: `####` makes an H4; `#####` is no shortcut here and stays text.
    const input = page.getByTestId('input-limited')
    await input.click()
    await page.keyboard.type('#### Four')
    await page.keyboard.press('Enter')
    await page.keyboard.type('##### Five')
    await page.keyboard.press('Enter')
    await expect(input.locator('h4')).toHaveText('Four')
    await expect(input.locator('p').filter({ hasText: '##### Five' })).toBeVisible()

    // Paste: an H6 becomes the nearest allowed heading (H4), a quote a paragraph; the text stays.
    await pasteHtml(input, '<h6>Pasted six</h6><blockquote>Pasted quote</blockquote>')
    await expect(input.locator('h4').filter({ hasText: 'Pasted six' })).toBeVisible()
    await expect(input.locator('p').filter({ hasText: 'Pasted quote' })).toBeVisible()
    await expect(input.locator('h5, h6, blockquote')).toHaveCount(0)

    // A minimal field turns a pasted heading into a paragraph.
    const minimalInput = page.getByTestId('input-minimal')
    await minimalInput.click()
    await pasteHtml(minimalInput, '<h2>Minimal heading</h2>')
    await expect(minimalInput.locator('p').filter({ hasText: 'Minimal heading' })).toBeVisible()
    await expect(minimalInput.locator('h1, h2, h3, h4, h5, h6')).toHaveCount(0)

    const saved = await saveAndRead(page)
    const limitedNodes = saved.limited!.root.children
    expect(limitedNodes.filter((n) => n.type === 'heading').map((n) => n.tag)).toEqual(['h4', 'h4'])
    expect(saved.minimal!.root.children.every((n) => n.type === 'paragraph')).toBe(true)
  })

  test("an editor whose code could not be loaded: Try again in one rich-text field brings every field's editor", async ({
    page,
  }) => {
    const editorCode = await refuseChunkUntilPressed(page, '**/assets/Editor-*.js')
    await createDocument(page, 'RTF editor code refused')
    const fields = ['limited', 'minimal', 'extras.checked']
    // (This editor's UI is in German: the failure is known by its test id and role.)
    for (const path of fields) await expect(page.getByTestId(`rich-text-failed-${path}`)).toHaveRole('alert')

    await editorCode.pressToServe(page.getByTestId('rich-text-failed-minimal').getByRole('button'))
    // The code is one for all: the fields not clicked show their editor too, not their failure.
    for (const path of fields) {
      await expect(page.getByTestId(`input-${path}`)).toHaveAttribute('contenteditable', 'true')
      await expect(page.getByTestId(`rich-text-failed-${path}`)).toHaveCount(0)
    }
    await page.getByTestId('input-minimal').pressSequentially('typed after Try again')
    const saved = await saveAndRead(page)
    expect(JSON.stringify(saved.minimal)).toContain('typed after Try again')
  })

  test("a block's own rich text offers its own features, not the outer field's", async ({ page }) => {
    await createDocument(page, 'RTF nested')
    await page.getByTestId('input-limited').click()
    await chooseOption(page.getByTestId('rich-text-limited').getByTestId('rt-insert'), 'block:rt-aside')
    const drawer = page.getByTestId('block-drawer')
    const nested = drawer.getByTestId('rich-text-note')
    await expect(nested).toBeVisible()
    await expect.poll(() => optionValues(nested.getByTestId('rt-block-type'))).toEqual(['paragraph', 'h2', 'bullet'])
    await expect(nested.locator('[data-testid^="rt-format-"]')).toHaveCount(1)
    await expect(nested.getByTestId('rt-format-underline')).toBeVisible()
    await expect(nested.getByTestId('rt-link')).toHaveCount(0)
    await expect(nested.getByTestId('rt-insert')).toHaveCount(0)

    await drawer.getByTestId('input-note').click()
    await page.keyboard.type('# Inner')
    await expect(drawer.getByTestId('input-note').locator('h2')).toHaveCount(0)
    await page.keyboard.press('Enter')
    await pasteHtml(drawer.getByTestId('input-note'), '<h1>Pasted inner</h1>')
    await expect(drawer.getByTestId('input-note').locator('h2')).toHaveText('Pasted inner')
    await drawer.getByTestId('block-drawer-save').click()

    const saved = await saveAndRead(page)
    const block = saved.limited!.root.children.find((n) => n.type === 'block') as
      { fields: { note: { root: { children: Node[] } } } } | undefined
    expect(block?.fields.note.root.children.some((n) => n.type === 'heading' && n.tag === 'h2')).toBe(true)
  })

  test("a server refusal of a rich-text field shows the server's reason on the field, and the toast names the field", async ({
    page,
  }) => {
    await createDocument(page, 'RTF refused')
    await page.getByTestId('input-extras.checked').click()
    await page.keyboard.type('This holds the forbidden word.')
    await page.getByTestId('save').click()
    await expect(page.getByTestId('toast-error')).toContainText(
      'Extras › Checked: The server refuses the forbidden word.',
    )
    await expect(page.getByTestId('error-extras.checked')).toHaveText('The server refuses the forbidden word.')
    // Nothing typed is lost.
    await expect(page.getByTestId('input-extras.checked')).toHaveText('This holds the forbidden word.')
  })

  test('an internal link to a document of the enabled collection, opened in a new tab, saved as Payload stores it', async ({
    page,
  }) => {
    await createDocument(page, 'RTF links')
    const target = await rest<{ doc: { id: number } }>(
      page,
      '/rt-targets',
      {},
      { method: 'POST', body: { title: 'RTF link target' } },
    )
    expect(target.ok).toBe(true)
    const input = page.getByTestId('input-limited')
    await input.click()
    await page.keyboard.type('Read the target')
    for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+ArrowLeft')
    await page.getByTestId('rich-text-limited').getByTestId('rt-link').click()
    await page.getByTestId('rt-link-type-internal').check()
    await expect(page.getByTestId('rt-link-url')).toHaveCount(0)
    await expect(page.getByTestId('rt-link-save')).toBeDisabled()
    await page.getByTestId('rt-link-choose').click()
    const picker = page.getByTestId('document-picker')
    await picker.getByRole('searchbox').fill('RTF link target')
    await picker.getByRole('button', { name: 'RTF link target' }).click()
    await expect(picker).toBeHidden()
    await expect(page.getByTestId('rt-link-choose')).toBeFocused()
    await expect(page.getByTestId('rt-link-doc')).toContainText('RTF link target')
    await page.getByTestId('rt-link-new-tab').check()
    await page.getByTestId('rt-link-save').click()
    await expect(input.locator('a')).toHaveText('target')

    const saved = await saveAndRead(page)
    const link = saved.limited!.root.children[0]!.children!.find((n) => n.type === 'link')
    expect(link?.fields).toMatchObject({
      linkType: 'internal',
      newTab: true,
      doc: { relationTo: 'rt-targets', value: target.data.doc.id },
    })

    // Opened again, the link shows its document.
    await page.reload()
    await input.locator('a').click()
    await page.getByTestId('rich-text-limited').getByTestId('rt-link').click()
    await expect(page.getByTestId('rt-link-type-internal')).toBeChecked()
    await expect(page.getByTestId('rt-link-doc')).toContainText('RTF link target')
    await expect(page.getByTestId('rt-link-new-tab')).toBeChecked()
  })

  test("the link feature's own fields are in the link form, stored in the link, and shown again", async ({ page }) => {
    await createDocument(page, 'RTF link fields')
    const input = page.getByTestId('input-limited')
    await input.click()
    await page.keyboard.type('See the offer')
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft')
    await page.getByTestId('rich-text-limited').getByTestId('rt-link').click()
    await page.getByTestId('rt-link-url').fill('https://example.com/offer')
    const extra = page.getByTestId('rt-link-extra-fields')
    await extra.getByTestId('input-linkTitle').fill('The spring offer')
    await extra.getByTestId('input-sponsored').check()
    await page.getByTestId('rt-link-save').click()
    await expect(input.locator('a')).toHaveText('offer')

    const saved = await saveAndRead(page)
    const link = saved.limited!.root.children[0]!.children!.find((n) => n.type === 'link')
    expect(link?.fields).toMatchObject({
      linkType: 'custom',
      url: 'https://example.com/offer',
      linkTitle: 'The spring offer',
      sponsored: true,
    })

    await page.reload()
    await input.locator('a').click()
    await page.getByTestId('rich-text-limited').getByTestId('rt-link').click()
    await expect(extra.getByTestId('input-linkTitle')).toHaveValue('The spring offer')
    await expect(extra.getByTestId('input-sponsored')).toBeChecked()
  })
})
