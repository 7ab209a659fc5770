/**
 * The edit view's save and publish controls follow this document's own permissions (spec point 6):
 * they wait for the document's answer instead of showing for a moment, and when that answer fails the
 * editor is told and the collection's permissions stand. The form itself waits for that answer (for a
 * while), so it is drawn once, editable, instead of disabled and then again.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { API_CHANNEL_GLOB, API_CHANNEL_PATH, apiRequestOf, holdApiCalls } from './support/bridge'
import { waitForEditView } from './support/documents'
import { rest } from './support/rest'

const isAccessQuestion = (postData: string | null) => {
  const request = apiRequestOf(postData ?? '{}')
  return request.method === 'POST' && /\/access(\/|$)/.test(request.path)
}

/** A seeded post's id (only read here: nothing is changed). */
async function seededPostId(page: Page): Promise<string> {
  await page.goto('/admin')
  const posts = await rest(page, '/posts', { limit: 1, sort: 'createdAt' })
  return String((posts.data.docs as Array<{ id: unknown }>)[0]!.id)
}

test.describe("a document's own permissions", () => {
  test('Save and Publish are offered only once the document has answered, never before', async ({ page }) => {
    const id = await seededPostId(page)
    const questions = await holdApiCalls(page, (_, postData) => isAccessQuestion(postData))
    await page.goto(`/admin/collections/posts/${id}`)
    await waitForEditView(page)
    await expect.poll(() => questions.held()).toBe(2)
    // An answer this slow does not hold the document back for long: it is shown, its permission still
    // out, and nothing it might refuse is offered.
    await expect(page.locator('[data-permissions]')).toHaveAttribute('data-permissions', 'asking')
    await expect(page.getByTestId('save-draft')).toHaveCount(0)
    await expect(page.getByTestId('publish')).toHaveCount(0)
    await expect(page.getByTestId('input-title')).not.toBeEditable()

    questions.release()
    await expect(page.locator('[data-permissions]')).toHaveAttribute('data-permissions', 'settled')
    await expect(page.getByTestId('save-draft')).toBeVisible()
    await expect(page.getByTestId('publish')).toBeVisible()
    await expect(page.getByTestId('input-title')).toBeEditable()
  })

  test('a document whose permissions answer just after it is drawn once, editable: its fields never show disabled', async ({
    page,
  }) => {
    const id = await seededPostId(page)
    // Whether the title was ever on screen disabled, seen by the page itself after each change of the DOM.
    await page.addInitScript(`
      window.titleShownDisabled = false
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="input-title"]:disabled')) window.titleShownDisabled = true
      }).observe(document, { subtree: true, childList: true, attributes: true })
    `)
    const questions = await holdApiCalls(page, (_, postData) => isAccessQuestion(postData))
    const documentRead = page.waitForResponse((response) => {
      if (!response.url().endsWith(API_CHANNEL_PATH)) return false
      const request = apiRequestOf(response.request().postData() ?? '{}')
      return request.method === 'GET' && request.path === `/posts/${id}` && request.query?.draft === true
    })
    await page.goto(`/admin/collections/posts/${id}`)
    await documentRead
    // Two frames: the time a form drawn with the document alone took to show.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))')
    questions.release()
    await expect(page.getByTestId('input-title')).toBeEditable()
    await expect(page.locator('[data-permissions]')).toHaveAttribute('data-permissions', 'settled')
    expect(await page.evaluate('window.titleShownDisabled')).toBe(false)
  })

  test("a failed permission question is told, and the collection's permissions apply", async ({ page }) => {
    const id = await seededPostId(page)
    await page.route(API_CHANNEL_GLOB, (route) =>
      isAccessQuestion(route.request().postData()) ? route.abort('failed') : route.continue(),
    )
    await page.goto(`/admin/collections/posts/${id}`)
    await waitForEditView(page)
    await expect(page.getByTestId('toast-error')).toContainText("This document's permissions could not be checked (")
    await expect(page.getByTestId('toast-error')).toContainText("The collection's permissions apply.")
    await expect(page.locator('[data-permissions]')).toHaveAttribute('data-permissions', 'settled')
    await expect(page.getByTestId('save-draft')).toBeVisible()
    await expect(page.getByTestId('publish')).toBeVisible()
    await expect(page.getByTestId('input-title')).toBeEditable()
  })
})
