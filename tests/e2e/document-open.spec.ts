import type { Request } from '@playwright/test'
import { FOLIO_ENDPOINTS } from '../../src/shared/protocol'
import { WEB_BRIDGE_PATH } from '../../src/shared/bridge'
import { expect, test } from './fixtures'
import { rest } from './support/rest'

const isFormState = (request: Request) =>
  request.url().endsWith(`${WEB_BRIDGE_PATH}renderer:api`) &&
  (request.postDataJSON() as { path?: string } | null)?.path === FOLIO_ENDPOINTS.formState

test('opening a document asks the server once for its lock and its field conditions', async ({ page }) => {
  await page.goto('/admin')
  const found = await rest(page, '/posts', { where: { title: { equals: 'Post 17' } }, limit: 1 })
  const id = String((found.data.docs as Array<{ id: number }>)[0]!.id)
  // Saved as members-only: the note's condition holds for the loaded data, so the form must show it.
  await rest(page, `/posts/${id}`, {}, { method: 'PATCH', body: { visibility: 'members', membersNote: 'For members' } })

  let formStateCalls = 0
  page.on('request', (request) => isFormState(request) && formStateCalls++)
  await page.goto(`/admin/collections/posts/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await page.getByTestId('tab-1').click()
  await expect(page.getByTestId('input-membersNote')).toHaveValue('For members')
  // The same call took the lock for this editor.
  await expect
    .poll(
      async () =>
        (
          await rest(page, '/payload-locked-documents', {
            where: { and: [{ 'document.relationTo': { equals: 'posts' } }, { 'document.value': { equals: id } }] },
          })
        ).data.totalDocs,
    )
    .toBe(1)
  expect(formStateCalls).toBe(1)
})
