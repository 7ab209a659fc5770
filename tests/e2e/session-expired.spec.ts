/**
 * Issue 21: the server ends the session (here: the session is logged out with Folio's own token, as a
 * revoked or expired session, or a replaced database, would be) while an editor types. Folio asks for a
 * sign-in over the screen, keeps every edit, reports it once, and sends what waited after the sign-in.
 * Also: values a server hook sets on autosave show in the form at once. Against the alt CMS, whose
 * `dispatches` autosave every 500 ms and get their slug from the title (src/cms/testing/alt-session.ts).
 */
import { type Page } from '@playwright/test'
import { rest } from './support/rest'
import { expect, test, useAltHost } from './support/alt-host'

const EMAIL = 'alice@example.com'
const alt = useAltHost()

/** Signs in as Alice, makes a dispatch of her own and opens it. */
async function openNewDispatch(page: Page, title: string): Promise<string> {
  await alt.signIn(page)
  const created = await rest<{ doc: { id: number } }>(page, '/dispatches', {}, { method: 'POST', body: { title } })
  expect(created.ok).toBe(true)
  const id = String(created.data.doc.id)
  await page.goto(`${alt.host.url}/cms-admin/collections/dispatches/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  return id
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`

test('a session the server ended asks for a sign-in over the screen, and the typed text reaches the server after it', async ({
  page,
}) => {
  const id = await openNewDispatch(page, unique('Session'))
  // The server forgets this session: Folio's own token is logged out behind its back.
  expect((await rest(page, '/users/logout', {}, { method: 'POST' })).ok).toBe(true)

  await page.getByTestId('input-body').fill('typed while the session was gone')
  const prompt = page.getByTestId('session-prompt')
  await expect(prompt).toBeVisible()
  await expect(prompt).toContainText(EMAIL)
  await expect(prompt.getByRole('heading')).toHaveText('Erneut anmelden')
  await expect(page.getByTestId('session-prompt-password')).toBeFocused()
  // Told once, by the prompt: no "not allowed" toast, and the edit is still in the form.
  await expect(page.getByTestId('toast-error')).toHaveCount(0)
  await expect(page.getByTestId('input-body')).toHaveValue('typed while the session was gone')

  // A wrong password says so and keeps the prompt.
  await page.getByTestId('session-prompt-password').fill('not-the-password')
  await page.keyboard.press('Enter')
  // In the server's fallback language, German, as the rest of the UI there.
  await expect(page.getByTestId('session-prompt-error')).toHaveText(
    'Die angegebene E-Mail oder das Passwort ist falsch.',
  )
  await expect(prompt).toBeVisible()

  await page.getByTestId('session-prompt-password').fill(alt.cms.password(EMAIL))
  await page.getByTestId('session-prompt-password').press('Enter')
  await expect(prompt).toHaveCount(0)
  // Back where the editor was typing.
  await expect(page.getByTestId('input-body')).toBeFocused()
  // The autosave that was refused goes out again by itself.
  await expect
    .poll(async () => (await rest(page, `/dispatches/${id}`, { draft: true })).data.body, { timeout: 15_000 })
    .toBe('typed while the session was gone')
  await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-phase', 'saved')
  await expect(page.getByTestId('input-body')).toHaveValue('typed while the session was gone')
  await expect(page.getByTestId('toast-error')).toHaveCount(0)
})

test('a save refused because the session ended runs again after signing in', async ({ page }) => {
  await alt.signIn(page)
  // A note of her own (notes have no drafts: only the Save button writes).
  const created = await rest<{ doc: { id: number } }>(
    page,
    '/notes',
    {},
    { method: 'POST', body: { title: unique('Note') } },
  )
  const id = String(created.data.doc.id)
  await page.goto(`${alt.host.url}/cms-admin/collections/notes/${id}`)
  await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
  const title = unique('Saved after signing in')
  await page.getByTestId('input-title').fill(title)
  // Ended after the typing: a call the typing makes (the lock's refresh on a slow machine) would
  // otherwise meet the ended session first and put the sign-in prompt over Save before it is pressed.
  expect((await rest(page, '/users/logout', {}, { method: 'POST' })).ok).toBe(true)
  await page.getByTestId('save').click()
  await expect(page.getByTestId('session-prompt')).toBeVisible()
  await expect(page.getByTestId('toast-error')).toHaveCount(0)
  await page.getByTestId('session-prompt-password').fill(alt.cms.password(EMAIL))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('session-prompt')).toHaveCount(0)
  await expect(page.getByTestId('toast-success')).toBeVisible()
  expect((await rest(page, `/notes/${id}`)).data.title).toBe(title)
})

test('coming back to the window notices a session the server ended, before a list shows only public documents', async ({
  page,
}) => {
  await alt.signIn(page)
  await page.goto(`${alt.host.url}/cms-admin/collections/notes`)
  await expect(page.getByTestId('list-view')).toBeVisible()
  expect((await rest(page, '/users/logout', {}, { method: 'POST' })).ok).toBe(true)
  // The editor comes back to the window.
  await page.evaluate("window.dispatchEvent(new Event('focus'))")
  await expect(page.getByTestId('session-prompt')).toBeVisible()
  await page.getByTestId('session-prompt-password').fill(alt.cms.password(EMAIL))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('session-prompt')).toHaveCount(0)
  await expect(page.getByTestId('list-view')).toBeVisible()
})

test('a value the server sets on autosave shows in the form without reloading', async ({ page }) => {
  const id = await openNewDispatch(page, unique('Slugged'))
  const title = unique('Hello Server World')
  await page.getByTestId('input-title').fill(title)
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  await expect(page.getByTestId('input-slug')).toHaveValue(slug)
  expect((await rest(page, `/dispatches/${id}`, { draft: true })).data.slug).toBe(slug)
  // Still what the editor typed, and nothing left unsaved: the server's slug is the saved state.
  await expect(page.getByTestId('input-title')).toHaveValue(title)
  await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-phase', 'saved')
})
