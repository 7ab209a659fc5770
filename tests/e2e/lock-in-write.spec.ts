/**
 * A save keeps its editor's lock for the whole write, not only after it (the alt CMS's `briefs`,
 * src/cms/testing/alt-locks.ts). Payload deletes a document's lock as an update starts; the Folio
 * plugin takes it again for the editor in the write's own hook, but a config's field hooks run in
 * between and may take long. Another editor asking for the lock then must still find it the first
 * editor's, not free.
 */
import { createDocument, rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const alt = useAltHost()
const HOLD_IN_HOOK = '[hold]'

/** Signs in to the alt CMS's REST API as `email`, as another editor's Folio would. */
async function tokenOf(email: 'bob@example.com'): Promise<string> {
  const res = await fetch(`${alt.cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: alt.cms.password(email) }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

async function cmsCall<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${alt.cms.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  expect(res.status, `${path}: ${res.status}`).toBe(200)
  return (await res.json()) as T
}

test("another editor asking for the lock while a save's hooks run finds it still the first editor's", async ({
  page,
}) => {
  await alt.signIn(page)
  const id = await createDocument(page, 'briefs', { title: `Held brief ${Date.now().toString(36)}` }, { draft: true })
  const bob = await tokenOf('bob@example.com')
  const locks = async () =>
    (
      await cmsCall<{ docs: Array<{ user: { value: { email: string } } }> }>(
        bob,
        `/payload-locked-documents?where[document.value][equals]=${id}&where[document.relationTo][equals]=briefs&depth=1`,
      )
    ).docs.map((lock) => lock.user.value.email)

  await page.goto(`${alt.host.url}/cms-admin/collections/briefs/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  await expect.poll(locks).toEqual(['alice@example.com'])

  // Alice's autosave reaches the server and waits in the field hook: Payload has deleted her lock, but
  // within the write's transaction, so nobody else sees it gone.
  await page.getByTestId('field-summary').locator('input').fill(`Typed by Alice ${HOLD_IN_HOOK}`)
  await expect.poll(async () => (await cmsCall<{ waiting: number }>(bob, '/briefs/held')).waiting).toBe(1)
  expect(await locks()).toEqual(['alice@example.com'])

  // Bob opens the brief meanwhile: it is Alice's, and he does not take it.
  const bobAsks = await cmsCall<{ lockedState: { isLocked: boolean; user: { email: string } } }>(
    bob,
    '/folio/form-state',
    {
      method: 'POST',
      body: {
        collectionSlug: 'briefs',
        id,
        operation: 'update',
        data: {},
        skipValidation: true,
        updateLastEdited: true,
      },
    },
  )
  expect(bobAsks.lockedState).toMatchObject({ isLocked: true, user: { email: 'alice@example.com' } })

  await cmsCall(bob, '/briefs/release', { method: 'POST' })
  await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-phase', 'saved')
  expect(await locks()).toEqual(['alice@example.com'])
  expect((await rest<{ summary: string }>(page, `/briefs/${id}`, { draft: true })).data.summary).toBe(
    `Typed by Alice ${HOLD_IN_HOOK}`,
  )
})
