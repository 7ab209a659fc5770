/**
 * The relationship picker (fields/relationship/Picker) is an editable combobox: type to search the
 * related documents' titles, then pick from the listbox. These drive it the way an editor does.
 */
import { expect, type Page } from '@playwright/test'

/** Types `search` into the field's picker and clicks the first option whose text contains `title`. */
export async function chooseRelated(page: Page, path: string, title: string, search = title) {
  const box = page.getByTestId(`search-${path}`)
  await box.click()
  await box.fill(search)
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await page.getByTestId(`option-${path}`).filter({ hasText: title }).first().click()
}

/** Opens the field's picker and clicks its first option (any document not chosen yet). */
export async function chooseFirstRelated(page: Page, path: string) {
  await page.getByTestId(`search-${path}`).click()
  await page.getByTestId(`option-${path}`).first().click()
}
