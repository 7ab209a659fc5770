/**
 * The date picker in Arabic (right to left) and in the dark theme: its month arrows swap sides, its
 * day names fit their columns, and it passes axe (contrast included) in both themes.
 */
import { expect, test } from './fixtures'
import { axeProblems } from './support/a11y'
import { openPost } from './support/documents'

test('in Arabic the calendar is mirrored, and it passes axe in light and dark', async ({ page }) => {
  await page.addInitScript(`localStorage.setItem('folio-language', 'ar')`)
  await openPost(page, 'Post 12')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const input = page.getByTestId('input-publishedAt')
  await input.click()
  const calendar = page.locator('.date-picker__calendar')
  await expect(calendar).toBeVisible()
  const previous = (await calendar.locator('.react-datepicker__navigation--previous').boundingBox())!
  const next = (await calendar.locator('.react-datepicker__navigation--next').boundingBox())!
  // Previous (back in time) is on the right, where reading starts.
  expect(previous.x).toBeGreaterThan(next.x)
  // Every day name fits its column (Arabic's are long), and the calendar stays inside the window.
  const names = calendar.locator('.react-datepicker__day-name')
  await expect(names).toHaveCount(7)
  for (const name of await names.all()) expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  const box = (await calendar.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme)
    await expect(calendar).toBeVisible()
    expect(await axeProblems(page, '.date-picker__calendar')).toEqual([])
  }
})
