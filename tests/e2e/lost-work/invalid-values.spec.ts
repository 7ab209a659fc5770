/**
 * Probes for values that cannot be saved as typed (issue 41): invalid JSON, numbers the CMS cannot
 * store, a title far past its maxLength. Each is typed as a careless editor would, then Ctrl+S,
 * Publish and autosave are tried; the stored copy is read back through Payload's REST API (it must
 * still be the last valid one, never null), the page is reloaded and the typed text must be offered
 * back, and once corrected the value is saved. Every test makes its own post.
 */
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from '../fixtures'
import { bridgeHeaders, bridgePath } from '../support/bridge'
import { waitForEditView } from '../support/documents'
import { rest } from '../support/rest'
import { chooseOption } from '../support/select'

let serial = 0
const uniqueTitle = (what: string) => `Invalid ${what} ${Date.now().toString(36)}${serial++}`

/** A draft post made through REST with these values; returns its id. */
async function makePost(page: Page, what: string, values: Record<string, unknown> = {}): Promise<string> {
  await page.goto('/admin')
  const title = uniqueTitle(what)
  const made = await rest<{ doc: { id: number } }>(
    page,
    '/posts',
    { draft: true },
    {
      method: 'POST',
      body: { title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), _status: 'draft', ...values },
    },
  )
  expect(made.ok).toBe(true)
  return String(made.data.doc.id)
}

async function openPostById(page: Page, id: string) {
  await page.goto(`/admin/collections/posts/${id}`)
  await waitForEditView(page)
}

const stored = async (page: Page, id: string) => (await rest(page, `/posts/${id}`, { draft: true })).data

/** The newest unsaved edits the host keeps on disk for a post of the built-in CMS (English), any tab's. */
async function keptDraft(page: Page, id: string) {
  const key = `local#collection:posts/${id}@en`
  return page.evaluate(
    async ({ url, headers, key }) => {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ key }) })
      const drafts = ((await response.json()) as { value: { data: Record<string, unknown>; savedAt: number }[] }).value
      return drafts.sort((a, b) => b.savedAt - a.savedAt)[0] ?? null
    },
    { url: bridgePath('renderer:draft-list'), headers: bridgeHeaders, key },
  )
}

/** The code editor is a real editor (contenteditable), upgraded from a textarea once loaded. */
async function typeCode(page: Page, path: string, text: string) {
  const field = page.getByTestId(`field-${path}`)
  await expect(field.locator('.code-editor')).toHaveAttribute('data-upgraded', 'true')
  await page.getByTestId(`input-${path}`).click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Delete')
  await page.keyboard.insertText(text)
}

async function openAdvanced(page: Page) {
  await page.getByTestId('tab-1').click()
  await page.getByTestId('collapsible-Advanced').click()
}

/** Autosave ran and refused to send: its status names the field to correct (no waiting for time). */
async function expectAutosaveBlocked(page: Page, label: string) {
  const status = page.getByTestId('autosave-status')
  await expect(status).toHaveAttribute('data-phase', 'blocked', { timeout: 20_000 })
  await expect(status).toContainText('Not saved:')
  await expect(status).toContainText(label)
}

/** Ctrl+S and Publish are refused with a message naming the field; neither sends anything. */
async function expectSavesRefused(page: Page, label: string) {
  await page.keyboard.press('ControlOrMeta+s')
  await expect(page.getByTestId('toast-error').last()).toContainText(`Not saved: ${label}`)
  await page.getByTestId('publish').click()
  await expect(page.getByTestId('toast-error').last()).toContainText(label)
}

