/**
 * Every dialog is a native modal <dialog>: focus moves in, Tab stays inside, Escape closes (unless a
 * request is under way), the page behind is inert, and focus goes back to what opened it. Also the
 * rich-text editor in the dark theme. Each test makes its own posts (titles starting "Dialogs"), so
 * no seeded document changes.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { FORMAT, paragraph, quote, root, text } from '../../src/cms/seed/lexical'
import { API_CHANNEL_GLOB, holdApiCalls } from './support/bridge'
import { textContrast } from './support/contrast'
import { waitForEditView } from './support/documents'
import { rest } from './support/rest'
import { createDraftPost, savePost, versionsOf } from './support/versions'

let serial = 0
const uniqueTitle = (what: string) => `Dialogs ${what} ${Date.now().toString(36)}${serial++}`

async function openPostById(page: Page, id: string | number) {
  await page.goto(`/admin/collections/posts/${id}`)
  await waitForEditView(page)
}

/** The open modal dialogs (the browser's :modal), which make the rest of the page inert. */
const modals = (page: Page) => page.locator('dialog:modal')

test.describe('dialogs', () => {
  test('delete: focus moves in, Tab and Shift+Tab wrap inside, Escape closes and focus returns to the menu', async ({
    page,
  }) => {
    const post = await createDraftPost(page, { title: uniqueTitle('delete') })
    await openPostById(page, post.id)
    const menu = page.getByTestId('document-menu')
    await menu.click()
    await page.getByTestId('document-menu-delete').click()
    const dialog = page.getByRole('dialog', { name: 'Confirm deletion' })
    await expect(dialog).toBeVisible()
    await expect(modals(page)).toHaveCount(1)
    await expect(page.getByTestId('cancel-delete')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('confirm-delete')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('cancel-delete')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByTestId('confirm-delete')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(modals(page)).toHaveCount(0)
    await expect(menu).toBeFocused()
    expect((await rest(page, `/posts/${post.id}`, { draft: true })).ok).toBe(true)
  })

  test('delete: Cancel is a secondary button and Delete is red on no fill, never the filled primary, in both themes', async ({
    page,
  }) => {
    const post = await createDraftPost(page, { title: uniqueTitle('weights') })
    await openPostById(page, post.id)
    const primary = page.getByTestId('publish')
    const cancel = page.getByTestId('cancel-delete')
    const confirm = page.getByTestId('confirm-delete')
    for (const [theme, red] of [
      ['light', 'rgb(193, 39, 45)'],
      ['dark', 'rgb(255, 107, 107)'],
    ] as const) {
      await page.emulateMedia({ colorScheme: theme })
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      // The filled primary of this screen, to compare with.
      await expect(primary).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      await page.getByTestId('document-menu').click()
      await page.getByTestId('document-menu-delete').click()
      await expect(confirm).toBeVisible()
      // Not under the pointer (a hovered Delete fills in red).
      await page.mouse.move(0, 0)
      await expect(cancel).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      await expect(confirm).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
      await expect(confirm).toHaveCSS('color', red)
      await expect(confirm).toHaveCSS('border-top-color', red)
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('confirm-delete')).toHaveCount(0)
    }
  })

  test('restore as draft asks in its own words; while a restore is under way Escape does not close it', async ({
    page,
  }) => {
    const title = uniqueTitle('restore')
    const post = await createDraftPost(page, { title })
    await savePost(page, post.id, { title, _status: 'published' }, {})
    await savePost(page, post.id, { title: `${title} later` }, { draft: 'true' })
    const published = (await versionsOf(page, post.id)).find(
      (v) => (v.version as { _status: string })._status === 'published',
    )!
    await page.goto(`/admin/collections/posts/${post.id}/versions/${published.id}`)
    await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')

    const asDraft = page.getByTestId('restore-as-draft')
    await asDraft.click()
    const dialog = page.getByTestId('restore-modal')
    await expect(dialog.getByRole('heading')).toHaveText('Restore as draft')
    await expect(page.getByTestId('restore-question')).toContainText('as a new draft')
    await expect(page.getByTestId('restore-confirm')).toHaveText('Restore as draft')
    await expect(page.getByTestId('restore-cancel')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(asDraft).toBeFocused()

    // The plain restore keeps Payload's words; held on its way, Escape leaves it open and busy.
    const restore = await holdApiCalls(
      page,
      (call) => call.method === 'POST' && call.path.includes(`/versions/${published.id}`),
    )
    await page.getByTestId('restore').click()
    await expect(dialog.getByRole('heading')).toHaveText('Confirm Version Restoration')
    await page.getByTestId('restore-confirm').click()
    await expect(page.getByTestId('restore-confirm')).toHaveText('Restoring...')
    await expect.poll(restore.held).toBe(1)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await expect(modals(page)).toHaveCount(1)
    restore.release()
    await expect(page).toHaveURL(new RegExp(`/posts/${post.id}$`))
    await page.unroute(API_CHANNEL_GLOB)
  })

  test('a toast shown under an open dialog is above it: its Undo is reached by Tab and runs on a click', async ({
    page,
  }) => {
    const title = uniqueTitle('toast')
    const post = await createDraftPost(page, { title })
    await openPostById(page, post.id)
    await page.getByTestId('document-menu').click()
    await page.getByTestId('document-menu-delete').click()
    await page.getByTestId('confirm-delete').click()
    await expect(page.getByTestId('list-view')).toBeVisible()
    const undo = page.getByTestId('toast-action')
    await expect(undo).toBeVisible()
    await page.keyboard.press('Control+k')
    const palette = page.getByTestId('command-palette')
    await expect(palette).toBeVisible()
    await expect(page.getByTestId('palette-input')).toBeFocused()
    // The dialog's Tab cycle takes in the toast: back from the first control to the toast's close, then Undo.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(undo).toBeFocused()
    await undo.click()
    await expect(page.getByTestId('toast-success')).toContainText('Its versions were not restored')
    await expect(palette).toBeVisible()
    const again = await rest(page, '/posts', { where: { title: { equals: title } }, draft: true })
    expect((again.data.docs as unknown[]).length).toBe(1)
  })

  test('edit-many drawer: its discard question keeps Tab and Escape to itself, then focus goes back step by step', async ({
    page,
  }) => {
    const prefix = uniqueTitle('edit many')
    await page.goto('/admin/collections/posts')
    for (const n of [1, 2]) await createDraftPost(page, { title: `${prefix} ${n}` })
    await page.goto(`/admin/collections/posts?search=${encodeURIComponent(prefix)}`)
    await expect(page.getByTestId('list-row')).toHaveCount(2)
    await page.getByTestId('select-all-page').check()
    const opener = page.getByTestId('bulk-edit')
    await opener.click()
    const drawer = page.getByTestId('edit-many-drawer')
    await expect(drawer.getByRole('heading')).toHaveText('Editing 2 Posts')
    await expect(page.getByTestId('edit-many-field-picker').locator('input').first()).toBeFocused()
    await page.getByTestId('edit-many-field-picker').getByLabel('Excerpt', { exact: true }).check()
    const excerpt = drawer.getByTestId('input-excerpt')
    await excerpt.fill('Typed in the drawer')

    await page.keyboard.press('Escape')
    const discard = page.getByTestId('edit-many-discard')
    await expect(discard).toBeVisible()
    await expect(modals(page)).toHaveCount(2)
    await expect(page.getByTestId('edit-many-keep-editing')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('edit-many-discard-confirm')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('edit-many-keep-editing')).toBeFocused()
    // Escape answers the question only: the drawer stays with what was typed, the cursor back in it.
    await page.keyboard.press('Escape')
    await expect(discard).toHaveCount(0)
    await expect(drawer).toBeVisible()
    await expect(excerpt).toBeFocused()
    await expect(excerpt).toHaveValue('Typed in the drawer')

    await page.keyboard.press('Escape')
    await page.getByTestId('edit-many-discard-confirm').click()
    await expect(drawer).toHaveCount(0)
    await expect(modals(page)).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test('a rich-text field in the edit-many drawer: its slash menu is usable and Escape closes the menu, not the drawer', async ({
    page,
  }) => {
    const prefix = uniqueTitle('slash')
    await page.goto('/admin/collections/posts')
    await createDraftPost(page, { title: `${prefix} 1` })
    await page.goto(`/admin/collections/posts?search=${encodeURIComponent(prefix)}`)
    await expect(page.getByTestId('list-row')).toHaveCount(1)
    await page.getByTestId('select-all-page').check()
    await page.getByTestId('bulk-edit').click()
    const drawer = page.getByTestId('edit-many-drawer')
    await page.getByTestId('edit-many-field-picker').getByLabel('Body', { exact: true }).check()
    const body = drawer.getByTestId('input-body')
    await body.click()
    await page.keyboard.type('/')
    const menu = page.getByTestId('slash-menu')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Backspace')
    await page.keyboard.type('/quo')
    // Clicked with the mouse: the menu lives inside the modal drawer, not in the inert page behind it.
    await menu.getByRole('option', { name: 'Quote' }).click()
    await page.keyboard.type('Cited')
    await expect(body.locator('blockquote')).toHaveText('Cited')
  })

  test('block drawer: focus moves into its fields, Escape closes it and the cursor is back in the editor', async ({
    page,
  }) => {
    const post = await createDraftPost(page, { title: uniqueTitle('block') })
    await openPostById(page, post.id)
    const editor = page.getByTestId('input-body')
    // The editor starts read-only until the document's permissions and lock are known.
    await expect(editor).toHaveAttribute('contenteditable', 'true')
    await editor.click()
    await page.keyboard.type('Label: ')
    await expect(editor).toContainText('Label:')
    await page.keyboard.type('/badge')
    await expect(page.getByTestId('slash-option-inline:badge')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    const drawer = page.getByTestId('block-drawer')
    await expect(drawer).toBeVisible()
    await expect(modals(page)).toHaveCount(1)
    await expect(drawer.locator('.block-drawer__body input').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(drawer).toHaveCount(0)
    await expect(editor).toBeFocused()
  })
})

test('dark theme: the rich-text body, its toolbar, quotes and code read at 4.5:1 or better', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  const body = root([
    paragraph([
      text('Plain words and '),
      text('inline code', FORMAT.code),
      text(' and '),
      text('marked', FORMAT.highlight),
    ]),
    quote('A quoted line'),
  ])
  const post = await createDraftPost(page, { title: uniqueTitle('dark'), body })
  await openPostById(page, post.id)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const editor = page.getByTestId('input-body')
  await expect(editor.locator('blockquote')).toHaveText('A quoted line')
  // Before, the editor kept a white background under near-white text (about 1.1:1).
  expect(await textContrast(editor.locator('p').first())).toBeGreaterThanOrEqual(4.5)
  expect(await textContrast(editor.locator('blockquote'))).toBeGreaterThanOrEqual(4.5)
  expect(await textContrast(editor.locator('.rich-text__code'))).toBeGreaterThanOrEqual(4.5)
  expect(await textContrast(editor.locator('.rich-text__highlight'))).toBeGreaterThanOrEqual(4.5)
  expect(await textContrast(page.locator('.rt-toolbar__button').first())).toBeGreaterThanOrEqual(4.5)
})

test('at 390 px: document controls, the preview, the Filters button and checkboxes fit; the closed menu casts no shadow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const post = await createDraftPost(page, { title: uniqueTitle('narrow') })
  await openPostById(page, post.id)
  const inWindow = async (testId: string) => {
    const box = (await page.getByTestId(testId).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
  }
  await inWindow('publish')
  await expect(page.getByTestId('nav')).toHaveCSS('box-shadow', 'none')
  // The checkbox sits before its label, on the same line.
  // Both boxes are read in one frame: a banner appearing between two reads would shift one of them.
  const { checkbox, label } = await page.getByTestId('field-featured').evaluate((field) => {
    const box = (selector: string) => {
      const r = field.querySelector(selector)!.getBoundingClientRect()
      return { x: r.x, y: r.y, width: r.width, height: r.height }
    }
    return { checkbox: box('input[type="checkbox"]'), label: box('label') }
  })
  expect(checkbox.x + checkbox.width).toBeLessThanOrEqual(label.x)
  expect(Math.abs(checkbox.y + checkbox.height / 2 - (label.y + label.height / 2))).toBeLessThan(6)

  await page.goto(`/admin/collections/posts/${post.id}/preview`)
  const preview = page.getByTestId('live-preview')
  await expect(preview).toBeVisible()
  expect((await preview.boundingBox())!.width).toBeGreaterThan(300)

  await page.goto('/admin/collections/posts')
  await expect(page.getByTestId('toggle-filters')).toBeVisible()
  await inWindow('toggle-filters')
})

test('a dialog dims the page in both themes: the dark veil is darker, so the dark page looks dimmed too', async ({
  page,
}) => {
  /** The alpha of the open dialog's backdrop (black, so its alpha is how much it darkens). */
  const veil = () =>
    page.locator('dialog[open]').evaluate((dialog) => {
      const color = dialog.ownerDocument.defaultView!.getComputedStyle(dialog, '::backdrop').backgroundColor
      const parts = color.match(/[\d.]+/g)!.map(Number)
      return parts.length === 4 ? parts[3]! : 1
    })
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/admin')
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme)
    await expect(page.getByTestId('dashboard')).toBeVisible()
    await page.keyboard.press('?')
    await expect(page.getByTestId('shortcuts-close')).toBeVisible()
    // Light: about a third; dark: the page is dark already, a third of black barely shows on it.
    if (scheme === 'light') expect(await veil()).toBeGreaterThanOrEqual(0.3)
    else expect(await veil()).toBeGreaterThanOrEqual(0.6)
    await page.keyboard.press('Escape')
  }
})
