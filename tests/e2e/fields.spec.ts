import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { DocumentAnimations, StyledElement } from './support/dom'
import { axeProblems } from './support/a11y'
import { API_CHANNEL_GLOB, apiRequestOf, holdApiCalls } from './support/bridge'
import { openPost, waitForEditView } from './support/documents'
import { chooseFirstRelated } from './support/relationship'
import { chooseOption, expectSelected } from './support/select'
import { rest } from './support/rest'
import { FOLIO_ENDPOINTS } from '../../src/shared/protocol'

/** Counts the form-state calls the page sends through the bridge. */
function countFormStateCalls(page: Page): () => number {
  let calls = 0
  page.on('request', (request) => {
    const body = request.method() === 'POST' ? (request.postDataJSON() as { path?: string } | null) : null
    if (body?.path === FOLIO_ENDPOINTS.formState) calls++
  })
  return () => calls
}

/** The code editor is a real editor (contenteditable), upgraded from a textarea once loaded. */
async function typeCode(page: Page, path: string, text: string) {
  const field = page.getByTestId(`field-${path}`)
  await expect(field.locator('.code-editor')).toHaveAttribute('data-upgraded', 'true')
  const editor = page.getByTestId(`input-${path}`)
  await editor.click()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Delete')
  await page.keyboard.insertText(text)
}

/** New categories with these names and a draft post that has the first `chosen` of them, in order. */
async function postWithCategories(page: Page, stamp: string, names: string[], chosen: number[]) {
  await page.goto('/admin')
  const ids: number[] = []
  for (const name of names) {
    const body = { name, slug: name.toLowerCase().replace(/ /g, '-') }
    ids.push((await rest<{ doc: { id: number } }>(page, '/categories', {}, { method: 'POST', body })).data.doc.id)
  }
  const made = await rest<{ doc: { id: number } }>(
    page,
    '/posts',
    { draft: true },
    {
      method: 'POST',
      body: {
        title: `Picker ${stamp}`,
        slug: `picker-${stamp}`,
        _status: 'draft',
        categories: chosen.map((i) => ids[i]),
      },
    },
  )
  return { post: made.data.doc.id, ids }
}

