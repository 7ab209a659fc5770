/** Opening documents the way an editor does: from a list, then a tab of the document. */
import { expect, type Page } from '@playwright/test'
import { titleStartingWith } from './titles'

/** The id at the end of the document's URL. */
export const documentIdOf = (page: Page): string => new URL(page.url()).pathname.split('/').pop()!

/** Waits until the edit view shows its document with the form ready. */
export async function waitForEditView(page: Page): Promise<void> {
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
}

/**
 * Searches the posts list and opens the post whose title starts with `search` (the search also finds
 * other titles with those words somewhere). Returns its id.
 */
export async function openPost(page: Page, search: string): Promise<string> {
  await page.goto(`/admin/collections/posts?search=${encodeURIComponent(search)}`)
  await page
    .getByTestId('list-doc-link')
    .filter({ hasText: titleStartingWith(search) })
    .first()
    .click()
  await waitForEditView(page)
  return documentIdOf(page)
}

/** Opens the document in a list's row `row` (counted from 0), at a list URL. Returns its id. */
export async function openListedDocument(page: Page, listUrl: string, row = 0): Promise<string> {
  await page.goto(listUrl)
  await page.getByTestId('list-doc-link').nth(row).click()
  await waitForEditView(page)
  return documentIdOf(page)
}

/** Goes to the open document's versions tab and waits until its table has loaded. */
export async function openVersionsTab(page: Page): Promise<void> {
  await page.getByTestId('doc-tab-versions').click()
  await expect(page.getByTestId('versions-table-wrap')).toHaveAttribute('aria-busy', 'false')
}
