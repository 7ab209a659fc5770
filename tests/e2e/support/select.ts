/**
 * Folio's Select (elements/Select) is a combobox button with a listbox, not a native <select>: these do what
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

/** The values of the select's options, in order. */
export async function optionValues(select: Locator): Promise<string[]> {
  return (await listbox(select))
    .locator('[role="option"]')
    .evaluateAll((options) => options.map((o) => o.getAttribute('data-value') ?? ''))
}

/** The labels of the select's options, in order. */
export async function optionLabels(select: Locator): Promise<string[]> {
  return (await listbox(select))
    .locator('[role="option"]')
    .evaluateAll((options) => options.map((o) => o.textContent ?? ''))
}
