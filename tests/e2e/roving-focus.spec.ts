/**
 * The arrow keys in the groups of controls, as WAI-ARIA's toolbar and tabs patterns have them: the rich-text
 * toolbar is one Tab stop whose arrows move between its controls (mirrored in Arabic), and the document's
 * tabs move with the arrows too, staying links that Enter follows.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForEditView } from './support/documents'
import { createDraftPost } from './support/versions'

let serial = 0

/** Shows the UI in `language` from the first paint (the choice the account screen saves in this browser). */
async function useLanguage(page: Page, language: 'en' | 'ar') {
  await page.addInitScript(`localStorage.setItem('folio-language', '${language}')`)
}

/** A new draft post in its edit view, the body editable. */
async function openNewPost(page: Page, what: string) {
  const post = await createDraftPost(page, { title: `Roving ${what} ${Date.now().toString(36)}${serial++}` })
  await page.goto(`/admin/collections/posts/${post.id}`)
  await waitForEditView(page)
  const editor = page.getByTestId('input-body')
  await expect(editor).toHaveAttribute('contenteditable', 'true')
  return { id: post.id, editor }
}

/** Whether the focused element is inside the body's fixed toolbar. */
const focusInToolbar = (page: Page) =>
  page
    .getByTestId('rich-text-body')
    .getByTestId('rich-text-toolbar')
    .first()
    .evaluate((bar) => bar.contains(bar.ownerDocument.activeElement))

test('the rich-text toolbar is one Tab stop; the arrows move between its controls, Tab leaves it', async ({ page }) => {
  const { editor } = await openNewPost(page, 'toolbar')
  const toolbar = page.getByTestId('rich-text-body').getByTestId('rich-text-toolbar').first()
  const blockType = toolbar.getByTestId('rt-block-type')
  const bold = toolbar.getByTestId('rt-format-bold')
  const italic = toolbar.getByTestId('rt-format-italic')
  await expect(blockType).toBeEnabled()

  // Out of the text (Escape), Shift+Tab reaches the toolbar on one control, the next Shift+Tab leaves it.
  await editor.click()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Shift+Tab')
  await expect(blockType).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect.poll(() => focusInToolbar(page)).toBe(false)
  // Tab comes back in on that control, and the next Tab goes on to the text, past the other buttons.
  await page.keyboard.press('Tab')
  await expect(blockType).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(bold).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(italic).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(bold).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(editor).toBeFocused()
  // The toolbar's Tab stop is the control used last.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Shift+Tab')
  await expect(bold).toBeFocused()
  // Home and End go to the ends; past the end the first comes again.
  await page.keyboard.press('End')
  const last = toolbar.locator('.rt-toolbar__button, .select-box__button').last()
  await expect(last).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(blockType).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(last).toBeFocused()
  // (Home on a select opens its list, as in any select; from a button it goes to the first control.)
  await page.keyboard.press('ArrowLeft')
  await expect(last).not.toBeFocused()
  await expect.poll(() => focusInToolbar(page)).toBe(true)
  await page.keyboard.press('Home')
  await expect(blockType).toBeFocused()
  // A control chosen by keyboard still works: bold typed text.
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await editor.click()
  await page.keyboard.type('Strong')
  await expect(editor.locator('strong, .rich-text__bold')).toHaveText('Strong')
})

test('in Arabic the toolbar arrows are mirrored: ArrowLeft moves on, ArrowRight back', async ({ page }) => {
  await useLanguage(page, 'ar')
  const { editor } = await openNewPost(page, 'toolbar ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const toolbar = page.getByTestId('rich-text-body').getByTestId('rich-text-toolbar').first()
  const blockType = toolbar.getByTestId('rt-block-type')
  await expect(blockType).toBeEnabled()
  await editor.click()
  await page.keyboard.press('Escape')
  await page.keyboard.press('Shift+Tab')
  await expect(blockType).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(toolbar.getByTestId('rt-format-bold')).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(toolbar.getByTestId('rt-format-italic')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(toolbar.getByTestId('rt-format-bold')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(editor).toBeFocused()
})

for (const language of ['en', 'ar'] as const)
  test(`the document tabs: one Tab stop, the arrows move between them, Enter follows one: ${language}`, async ({
    page,
  }) => {
    await useLanguage(page, language)
    const { id } = await openNewPost(page, `tabs ${language}`)
    const tab = (key: string) => page.getByTestId(`doc-tab-${key}`)
    const [forward, back] = language === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
    // The current tab is the row's Tab stop; the others are reached by the arrows.
    await expect(tab('edit')).toHaveAttribute('tabindex', '0')
    await expect(tab('versions')).toHaveAttribute('tabindex', '-1')
    await tab('edit').focus()
    await page.keyboard.press(forward)
    await expect(tab('preview')).toBeFocused()
    await page.keyboard.press(forward)
    await expect(tab('versions')).toBeFocused()
    await page.keyboard.press(back)
    await expect(tab('preview')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tab('edit')).toBeFocused()
    // Before the first comes the last.
    await page.keyboard.press(back)
    await expect(tab('api')).toBeFocused()
    // Still a link: Enter opens its view, where it is the current tab and the Tab stop.
    await expect(tab('api')).toHaveAttribute('href', new RegExp(`/posts/${id}/api`))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${id}/api`))
    await expect(tab('api')).toHaveAttribute('aria-current', 'page')
    await expect(tab('api')).toHaveAttribute('tabindex', '0')
    await expect(tab('edit')).toHaveAttribute('tabindex', '-1')
  })
