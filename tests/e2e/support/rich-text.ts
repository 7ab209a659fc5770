import { expect, type Page } from '@playwright/test'

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
