import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

type Node = { type: string; children?: Node[]; text?: string; format?: number | string; [key: string]: unknown }

/** A call through the host's REST bridge, as a tester reading or writing the CMS directly. */
async function api(page: Page, method: 'GET' | 'PATCH', path: string, query: Record<string, unknown> = {}, body?: unknown) {
  return page.evaluate(
    async ({ method, path, query, body }) => {
      const response = await fetch('/__folio/bridge/renderer:api', { method: 'POST', headers: { 'x-folio-bridge': '1' }, body: JSON.stringify({ method, path, query: { depth: 0, ...query }, ...(body ? { body } : {}) }) })
      return ((await response.json()) as { value: { ok: boolean; data: Record<string, unknown> } }).value
    },
    { method, path, query, body },
  )
}

async function openPost(page: Page, search: string): Promise<string> {
  await page.goto(`/admin/collections/posts?search=${encodeURIComponent(search)}`)
  await page.getByTestId('list-doc-link').first().click()
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await expect(page.getByTestId('input-body')).toBeVisible()
  return page.url().split('/').pop()!
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
  await page.getByTestId('save-draft').click()
  await expect(page.getByTestId('toast-success').last()).toBeVisible()
  const doc = await api(page, 'GET', `/posts/${id}`, { draft: true })
  return ((doc.data.body as { root: Node }).root.children ?? []) as Node[]
}

const textOf = (node: Node): string => (node.text ?? '') + (node.children ?? []).map(textOf).join('')

test.describe('rich-text editor', () => {
  test('markdown shortcuts: headings 1-6, quote, lists (nested by 4 spaces), check list, code and text formats', async ({ page }) => {
    const id = await openPost(page, 'Post 11')
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
    await page.keyboard.type('plain `code` **bold** *italic* ==marked== ~~gone~~ end')

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
    expect(nodes[9]).toMatchObject({ type: 'list', listType: 'check', children: [{ type: 'listitem', checked: false }] })
    // Four spaces make one level of nesting.
    expect(nodes[10]).toMatchObject({ type: 'paragraph' })
    expect(nodes[11]).toMatchObject({ type: 'list', listType: 'bullet', children: [{ children: [{ type: 'list', children: [{ indent: 1 }] }] }] })
    const formats = Object.fromEntries(nodes[12]!.children!.filter((c) => c.format).map((c) => [c.text, c.format]))
    expect(formats).toEqual({ code: 16, bold: 1, italic: 2, marked: 128, gone: 4 })
  })
})
