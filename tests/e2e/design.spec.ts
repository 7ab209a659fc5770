/**
 * Issue 18's design system as an editor meets it: SVG icons instead of Unicode glyphs (which some Linux fonts
 * draw as empty boxes), each icon-only button named for screen readers.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openPost, waitForEditView } from './support/documents'
import { rest } from './support/rest'
import { slashAtBodyEnd } from './support/rich-text'
import { chooseOption, expectSelected } from './support/select'

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

  test("list rows alternate a faint background in light and dark; the pointer's and a selected row stand out", async ({
    page,
  }) => {
    await page.goto('/admin/collections/posts?limit=5')
    const rows = page.getByTestId('list-row')
    await expect(rows).toHaveCount(5)
    const background = (n: number) =>
      rows
        .nth(n)
        .locator('td[data-column]')
        .first()
        .evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).backgroundColor)
    try {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme)
        await page.mouse.move(0, 0)
        const [odd, even] = [await background(0), await background(1)]
        expect(odd).not.toBe(even)
        expect(await background(2)).toBe(odd)
        await rows.nth(3).hover()
        await expect.poll(() => background(3)).not.toBe(odd)
        const hovered = await background(3)
        expect(hovered).not.toBe(even)
        await rows.nth(4).getByTestId('select-row').check()
        const selected = await background(4)
        expect([odd, even]).not.toContain(selected)
        expect(selected).not.toBe(hovered)
        await rows.nth(4).getByTestId('select-row').uncheck()
      }
    } finally {
      await page.emulateMedia({ colorScheme: 'light' })
    }
  })
})

test.describe('select', () => {
  test('works from the keyboard: arrows open and move, Escape keeps the value, Enter chooses, focus stays', async ({
    page,
  }) => {
    await page.goto('/admin/collections/posts?limit=5')
    const perPage = page.getByTestId('per-page')
    await expectSelected(perPage, '5')
    await perPage.focus()
    await page.keyboard.press('ArrowDown')
    await expect(perPage).toHaveAttribute('aria-expanded', 'true')
    const listbox = page.getByRole('listbox', { name: /per page/i })
    await expect(listbox).toBeVisible()
    await expect(listbox.getByRole('option', { selected: true })).toHaveAttribute('data-value', '5')
    await page.keyboard.press('End')
    await expect(perPage).toHaveAttribute('aria-activedescendant', /.+/)
    await page.keyboard.press('Escape')
    await expect(listbox).toBeHidden()
    await expectSelected(perPage, '5')
    await expect(perPage).toBeFocused()

    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expectSelected(perPage, '10')
    await expect(perPage).toBeFocused()
    await expect(page.getByTestId('list-row')).toHaveCount(10)
  })
})

/**
 * Puts the button's bottom edge on the window's (a popup opened below it would start off screen), opens
 * it, and checks that its popup (the element it controls) opened above it, inside the window.
 */
async function openAtBottomEdge(page: Page, button: Locator): Promise<Locator> {
  await button.evaluate((element) => element.scrollIntoView({ block: 'end' }))
  await button.click()
  const popup = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
  await expect(popup).toBeVisible()
  const [popupBox, buttonBox] = [await popup.boundingBox(), await button.boundingBox()]
  expect(popupBox!.y).toBeGreaterThanOrEqual(0)
  expect(popupBox!.y + popupBox!.height).toBeLessThanOrEqual(buttonBox!.y)
  expect(popupBox!.y + popupBox!.height).toBeLessThanOrEqual(page.viewportSize()!.height)
  return popup
}

