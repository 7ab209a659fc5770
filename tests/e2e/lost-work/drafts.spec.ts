/**
 * Failure probes for local drafts: a restore over a colleague's newer work, two tabs on one document,
 * and a host killed right after the last key. Each drives the case for real (two editors on two hosts,
 * two tabs, a killed host started again on its data folder) and reads the result back through
 * Payload's REST API. Every test makes its own posts (titles starting "Drafts probe"), except the one
 * on a host of its own.
 */
import type { Page, Response } from '@playwright/test'
import type { LocalDraft } from '../../../src/shared/drafts'
import { expect, test } from '../fixtures'
import { seededPassword } from '../support/accounts'
import { bridgeHeaders, bridgePath, holdApiCalls } from '../support/bridge'
import { openListedDocument, waitForEditView } from '../support/documents'
import { rest } from '../support/rest'
import { CMS_START_DEADLINE_MS, cmsUrlOf, startWebHost, withKillableHost } from '../support/web-host'

let serial = 0
const uniqueTitle = (what: string) => `Drafts probe ${what} ${Date.now().toString(36)}${serial++}`
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Makes a draft post through REST; returns its id. */
async function createPost(page: Page, title: string, excerpt: string): Promise<string> {
  await page.goto('/admin')
  const made = await rest<{ doc: { id: number } }>(
    page,
    '/posts',
    { draft: true },
    { method: 'POST', body: { title, slug: slugOf(title), excerpt, _status: 'draft' } },
  )
  expect(made.ok).toBe(true)
  return String(made.data.doc.id)
}

/** Every draft the host keeps for a post of the built-in CMS (each tab's), asked as the page's editor. */
async function keptDrafts(page: Page, id: string): Promise<LocalDraft[]> {
  const key = `local#collection:posts/${id}@en`
  return page.evaluate(
    async ({ url, headers, key }) => {
      const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ key }) })
      return ((await response.json()) as { value: LocalDraft[] }).value
    },
    { url: bridgePath('renderer:draft-list'), headers: bridgeHeaders, key },
  )
}

/** The host's answer to the page's draft write that carries `text`: the draft is on disk then. */
const draftWritten = (page: Page, text: string): Promise<Response> =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(bridgePath('renderer:draft-save')) &&
      (response.request().postData() ?? '').includes(text) &&
      response.ok(),
    // Bounded: a draft never written fails the probe instead of hanging it.
    { timeout: 15_000 },
  )

const isAutosave = (_: unknown, body: string) => body.includes('"autosave":true')

