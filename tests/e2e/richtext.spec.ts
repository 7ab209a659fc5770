import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInAs } from './support/accounts'
import { API_CHANNEL_GLOB, API_CHANNEL_PATH, holdApiCalls } from './support/bridge'
import { openPost, waitForEditView } from './support/documents'
import { titleStartingWith } from './support/titles'
import { rest } from './support/rest'
import { createDraftPost } from './support/versions'
import { lexicalParagraph, lexicalRoot, lexicalUpload } from './support/lexical'
import { refuseChunkUntilPressed } from './support/chunks'
// Payload's text format bits, as the CMS seed writes them.
import { FORMAT } from '../../src/cms/seed/lexical'
import { chooseOption, expectSelected } from './support/select'
import { caretAtEndOf } from './support/rich-text'

type Node = { type: string; children?: Node[]; text?: string; format?: number | string; [key: string]: unknown }

/** Opens a post and waits for its rich-text body. */
async function openPostBody(page: Page, search: string): Promise<string> {
  const id = await openPost(page, search)
  await expect(page.getByTestId('input-body')).toBeVisible()
  return id
}

/** Types a slash command and waits until the menu has that option highlighted before choosing it. */
async function slash(page: Page, query: string, option: string) {
  await page.keyboard.type(`/${query}`)
  await expect(page.getByTestId(`slash-option-${option}`)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
}

/** Empties the body and leaves the caret in it. */
async function clearBody(page: Page) {
  const body = page.getByTestId('input-body')
  await body.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
}

async function saveDraftAndRead(page: Page, id: string): Promise<Node[]> {
  // Ctrl+S saves even when an autosave has just sent everything (the button is disabled then).
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByTestId('toast-success').last()).toBeVisible()
  const doc = await rest(page, `/posts/${id}`, { draft: true })
  return (doc.data.body as { root: Node }).root.children ?? []
}