test.describe('every field kind', () => {
  test('each kind takes a value and saves it, read back through the REST API', async ({ page }) => {
    const id = await openPost(page, 'Post 11')
    await page.getByTestId('input-excerpt').fill('An excerpt\non two lines')
    await page.getByTestId('tab-1').click()
    const chosenBefore = await page.getByTestId('chosen-categories').count()
    await chooseFirstRelated(page, 'categories')
    await expect(page.getByTestId('chosen-categories')).toHaveCount(chosenBefore + 1)
    // The polymorphic field narrowed to pages by its collection filter.
    await chooseOption(page.getByTestId('only-related'), 'pages')
    await chooseFirstRelated(page, 'related')
    await chooseOption(page.getByTestId('input-priority'), 'high')
    await page.getByTestId('input-visibility-members').check()
    await page.getByTestId('collapsible-Advanced').click()
    await page.getByTestId('input-contactEmail').fill('press@example.com')
    await typeCode(page, 'metadata', '{"source": "folio", "tags": [1, 2]}')
    await typeCode(page, 'embedCode', '<p>Hello</p>')
    await page.getByTestId('input-location-lng').fill('13.4')
    await page.getByTestId('input-location-lat').fill('52.5')
    await page.getByTestId('input-stats.rating').fill('4')
    await page.getByTestId('tab-2').click()
    await page.getByTestId('input-seo.keywords').fill('alpha')
    await page.keyboard.press('Enter')
    await page.getByTestId('input-seo.keywords').fill('beta')
    await page.keyboard.press('Enter')
    await page.getByTestId('input-featured').check()
    await page.getByTestId('input-publishedAt').fill('2026-05-04T09:15')

    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    const saved = (await rest(page, `/posts/${id}`, { draft: true })).data
    expect(saved).toMatchObject({
      excerpt: 'An excerpt\non two lines',
      priority: 'high',
      visibility: 'members',
      contactEmail: 'press@example.com',
      metadata: { source: 'folio', tags: [1, 2] },
      embedCode: '<p>Hello</p>',
      location: [13.4, 52.5],
      stats: { rating: 4 },
      featured: true,
    })
    expect((saved.seo as { keywords: string[] }).keywords.slice(-2)).toEqual(['alpha', 'beta'])
    expect((saved.categories as unknown[]).length).toBe(chosenBefore + 1)
    expect((saved.related as Array<{ relationTo: string }>)[0]!.relationTo).toBe('pages')
    // Typed as the computer's wall time (the test browser runs in UTC unless told otherwise).
    const typed = await page.evaluate(() => new Date('2026-05-04T09:15').toISOString())
    expect(saved.publishedAt).toBe(typed)
  })

  test('a related document is searched and chosen by keyboard; a search with no match says so', async ({ page }) => {
    const stamp = `kbd${Date.now().toString(36)}`
    const names = [`Quokka ${stamp} one`, `Quokka ${stamp} two`]
    const { post, ids } = await postWithCategories(page, stamp, names, [])
    await page.goto(`/admin/collections/posts/${post}`)
    await page.getByTestId('tab-1').click()
    const box = page.getByTestId('search-categories')
    await box.focus()
    await page.keyboard.type(`${stamp} nothing`)
    await expect(page.getByTestId('no-results-categories')).toBeVisible()
    for (let i = 0; i < ' nothing'.length; i++) await page.keyboard.press('Backspace')
    await expect(page.getByTestId('option-categories')).toHaveCount(2)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('End')
    const active = page.locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`)
    await expect(active).toHaveAttribute('aria-selected', 'true')
    const chosenKey = await active.getAttribute('data-value')
    await page.keyboard.press('Enter')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toHaveValue('')
    const chosenName = names[ids.findIndex((id) => `categories:${id}` === chosenKey)]!
    await expect(page.getByTestId('chosen-categories')).toHaveText([chosenName])
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    const saved = (await rest(page, `/posts/${post}`, { draft: true })).data
    expect(saved.categories).toEqual([Number(chosenKey!.split(':')[1])])
  })

  test("the picker offers only what the field's filterOptions allow: a post is not related to itself", async ({
    page,
  }) => {
    const stamp = `flt${Date.now().toString(36)}`
    await page.goto('/admin')
    const ids: number[] = []
    for (const name of ['one', 'two']) {
      const body = { title: `Okapi ${stamp} ${name}`, slug: `okapi-${stamp}-${name}`, _status: 'draft' }
      ids.push(
        (await rest<{ doc: { id: number } }>(page, '/posts', { draft: true }, { method: 'POST', body })).data.doc.id,
      )
    }
    await page.goto(`/admin/collections/posts/${ids[0]}`)
    await page.getByTestId('tab-1').click()
    await chooseOption(page.getByTestId('only-related'), 'posts')
    await page.getByTestId('search-related').fill(stamp)
    const options = page.getByTestId('option-related')
    await expect(options).toHaveCount(1)
    await expect(options).toContainText(`Okapi ${stamp} two`)
  })

  test('hasMany chips are reordered by Alt+Arrow and by dragging, and the order is saved', async ({ page }) => {
    const stamp = `ord${Date.now().toString(36)}`
    const names = [`Wombat ${stamp} a`, `Wombat ${stamp} b`, `Wombat ${stamp} c`]
    const { post, ids } = await postWithCategories(page, stamp, names, [0, 1, 2])
    await page.goto(`/admin/collections/posts/${post}`)
    await page.getByTestId('tab-1').click()
    const chips = page.getByTestId('chosen-categories')
    await expect(chips).toHaveText(names)
    await page.getByTestId('chosen-move-categories').first().focus()
    await page.keyboard.press('Alt+ArrowRight')
    await expect(chips).toHaveText([names[1]!, names[0]!, names[2]!])
    // Focus followed the moved chip: pressed again, it moves on.
    await page.keyboard.press('Alt+ArrowRight')
    await expect(chips).toHaveText([names[1]!, names[2]!, names[0]!])
    await page.getByTestId('chosen-move-categories').first().dragTo(chips.nth(2))
    await expect(chips).toHaveText([names[2]!, names[0]!, names[1]!])
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    const saved = (await rest(page, `/posts/${post}`, { draft: true })).data
    expect(saved.categories).toEqual([ids[2], ids[0], ids[1]])
  })

  test('a related document deleted meanwhile shows as missing and is cleared', async ({ page }) => {
    const stamp = `gone${Date.now().toString(36)}`
    const { post, ids } = await postWithCategories(page, stamp, [`Dodo ${stamp}`], [0])
    // The category's reads (the chip's title, the picker's options) wait until someone else has deleted it.
    const categoryReads = await holdApiCalls(page, (_, body) => body.includes('"path":"/categories"'))
    await page.goto(`/admin/collections/posts/${post}`)
    await waitForEditView(page)
    await page.getByTestId('tab-1').click()
    await expect(page.getByTestId('chosen-loading-categories')).toBeVisible()
    expect((await rest(page, `/categories/${ids[0]}`, {}, { method: 'DELETE' })).ok).toBe(true)
    categoryReads.release()
    await expect(page.getByTestId('chosen-missing-categories')).toContainText(String(ids[0]))
    // Nothing to open in a drawer (a found chip has its edit button: document-drawer.spec).
    await expect(page.getByTestId('drawer-edit-categories-0')).toHaveCount(0)
    await page.getByTestId('chosen-remove-categories').click()
    await expect(page.getByTestId('chosen-categories')).toHaveCount(0)
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    expect((await rest(page, `/posts/${post}`, { draft: true })).data.categories).toEqual([])
  })

  test("a category's join table lists the posts naming it, sorted by a column head, paged, rows open them", async ({
    page,
  }) => {
    const stamp = `${Date.now()}`
    await page.goto('/admin')
    const category = (
      await rest<{ doc: { id: number } }>(
        page,
        '/categories',
        {},
        { method: 'POST', body: { name: `Joined ${stamp}`, slug: `joined-${stamp}` } },
      )
    ).data.doc.id
    // Six posts, one more than the join's defaultLimit of 5, made one after another (newest last).
    for (const n of [1, 2, 3, 4, 5, 6])
      await rest(
        page,
        '/posts',
        { draft: true },
        {
          method: 'POST',
          body: { title: `Jn${stamp} ${n}`, slug: `jn-${stamp}-${n}`, _status: 'draft', categories: [category] },
        },
      )
    try {
      await page.goto(`/admin/collections/categories/${category}`)
      await waitForEditView(page)
      const join = page.getByTestId('field-posts')
      const titles = join.getByTestId('list-doc-link')
      // The join's defaultSort (-updatedAt) and defaultLimit (5), its defaultColumns, and the count of all six.
      await expect(titles).toHaveText([6, 5, 4, 3, 2].map((n) => `Jn${stamp} ${n}`))
      await expect(join.getByTestId('join-count-posts')).toHaveText('6')
      await expect(join.locator('th')).toHaveText(['Title', 'Status', 'Updated At'])
      expect(await axeProblems(page, '[data-testid="field-posts"]')).toEqual([])
      await join.getByTestId('sort-title').click()
      await expect(titles).toHaveText([1, 2, 3, 4, 5].map((n) => `Jn${stamp} ${n}`))
      // A read that fails says why and keeps the rows shown; the next one reads again.
      await page.route(API_CHANNEL_GLOB, (route) =>
        apiRequestOf(route.request().postData() ?? '{}').query?.sort === '-title'
          ? route.fulfill({
              json: {
                ok: true,
                value: { ok: false, error: { kind: 'http', status: 500, message: 'Join read failed' } },
              },
            })
          : route.continue(),
      )
      await join.getByTestId('sort-title').click()
      await expect(join.getByTestId('join-error-posts')).toHaveText('Join read failed')
      await expect(titles).toHaveCount(5)
      await page.unroute(API_CHANNEL_GLOB)
      await join.getByTestId('sort-title').click()
      await expect(join.getByTestId('join-error-posts')).toBeHidden()
      await expect(titles).toHaveText([1, 2, 3, 4, 5].map((n) => `Jn${stamp} ${n}`))
      await join.getByTestId('page-next').click()
      await expect(titles).toHaveText([`Jn${stamp} 6`])
      // "Add new" makes a post in a drawer, its categories already pointing at this category; the table counts it.
      await join.getByTestId('join-add-posts').click()
      const drawer = page.locator('[data-testid="document-drawer"][data-slug="posts"]')
      await expect(drawer.locator('form')).toHaveAttribute('data-ready', 'true')
      await drawer.getByTestId('input-title').fill(`Jn${stamp} 7`)
      await drawer.getByTestId('tab-1').click()
      await expect(drawer.getByTestId('chosen-categories')).toHaveText([new RegExp(`Joined ${stamp}`)])
      await drawer.getByTestId('input-slug').fill(`jn-${stamp}-7`)
      await drawer.getByTestId('save-draft').click()
      await expect(drawer).toHaveCount(0)
      await expect(join.getByTestId('join-count-posts')).toHaveText('7')
      await expect(titles).toHaveText([6, 7].map((n) => `Jn${stamp} ${n}`))
      // A row opens its post, behind the usual question when the category has unsaved changes.
      await page.getByTestId('input-name').fill(`Joined ${stamp} unsaved`)
      await titles.first().click()
      await expect(page.getByTestId('leave-warning')).toBeVisible()
      await page.getByTestId('leave-stay').click()
      await expect(page.getByTestId('input-name')).toHaveValue(`Joined ${stamp} unsaved`)
      await titles.first().click()
      await page.getByTestId('leave-anyway').click()
      await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+$/)
      await waitForEditView(page)
      await expect(page.getByTestId('input-title')).toHaveValue(`Jn${stamp} 6`)
      // A category not saved yet has nothing pointing at it: the table says it comes after the first save.
      await page.goto('/admin/collections/categories/create')
      await expect(page.getByTestId('join-after-save-posts')).toBeVisible()
    } finally {
      await rest(page, '/posts', { where: { title: { like: `Jn${stamp}` } } }, { method: 'DELETE' })
      await rest(page, `/categories/${category}`, {}, { method: 'DELETE' })
    }
  })

  test('a code field whose editor cannot be loaded stays a text box that saves, and the next one loads it', async ({
    page,
  }) => {
    await page.route('**/assets/codemirror-*.js', (route) => route.abort('connectionrefused'))
    const id = await openPost(page, 'Post 13')
    await page.getByTestId('tab-1').click()
    await page.getByTestId('collapsible-Advanced').click()
    const box = page.getByTestId('input-embedCode')
    await expect(box).toBeEditable()
    await expect(page.getByTestId('field-embedCode').locator('.code-editor')).toHaveAttribute('data-upgraded', 'false')
    await box.fill('<p>typed without its editor</p>')
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    await expect
      .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data.embedCode)
      .toBe('<p>typed without its editor</p>')

    // The failed load is not kept: the next code field, in the same page, asks again and gets its editor.
    await page.unroute('**/assets/codemirror-*.js')
    await page.getByTestId('nav-link-collection-posts').click()
    await page.getByTestId('list-doc-link').first().click()
    await waitForEditView(page)
    await page.getByTestId('tab-1').click()
    await page.getByTestId('collapsible-Advanced').click()
    await expect(page.getByTestId('field-embedCode').locator('.code-editor')).toHaveAttribute('data-upgraded', 'true')
  })

  test('invalid JSON is pointed out and never overwrites the stored value', async ({ page }) => {
    const id = await openPost(page, 'Post 12')
    await page.getByTestId('tab-1').click()
    await page.getByTestId('collapsible-Advanced').click()
    await typeCode(page, 'metadata', '{"ok": true}')
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    await typeCode(page, 'metadata', '{"ok": tru')
    await expect(page.getByTestId('json-error-metadata')).toBeVisible()
    await expect(page.getByTestId('input-metadata')).toHaveText('{"ok": tru')
    await typeCode(page, 'metadata', '{"ok": false}')
    await expect(page.getByTestId('json-error-metadata')).toHaveCount(0)
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success').last()).toBeVisible()
    await expect
      .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data.metadata)
      .toEqual({ ok: false })
  })

  test('the code editor indents with two spaces and wraps long lines', async ({ page }) => {
    await openPost(page, 'Post 13')
    await page.getByTestId('tab-1').click()
    await page.getByTestId('collapsible-Advanced').click()
    await typeCode(page, 'embedCode', '<div>')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.insertText('x')
    await expect(page.getByTestId('input-embedCode').locator('.cm-line').nth(1)).toHaveText(/^ {2,4}x$/)
    const lineHeight = await page
      .getByTestId('input-embedCode')
      .locator('.cm-line')
      .first()
      .evaluate((el: StyledElement) => el.ownerDocument.defaultView!.getComputedStyle(el).lineHeight)
    expect(lineHeight).toBe('20px')
    await expect(page.getByTestId('field-embedCode').locator('.cm-lineWrapping')).toHaveCount(1)
  })

  test('a date with a timezone is shown and stored in the chosen zone', async ({ page }) => {
    const id = await openPost(page, 'Post 14')
    await chooseOption(page.getByTestId('timezone-eventStart'), 'Asia/Tokyo')
    await page.getByTestId('input-eventStart').fill('2026-06-01T10:00')
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    await expect
      .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data)
      .toMatchObject({ eventStart: '2026-06-01T01:00:00.000Z', eventStart_tz: 'Asia/Tokyo' })
    // Another zone keeps the stored instant and shows it as that zone's time, as Payload's admin does.
    await chooseOption(page.getByTestId('timezone-eventStart'), 'America/New_York')
    await expect(page.getByTestId('input-eventStart')).toHaveValue('May 31, 2026 9:00 PM')
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success').last()).toBeVisible()
    await expect
      .poll(async () => (await rest(page, `/posts/${id}`, { draft: true })).data)
      .toMatchObject({ eventStart: '2026-06-01T01:00:00.000Z', eventStart_tz: 'America/New_York' })
    await page.reload()
    await expect(page.getByTestId('input-eventStart')).toHaveValue('May 31, 2026 9:00 PM')
    await expectSelected(page.getByTestId('timezone-eventStart'), 'America/New_York')
  })

  test('blocks: added by type, reordered by dragging and by Alt+Arrow, duplicated and removed', async ({ page }) => {
    const id = await openPost(page, 'Post 15')
    const before =
      ((await rest(page, `/posts/${id}`, { draft: true })).data.layout as unknown[] | undefined)?.length ?? 0
    await chooseOption(page.getByTestId('add-type-layout'), 'content')
    await page.getByTestId('add-row-layout').click()
    await page.getByTestId(`input-layout.${before}.text`).fill('first added')
    await chooseOption(page.getByTestId('add-type-layout'), 'hero')
    await page.getByTestId('add-row-layout').click()
    await page.getByTestId(`input-layout.${before + 1}.heading`).fill('second added')
    // Drag the hero block above the content block.
    await page
      .getByTestId(`row-layout.${before + 1}`)
      .locator('.rows__drag')
      .dragTo(page.getByTestId(`row-layout.${before}`))
    await expect(page.getByTestId(`input-layout.${before}.heading`)).toHaveValue('second added')
    // And back with the keyboard.
    await page.getByTestId(`row-toggle-layout.${before}`).focus()
    await page.keyboard.press('Alt+ArrowDown')
    await expect(page.getByTestId(`input-layout.${before + 1}.heading`)).toHaveValue('second added')
    await page.getByTestId(`row-duplicate-layout.${before}`).click()
    await expect(page.getByTestId(`input-layout.${before + 1}.text`)).toHaveValue('first added')
    await page.getByTestId(`row-remove-layout.${before + 1}`).click()
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    const layout = (await rest(page, `/posts/${id}`, { draft: true })).data.layout as Array<Record<string, unknown>>
    expect(layout.slice(before).map((b) => [b.blockType, b.text ?? b.heading])).toEqual([
      ['content', 'first added'],
      ['hero', 'second added'],
    ])
  })

  test("each validation rule shows Payload's message as the editor types, and a fixed field clears it", async ({
    page,
  }) => {
    await openPost(page, 'Post 16')
    // An empty required title says it is required (Payload would say too short: minLength 3); two letters are too short.
    await page.getByTestId('input-title').fill('')
    await expect(page.getByTestId('error-title')).toHaveText('This field is required.')
    await page.getByTestId('input-title').fill('ab')
    await expect(page.getByTestId('error-title')).toHaveText(
      'This value must be longer than the minimum length of 3 characters.',
    )
    await page.getByTestId('input-slug').fill('')
    await expect(page.getByTestId('error-slug')).toHaveText('This field is required.')
    await page.getByTestId('input-slug').fill('post-16')
    await expect(page.getByTestId('error-slug')).toHaveCount(0)
    await page.getByTestId('input-title').fill('x'.repeat(121))
    await expect(page.getByTestId('error-title')).toHaveText(
      'This value must be shorter than the max length of 120 characters.',
    )
    await page.getByTestId('input-title').fill('Post 16 again')
    await expect(page.getByTestId('error-title')).toHaveCount(0)
    await page.getByTestId('tab-1').click()
    await page.getByTestId('collapsible-Advanced').click()
    await page.getByTestId('input-contactEmail').fill('not-an-email')
    await expect(page.getByTestId('error-contactEmail')).toHaveText('Please enter a valid email address.')
    await page.getByTestId('input-stats.rating').fill('6')
    await expect(page.getByTestId('error-stats.rating')).toHaveText('6 is greater than the max allowed Value of 5.')
    await page.getByTestId('input-stats.rating').fill('-1')
    await expect(page.getByTestId('error-stats.rating')).toHaveText('-1 is less than the min allowed Value of 0.')
    // Publishing checks every field at once; a draft may be saved incomplete.
    await page.getByTestId('input-slug').fill('')
    await page.getByTestId('publish').click()
    await expect(page.getByTestId('error-slug')).toHaveText('This field is required.')
    await page.getByTestId('tab-1').click()
    await expect(page.getByTestId('error-contactEmail')).toHaveText('Please enter a valid email address.')
    await expect(page.getByTestId('toast-error')).toBeVisible()
  })

  test('a 200-row array renders only the rows in view, and a far row is edited and saved', async ({ page }) => {
    const id = await openPost(page, 'Large post')
    // Idle, the form animates nothing: once the documents chosen in view are looked up, the images of
    // its fifty blocks far below wait, still, until scrolled near (a running animation draws every
    // frame, and typing competes with it).
    await expect
      .poll(() =>
        page
          .locator('body')
          .evaluate(
            (body) =>
              (body as unknown as DocumentAnimations).ownerDocument
                .getAnimations()
                .filter((a) => a.playState === 'running').length,
          ),
      )
      .toBe(0)
    await page.getByTestId('tab-1').click()
    const list = page.getByTestId('rows-tags')
    await expect(list).toHaveAttribute('data-virtual', 'true')
    const rendered = await list.locator('.rows__row').count()
    expect(rendered).toBeGreaterThan(0)
    expect(rendered).toBeLessThan(60)
    // Scrolling brings the last rows into the DOM.
    for (let i = 0; i < 100 && (await page.getByTestId('input-tags.199.label').count()) === 0; i++)
      await page.mouse.wheel(0, 1200)
    await page.getByTestId('input-tags.199.label').fill('last tag, edited')
    await expect(page.getByTestId('row-toggle-tags.199')).toHaveText('Tag 200')
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    const tags = (await rest(page, `/posts/${id}`, { draft: true })).data.tags as Array<{ label: string }>
    expect(tags).toHaveLength(200)
    expect(tags[199]!.label).toBe('last tag, edited')
  })

  test('a new user needs a password and its confirmation; a later change of password signs in', async ({ page }) => {
    await page.goto('/admin/collections/users/create')
    // The create form starts from the fields' defaults (the role defaults to viewer).
    await expectSelected(page.getByTestId('input-role'), 'viewer')
    await page.getByTestId('input-email').fill('new-editor@example.com')
    await page.getByTestId('input-name').fill('New Editor')
    await page.getByTestId('input-password').fill('first-secret')
    await page.getByTestId('input-confirm-password').fill('first-secreT')
    await expect(page.getByTestId('error-confirm-password')).toHaveText('Passwords do not match.')
    await page.getByTestId('save').click()
    await expect(page).toHaveURL(/\/create$/)
    await page.getByTestId('input-confirm-password').fill('first-secret')
    await expect(page.getByTestId('error-confirm-password')).toHaveCount(0)
    await page.getByTestId('save').click()
    await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+$/)
    const login = (password: string) =>
      rest(page, '/users/login', {}, { method: 'POST', body: { email: 'new-editor@example.com', password } })
    expect((await login('first-secret')).ok).toBe(true)

    await expect(page.getByTestId('input-password')).toHaveCount(0)
    await page.getByTestId('change-password').click()
    await page.getByTestId('input-password').fill('second-secret')
    await page.getByTestId('input-confirm-password').fill('second-secret')
    await page.getByTestId('save').click()
    await expect(page.getByTestId('toast-success').last()).toBeVisible()
    await expect(page.getByTestId('change-password')).toBeVisible()
    expect((await login('second-secret')).ok).toBe(true)
    expect((await login('first-secret')).ok).toBe(false)
  })

  test('a field with a condition shows only when its condition holds, and is only then required', async ({ page }) => {
    const id = await openPost(page, 'Post 20')
    await page.getByTestId('tab-1').click()
    await expect(page.getByTestId('input-visibility-hidden')).toBeChecked()
    await expect(page.getByTestId('input-membersNote')).toHaveCount(0)
    // A click, then the state the editor sees (check() fails at once if the first frame lags the click).
    await page.getByTestId('input-visibility-members').click()
    await expect(page.getByTestId('input-visibility-members')).toBeChecked()
    await expect(page.getByTestId('input-membersNote')).toBeVisible()
    await page.getByTestId('publish').click()
    await expect(page.getByTestId('error-membersNote')).toHaveText('This field is required.')
    await page.getByTestId('input-membersNote').fill('Only for members')
    await page.getByTestId('publish').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    await expect
      .poll(async () => (await rest(page, `/posts/${id}`)).data)
      .toMatchObject({ visibility: 'members', membersNote: 'Only for members' })
    await page.getByTestId('input-visibility-public').click()
    await expect(page.getByTestId('input-visibility-public')).toBeChecked()
    await expect(page.getByTestId('input-membersNote')).toHaveCount(0)
  })

  test("a server-side validate function's message shows on its field after a pause in typing, not per keystroke", async ({
    page,
  }) => {
    await openPost(page, 'Post 18')
    const calls = countFormStateCalls(page)
    // The slug's format rule is a function on the server: only the form-state call can tell.
    await page.getByTestId('input-slug').fill('')
    await page.getByTestId('input-slug').pressSequentially('Not A Valid Slug')
    await expect(page.getByTestId('error-slug')).toHaveText(
      'Use lowercase letters, digits and single dashes only, e.g. my-first-post.',
    )
    expect(calls()).toBeLessThan(8)
    await page.getByTestId('input-slug').fill('post-18-fixed')
    await expect(page.getByTestId('error-slug')).toHaveCount(0)
  })

  test("after a save, the server's errors show on every field, also those not edited", async ({ page }) => {
    const id = await openPost(page, 'Post 19')
    // Someone saved a draft with a slug the rule refuses (drafts are saved unvalidated, as in Payload).
    await rest(page, `/posts/${id}`, { draft: true }, { method: 'PATCH', body: { slug: 'Saved Unchecked' } })
    await page.reload()
    await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
    await page.getByTestId('input-excerpt').fill('Only the excerpt was edited.')
    await expect(page.getByTestId('error-slug')).toHaveCount(0)
    await page.getByTestId('save-draft').click()
    await expect(page.getByTestId('toast-success')).toBeVisible()
    await expect(page.getByTestId('error-slug')).toHaveText(
      'Use lowercase letters, digits and single dashes only, e.g. my-first-post.',
    )
  })
})