test.describe('a kept draft restored after a colleague worked on the document', () => {
  for (const how of ['saved', 'autosaved'] as const) {
    test(`applies only what it changed: the colleague's ${how} excerpt survives, the restored title lands`, async ({
      page,
      browser,
      host,
    }) => {
      const title = uniqueTitle(`restore ${how}`)
      const id = await createPost(page, title, 'The excerpt as A loaded it')
      const docPath = `/admin/collections/posts/${id}`
      const second = await startWebHost({ FOLIO_CMS_URL: await cmsUrlOf(host) })
      const context = await browser.newContext()
      const colleague = await context.newPage()
      try {
        // A edits the title; their autosave is slow, so B takes over before it lands.
        await page.goto(docPath)
        await waitForEditView(page)
        const autosave = await holdApiCalls(page, isAutosave)
        const written = draftWritten(page, `${title}, by A`)
        await page.getByTestId('input-title').fill(`${title}, by A`)
        await written
        await expect.poll(autosave.held).toBe(1)

        await colleague.goto(`${second.url}/admin`)
        await colleague.getByTestId('sign-in-identifier').fill('second@example.com')
        await colleague.getByTestId('sign-in-password').fill(seededPassword(host, 'second@example.com'))
        await colleague.getByTestId('sign-in-submit').click()
        await expect(colleague.getByTestId('dashboard')).toBeVisible()
        await colleague.goto(`${second.url}${docPath}`)
        await colleague.getByTestId('lock-take-over').click()
        await colleague.getByTestId('input-excerpt').fill('The excerpt B wrote')
        if (how === 'saved') {
          await colleague.getByTestId('save-draft').click()
          await expect(colleague.getByTestId('toast-success')).toBeVisible()
        } else {
          await expect(colleague.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
        }
        await expect
          .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data.excerpt)
          .toBe('The excerpt B wrote')

        // A's autosave arrives after the take-over: refused, A is told and leaves; the title stays kept.
        autosave.release()
        await expect(page.getByTestId('taken-over-modal')).toBeVisible()
        await page.getByTestId('taken-dashboard').click()
        await expect(page.getByTestId('dashboard')).toBeVisible()
        await colleague.getByTestId('nav-link-collection-posts').click()
        await expect(colleague.getByTestId('list-view')).toBeVisible()

        // A opens it again and restores: no question (each changed another field), nothing of B's reverted.
        await page.goto(docPath)
        await waitForEditView(page)
        const banner = page.getByTestId('draft-recovered')
        await expect(banner).toContainText('has changed on the server since then')
        await banner.getByTestId('draft-restore').click()
        await expect(page.getByTestId('restore-choice')).toHaveCount(0)
        await expect(page.getByTestId('input-title')).toHaveValue(`${title}, by A`)
        await expect(page.getByTestId('input-excerpt')).toHaveValue('The excerpt B wrote')
        await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
        await expect
          .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data)
          .toMatchObject({ title: `${title}, by A`, excerpt: 'The excerpt B wrote' })
      } finally {
        await context.close()
        await second.stop()
      }
    })
  }

  test('asks per field where both changed the same field, and autosaves nothing before the choice', async ({
    page,
    context,
  }) => {
    const title = uniqueTitle('restore both')
    const id = await createPost(page, title, 'The excerpt as loaded')
    const docPath = `/admin/collections/posts/${id}`
    // The first tab's edits stay unsent (its autosave never reaches the CMS) and are kept on disk.
    await page.goto(docPath)
    await waitForEditView(page)
    await holdApiCalls(page, isAutosave)
    const written = draftWritten(page, 'Excerpt typed in the first tab')
    await page.getByTestId('input-title').fill(`${title}, first tab`)
    await page.getByTestId('input-excerpt').fill('Excerpt typed in the first tab')
    await written
    // Meanwhile someone saves another excerpt.
    expect(
      (
        await rest(
          page,
          `/posts/${id}`,
          { draft: true },
          { method: 'PATCH', body: { excerpt: 'Excerpt saved meanwhile' } },
        )
      ).ok,
    ).toBe(true)

    const other = await context.newPage()
    await other.goto(docPath)
    await waitForEditView(other)
    await other.getByTestId('draft-recovered').getByTestId('draft-restore').click()
    const choice = other.getByTestId('restore-choice')
    await expect(choice).toBeVisible()
    // Only the field both changed is asked, on the draft's side first.
    await expect(choice.getByTestId(/^conflict-field-/)).toHaveCount(1)
    await expect(choice.getByTestId('conflict-mine-excerpt')).toBeChecked()
    await expect(other.getByTestId('input-excerpt')).toHaveValue('Excerpt saved meanwhile')
    // Nothing was put in the form yet, so nothing was sent.
    expect((await rest(page, `/posts/${id}`, { draft: true })).data.title).toBe(title)
    await choice.getByTestId('conflict-theirs-excerpt').check()
    await choice.getByTestId('restore-choice-apply').click()
    await expect(other.getByTestId('input-title')).toHaveValue(`${title}, first tab`)
    await expect(other.getByTestId('input-excerpt')).toHaveValue('Excerpt saved meanwhile')
    await expect
      .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data)
      .toMatchObject({ title: `${title}, first tab`, excerpt: 'Excerpt saved meanwhile' })
    await other.close()
  })
})

