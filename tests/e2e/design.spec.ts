/**
 * Issue 18's design system as an editor meets it: SVG icons instead of Unicode glyphs (which some Linux fonts
 * draw as empty boxes), each icon-only button named for screen readers.
 */
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

/** An icon-only button: an SVG inside, no glyph text, and an accessible name. */
async function expectIconButton(button: Locator, name: string | RegExp) {
  await expect(button.locator('svg')).toBeVisible()
  await expect(button).toHaveText('')
  await expect(button).toHaveAccessibleName(name)
}

test.describe('design system', () => {
  test('list controls draw SVG icons with accessible names, no glyphs', async ({ page }) => {
    await page.goto('/admin/collections/posts?limit=5')
    await expect(page.getByTestId('list-row').first()).toBeVisible()
    await expectIconButton(page.getByTestId('page-prev'), 'Previous')
    await expectIconButton(page.getByTestId('page-next'), 'Next')
    await expectIconButton(page.getByTestId('row-menu').first(), /.+/)
    await expect(page.getByTestId('sort-title').locator('svg')).toBeVisible()
    await expect(page.getByTestId('sort-title')).not.toContainText(/[↑↓↕]/)
  })
})