test.describe('values that cannot be saved as typed', () => {
  test('invalid JSON is kept as typed, blocks autosave, Ctrl+S and Publish, survives a reload, and never replaces the stored value', async ({
    page,
  }) => {
    const id = await makePost(page, 'json', { metadata: { keep: 1 } })
    await openPostById(page, id)
    await openAdvanced(page)
    await typeCode(page, 'metadata', '{"ok": tru')
    await expect(page.getByTestId('error-metadata')).toHaveText(
      'This is not valid JSON: it is kept as typed and cannot be saved until it is corrected.',
    )
    await expectAutosaveBlocked(page, 'Metadata')
    await expectSavesRefused(page, 'Metadata')
    expect((await stored(page, id)).metadata).toEqual({ keep: 1 })

    // The local draft on disk holds the text as typed, not null.
    await expect
      .poll(async () => JSON.stringify((await keptDraft(page, id))?.data.metadata ?? null))
      .toContain('{\\"ok\\": tru')
    await page.reload()
    await waitForEditView(page)
    await expect(page.getByTestId('draft-recovered')).toBeVisible()
    await page.getByTestId('draft-restore').click()
    await openAdvanced(page)
    await expect(page.getByTestId('input-metadata')).toHaveText('{"ok": tru')
    await expect(page.getByTestId('error-metadata')).toBeVisible()
    expect((await stored(page, id)).metadata).toEqual({ keep: 1 })

    // Corrected, it goes with the next autosave.
    await typeCode(page, 'metadata', '{"ok": true}')
    await expect(page.getByTestId('error-metadata')).toHaveCount(0)
    await expect.poll(async () => (await stored(page, id)).metadata, { timeout: 20_000 }).toEqual({ ok: true })
  })

  test('numbers the CMS cannot store (1e309, -1e309, NaN, 2^53+1, abc) are kept as typed and never sent', async ({
    page,
  }) => {
    const id = await makePost(page, 'number', { stats: { rating: 2, readingTime: 3 } })
    await openPostById(page, id)
    await page.getByTestId('tab-1').click()
    const input = page.getByTestId('input-stats.readingTime')
    const cases: Array<[string, string]> = [
      ['1e309', 'This number is outside the range that can be stored.'],
      ['-1e309', 'This number is outside the range that can be stored.'],
      ['NaN', 'Please enter a valid number.'],
      ['abc', 'Please enter a valid number.'],
      ['9007199254740993', 'Whole numbers beyond ±9007199254740991 cannot be stored exactly.'],
    ]
    for (const [typed, message] of cases) {
      await input.fill(typed)
      await expect(page.getByTestId('error-stats.readingTime')).toHaveText(message)
      await expect(input).toHaveValue(typed)
      await page.keyboard.press('ControlOrMeta+s')
      await expect(page.getByTestId('toast-error').last()).toContainText('Not saved: Statistics › Reading time (min)')
    }
    await expectAutosaveBlocked(page, 'Reading time')
    await page.getByTestId('publish').click()
    await expect(page.getByTestId('toast-error').last()).toContainText('Reading time (min)')
    expect((await stored(page, id)).stats).toEqual({ rating: 2, readingTime: 3 })

    // Reloaded: the last text typed is offered back as typed.
    await expect
      .poll(async () => JSON.stringify((await keptDraft(page, id))?.data.stats ?? null))
      .toContain('9007199254740993')
    await page.reload()
    await waitForEditView(page)
    await page.getByTestId('draft-restore').click()
    await page.getByTestId('tab-1').click()
    await expect(input).toHaveValue('9007199254740993')
    expect((await stored(page, id)).stats).toEqual({ rating: 2, readingTime: 3 })

    await input.fill('12')
    await expect(page.getByTestId('error-stats.readingTime')).toHaveCount(0)
    await expect
      .poll(async () => (await stored(page, id)).stats, { timeout: 20_000 })
      .toEqual({
        rating: 2,
        readingTime: 12,
      })
  })

  test('switching locale with a number that cannot be stored sends nothing, and the text is back on returning', async ({
    page,
  }) => {
    const id = await makePost(page, 'locale', { stats: { rating: 2, readingTime: 3 } })
    await page.goto(`/admin/collections/posts/${id}?locale=en`)
    await waitForEditView(page)
    await page.getByTestId('tab-1').click()
    await page.getByTestId('input-stats.readingTime').fill('1e309')
    await expect(page.getByTestId('error-stats.readingTime')).toBeVisible()
    // Leaving the locale sends what was typed at once, unless it cannot be sent.
    await chooseOption(page.getByTestId('locale-select'), 'de')
    await expect(page).toHaveURL(/locale=de/)
    await waitForEditView(page)
    await chooseOption(page.getByTestId('locale-select'), 'en')
    await expect(page).toHaveURL(/locale=en/)
    await waitForEditView(page)
    await page.getByTestId('tab-1').click()
    await expect(page.getByTestId('input-stats.readingTime')).toHaveValue('1e309')
    await expect(page.getByTestId('error-stats.readingTime')).toBeVisible()
    for (const locale of ['en', 'de'])
      expect((await rest(page, `/posts/${id}`, { draft: true, locale })).data.stats).toEqual({
        rating: 2,
        readingTime: 3,
      })
  })

  test('a date half typed (a part cleared) is not sent as null over the stored date', async ({ page }) => {
    const id = await makePost(page, 'date', { publishedAt: '2024-05-01T10:00:00.000Z' })
    await openPostById(page, id)
    const date = page.getByTestId('input-publishedAt')
    await date.click()
    // The end of its time cleared (its "AM" and the space before it): the input now holds no date.
    await date.press('End')
    for (let i = 0; i < 3; i++) await date.press('Backspace')
    await expect(page.getByTestId('error-publishedAt')).toHaveText('This field has an invalid input.')
    await expectAutosaveBlocked(page, 'Published At')
    await page.keyboard.press('ControlOrMeta+s')
    await expect(page.getByTestId('toast-error').last()).toContainText('Not saved: Published At')
    expect((await stored(page, id)).publishedAt).toBe('2024-05-01T10:00:00.000Z')

    await date.fill('2025-01-02T03:04')
    await expect(page.getByTestId('error-publishedAt')).toHaveCount(0)
    await expect
      .poll(async () => (await stored(page, id)).publishedAt, { timeout: 20_000 })
      .toBe(new Date(2025, 0, 2, 3, 4).toISOString())
  })

  test('a 1 MB title past its maxLength is refused by draft saves and autosave; an empty required title still autosaves', async ({
    page,
  }) => {
    const id = await makePost(page, 'long title')
    const before = (await stored(page, id)).title
    await openPostById(page, id)
    const title = page.getByTestId('input-title')
    await title.fill('x'.repeat(1_000_000))
    await expect(page.getByTestId('error-title')).toHaveText(
      'This value must be shorter than the max length of 120 characters.',
    )
    // The heading shows the start of it, not a megabyte laid out again on every keystroke.
    await expect(page.getByTestId('document-title')).toHaveText(`${'x'.repeat(300)}…`)
    // Typing on in the over-long field stays possible (its responsiveness is measured, not asserted).
    await title.press('End')
    await title.pressSequentially('abc')
    await expect.poll(async () => (await title.inputValue()).length).toBe(1_000_003)
    await expectAutosaveBlocked(page, 'Title')
    await page.keyboard.press('ControlOrMeta+s')
    await expect(page.getByTestId('toast-error').last()).toContainText('Not saved: Title')
    expect((await stored(page, id)).title).toBe(before)

    // Drafts may be incomplete: an empty required title is saved by autosave, as in Payload.
    await title.fill('')
    await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.', { timeout: 20_000 })
    await expect.poll(async () => (await stored(page, id)).title ?? '').toBe('')
    await title.fill('A title of the right length')
    await expect
      .poll(async () => (await stored(page, id)).title, { timeout: 20_000 })
      .toBe('A title of the right length')
  })
})

