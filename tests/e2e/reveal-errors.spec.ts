/**
 * A refused publish brings its first error into view and focus wherever the field is: in a tab that is
 * not open, in a closed collapsible, or in a row of a long array whose rows exist only near the viewport
 * (src/cms/testing/alt-rest21.ts). The tabs count the errors they hold.
 */
import { type Page } from '@playwright/test'
import { createDocument } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

/** Signs in as Alice, saves a draft dossier with `data` (drafts skip validation) and opens it. */
async function openDraftDossier(page: Page, data: Record<string, unknown>): Promise<number> {
  await alt.signIn(page)
  const id = await createDocument(page, 'dossiers', data, { draft: true })
  await page.goto(`${alt.host.url}/cms-admin/collections/dossiers/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  return id
}

test('an error in a closed collapsible of a tab that is not open: the tab and the collapsible open and the field takes focus', async ({
  page,
}) => {
  await openDraftDossier(page, { title: `Reveal tab ${Date.now()}`, summary: 'fine', footnote: 'a forbidden note' })
  await expect(page.getByTestId('tab-0')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('input-footnote')).toHaveCount(0)

  await page.getByTestId('publish').click()
  await expect(page.getByTestId('toast-error')).toContainText('Footnote: This word may not be published')
  await expect(page.getByTestId('tab-1')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('tab-errors-1')).toHaveText('1')
  await expect(page.getByTestId('tab-errors-0')).toHaveCount(0)
  const footnote = page.getByTestId('input-footnote')
  await expect(footnote).toBeFocused()
  await expect(footnote).toBeInViewport()
  await expect(footnote).toHaveValue('a forbidden note')

  // The editor's own choice of tab stands afterwards; the count follows them.
  await page.getByTestId('tab-0').click()
  await expect(page.getByTestId('tab-0')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('tab-errors-1')).toHaveText('1')
})

test('an error in row 141 of 150: the list scrolls to the row, opens it and focuses the field', async ({ page }) => {
  const entries = Array.from({ length: 150 }, (_, i) => ({ label: i === 140 ? 'a forbidden entry' : `Entry ${i + 1}` }))
  await openDraftDossier(page, { title: `Reveal rows ${Date.now()}`, ledger: { entries } })
  await page.getByTestId('tab-2').click()
  await expect(page.getByTestId('rows-ledger.entries')).toHaveAttribute('data-virtual', 'true')
  await page.getByTestId('tab-0').click()

  await page.getByTestId('publish').click()
  await expect(page.getByTestId('toast-error')).toContainText('Ledger › Entries › Entry 141 › Label')
  await expect(page.getByTestId('tab-errors-2')).toHaveText('1')
  const label = page.getByTestId('input-ledger.entries.140.label')
  await expect(label).toBeFocused()
  await expect(label).toBeInViewport()
  await expect(label).toHaveValue('a forbidden entry')
  await expect(page.getByTestId('row-errors-ledger.entries.140')).toHaveText('1')
})
