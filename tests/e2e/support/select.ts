/**
 * Folio's Select (ui/Select) is a combobox button with a listbox, not a native <select>: these do what
 * Playwright's selectOption and toHaveValue did, the way a user does (open, click the option).
 */
import { expect, type Locator } from '@playwright/test'

const listbox = async (select: Locator) => select.page().locator(`[id="${await select.getAttribute('aria-controls')}"]`)

/** Opens the select and clicks the option with this value. */
export async function chooseOption(select: Locator, value: string) {
  await select.click()
  await expect(select).toHaveAttribute('aria-expanded', 'true')
  await (await listbox(select)).locator(`[role="option"][data-value="${value}"]`).click()
  await expect(select).toHaveAttribute('aria-expanded', 'false')
}

/** The select shows this value as chosen. */
export async function expectSelected(select: Locator, value: string) {
  await expect(select).toHaveAttribute('data-value', value)
}

/** Reads the open list (options exist only while it is open), then closes it again with Escape. */
async function readOptions(select: Locator, what: 'value' | 'label'): Promise<string[]> {
  await select.click()
  await expect(select).toHaveAttribute('aria-expanded', 'true')
  const values = await (
    await listbox(select)
  )
    .locator('[role="option"]')
    .evaluateAll(
      (options, which) =>
        options.map((o) => (which === 'value' ? (o.getAttribute('data-value') ?? '') : (o.textContent ?? ''))),
      what,
    )
  await select.press('Escape')
  await expect(select).toHaveAttribute('aria-expanded', 'false')
  return values
}

/** The values of the select's options, in order. */
export const optionValues = (select: Locator) => readOptions(select, 'value')

/** The labels of the select's options, in order. */
export const optionLabels = (select: Locator) => readOptions(select, 'label')
