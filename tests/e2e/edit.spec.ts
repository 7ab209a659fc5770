import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { seededPassword, signInAs } from './support/accounts'
import { FOLIO_ENDPOINTS } from '../../src/shared/protocol'
import { API_CHANNEL_GLOB, API_CHANNEL_PATH, holdApiCalls } from './support/bridge'
import { documentIdOf, openListedDocument, openPost, waitForEditView } from './support/documents'
import { locksOn, rest } from './support/rest'
import { shownNotifications, watchNotificationsAway } from './support/notifications'
import { createDraftPost } from './support/versions'
import { cmsUrlOf, startWebHost } from './support/web-host'
import { chooseOption } from './support/select'

test.describe('editing documents', () => {
  test('creates a category and lands on its edit page', async ({ page }) => {
    await page.goto('/admin/collections/categories/create')
    await page.getByTestId('input-name').fill('Created by Folio')
    await page.getByTestId('input-slug').fill('created-by-folio')
    await page.getByTestId('save').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/collections\/categories\/\d+$/)
    const id = documentIdOf(page)
    const saved = await rest(page, `/categories/${id}`)
    expect(saved.data).toMatchObject({ name: 'Created by Folio', slug: 'created-by-folio' })
    await expect(page.getByTestId('document-title')).toHaveText('Created by Folio')
  })

  test('saves a draft, then publishes it', async ({ page }) => {
    const id = await openPost(page, 'Post 07')
    await page.getByTestId('input-title').fill('Post 07, revised')
    await expect(page.getByTestId('document-title')).toHaveText('Post 07, revised')
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toContainText(/draft/i)
    expect((await rest(page, `/posts/${id}`, { draft: true })).data).toMatchObject({
      title: 'Post 07, revised',
      _status: 'draft',
    })
    expect((await rest(page, `/posts/${id}`)).data.title).not.toBe('Post 07, revised')
    await page.getByTestId('publish').click()
    await expect(page.getByTestId('toast-success').last()).toBeVisible()
    await expect
      .poll(async () => (await rest(page, `/posts/${id}`)).data)
      .toMatchObject({ title: 'Post 07, revised', _status: 'published' })
  })

  test('unpublishes after a confirmation, and publishing brings the control back', async ({ page }) => {
    const id = await openPost(page, 'Post 18')
    expect((await rest(page, `/posts/${id}`)).data._status).toBe('published')
    await page.getByTestId('unpublish').click()
    await expect(page.getByTestId('unpublish-modal')).toContainText(
      'You are about to unpublish this document. Are you sure?',
    )
    await page.getByTestId('unpublish-cancel').click()
    await expect(page.getByTestId('unpublish-modal')).toHaveCount(0)
    expect((await rest(page, `/posts/${id}`)).data._status).toBe('published')
    await page.getByTestId('unpublish').click()
    await page.getByTestId('unpublish-confirm').click()
    await expect(page.getByTestId('toast-success')).toHaveText(/Unpublished successfully/)
    await expect(page.getByTestId('unpublish')).toHaveCount(0)
    expect((await rest(page, `/posts/${id}`)).data._status).toBe('draft')
    await page.getByTestId('publish').click()
    await expect(page.getByTestId('unpublish')).toBeVisible()
    expect((await rest(page, `/posts/${id}`)).data._status).toBe('published')
  })

  test('validates as the editor types, without a request, and blocks publishing an invalid form', async ({ page }) => {
    // Opening asks for what the form shows (pickers in view, the lock); typing asks nothing. The bridge
    // calls are watched rather than the page's network: the tabs' shared push worker's script stays
    // "in flight" for Playwright, so networkidle never comes.
    let inFlight = 0
    let lastCall = Date.now()
    const bridgeCall = (r: { url(): string }) => r.url().includes(API_CHANNEL_PATH)
    const settled = (r: { url(): string }) => {
      if (!bridgeCall(r)) return
      inFlight--
      lastCall = Date.now()
    }
    page.on('request', (r) => {
      if (!bridgeCall(r)) return
      inFlight++
      lastCall = Date.now()
    })
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)
    await openPost(page, 'Post 08')
    await expect.poll(() => inFlight === 0 && Date.now() - lastCall > 500).toBe(true)
    let requests = 0
    page.on('request', (r) => r.url().includes(API_CHANNEL_PATH) && requests++)
    await page.getByTestId('input-title').fill('ab')
    await expect(page.getByTestId('error-title')).toHaveText(
      'This value must be longer than the minimum length of 3 characters.',
    )
    expect(requests).toBe(0)
    await page.getByTestId('input-title').fill('abc')
    await expect(page.getByTestId('error-title')).toHaveCount(0)
    await page.getByTestId('input-title').fill('ab')
    await page.getByTestId('publish').click()
    await expect(page.getByTestId('error-title')).toBeVisible()
    await expect(page.getByTestId('toast-error')).toBeVisible()
    await expect(page.getByTestId('input-title')).toHaveValue('ab')
  })

  test("puts the server's field errors on their fields (a slug that is already taken)", async ({ page }) => {
    await page.goto('/admin/collections/categories/create')
    await page.getByTestId('input-name').fill('Duplicate slug')
    await page.getByTestId('input-slug').fill('news')
    await page.getByTestId('save').click()
    await expect(page.getByTestId('error-slug')).toBeVisible()
    await expect(page).toHaveURL(/\/create$/)
    await expect(page.getByTestId('input-name')).toHaveValue('Duplicate slug')
  })

  test('edits array rows: adds one, moves it up, and saves them in order', async ({ page }) => {
    const id = await openPost(page, 'Post 09')
    await page.getByTestId('tab-1').click()
    const before = ((await rest(page, `/posts/${id}`, { draft: true })).data.tags as Array<{ label: string }>).map(
      (t) => t.label,
    )
    await page.getByTestId('add-row-tags').click()
    const last = before.length
    await page.getByTestId(`input-tags.${last}.label`).fill('added by Folio')
    await page.getByTestId(`row-up-tags.${last}`).click()
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    const after = ((await rest(page, `/posts/${id}`, { draft: true })).data.tags as Array<{ label: string }>).map(
      (t) => t.label,
    )
    expect(after).toEqual([...before.slice(0, -1), 'added by Folio', before.at(-1)])
  })

  test('switches locale and saves a localized value in that locale only', async ({ page }) => {
    const id = await openPost(page, 'Post 10')
    const english = (await rest(page, `/posts/${id}`, { draft: true, locale: 'en' })).data.title
    await chooseOption(page.getByTestId('locale-select'), 'de')
    await expect(page).toHaveURL(/locale=de/)
    await waitForEditView(page)
    await page.getByTestId('input-title').fill('Beitrag zehn')
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    expect((await rest(page, `/posts/${id}`, { draft: true, locale: 'de' })).data.title).toBe('Beitrag zehn')
    expect((await rest(page, `/posts/${id}`, { draft: true, locale: 'en' })).data.title).toBe(english)
  })

  test('Ctrl+S saves, and ? lists the shortcuts', async ({ page }) => {
    await openListedDocument(page, '/admin/collections/categories', 2)
    await page.getByTestId('input-name').fill('Saved with the keyboard')
    await page.keyboard.press('Control+s')
    await expect(page.getByTestId('toast-success')).toBeVisible()
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('?')
    await expect(page.getByTestId('shortcuts-help')).toContainText('Save')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('shortcuts-help')).toHaveCount(0)
  })

  test('uploads a new image into an upload field and saves the reference', async ({ page }) => {
    const id = await openPost(page, 'Post 14')
    const field = page.getByTestId('input-heroImage')
    if (await field.getByTestId('chosen-heroImage').count()) await field.getByTestId('chosen-remove-heroImage').click()
    // A real 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    await page
      .getByTestId('upload-heroImage')
      .setInputFiles({ name: 'folio-upload.png', mimeType: 'image/png', buffer: png })
    await expect(field.getByTestId('chosen-heroImage')).toContainText('folio-upload')
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    const heroId = (await rest(page, `/posts/${id}`, { draft: true })).data.heroImage
    const media = await rest(page, `/media/${String(heroId)}`)
    expect(media.data.filename).toMatch(/^folio-upload.*\.png$/)
    expect(media.data.mimeType).toBe('image/png')
  })

  test('edits a global', async ({ page }) => {
    await page.goto('/admin/globals/navigation')
    await waitForEditView(page)
    await expect(page.getByTestId('document-title')).toHaveText('Navigation')
    const before = (await rest(page, '/globals/navigation')).data as { items: Array<{ label: string; url?: string }> }
    const url = `/blog-${Date.now().toString(36)}`
    await page.getByTestId('input-items.2.url').fill(url)
    await page.getByTestId('save').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    // Saved on the server: the edited row changed, the others are as they were.
    const after = (await rest(page, '/globals/navigation')).data as typeof before
    expect(after.items.map((item) => item.label)).toEqual(before.items.map((item) => item.label))
    expect(after.items[2]!.url).toBe(url)
    expect(after.items[0]).toEqual(before.items[0])
  })

  test('autosaves a draft 2 seconds after typing pauses, and every 10 seconds while it goes on, as an autosave version', async ({
    page,
  }) => {
    // The page's clock is the test's: the interval is read off it, not measured in real time.
    await page.clock.install()
    const id = await openPost(page, 'Post 11')
    const autosaves: string[] = []
    const isAutosave = (r: Request) =>
      r.url().endsWith(API_CHANNEL_PATH) && (r.postData() ?? '').includes('"autosave":true')
    page.on('request', (r) => {
      if (isAutosave(r)) autosaves.push(r.postData()!)
    })
    const autosaved = async (count: number) => {
      await page.clock.resume()
      await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
      expect(autosaves).toHaveLength(count)
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    }
    await page.clock.pauseAt(Date.now() + 5_000)
    const excerpt = page.getByTestId('input-excerpt')
    await excerpt.fill('Typed,')
    await page.clock.runFor(1_500)
    // The posts' config says 2000 ms, counted from the last change, as in Payload's admin: a key typed
    // before then moves it on. Nothing goes out a millisecond before, and it goes out at it.
    await excerpt.fill('Typed, then left alone.')
    await page.clock.runFor(1_999)
    expect(autosaves).toHaveLength(0)
    let sent = page.waitForRequest(isAutosave)
    await page.clock.runFor(1)
    await sent
    await autosaved(1)
    expect((await rest(page, `/posts/${id}`, { draft: true })).data.excerpt).toBe('Typed, then left alone.')

    // Typing that never pauses for 2 s is still saved, 10 s after its first change.
    for (let second = 0; second < 10; second += 1.5) {
      await excerpt.fill(`Typed for ${second} s`)
      await page.clock.runFor(second + 1.5 < 10 ? 1_500 : 999)
    }
    expect(autosaves).toHaveLength(1)
    sent = page.waitForRequest(isAutosave)
    await page.clock.runFor(1)
    await sent
    await autosaved(2)
    expect((await rest(page, `/posts/${id}`, { draft: true })).data.excerpt).toBe('Typed for 9 s')
    const versions = await rest(page, '/posts/versions', {
      where: { parent: { equals: id } },
      sort: '-updatedAt',
      limit: 1,
    })
    expect((versions.data.docs as Array<{ autosave: boolean }>)[0]!.autosave).toBe(true)
    // Nothing left unsaved, so leaving asks nothing.
    await page.getByTestId('nav-link-collection-posts').click()
    await expect(page.getByTestId('list-view')).toBeVisible()
  })

  test('leaving a post before its autosave fell due sends what was typed, and the lock goes with the editor', async ({
    page,
  }) => {
    const post = await createDraftPost(page, { title: `Left at once ${Date.now().toString(36)}` })
    await page.goto(`/admin/collections/posts/${post.id}`)
    await waitForEditView(page)
    await expect.poll(() => locksOn(page, String(post.id))).toBe(1)
    await page.getByTestId('input-excerpt').fill('Typed, then left at once')
    await page.getByTestId('nav-link-collection-posts').click()
    await expect(page.getByTestId('list-view')).toBeVisible()
    await expect
      .poll(async () => (await rest(page, `/posts/${post.id}`, { draft: true })).data.excerpt)
      .toBe('Typed, then left at once')
    await expect.poll(() => locksOn(page, String(post.id))).toBe(0)
    // Opened again, the server's copy has it: nothing is offered back.
    await page.goto(`/admin/collections/posts/${post.id}`)
    await waitForEditView(page)
    await expect(page.getByTestId('input-excerpt')).toHaveValue('Typed, then left at once')
    await expect(page.getByTestId('draft-recovered')).toHaveCount(0)
  })

  /**
   * Opens the post with its lock taken and the page's clock paused: the autosave's pause never comes by
   * itself, so only what the test does next sends the edits.
   */
  async function openWithClockPaused(page: Page, id: number | string, search = '') {
    await page.clock.install()
    await page.goto(`/admin/collections/posts/${id}${search}`)
    await waitForEditView(page)
    await expect.poll(() => locksOn(page, String(id))).toBe(1)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  }

  test("going to the post's versions or API tab before the autosave fell due saves what was typed, and the lock stays", async ({
    page,
  }) => {
    const post = await createDraftPost(page, { title: `Tabs ${Date.now().toString(36)}` })
    await openWithClockPaused(page, post.id)
    for (const tab of ['versions', 'api'] as const) {
      const typed = `Typed, then the ${tab} tab`
      const versions = (
        await rest<{ totalDocs: number }>(page, '/posts/versions', { where: { parent: { equals: post.id } } })
      ).data.totalDocs
      await page.getByTestId('input-excerpt').fill(typed)
      await page.getByTestId(`doc-tab-${tab}`).click()
      await expect(page.getByTestId(tab === 'versions' ? 'versions-table-wrap' : 'json-tree')).toBeVisible()
      // The list is read after that save: its version is there.
      if (tab === 'versions') await expect(page.getByTestId('version-row')).toHaveCount(versions + 1)
      await expect.poll(async () => (await rest(page, `/posts/${post.id}`, { draft: true })).data.excerpt).toBe(typed)
      expect(await locksOn(page, String(post.id))).toBe(1)
      // Back on the form: what was typed is there, not offered back as a draft to restore.
      await page.getByTestId('doc-tab-edit').click()
      await waitForEditView(page)
      await expect(page.getByTestId('input-excerpt')).toHaveValue(typed)
      await expect(page.getByTestId('draft-recovered')).toHaveCount(0)
    }
  })

  test('leaving and coming straight back while that send is out: the post opens from the copy it made', async ({
    page,
  }) => {
    const post = await createDraftPost(page, { title: `Back at once ${Date.now().toString(36)}` })
    await openWithClockPaused(page, post.id)
    await page.getByTestId('input-excerpt').fill('Typed, left, and back')
    const sent = await holdApiCalls(page, (_, body) => body.includes('"autosave":true'), { once: true })
    await page.getByTestId('nav-link-collection-posts').click()
    await expect(page.getByTestId('list-view')).toBeVisible()
    await expect.poll(sent.held).toBe(1)
    await page.goBack()
    sent.release()
    await waitForEditView(page)
    await expect(page.getByTestId('input-excerpt')).toHaveValue('Typed, left, and back')
    await expect(page.getByTestId('draft-recovered')).toHaveCount(0)
    // Its own save is no one else's: typing on autosaves without a conflict.
    await page.getByTestId('input-excerpt').focus()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(' again')
    await page.clock.runFor(2_000)
    await page.clock.resume()
    await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
    expect((await rest(page, `/posts/${post.id}`, { draft: true })).data.excerpt).toBe('Typed, left, and back again')
  })

  /** Two draft posts, the first open as openWithClockPaused leaves it. */
  async function openFirstOfTwo(page: Page) {
    const stamp = Date.now().toString(36)
    const first = await createDraftPost(page, { title: `Moved from ${stamp}`, excerpt: 'First, as it was' })
    const second = await createDraftPost(page, { title: `Moved to ${stamp}`, excerpt: 'Second, untouched' })
    await openWithClockPaused(page, first.id)
    return { first: String(first.id), second: { id: String(second.id), title: `Moved to ${stamp}` } }
  }

  /** Goes to `second` with the palette: the same edit view shows it, its form loaded with it, not made anew. */
  async function moveWithPalette(page: Page, second: { id: string; title: string }) {
    await page.keyboard.press('Control+k')
    await page.getByTestId('palette-input').fill(second.title)
    // The search waits for a pause in typing too (a few hundred ms, well inside the autosave's 2 s).
    await page.clock.runFor(500)
    await page.getByTestId(`palette-item-doc-posts-${second.id}`).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/posts/${second.id}$`))
    await waitForEditView(page)
    await expect(page.getByTestId('input-title')).toHaveValue(second.title)
    await expect(page.getByTestId('input-excerpt')).toHaveValue('Second, untouched')
  }

  test('going straight to another post (the palette) sends what was typed in the first, and mixes nothing', async ({
    page,
  }) => {
    const { first, second } = await openFirstOfTwo(page)
    await page.getByTestId('input-excerpt').fill('Typed, then moved on')
    await moveWithPalette(page, second)
    await expect
      .poll(async () => (await rest(page, `/posts/${first}`, { draft: true })).data.excerpt)
      .toBe('Typed, then moved on')
    expect((await rest(page, `/posts/${second.id}`, { draft: true })).data.excerpt).toBe('Second, untouched')
    await expect.poll(() => locksOn(page, first)).toBe(0)
    await expect.poll(() => locksOn(page, second.id)).toBe(1)
    await expect(page.getByTestId('input-excerpt')).toHaveValue('Second, untouched')
    // Back on the first, the server's copy has the edit: nothing is offered back.
    await page.clock.resume()
    await page.goto(`/admin/collections/posts/${first}`)
    await waitForEditView(page)
    await expect(page.getByTestId('input-excerpt')).toHaveValue('Typed, then moved on')
    await expect(page.getByTestId('draft-recovered')).toHaveCount(0)
  })

  test('moving on while an autosave is in flight: it lands, and what was typed after it follows it', async ({
    page,
  }) => {
    const { first, second } = await openFirstOfTwo(page)
    const autosave = await holdApiCalls(page, (_, body) => body.includes('"autosave":true'), { once: true })
    await page.getByTestId('input-excerpt').fill('Sent')
    await page.clock.runFor(2_000)
    await expect.poll(autosave.held).toBe(1)
    await page.getByTestId('input-excerpt').pressSequentially(' and typed after')
    await moveWithPalette(page, second)
    // The autosave out lands first: its own save is no newer copy to the one sent after it.
    autosave.release()
    await expect
      .poll(async () => (await rest(page, `/posts/${first}`, { draft: true })).data.excerpt)
      .toBe('Sent and typed after')
    await expect.poll(() => locksOn(page, first)).toBe(0)
    expect((await rest(page, `/posts/${second.id}`, { draft: true })).data.excerpt).toBe('Second, untouched')
    await expect(page.getByTestId('input-excerpt')).toHaveValue('Second, untouched')
  })

  test('switching locale before the autosave fell due saves what was typed, and the next locale loads after it', async ({
    page,
  }) => {
    const post = await createDraftPost(page, { title: `Locale left ${Date.now().toString(36)}` })
    const slug = `typed-before-switching-${Date.now().toString(36)}`
    await openWithClockPaused(page, post.id, '?locale=en')
    // A localized field, and one shared by every locale (the slug).
    await page.getByTestId('input-title').fill('Typed in English')
    await page.getByTestId('input-slug').fill(slug)
    // The English save is slow to land.
    const english = await holdApiCalls(page, (_, body) => body.includes('"autosave":true'), { once: true })
    await chooseOption(page.getByTestId('locale-select'), 'de')
    await expect(page).toHaveURL(/locale=de/)
    await expect.poll(english.held).toBe(1)
    english.release()
    // The German form is read after that save, so it shows the slug just typed, not the one before it.
    await waitForEditView(page)
    await expect(page.getByTestId('input-slug')).toHaveValue(slug)
    expect((await rest(page, `/posts/${post.id}`, { draft: true, locale: 'en' })).data.title).toBe('Typed in English')
    // Still the editor's document: the lock stayed theirs.
    expect(await locksOn(page, String(post.id))).toBe(1)
    await page.getByTestId('input-title').fill('Auf Deutsch getippt')
    await page.clock.runFor(2_000)
    await page.clock.resume()
    await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
    await expect(page.getByTestId('conflict-modal')).toHaveCount(0)
    const german = (await rest(page, `/posts/${post.id}`, { draft: true, locale: 'de' })).data
    expect(german).toMatchObject({ title: 'Auf Deutsch getippt', slug })
    expect((await rest(page, `/posts/${post.id}`, { draft: true, locale: 'en' })).data.title).toBe('Typed in English')
    expect(await locksOn(page, String(post.id))).toBe(1)
  })

  test('typing while an autosave is in flight keeps every keystroke, and the next autosave sends them', async ({
    page,
  }) => {
    const id = await openPost(page, 'Post 17')
    // Hold the first autosave on its way out (a slow network), to type while it is in flight.
    const autosave = await holdApiCalls(page, (_, body) => body.includes('"autosave":true'), { once: true })
    await page.getByTestId('input-excerpt').fill('first words')
    await expect.poll(autosave.held, { timeout: 10_000 }).toBe(1)
    await page.getByTestId('input-excerpt').pressSequentially(' and more')
    autosave.release()
    await expect(page.getByTestId('input-excerpt')).toHaveValue('first words and more')
    await expect
      .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data.excerpt, { timeout: 15_000 })
      .toBe('first words and more')
    await expect(page.getByTestId('input-excerpt')).toHaveValue('first words and more')
  })

  test("an autosave falling due while a manual save is out waits for its answer: the editor's own save is no conflict", async ({
    page,
  }) => {
    await page.clock.install()
    const post = await createDraftPost(page, { title: `Own save ${Date.now().toString(36)}` })
    await page.goto(`/admin/collections/posts/${post.id}`)
    await waitForEditView(page)
    // The manual save reaches the server, but its answer is held from the page (a slow network back).
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let answerHeld = false
    await page.route(API_CHANNEL_GLOB, async (route) => {
      const body = route.request().postData() ?? ''
      if (!answerHeld && body.includes('"method":"PATCH"') && !body.includes('"autosave":true')) {
        answerHeld = true
        const response = await route.fetch()
        await held
        return route.fulfill({ response })
      }
      return route.continue()
    })
    await page.getByTestId('input-excerpt').fill('Saved by hand')
    await page.getByTestId('save-draft').click()
    await expect.poll(() => answerHeld).toBe(true)
    // Typed while it is out, and the autosave interval passes: the server's copy is already newer, by this
    // editor's own save, which an autosave checking now would take for someone else's.
    await page.getByTestId('input-excerpt').pressSequentially(', then more')
    await page.clock.fastForward(5_000)
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(resolve))')
    release()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    await page.clock.fastForward(5_000)
    await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
    await expect(page.getByTestId('conflict-modal')).toHaveCount(0)
    expect((await rest(page, `/posts/${post.id}`, { draft: true })).data.excerpt).toBe('Saved by hand, then more')
  })

  test('notices that someone else saved since the document was opened, and lets the editor choose', async ({
    page,
  }) => {
    const id = await openListedDocument(page, '/admin/collections/categories', 1)
    // Another client saves the same document meanwhile.
    await rest(page, `/categories/${id}`, {}, { method: 'PATCH', body: { description: 'changed elsewhere' } })
    await page.getByTestId('input-name').fill('Mine')
    await page.getByTestId('save').click()
    await expect(page.getByTestId('conflict-modal')).toBeVisible()
    await page.getByTestId('conflict-overwrite').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    expect((await rest(page, `/categories/${id}`)).data.name).toBe('Mine')
    // Saving again is no conflict: the view knows its own save.
    await page.getByTestId('input-name').fill('Mine again')
    await page.getByTestId('save').click()
    await expect(page.getByTestId('conflict-modal')).toHaveCount(0)
    await expect.poll(async () => (await rest(page, `/categories/${id}`)).data.name).toBe('Mine again')
  })

  test('warns before leaving with unsaved changes when autosave is off', async ({ page }) => {
    await openListedDocument(page, '/admin/collections/categories')
    await page.getByTestId('input-name').fill('Unsaved name')
    await page.getByTestId('nav-link-collection-posts').click()
    await expect(page.getByTestId('leave-warning')).toBeVisible()
    await page.getByTestId('leave-stay').click()
    await expect(page.getByTestId('input-name')).toHaveValue('Unsaved name')
    await page.getByTestId('nav-link-collection-posts').click()
    await page.getByTestId('leave-anyway').click()
    await expect(page.getByTestId('list-view')).toBeVisible()
  })
})

test('a viewer sees a read-only form with no save controls', async ({ page, host }) => {
  // Signing in keeps the screen the user was on.
  await signInAs(page, host, 'viewer@example.com')
  await page.getByTestId('nav-link-collection-posts').click()
  await expect(page.getByTestId('list-create')).toHaveCount(0)
  await openPost(page, 'Post 12')
  await expect(page.getByTestId('input-title')).toBeDisabled()
  await expect(page.getByTestId('save-draft')).toHaveCount(0)
  await expect(page.getByTestId('publish')).toHaveCount(0)
  // Nor create a related document from a relationship field (an editor may: document-drawer.spec).
  await page.getByTestId('tab-1').click()
  await expect(page.getByTestId('input-categories')).toBeVisible()
  await expect(page.getByTestId('drawer-create-categories')).toHaveCount(0)
  // Nor may a viewer restore a version.
  await page.getByTestId('doc-tab-versions').click()
  await page.getByTestId('version-link').first().click()
  await expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true')
  await expect(page.getByTestId('restore')).toHaveCount(0)
  await expect(page.getByTestId('restore-as-draft')).toHaveCount(0)
  // Back to the editor for the other tests on this host.
  await signInAs(page, host, 'editor@example.com')
})

test('two editors: locked, read-only, take over, taken over, released', async ({ page, browser, host }) => {
  // The second editor uses a second Folio connected to the same CMS by URL.
  const second = await startWebHost({ FOLIO_CMS_URL: await cmsUrlOf(host) })
  const context = await browser.newContext()
  const other = await context.newPage()
  try {
    await openPost(page, 'Post 13')
    const docPath = new URL(page.url()).pathname
    await other.goto(`${second.url}/admin`)
    await other.getByTestId('sign-in-identifier').fill('second@example.com')
    await other.getByTestId('sign-in-password').fill(seededPassword(host, 'second@example.com'))
    await other.getByTestId('sign-in-submit').click()
    await expect(other.getByTestId('dashboard')).toBeVisible()

    await other.goto(`${second.url}${docPath}`)
    await expect(other.getByTestId('locked-modal')).toBeVisible()
    await expect(other.getByTestId('lock-holder')).toContainText('editor@example.com')
    await other.getByTestId('lock-read-only').click()
    await expect(other.getByTestId('input-title')).toBeDisabled()
    await expect(other.getByTestId('locked-notice')).toBeVisible()

    await other.reload()
    await other.getByTestId('lock-take-over').click()
    await expect(other.getByTestId('input-title')).toBeEnabled()

    // The first editor learns of it when saving (the server answers 423). Were they looking at
    // another window, a notification tells them (headless Chromium has no window to leave: the page is
    // told it has no focus, and the notifications it makes are counted).
    await watchNotificationsAway(page)
    await page.getByTestId('input-title').fill('Post 13, first editor')
    // On a busy machine the typing can come more than the lock's refresh interval after opening: the
    // refresh it starts then learns of the takeover before the save does, and the dialog is already up.
    // Either may come first, even while the click waits for the button (read-only hides it then).
    const takenOver = page.getByTestId('taken-over-modal')
    await Promise.race([
      takenOver.waitFor({ state: 'visible' }),
      page
        .getByTestId('save-draft')
        .click({ force: true })
        .catch(() => undefined),
    ])
    await expect(takenOver).toBeVisible()
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: 'Editing taken over', body: 'Another user has taken over editing this document.' }])
    await page.getByTestId('taken-dashboard').click()
    await expect(page.getByTestId('dashboard')).toBeVisible()

    // Leaving releases the lock: the first editor can edit again without a modal.
    await other.getByTestId('nav-link-collection-posts').click()
    await expect(other.getByTestId('list-view')).toBeVisible()
    await page.goto(docPath)
    await waitForEditView(page)
    await expect(page.getByTestId('input-title')).toBeEnabled()
    await expect(page.getByTestId('locked-modal')).toHaveCount(0)

    // Payload deletes a document's lock on every save; the first editor's autosave asks the plugin to
    // keep it. Their own lock calls after it are held, so only the save can have kept it: the second
    // editor, opening the document right after, finds it locked.
    await expect.poll(() => locksOn(page, documentIdOf(page))).toBe(1)
    const lockCalls = await holdApiCalls(page, (request) => {
      const body = request.body as { updateLastEdited?: boolean } | undefined
      return request.path === FOLIO_ENDPOINTS.formState && body?.updateLastEdited === true
    })
    await page.getByTestId('input-title').fill('Post 13, autosaved before the second editor came back')
    await expect(page.getByTestId('autosave-status')).toHaveText('Autosaved successfully.')
    await other.goto(`${second.url}${docPath}`)
    await expect(other.getByTestId('locked-modal')).toBeVisible()
    await expect(other.getByTestId('lock-holder')).toContainText('editor@example.com')
    lockCalls.release()
  } finally {
    await context.close()
    await second.stop()
  }
})