test.describe('two tabs on one document', () => {
  test("one tab's autosave keeps the other tab's draft; closing that tab with edits waiting asks first", async ({
    page,
    context,
  }) => {
    const title = uniqueTitle('two tabs')
    const id = await createPost(page, title, 'The excerpt as loaded')
    const docPath = `/admin/collections/posts/${id}`
    await page.goto(docPath)
    await waitForEditView(page)
    const second = await context.newPage()
    await second.goto(docPath)
    await waitForEditView(second)

    // The second tab's edits wait: its autosave is slow.
    const autosave = await holdApiCalls(second, isAutosave)
    const written = draftWritten(second, 'Typed in the second tab')
    await second.getByTestId('input-excerpt').fill('Typed in the second tab')
    await written

    // The first tab autosaves its own edit: its copy goes, the second tab's stays.
    await page.getByTestId('input-title').fill(`${title}, first tab`)
    await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
    await expect
      .poll(async () => (await keptDrafts(page, id)).map((draft) => draft.data.excerpt))
      .toEqual(['Typed in the second tab'])

    // Closing the second tab now: the browser asks first.
    const dialogs: string[] = []
    second.on('dialog', (dialog) => {
      dialogs.push(dialog.type())
      void dialog.dismiss()
    })
    await second.close({ runBeforeUnload: true })
    await expect.poll(() => dialogs).toEqual(['beforeunload'])
    expect(second.isClosed()).toBe(false)
    await expect(second.getByTestId('input-excerpt')).toHaveValue('Typed in the second tab')
    autosave.release()
    await second.close()
  })

  test('a host killed right after the last key: a new host offers both tabs’ edits, every character', async ({
    page,
  }) => {
    // A host of its own, killed, then started again on its data folder: two CMS starts.
    test.setTimeout(2 * CMS_START_DEADLINE_MS + 60_000)
    await withKillableHost(async ({ host: first, kill, startAgain }) => {
      const id = await openListedDocument(page, `${first.url}/admin/collections/posts`, 2)
      const docPath = new URL(page.url()).pathname
      const before = (await rest(page, `/posts/${id}`, { draft: true })).data
      // Neither tab's autosave reaches the CMS: the drafts are the only copies of the edits.
      await holdApiCalls(page, isAutosave)
      const firstWritten = draftWritten(page, 'typed in the first tab')
      await page.getByTestId('input-title').fill(`${before.title as string}, typed in the first tab`)
      await firstWritten

      // The second tab types key by key on the page's own clock, which the test moves: 150 ms after the
      // last key its draft has been sent (the host's answer says it is on disk), and the host is killed.
      const second = await page.context().newPage()
      await second.clock.install()
      await second.goto(`${first.url}${docPath}`)
      await waitForEditView(second)
      await holdApiCalls(second, isAutosave)
      await second.clock.pauseAt((await second.evaluate(() => Date.now())) + 1_000)
      const excerpt = second.getByTestId('input-excerpt')
      await excerpt.fill('')
      const typed = 'Every key typed in the second tab, to the last'
      await excerpt.pressSequentially(typed)
      const secondWritten = draftWritten(second, typed)
      await second.clock.runFor(150)
      await secondWritten
      await kill()
      // Both tabs go with the host (their autosaves never sent); the clock is the context's: it runs again.
      await second.clock.resume()
      const context = page.context()
      await second.close()
      await page.close()

      const next = await startAgain()
      // A new tab on the new host is offered both tabs' edits, newest first.
      const reopened = await context.newPage()
      await reopened.goto(`${next.url}${docPath}`)
      await waitForEditView(reopened)
      const items = reopened.getByTestId('draft-recovered-item')
      await expect(items).toHaveCount(2)
      await items.nth(0).getByTestId('draft-restore').click()
      await expect(reopened.getByTestId('input-excerpt')).toHaveValue(typed)
      await expect(items).toHaveCount(1)
      await items.nth(0).getByTestId('draft-restore').click()
      await expect(reopened.getByTestId('restore-choice')).toHaveCount(0)
      await expect(reopened.getByTestId('input-title')).toHaveValue(`${before.title as string}, typed in the first tab`)
      await expect(reopened.getByTestId('input-excerpt')).toHaveValue(typed)
      await expect
        .poll(async () => (await rest(reopened, `/posts/${id}`, { draft: true })).data)
        .toMatchObject({ title: `${before.title as string}, typed in the first tab`, excerpt: typed })
    })
  })
})