test.describe('lists and menus at the window edge', () => {
  test("a select at the window's bottom edge opens its list above it, inside the window", async ({ page }) => {
    await openPost(page, 'Post 15')
    const addType = page.getByTestId('add-type-layout')
    const list = await openAtBottomEdge(page, addType)
    await list.locator('[role="option"][data-value="content"]').click()
    await expectSelected(addType, 'content')
  })

  test("a row's menu at the window's bottom edge opens above its button, inside the window", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 520 })
    await page.goto('/admin/collections/posts')
    const row = page.getByTestId('list-row').nth(6)
    const button = row.getByTestId('row-menu')
    const menu = await openAtBottomEdge(page, button)
    // Every action is there to use, and the keys still work.
    await expect(menu.getByRole('menuitem').last()).toBeInViewport({ ratio: 1 })
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('checkbox and tooltip', () => {
  test('a checkbox field is drawn inline before its label and toggles by click, label and Space', async ({ page }) => {
    await page.goto('/admin/collections/posts/create')
    await waitForEditView(page)
    const input = page.getByTestId('input-featured')
    const box = page.getByTestId('field-featured').locator('.checkbox__box')
    await expect(input).not.toBeChecked()
    // The real input stays underneath the drawn box, on the label's line.
    const [boxRect, labelRect] = await Promise.all([
      box.boundingBox(),
      page.getByTestId('field-featured').locator('label').boundingBox(),
    ])
    expect(
      boxRect && labelRect && Math.abs(boxRect.y + boxRect.height / 2 - (labelRect.y + labelRect.height / 2)),
    ).toBeLessThan(6)
    expect(boxRect!.x).toBeLessThan(labelRect!.x)
    // The real input lies over the drawn box: a click on the box reaches it.
    await input.click()
    await expect(input).toBeChecked()
    await expect(box.locator('.checkbox__mark')).toBeVisible()
    await page.getByTestId('field-featured').locator('label').click()
    await expect(input).not.toBeChecked()
    await expect(box.locator('.checkbox__mark')).toBeHidden()
    await input.focus()
    await page.keyboard.press('Space')
    await expect(input).toBeChecked()
  })

  test('icon buttons show their name in a tooltip on hover and focus; Escape hides it', async ({ page }) => {
    await page.goto('/admin/collections/posts/create')
    await waitForEditView(page)
    for (const type of ['content', 'hero']) {
      await chooseOption(page.getByTestId('add-type-layout'), type)
      await page.getByTestId('add-row-layout').click()
    }
    const down = page.getByTestId('row-down-layout.0')
    const tooltip = page.getByRole('tooltip', { name: 'Move Down' })
    await down.hover()
    await expect(tooltip).toBeVisible()
    await page.mouse.move(0, 0)
    await expect(tooltip).toBeHidden()
    await down.focus()
    await expect(tooltip).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(tooltip).toBeHidden()
    await expect(down).toBeFocused()
  })
})

test.describe('document header', () => {
  test('every document tab shows breadcrumbs, the title, the status line and the locale pill', async ({ page }) => {
    await page.goto('/admin')
    const stamp = Date.now()
    const title = `Design header ${stamp}`
    const created = await rest<{ doc: { id: string } }>(
      page,
      '/posts',
      { locale: 'en' },
      { method: 'POST', body: { title, slug: `design-header-${stamp}`, _status: 'draft' } },
    )
    expect(created.ok).toBe(true)
    const id = created.data.doc.id

    await page.goto(`/admin/collections/posts/${id}`)
    await waitForEditView(page)
    const crumbs = page.getByTestId('doc-breadcrumbs')
    await expect(crumbs.getByRole('link', { name: 'Posts' })).toHaveAttribute('href', /\/collections\/posts$/)
    await expect(page.getByTestId('doc-breadcrumb-document')).toHaveText(title)
    await expect(page.getByTestId('document-title')).toHaveText(title)
    await expect(page.getByTestId('doc-status')).toHaveText('Status: Draft')
    await expect(page.getByTestId('doc-last-modified')).toContainText('Last Modified: ')
    await expect(page.getByTestId('doc-created')).toContainText('Created: ')
    await expect(page.getByTestId('doc-locale-pill')).toHaveText('EN')

    // Publishing changes the status.
    await page.getByTestId('publish').click()
    await expect(page.getByTestId('doc-status')).toHaveText('Status: Published')
    await page.getByTestId('input-title').fill(`${title} edited`)
    await expect(page.getByTestId('doc-breadcrumb-document')).toHaveText(`${title} edited`)
    // Posts autosave: the draft now newer than the published version is "Changed".
    await expect(page.getByTestId('doc-status')).toHaveText('Status: Changed')

    // The other tabs keep the header, in the locale they show.
    for (const tab of ['versions', 'api']) {
      await page.goto(`/admin/collections/posts/${id}/${tab}?locale=de`)
      await expect(page.getByTestId('doc-header')).toBeVisible()
      await expect(page.getByTestId('doc-breadcrumb-document')).toHaveText(`${title} edited`)
      await expect(page.getByTestId('doc-status')).toHaveText('Status: Changed')
      await expect(page.getByTestId('doc-locale-pill')).toHaveText('DE')
      await expect(page.getByTestId('doc-created')).toContainText('Created: ')
    }
  })
})

test.describe('button hierarchy', () => {
  const background = (button: Locator) =>
    button.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).backgroundColor)
  const TRANSPARENT = 'rgba(0, 0, 0, 0)'

  test("a dismiss is secondary: the shortcut list's Close and a block drawer's Cancel are outlined, Save is filled", async ({
    page,
  }) => {
    // A post no other test opens: the drawer's slash command leaves an empty paragraph in its body.
    await openPost(page, 'Post 44')
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('?')
    const close = page.getByTestId('shortcuts-close')
    await expect(close).toBeVisible()
    expect(await background(close)).toBe(TRANSPARENT)
    await close.click()
    await expect(page.getByTestId('shortcuts-help')).toHaveCount(0)

    await slashAtBodyEnd(page, 'badge', 'inline:badge')
    const drawer = page.getByTestId('block-drawer')
    await expect(drawer).toBeVisible()
    const cancel = drawer.getByRole('button', { name: 'Cancel', exact: true })
    expect(await background(cancel)).toBe(TRANSPARENT)
    expect(await background(drawer.getByTestId('block-drawer-save'))).not.toBe(TRANSPARENT)
    await cancel.click()
    await expect(drawer).toBeHidden()
  })
})