test.describe('rich-text editor', () => {
  test('markdown shortcuts: headings 1-6, quote, lists (nested by 4 spaces), check list, code and text formats', async ({
    page,
  }) => {
    const id = await openPostBody(page, 'Post 11')
    await clearBody(page)
    const body = page.getByTestId('input-body')
    for (let level = 1; level <= 6; level++) {
      await page.keyboard.type(`${'#'.repeat(level)} Heading ${level}`)
      await page.keyboard.press('Enter')
    }
    await page.keyboard.type('> Quoted')
    await page.keyboard.press('Enter')
    await page.keyboard.type('- bullet one')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('1. number one')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('[ ] to do')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('between')
    await page.keyboard.press('Enter')
    await page.keyboard.type('    - nested item')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('plain `code` **bold** *italic* ~~gone~~ end')

    for (let level = 1; level <= 6; level++) await expect(body.locator(`h${level}`)).toHaveText(`Heading ${level}`)
    await expect(body.locator('blockquote')).toHaveText('Quoted')
    await expect(body.locator('ul.rich-text__ul').first()).toContainText('bullet one')
    await expect(body.locator('ol')).toHaveText('number one')
    await expect(body.locator('li[role="checkbox"]')).toHaveText('to do')
    await expect(body.locator('code, .rich-text__code').first()).toHaveText('code')

    const nodes = await saveDraftAndRead(page, id)
    expect(nodes.slice(0, 6).map((n) => n.tag)).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
    expect(nodes[6]).toMatchObject({ type: 'quote' })
    expect(nodes[7]).toMatchObject({ type: 'list', listType: 'bullet' })
    expect(nodes[8]).toMatchObject({ type: 'list', listType: 'number' })
    expect(nodes[9]).toMatchObject({
      type: 'list',
      listType: 'check',
      children: [{ type: 'listitem', checked: false }],
    })
    // Four spaces make one level of nesting.
    expect(nodes[10]).toMatchObject({ type: 'paragraph' })
    expect(nodes[11]).toMatchObject({
      type: 'list',
      listType: 'bullet',
      children: [{ children: [{ type: 'list', children: [{ indent: 1 }] }] }],
    })
    const formats = Object.fromEntries(
      nodes[12]!.children!.filter((c) => c.format).map((c) => [String(c.text), c.format] as const),
    )
    expect(formats).toEqual({ code: 16, bold: 1, italic: 2, gone: 4 })
  })

  test('toolbar: each text format and each alignment, saved as Payload stores them', async ({ page }) => {
    const id = await openPostBody(page, 'Post 12')
    await clearBody(page)
    const formats = ['bold', 'italic', 'underline', 'strikethrough', 'code', 'subscript', 'superscript'] as const
    // Highlight is no Payload feature: the server's editor has no way to show it.
    await expect(page.getByTestId('rt-format-bold')).toBeVisible()
    await expect(page.getByTestId('rt-format-highlight')).toHaveCount(0)
    for (const format of formats) {
      await page.keyboard.type(`${format} `)
      await page.getByTestId(`rt-format-${format}`).click()
      await expect(page.getByTestId(`rt-format-${format}`)).toHaveAttribute('aria-pressed', 'true')
      await page.keyboard.type('word')
      await page.getByTestId(`rt-format-${format}`).click()
      await page.keyboard.press('Enter')
    }
    const alignments = ['left', 'center', 'right', 'justify', 'start', 'end'] as const
    for (const align of alignments) {
      await page.keyboard.type(`aligned ${align}`)
      await chooseOption(page.getByTestId('rt-align'), align)
      await caretAtEndOf(page, page.getByTestId('input-body').locator('p').last())
      await page.keyboard.press('Enter')
    }
    await page.getByTestId('input-body').locator('p').first().click()
    await expect(page.getByTestId('input-body').locator('strong, .rich-text__bold').first()).toHaveText('word')
    // Indent: one step of 40px.
    await page.getByTestId('input-body').locator('p').nth(1).click()
    await page.getByTestId('rt-indent').click()
    await expect(page.getByTestId('input-body').locator('p').nth(1)).toHaveCSS('padding-inline-start', '40px')

    const nodes = await saveDraftAndRead(page, id)
    formats.forEach((format, i) => {
      expect(nodes[i]!.children!.find((c) => c.text === 'word')?.format, format).toBe(FORMAT[format])
    })
    expect(nodes[1]).toMatchObject({ indent: 1 })
    expect(nodes.slice(formats.length, formats.length + alignments.length).map((n) => n.format)).toEqual([
      ...alignments,
    ])
  })

  test('table: inserted, rows and columns added, cells merged and unmerged, header states set through its menu', async ({
    page,
  }) => {
    const id = await openPostBody(page, 'Post 13')
    await clearBody(page)
    await chooseOption(page.getByTestId('rt-insert'), 'table')
    const table = page.getByTestId('input-body').locator('table')
    await expect(table.locator('tr')).toHaveCount(3)
    await expect(table.locator('tr').first().locator('th')).toHaveCount(3)
    await table.locator('tr').nth(1).locator('td').first().click()
    await page.keyboard.type('A1')

    /** The menu button follows the caret's cell a frame after the click: it is used once it is on that cell's row. */
    const button = page.getByTestId('table-menu-button')
    const openMenuOn = async (cell: Locator) => {
      await expect
        .poll(async () => {
          const [b, c] = [await button.boundingBox(), await cell.boundingBox()]
          return Boolean(b && c && b.y + b.height / 2 >= c.y && b.y + b.height / 2 <= c.y + c.height)
        })
        .toBe(true)
      await button.click()
      await expect(page.getByTestId('table-menu')).toBeVisible()
    }
    const menu = async (item: string, cell: Locator) => {
      await openMenuOn(cell)
      await page.getByTestId(`table-menu-${item}`).click()
    }
    const cell = (row: number, which: 'first' | 'last' = 'first', selector = 'td') =>
      table.locator('tr').nth(row).locator(selector)[which]()
    await menu('insert-row-below', cell(1))
    await expect(table.locator('tr')).toHaveCount(4)
    await cell(1).click()
    await menu('insert-column-right', cell(1))
    await expect(table.locator('tr').first().locator('th, td')).toHaveCount(4)
    await cell(1).click()
    await menu('delete-column', cell(1))
    await expect(table.locator('tr').first().locator('th, td')).toHaveCount(3)
    await expect(table.locator('tr').nth(1).locator('td').first()).toHaveText('')

    // Select two cells of row 3 by dragging, then merge.
    const first = table.locator('tr').nth(2).locator('td').nth(0)
    const second = table.locator('tr').nth(2).locator('td').nth(1)
    await first.click()
    const a = (await first.boundingBox())!
    const b = (await second.boundingBox())!
    await page.mouse.move(a.x + 10, a.y + a.height / 2)
    await page.mouse.down()
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 })
    await page.mouse.up()
    await menu('merge', cell(2))
    await expect(cell(2)).toHaveAttribute('colspan', '2')
    await cell(2).click()
    await menu('unmerge', cell(2))
    await expect(table.locator('tr').nth(2).locator('td')).toHaveCount(3)

    // Header states: column header on the first column makes its header-row cell "both" (3).
    await cell(1, 'first', 'td, th').click()
    await menu('column-header', cell(1, 'first', 'td, th'))
    await expect(table.locator('tr').nth(1).locator('th')).toHaveCount(1)
    await cell(3, 'last').click()
    await menu('row-header', cell(3, 'last', 'td, th'))
    await cell(3, 'last', 'th').click()
    await menu('row-header', cell(3, 'last', 'td, th'))
    await cell(3, 'last').click()
    await menu('row-striping', cell(3, 'last', 'td, th'))

    // Column width, row height and background of the first body cell.
    await cell(1, 'first', 'th, td').click()
    await openMenuOn(cell(1, 'first', 'th, td'))
    await page.getByTestId('table-menu-column-width').fill('200')
    await page.getByTestId('table-menu-row-height').fill('48')
    await page.getByTestId('table-menu-background').fill('#ffcc00')
    await page.keyboard.press('Escape')

    const nodes = await saveDraftAndRead(page, id)
    const saved = nodes.find((n) => n.type === 'table')!
    expect(saved.rowStriping).toBe(true)
    const states = saved.children!.map((row) => row.children!.map((cell) => cell.headerState))
    expect(states).toEqual([
      [3, 1, 1],
      [2, 0, 0],
      [2, 0, 0],
      [2, 0, 0],
    ])
    expect(saved.children![0]!.children![0]).toMatchObject({ type: 'tablecell', colSpan: 1, rowSpan: 1 })
    expect((saved.colWidths as number[])[0]).toBe(200)
    expect(saved.children![1]).toMatchObject({ type: 'tablerow', height: 48 })
    expect(saved.children![1]!.children![0]).toMatchObject({ backgroundColor: '#ffcc00', width: 200 })
  })

  test('slash menu: a listbox 32px below the line, filtered as one types, used by keyboard', async ({ page }) => {
    const id = await openPostBody(page, 'Post 14')
    await clearBody(page)
    await page.keyboard.type('/')
    const listbox = page.getByTestId('slash-menu')
    await expect(listbox).toHaveAttribute('role', 'listbox')
    await expect(listbox).toBeVisible()
    await expect(listbox).toHaveCSS('top', '32px')
    await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.type('quo')
    await expect(listbox.getByRole('option')).toHaveText(['Quote'])
    await expect(listbox.getByRole('option')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(listbox).toBeHidden()
    await page.keyboard.type('Cited')
    await expect(page.getByTestId('input-body').locator('blockquote')).toHaveText('Cited')
    await page.keyboard.press('Enter')
    await page.keyboard.type('/head')
    await expect(listbox.getByRole('option')).toHaveCount(6)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(listbox.getByRole('option').nth(2)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Third level')
    await expect(page.getByTestId('input-body').locator('h3')).toHaveText('Third level')
    await page.keyboard.press('Enter')
    await page.keyboard.type('/xyz')
    await expect(listbox).toBeHidden()
    await page.keyboard.press('Escape')
    const nodes = await saveDraftAndRead(page, id)
    expect(nodes.map((n) => n.tag ?? n.type)).toEqual(['quote', 'h3', 'paragraph'])
  })

  test('inline blocks: the drawer opens by itself for any block with a field of its own, filled with its server defaults; created and edited', async ({
    page,
  }) => {
    const id = await openPostBody(page, 'Post 15')
    // Saving the drawer saves the block, not the document (a submit through the portal once did).
    const documentSaves: string[] = []
    // The drawers' form-state calls (they name the block's schema path).
    const blockFormStates: string[] = []
    page.on('request', (request) => {
      const body = request.postData() ?? ''
      if (!request.url().endsWith(API_CHANNEL_PATH)) return
      if (body.includes('"method":"PATCH"') && !body.includes('"autosave":true')) documentSaves.push(body)
      if (body.includes('"path":"/folio/form-state"') && body.includes('"schemaPath":')) blockFormStates.push(body)
    })
    await clearBody(page)
    await page.keyboard.type('Label: ')
    await slash(page, 'badge', 'inline:badge')
    const drawer = page.getByTestId('block-drawer')
    await expect(drawer).toBeVisible()
    // Payload keeps defaultValue out of the client config: only the server's form state knows it.
    await expectSelected(drawer.getByTestId('input-color'), 'blue')
    expect(blockFormStates).toHaveLength(1)
    expect(blockFormStates[0]).toContain('lexical_inline_blocks.badge.fields')
    expect(blockFormStates[0]).toContain('"returnDefaults":true')
    await drawer.getByTestId('input-label').fill('x')
    await drawer.getByTestId('input-label').fill('')
    await expect(drawer.getByTestId('error-label')).toBeVisible()
    // Typing asks the server after a pause, not per keystroke: the ask with the whole text is one of few.
    const text = 'Fresh from the press'
    const askedWithText = page.waitForRequest(
      (r) => r.url().endsWith(API_CHANNEL_PATH) && (r.postData() ?? '').includes(`"label":"${text}"`),
    )
    const before = blockFormStates.length
    await drawer.getByTestId('input-label').pressSequentially(text)
    await askedWithText
    await expect(drawer.getByTestId('error-label')).toHaveCount(0)
    expect(blockFormStates.length - before).toBeLessThan(text.length / 2)
    await drawer.getByTestId('block-drawer-save').click()
    await expect(drawer).toBeHidden()
    const badge = page.getByTestId('inline-block').first()
    await expect(badge).toContainText(`Badge: ${text}`)

    await badge.getByTestId('inline-block-edit').click()
    await expect(drawer).toBeVisible()
    await expectSelected(drawer.getByTestId('input-color'), 'blue')
    await drawer.getByTestId('input-label').fill('Edited')
    await drawer.getByTestId('block-drawer-save').click()
    await expect(badge).toContainText('Badge: Edited')

    // A footnote has one field of its own (Payload counts its id and blockName too): its drawer opens.
    await caretAtEndOf(page, page.getByTestId('input-body').locator('p').first())
    await page.keyboard.type(' ')
    await slash(page, 'footnote', 'inline:footnote')
    await expect(drawer).toBeVisible()
    await drawer.getByTestId('input-note').fill('See page 4')
    await drawer.getByTestId('block-drawer-save').click()
    await expect(drawer).toBeHidden()
    await expect(page.getByTestId('inline-block')).toHaveCount(2)
    await expect(page.getByTestId('inline-block').nth(1)).toContainText('See page 4')
    expect(documentSaves).toHaveLength(0)

    const nodes = await saveDraftAndRead(page, id)
    const inline = nodes[0]!.children!.filter((n) => n.type === 'inlineBlock')
    expect(inline).toHaveLength(2)
    expect(inline[0]).toMatchObject({
      type: 'inlineBlock',
      version: 1,
      fields: { blockType: 'badge', label: 'Edited', color: 'blue' },
    })
    expect((inline[0]!.fields as { id: string }).id).toMatch(/^[0-9a-f]{24}$/)
    expect(inline[1]).toMatchObject({
      type: 'inlineBlock',
      version: 1,
      fields: { blockType: 'footnote', note: 'See page 4' },
    })
  })

  test("a new block's drawer shows its fields' server defaults and its relationship's filterOptions, and saves with them", async ({
    page,
  }) => {
    const id = await openPostBody(page, 'Post 31')
    await clearBody(page)
    await slash(page, 'callout', 'block:callout')
    const drawer = page.getByTestId('block-drawer')
    await expect(drawer).toBeVisible()
    // The callout's tone defaults to 'info' in the CMS config, which Payload's client config leaves out.
    await expectSelected(drawer.getByTestId('input-tone'), 'info')
    await drawer.getByTestId('input-text').fill('Mind the gap')
    // The callout's "Read more" offers published posts only: its filterOptions, which only the server evaluates.
    const word = `Calloutlink${Date.now().toString(36)}`
    const post = (title: string, status: 'draft' | 'published') =>
      rest<{ doc: { id: number } }>(
        page,
        '/posts',
        { draft: status === 'draft' },
        {
          method: 'POST',
          body: { title, slug: title.toLowerCase().replace(/ /g, '-'), _status: status, tags: [{ label: 'x' }] },
        },
      )
    const published = (await post(`${word} live`, 'published')).data.doc.id
    await post(`${word} unpublished`, 'draft')
    const search = drawer.getByTestId('search-link')
    await search.click()
    await search.fill(word)
    await expect(drawer.getByTestId('option-link')).toHaveText([new RegExp(`${word} live`)])
    await drawer.getByTestId('option-link').click()
    await drawer.getByTestId('block-drawer-save').click()
    await expect(drawer).toBeHidden()
    const nodes = await saveDraftAndRead(page, id)
    expect(nodes.find((n) => n.type === 'block')).toMatchObject({
      fields: { blockType: 'callout', tone: 'info', text: 'Mind the gap', link: published },
    })
  })

  test('an unknown inline block type shows "Error: Block \'{type}\' not found" with only a remove action', async ({
    page,
  }) => {
    const id = await openPostBody(page, 'Post 16')
    const ghost = { type: 'inlineBlock', version: 1, fields: { id: '65a0000000000000000000aa', blockType: 'ghost' } }
    const paragraph = {
      children: [{ detail: 0, format: 0, mode: 'normal', style: '', text: 'Before ', type: 'text', version: 1 }, ghost],
      direction: 'ltr',
      format: '',
      indent: 0,
      type: 'paragraph',
      version: 1,
      textFormat: 0,
      textStyle: '',
    }
    const written = await rest(
      page,
      `/posts/${id}`,
      { draft: true, locale: 'en' },
      {
        method: 'PATCH',
        body: {
          body: { root: { children: [paragraph], direction: 'ltr', format: '', indent: 0, type: 'root', version: 1 } },
        },
      },
    )
    expect(written.ok).toBe(true)
    await page.reload()
    await waitForEditView(page)
    const block = page.getByTestId('inline-block')
    await expect(block).toContainText("Error: Block 'ghost' not found")
    await expect(block.getByTestId('inline-block-edit')).toHaveCount(0)
    await block.getByTestId('inline-block-remove').click()
    await expect(page.getByTestId('inline-block')).toHaveCount(0)
    await expect(page.getByTestId('input-body')).toHaveText('Before ')
  })

  test('content written through the REST API opens and saves back byte for byte when not edited', async ({ page }) => {
    const id = await openPostBody(page, 'Large post')
    const before = await rest(page, `/posts/${id}`, { draft: true })
    await expect(page.getByTestId('input-body').locator('table').first()).toBeVisible()
    await expect(page.getByTestId('input-body').getByTestId('inline-block').first()).toBeVisible()
    await page.getByTestId('input-title').fill('Large post, title edited only')
    const after = await saveDraftAndRead(page, id)
    expect(JSON.stringify(after)).toBe(JSON.stringify((before.data.body as { root: Node }).root.children))
  })

  test('undo straight after opening keeps the loaded body: its load is not a step to undo', async ({ page }) => {
    await openPostBody(page, 'Post 21')
    const body = page.getByTestId('input-body')
    const loaded = (await body.innerText()).trim()
    expect(loaded.length).toBeGreaterThan(0)
    await body.click()
    await page.keyboard.press('ControlOrMeta+z')
    await page.keyboard.press('ControlOrMeta+z')
    // Typed after the undos, so the check below sees the state they left.
    await page.keyboard.type(' typed')
    await expect(body).toContainText(' typed')
    expect((await body.innerText()).replace(' typed', '').trim()).toBe(loaded)
    // The typed word is the only change, and undoing it leaves the body as it was loaded.
    await page.keyboard.press('ControlOrMeta+z')
    await expect(body).not.toContainText(' typed')
    expect((await body.innerText()).trim()).toBe(loaded)
  })

  test('an editor whose code cannot be loaded says so in the field, the body saves unchanged, and Try again loads it', async ({
    page,
  }) => {
    const editorCode = await refuseChunkUntilPressed(page, '**/assets/Editor-*.js')
    const id = await openPost(page, 'Post 12')
    const before = await rest(page, `/posts/${id}`, { draft: true })
    const failed = page.getByTestId('rich-text-failed-body')
    await expect(failed).toContainText('The rich-text editor could not be loaded.')
    expect(editorCode.refused()).toBeGreaterThan(0)

    // The rest of the form works, and saving leaves the body as it was.
    await page.getByTestId('input-title').fill('Post 12, saved without its editor')
    const after = await saveDraftAndRead(page, id)
    expect(JSON.stringify(after)).toBe(JSON.stringify((before.data.body as { root: Node }).root.children))

    await editorCode.pressToServe(failed.getByRole('button', { name: 'Try again' }))
    await expect(page.getByTestId('input-body')).toHaveAttribute('contenteditable', 'true')
    await expect(failed).toHaveCount(0)
  })

  test("once the first screen is idle the editor's code is in, so a post opened from the list asks for none", async ({
    page,
  }) => {
    const preloaded = page.waitForResponse(/\/assets\/Editor-[^/]+\.js$/)
    await page.goto(`/admin/collections/posts?search=${encodeURIComponent('Post 12')}`)
    await preloaded
    let asked = 0
    await page.route('**/assets/Editor-*.js', async (route) => {
      asked++
      await route.abort('connectionrefused')
    })
    await page
      .getByTestId('list-doc-link')
      .filter({ hasText: titleStartingWith('Post 12') })
      .first()
      .click()
    await waitForEditView(page)
    await expect(page.getByTestId('input-body')).toHaveAttribute('contenteditable', 'true')
    expect(asked).toBe(0)
  })

  test("the editor's code is asked for as a post's link is followed, while the post itself is on its way", async ({
    page,
  }) => {
    // The idle preload is refused, so only the link can ask for the code again.
    let refuse = true
    let refused = 0
    let asked = 0
    await page.route('**/assets/Editor-*.js', async (route) => {
      if (refuse) {
        refused++
        return route.abort('connectionrefused')
      }
      asked++
      await route.continue()
    })
    await page.goto(`/admin/collections/posts?search=${encodeURIComponent('Post 12')}`)
    await expect.poll(() => refused).toBeGreaterThan(0)
    refuse = false
    const link = page
      .getByTestId('list-doc-link')
      .filter({ hasText: titleStartingWith('Post 12') })
      .first()
    const id = /\/posts\/([^/?]+)/.exec((await link.getAttribute('href')) ?? '')![1]!
    const post = await holdApiCalls(page, (r) => r.method === 'GET' && r.path === `/posts/${id}`)
    await link.click()
    // Its form cannot be drawn yet, and the editor's code is already on its way.
    await expect.poll(() => asked).toBeGreaterThan(0)
    await expect(page.getByTestId('input-body')).toHaveCount(0)
    post.release()
    await expect(page.getByTestId('input-body')).toHaveAttribute('contenteditable', 'true')
  })

  test("a post loaded at its own URL asks for the editor's code beside its document, not once its form is drawn", async ({
    page,
  }) => {
    await page.goto('/admin')
    const posts = await rest(page, '/posts', { where: { title: { equals: 'Post 12' } }, limit: 1 })
    const id = String((posts.data.docs as Array<{ id: unknown }>)[0]!.id)
    let asked = 0
    await page.route('**/assets/Editor-*.js', async (route) => {
      asked++
      await route.continue()
    })
    const post = await holdApiCalls(page, (r) => r.method === 'GET' && r.path === `/posts/${id}`)
    await page.goto(`/admin/collections/posts/${id}`)
    await expect.poll(() => asked).toBeGreaterThan(0)
    await expect(page.getByTestId('input-body')).toHaveCount(0)
    post.release()
    await expect(page.getByTestId('input-body')).toHaveAttribute('contenteditable', 'true')
  })

  test('Enter picks the option the slash menu shows highlighted, even pressed the instant it shows it', async ({
    page,
  }) => {
    await openPostBody(page, 'Post 17')
    await clearBody(page)
    await page.keyboard.type('/')
    await expect(page.getByTestId('slash-option-paragraph')).toHaveAttribute('aria-selected', 'true')
    // Enter is pressed from the page in the same task as the menu shows Quote highlighted, before any
    // later work of the page (as a quick typist on a busy machine would). The whole query arrives as one
    // input, so the menu goes from every option (Paragraph first) straight to Quote.
    await page.getByTestId('input-body').evaluate((body) => {
      // The page's own classes (the tests are typed without the DOM library).
      const { MutationObserver, KeyboardEvent } = globalThis as unknown as {
        MutationObserver: new (callback: () => void) => {
          observe(target: unknown, options: object): void
          disconnect(): void
        }
        KeyboardEvent: new (type: string, init: object) => never
      }
      const observer = new MutationObserver(() => {
        const quote = body.ownerDocument.querySelector('[data-testid="slash-option-quote"]')
        if (quote?.getAttribute('aria-selected') !== 'true' || quote.parentElement?.children.length !== 1) return
        observer.disconnect()
        body.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }),
        )
      })
      observer.observe(body.ownerDocument.body, { subtree: true, childList: true, attributes: true })
    })
    await page.keyboard.insertText('quote')
    await expect(page.getByTestId('slash-menu')).toHaveCount(0)
    await expect(page.getByTestId('input-body').locator('blockquote')).toHaveCount(1)
    await expect(page.getByTestId('input-body')).not.toContainText('/quote')
  })

  test('links through the toolbar, and relationship and upload nodes through the slash menu', async ({ page }) => {
    const id = await openPostBody(page, 'Post 17')
    await clearBody(page)
    await page.keyboard.type('Read the docs')
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft')
    await page.getByTestId('rt-link').click()
    await page.getByTestId('rt-link-url').fill('https://payloadcms.com/docs')
    await page.getByTestId('rt-link-save').click()
    await expect(page.getByTestId('input-body').locator('a')).toHaveText('docs')
    // The caret is back in the text, after the link: typing goes on outside it.
    await page.keyboard.type('!')
    await expect(page.getByTestId('input-body').locator('p').first()).toHaveText('Read the docs!')
    await expect(page.getByTestId('input-body').locator('a')).toHaveText('docs')
    await caretAtEndOf(page, page.getByTestId('input-body').locator('p').first())
    await page.keyboard.press('Enter')
    await slash(page, 'relation', 'relationship')
    const picker = page.getByTestId('document-picker')
    await expect(picker).toBeVisible()
    await picker.getByRole('searchbox').fill('Post 01')
    await picker.getByRole('button', { name: 'Post 01', exact: true }).click()
    await expect(page.getByTestId('rich-text-relationship')).toContainText('Post 01')
    await slash(page, 'upload', 'upload')
    const library = page.getByTestId('media-library-rich-text')
    await expect(library).toBeVisible()
    await library.getByTestId('media-tile').first().click()
    await expect(page.getByTestId('rich-text-upload')).toBeVisible()

    const nodes = await saveDraftAndRead(page, id)
    const link = nodes[0]!.children!.find((n) => n.type === 'link')!
    expect(link).toMatchObject({
      type: 'link',
      version: 3,
      fields: { linkType: 'custom', newTab: false, url: 'https://payloadcms.com/docs' },
      children: [{ text: 'docs' }],
    })
    expect(link.id).toMatch(/^[0-9a-f]{24}$/)
    expect(nodes.find((n) => n.type === 'relationship')).toMatchObject({
      type: 'relationship',
      version: 2,
      relationTo: 'posts',
      format: '',
    })
    const upload = nodes.find((n) => n.type === 'upload')!
    expect(upload).toMatchObject({ type: 'upload', version: 3, relationTo: 'media', fields: {}, format: '' })
    expect(upload.id).toMatch(/^[0-9a-f]{24}$/)
  })

  test("an upload's card keeps its size while its file is looked up: the text below does not move under the pointer", async ({
    page,
  }) => {
    await page.goto('/admin')
    const media = await rest(page, '/media', { limit: 1, depth: 0, where: { mimeType: { contains: 'image/' } } })
    const image = (media.data.docs as { id: number }[])[0]!
    const body = lexicalRoot(lexicalUpload(image.id), lexicalParagraph('Below the upload'))
    const post = await createDraftPost(page, { title: 'Upload card post', body })
    const lookup = await holdApiCalls(page, (request) => request.method === 'GET' && request.path === '/media')
    await page.goto(`/admin/collections/posts/${post.id}`)
    await waitForEditView(page)
    const below = page.getByTestId('input-body').getByText('Below the upload')
    await expect(page.getByTestId('rich-text-upload')).toBeVisible()
    await expect.poll(() => lookup.held()).toBeGreaterThan(0)
    const before = await below.boundingBox()
    lookup.release()
    await expect(page.getByTestId('rich-text-upload').locator('img')).toBeVisible()
    expect(await below.boundingBox()).toEqual(before)
  })

  test('a read-only viewer gets a body that cannot be edited, without block actions', async ({ page, host }) => {
    await signInAs(page, host, 'viewer@example.com')
    try {
      await openPostBody(page, 'Large post')
      await expect(page.getByTestId('input-body')).toHaveAttribute('contenteditable', 'false')
      await expect(page.getByTestId('rt-format-bold')).toBeDisabled()
      await expect(page.getByTestId('inline-block').first()).toBeVisible()
      await expect(page.getByTestId('inline-block-edit')).toHaveCount(0)
      await expect(page.getByTestId('inline-block-remove')).toHaveCount(0)
    } finally {
      await signInAs(page, host, 'editor@example.com')
    }
  })

  test("a block drawer's conditions see the whole document as it is typed, and a failed form state is told in the drawer", async ({
    page,
  }) => {
    // A post of this test's own: its visibility is changed and badges are inserted.
    await page.goto('/admin')
    const stamp = Date.now()
    const created = await rest<{ doc: { id: string | number } }>(
      page,
      '/posts',
      {},
      { method: 'POST', body: { title: `i20 block conditions ${stamp}`, slug: `i20-block-conditions-${stamp}` } },
    )
    expect(created.ok).toBe(true)
    await page.goto(`/admin/collections/posts/${created.data.doc.id}`)
    await waitForEditView(page)
    const drawer = page.getByTestId('block-drawer')
    const insertBadge = async () => {
      await caretAtEndOf(page, page.getByTestId('input-body').locator('p').last())
      await page.keyboard.type(' ')
      await slash(page, 'badge', 'inline:badge')
      await expect(drawer).toBeVisible()
    }

    // A public post: the badge's members-only box is hidden (its answer also brought the default colour).
    await insertBadge()
    await expectSelected(drawer.getByTestId('input-color'), 'blue')
    await expect(drawer.getByTestId('input-membersOnly')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    // Made members-only in the form (Details tab), not yet saved: the next badge's condition sees it.
    await page.getByTestId('tab-1').click()
    await page.getByTestId('input-visibility-members').check()
    await page.getByTestId('tab-0').click()
    await insertBadge()
    await expectSelected(drawer.getByTestId('input-color'), 'blue')
    await expect(drawer.getByTestId('input-membersOnly')).toBeVisible()
    await expect(drawer.getByTestId('block-drawer-error')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    // The server's block form state fails: the drawer says so instead of staying silent.
    await page.route(API_CHANNEL_GLOB, (route) => {
      const body = route.request().postData() ?? ''
      return body.includes('"path":"/folio/form-state"') && body.includes('"schemaPath":')
        ? route.abort('failed')
        : route.continue()
    })
    await insertBadge()
    await expect(drawer.getByTestId('block-drawer-error')).toContainText(
      "The server's defaults and checks for this block could not be loaded (",
    )
    // The schema's static defaults need no answer: the new badge still starts blue.
    await expectSelected(drawer.getByTestId('input-color'), 'blue')
  })
})
