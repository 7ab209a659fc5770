/**
 * Visual editing on the built-in CMS: the demo preview site includes the Folio plugin's overlay script,
 * so a click on a text in the live preview lands in that field of the form.
 */
import type { FrameLocator, Page } from '@playwright/test'
import { MARKER_CHARACTERS } from '../../src/shared/visual-editing'
import { expect, test } from './fixtures'
import type { FramedElement } from './support/dom'
import { openPost } from './support/documents'
import { rest } from './support/rest'

/** Opens a post's live preview and waits until the page's overlay is on (the toolbar's toggle is pressed). */
async function openPreview(page: Page, title: string): Promise<{ id: string; frame: FrameLocator }> {
  const id = await openPost(page, title)
  await page.getByTestId('doc-tab-preview').click()
  await expect(page.getByTestId('live-preview')).toHaveAttribute('data-ready', 'true')
  await expect(page.getByTestId('live-preview-overlays')).toHaveAttribute('aria-pressed', 'true')
  const frame = page.frameLocator('[data-testid="live-preview-frame"]')
  await expect(frame.getByTestId('preview-title')).toHaveText(title)
  return { id, frame }
}

test.describe('Visual editing', () => {
  test('a click on the title, a rich-text paragraph, an array row and a block in the preview lands in its field, and typing there updates the preview', async ({
    page,
  }) => {
    const { id, frame } = await openPreview(page, 'Post 33')
    const outline = frame.getByTestId('folio-visual-editing-outline')

    // The title: hovering outlines it with the field's label, a click focuses the input.
    await frame.getByTestId('preview-title').hover()
    await expect(outline).toBeVisible()
    await expect(frame.getByTestId('folio-visual-editing-label')).toHaveText('Title')
    await frame.getByTestId('preview-title').click()
    await expect(page.getByTestId('input-title')).toBeFocused()
    await page.keyboard.press('End')
    await page.keyboard.type(', edited from the preview')
    await expect(frame.getByTestId('preview-title')).toHaveText('Post 33, edited from the preview')

    // A block's field (the hero's heading).
    await frame.getByTestId('preview-block').first().locator('h2').click()
    await expect(page.getByTestId('input-layout.0.heading')).toBeFocused()

    // An array row's field in the form's second tab: the tab opens.
    await expect(page.getByTestId('input-tags.0.label')).toHaveCount(0)
    await frame.getByTestId('preview-tag').first().click()
    await expect(page.getByTestId('input-tags.0.label')).toBeFocused()
    await page.getByTestId('input-tags.0.label').fill('tag from the preview')
    await expect(frame.getByTestId('preview-tag').first()).toHaveText('tag from the preview')

    // A rich-text paragraph, the last one: the caret lands at its start, in the editor.
    const paragraph = frame.getByTestId('preview-body').locator('p').last()
    const paragraphText = (await paragraph.textContent())!.trim()
    // At its very start: the paragraph's first text node (a click further in may land in its bold run).
    await paragraph.click({ position: { x: 2, y: 4 } })
    await expect(page.getByTestId('input-body')).toBeFocused()
    await page.keyboard.type('Clicked: ')
    await expect(paragraph).toHaveText(`Clicked: ${paragraphText}`)

    // What was saved (posts autosave) has the typing and no marker anywhere.
    await expect
      .poll(async () => {
        const saved = await rest(page, `/posts/${id}`, { draft: true })
        return JSON.stringify(saved.data)
      })
      .toMatch(/Post 33, edited from the preview.*Clicked: |Clicked: .*Post 33, edited from the preview/)
    const saved = await rest(page, `/posts/${id}`, { draft: true })
    expect(JSON.stringify(saved.data)).toContain('tag from the preview')
    expect(JSON.stringify(saved.data)).not.toMatch(MARKER_CHARACTERS)
    // Nor does the API view.
    await page.getByTestId('doc-tab-api').click()
    await expect(page.getByTestId('api-view')).toContainText('Post 33, edited from the preview')
    expect(await page.getByTestId('api-view').textContent()).not.toMatch(MARKER_CHARACTERS)
  })

  test('the toggle turns the outlines off and on again, with the button or Ctrl+Shift+E, and is kept', async ({
    page,
  }) => {
    const { frame } = await openPreview(page, 'Post 34')
    const toggle = page.getByTestId('live-preview-overlays')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    // Off: a click is the page's own, the form keeps its focus where it was.
    await page.getByTestId('input-excerpt').focus()
    await frame.getByTestId('preview-title').hover()
    await expect(frame.getByTestId('folio-visual-editing-outline')).toBeHidden()
    await frame.getByTestId('preview-title').click()
    await expect(page.getByTestId('input-title')).not.toBeFocused()
    // The page still shows exactly what was typed.
    await expect(frame.getByTestId('preview-title')).toHaveText('Post 34')

    await page.reload()
    await expect(page.getByTestId('live-preview')).toHaveAttribute('data-ready', 'true')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await page.getByTestId('input-excerpt').focus()
    await page.keyboard.press('Control+Shift+E')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await frame.getByTestId('preview-title').click()
    await expect(page.getByTestId('input-title')).toBeFocused()
  })

  test('a text whose field the form does not hold says so, and leaves the form as it was', async ({ page }) => {
    const { frame } = await openPreview(page, 'Post 35')
    const excerpt = page.getByTestId('input-excerpt')
    await excerpt.fill('kept as typed')
    // The page's overlay reports a field of another shape of the document (a field hidden here, a stale row).
    const admin = new URL(page.url()).origin
    await frame
      .locator('body')
      .evaluate(
        (body, origin) =>
          (body as unknown as FramedElement).ownerDocument.defaultView!.parent.postMessage(
            { type: 'folio-visual-editing-select', field: { path: 'sidebar.note', label: 'Sidebar note' } },
            origin,
          ),
        admin,
      )
    await expect(page.getByTestId('toast-error')).toContainText(
      'The field “Sidebar note” is not in this form, or you may not edit it here.',
    )
    await expect(excerpt).toHaveValue('kept as typed')
  })
})
