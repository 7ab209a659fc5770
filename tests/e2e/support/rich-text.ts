import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Opens the document's rich-text body at its end, starts a new paragraph and chooses a slash-menu option
 * (e.g. `badge`, `inline:badge`) once the menu has it highlighted. The body keeps the new paragraph.
 */
export async function slashAtBodyEnd(page: Page, query: string, option: string) {
  const editor = page.getByTestId('input-body')
  await expect(editor).toHaveAttribute('contenteditable', 'true')
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await page.keyboard.type(`/${query}`)
  await expect(page.getByTestId(`slash-option-${option}`)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
}

/**
 * Puts the caret at the end of `block` (a paragraph of the editor): a click in it, then End until the
 * caret is there. On a busy machine the editor may still be taking the click's selection when End is
 * pressed; typing before the caret is in place would split the paragraph where the click landed.
 */
export async function caretAtEndOf(page: Page, block: Locator) {
  await block.click()
  await expect
    .poll(async () => {
      await page.keyboard.press('End')
      return block.evaluate((el) => {
        const selection = el.ownerDocument.getSelection()
        if (!selection?.isCollapsed || !selection.anchorNode || !el.contains(selection.anchorNode)) return false
        const rest = el.ownerDocument.createRange()
        rest.selectNodeContents(el)
        rest.setStart(selection.anchorNode, selection.anchorOffset)
        return rest.toString() === ''
      })
    })
    .toBe(true)
}
