/**
 * Every field of a real-world config is reachable as in Payload's admin: sidebar fields inside tabs
 * and rows stay where they are declared (only top-level ones move to the sidebar), a read-only
 * group or collapsible locks all it holds, rows of an initCollapsed array load collapsed, and block
 * rows carry their editable name in the header. Driven against the alt CMS (src/cms/testing/alt-fields.ts).
 */
import { type Page } from '@playwright/test'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()

type Specimen = {
  id: number
  tabNote?: string
  rowNote?: string
  sections?: { blockName?: string | null }[]
  steps?: unknown[]
}

/** Signs in as Alice, creates a specimen with two steps and a named quote block, and opens it. */
async function openNewSpecimen(page: Page, title: string): Promise<number> {
  await alt.signIn(page)
  const created = await rest<{ doc: Specimen }>(
    page,
    '/specimens',
    {},
    {
      method: 'POST',
      body: {
        title,
        audit: { reviewer: 'Ann', score: 3 },
        frozenNote: 'cold',
        stamp: { issuer: 'Registry' },
        serial: 'S-1',
        steps: [{ step: 'first' }, { step: 'second' }],
        sections: [{ blockType: 'quote', blockName: 'Opening', text: 'Hello' }],
      },
    },
  )
  expect(created.ok).toBe(true)
  const id = created.data.doc.id
  await page.goto(`${alt.host.url}/cms-admin/collections/specimens/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  return id
}

const readSpecimen = async (page: Page, id: number) => (await rest<Specimen>(page, `/specimens/${id}`)).data

test('sidebar fields inside tabs and rows are shown in their tab, editable and saved', async ({ page }) => {
  const id = await openNewSpecimen(page, `Placement ${Date.now()}`)
  await page.getByRole('tab', { name: 'Meta' }).click()
  const main = page.locator('.edit__main')
  await main.getByTestId('input-tabNote').fill('in the tab')
  await main.getByTestId('input-rowNote').fill('in the row')
  // Only the top-level sidebar field sits in the sidebar.
  await expect(page.getByTestId('edit-sidebar').getByTestId('input-publishedOn')).toBeVisible()
  await page.getByTestId('save').click()
  await expect.poll(async () => (await readSpecimen(page, id)).tabNote).toBe('in the tab')
  expect((await readSpecimen(page, id)).rowNote).toBe('in the row')
})

test('a read-only group or collapsible makes every field inside it read-only', async ({ page }) => {
  await openNewSpecimen(page, `Read-only ${Date.now()}`)
  await expect(page.getByTestId('input-title')).toBeEditable()
  await expect(page.getByTestId('input-audit.reviewer')).toHaveValue('Ann')
  await expect(page.getByTestId('input-audit.reviewer')).not.toBeEditable()
  await expect(page.getByTestId('input-audit.score')).not.toBeEditable()
  await expect(page.getByTestId('add-row-audit.checks')).toHaveCount(0)
  await expect(page.getByTestId('input-frozenNote')).toHaveValue('cold')
  await expect(page.getByTestId('input-frozenNote')).not.toBeEditable()
})

test('fields whose update access is refused, and every field inside them, are read-only', async ({ page }) => {
  await openNewSpecimen(page, `Field access ${Date.now()}`)
  await expect(page.locator('.edit__controls')).toHaveAttribute('data-permissions', 'settled')
  await expect(page.getByTestId('input-title')).toBeEditable()
  await expect(page.getByTestId('input-serial')).toHaveValue('S-1')
  await expect(page.getByTestId('input-serial')).not.toBeEditable()
  await expect(page.getByTestId('input-stamp.issuer')).toHaveValue('Registry')
  await expect(page.getByTestId('input-stamp.issuer')).not.toBeEditable()
})

test('initCollapsed rows load collapsed with default labels, and an added row opens', async ({ page }) => {
  await openNewSpecimen(page, `Collapsed ${Date.now()}`)
  const first = page.getByTestId('row-toggle-steps.0')
  await expect(first).toHaveText('Step 01')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByTestId('row-toggle-steps.1')).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByTestId('input-steps.0.step')).toHaveCount(0)

  await first.click()
  await expect(page.getByTestId('input-steps.0.step')).toHaveValue('first')

  await page.getByTestId('add-row-steps').click()
  await expect(page.getByTestId('row-toggle-steps.2')).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByTestId('input-steps.2.step')).toBeEditable()
})

test("a block row's name is shown and edited in its header, and saved", async ({ page }) => {
  const id = await openNewSpecimen(page, `Block name ${Date.now()}`)
  await expect(page.getByTestId('row-toggle-sections.0')).toHaveText('Quote 01')
  const name = page.getByTestId('block-name-sections.0')
  await expect(name).toHaveValue('Opening')
  // Named apart from the row's toggle, for screen readers and voice control ('Name' in German too).
  await expect(page.getByRole('textbox', { name: 'Quote 01 Name', exact: true })).toHaveValue('Opening')
  await name.fill('Renamed')

  await page.getByTestId('add-row-sections').click()
  // Payload's 'Untitled' in this server's fallback language, German.
  await expect(page.getByTestId('block-name-sections.1')).toHaveAttribute('placeholder', 'Ohne Titel')
  await page.getByTestId('block-name-sections.1').fill('Second')
  await page.getByTestId('save').click()
  await expect
    .poll(async () => (await readSpecimen(page, id)).sections?.map((s) => s.blockName))
    .toEqual(['Renamed', 'Second'])
})