test.describe('file names and contents that cannot be uploaded as they are', () => {
  const png = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer()

  /** Media items with this alt text, as the CMS stores them. */
  const mediaWithAlt = async (page: Page, alt: string) =>
    (await rest<{ docs: Array<{ filename: string }> }>(page, '/media', { where: { alt: { equals: alt } } })).data.docs

  async function upload(page: Page, alt: string, file: { name: string; buffer: Buffer }) {
    await page.goto('/admin/collections/media/create')
    await waitForEditView(page)
    await page.getByTestId('input-alt').fill(alt)
    await page.getByTestId('file-input').setInputFiles({ ...file, mimeType: 'image/png' })
  }

  test('a backslash or a right-to-left override in a name is cleaned as Payload cleans names, and the file uploads', async ({
    page,
  }) => {
    const names: Array<[typed: string, storedAs: string]> = [
      ['back\\slash.png', 'backslash'],
      ['invoice\u202egnp.png', 'invoicegnp'],
    ]
    for (const [name, storedAs] of names) {
      const alt = uniqueTitle('file name')
      await upload(page, alt, { name, buffer: await png() })
      await page.getByTestId('save').click()
      await expect(page.getByTestId('toast-success')).toBeVisible()
      await expect.poll(async () => (await mediaWithAlt(page, alt)).length).toBe(1)
      const [doc] = await mediaWithAlt(page, alt)
      // Payload adds a number where the name is taken already.
      expect(doc!.filename).toMatch(new RegExp(`^${storedAs}(-\\d+)?\\.png$`))
      expect(doc!.filename).not.toMatch(/[\\\u202a-\u202e\u2066-\u2069\u200e\u200f]/)
    }
  })

  test('a 0-byte file is refused as empty before anything is sent; what was typed stays', async ({ page }) => {
    const alt = uniqueTitle('empty file')
    await upload(page, alt, { name: 'empty.png', buffer: Buffer.alloc(0) })
    await expect(page.getByTestId('upload-error')).toHaveText(
      'This file is empty (0 bytes); choose a file with content.',
    )
    await expect(page.getByTestId('chosen-file')).toHaveCount(0)
    await expect(page.getByTestId('input-alt')).toHaveValue(alt)
    expect(await mediaWithAlt(page, alt)).toEqual([])
  })
})
