/**
 * A cold load starts the first screen's requests during boot (shell/prefetch.ts); the screen must then
 * take those answers instead of asking again. Both build the requests from the screen's declaration
 * (screens/<Screen>/first-requests.ts): here the host must see each first read exactly once.
 */
import type { Page } from '@playwright/test'
import { WEB_BRIDGE_PATH } from '../../src/shared/bridge'
import { FOLIO_ENDPOINTS } from '../../src/shared/protocol'
import { apiRequestOf, holdApiCalls } from './support/bridge'
import { expect, test } from './fixtures'
import { openVersionsTab } from './support/documents'
import { rest } from './support/rest'

interface SentRequest {
  method: string
  path: string
  query?: Record<string, unknown>
  authenticated?: boolean
}

/** Every REST read the page sends through the bridge, as the host receives it (raw body, and parsed). */
function recordReads(page: Page) {
  const reads: Array<{ body: string; request: SentRequest }> = []
  page.on('request', (r) => {
    if (!r.url().endsWith(`${WEB_BRIDGE_PATH}renderer:api`) || r.method() !== 'POST') return
    const body = r.postData() ?? ''
    const request = JSON.parse(body) as SentRequest
    if (request.method === 'GET') reads.push({ body, request })
  })
  return reads
}

/** The document header's own read of a document's title, status and dates. */
function isSummaryRead(r: SentRequest, id: string) {
  const select = r.query?.select as Record<string, unknown> | undefined
  return r.path === `/posts/${id}` && select?.createdAt === true
}

/** The document header's read of whether a published version exists. */
function isPublishedStatusRead(r: SentRequest, id: string) {
  const select = r.query?.select as Record<string, unknown> | undefined
  return r.path === `/posts/${id}` && select?._status === true && Object.keys(select).length === 1
}

/** How often each identical read was sent. */
function counts(reads: Array<{ body: string }>) {
  const seen = new Map<string, number>()
  for (const { body } of reads) seen.set(body, (seen.get(body) ?? 0) + 1)
  return seen
}

async function coldLoad(page: Page, url: string, ready: () => Promise<void>) {
  const reads = recordReads(page)
  await page.goto(url)
  await ready()
  // The sidebar reads its preference a moment after the first screen: on a slow machine that read could
  // otherwise leave just as a test loads the page again, and count as the next page's second one.
  await expect.poll(() => reads.some((r) => r.request.path === '/payload-preferences/nav')).toBe(true)
  return reads
}

/** Each read matching `first` is sent once, and no read at all is sent twice. */
async function expectEachOnce(
  reads: Array<{ body: string; request: SentRequest }>,
  first: Array<(r: SentRequest) => boolean>,
) {
  // Reads a screen sends after it shows its data (labels, counts) may still be on their way.
  await expect.poll(() => first.every((match) => reads.some((r) => match(r.request)))).toBe(true)
  for (const match of first) expect(reads.filter((r) => match(r.request))).toHaveLength(1)
  const repeated = [...counts(reads)].filter(([, n]) => n > 1)
  expect(repeated, repeated.map(([body]) => body).join('\n')).toEqual([])
}

test.describe('prefetch of the first screen', () => {
  let postId: string
  let versionId: string
  let olderVersionId: string

  test.beforeEach(async ({ page }) => {
    await page.goto('/admin')
    const posts = await rest(page, '/posts', { limit: 1, where: { title: { like: 'versioned' } } })
    postId = String((posts.data.docs as Array<{ id: unknown }>)[0]!.id)
    const versions = await rest(page, '/posts/versions', {
      limit: 2,
      sort: '-updatedAt',
      where: { parent: { equals: postId } },
    })
    const docs = versions.data.docs as Array<{ id: unknown }>
    expect(docs).toHaveLength(2)
    versionId = String(docs[0]!.id)
    olderVersionId = String(docs[1]!.id)
  })

  test('a list reads its page once', async ({ page }) => {
    const reads = await coldLoad(page, '/admin/collections/posts?limit=5&sort=-title', () =>
      expect(page.getByTestId('list-table-wrap')).toHaveAttribute('aria-busy', 'false'),
    )
    await expectEachOnce(reads, [(r) => r.path === '/posts' && r.query?.limit === 5])
  })

  test("the versions screen reads its page of versions and the newest ids in one read of the plugin's", async ({
    page,
  }) => {
    const reads = await coldLoad(page, `/admin/collections/posts/${postId}/versions?limit=25`, () =>
      expect(page.getByTestId('versions-table-wrap')).toHaveAttribute('aria-busy', 'false'),
    )
    await expectEachOnce(reads, [(r) => r.path === FOLIO_ENDPOINTS.versions && r.query?.limit === 25])
    await expect(page.getByTestId('version-row')).toHaveCount(25)
    // The status labels came with it: the current version is named without a lookup of its own.
    await expect(page.getByTestId('version-status').first()).toBeVisible()
    expect(reads.filter((r) => r.request.path.startsWith('/posts/versions')).map((r) => r.body)).toEqual([])
  })

  test("loaded again, the versions screen asks its page and fetches its code while the app's own script is held back", async ({
    page,
  }) => {
    const url = `/admin/collections/posts/${postId}/versions?limit=25`
    const isPage = (r: SentRequest) => r.path === FOLIO_ENDPOINTS.versions && r.query?.limit === 25
    await coldLoad(page, url, () =>
      expect(page.getByTestId('versions-table-wrap')).toHaveAttribute('aria-busy', 'false'),
    )
    // Only public/folio-early.js can ask before the entry script (held here) has arrived.
    let release!: () => void
    const entryHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/index-*.js', async (route) => {
      await entryHeld
      await route.continue()
    })
    const screenCode: string[] = []
    page.on('request', (r) => {
      if (/\/assets\/VersionsView-[^/]+\.js$/.test(r.url())) screenCode.push(r.url())
    })
    const reads = recordReads(page)
    // Not waiting for the load event: the held entry script delays it.
    await page.goto(url, { waitUntil: 'commit' })
    await expect.poll(() => reads.filter((r) => isPage(r.request)).length).toBe(1)
    await expect.poll(() => screenCode.length).toBe(1)
    release()
    await expect(page.getByTestId('versions-table-wrap')).toHaveAttribute('aria-busy', 'false')
    await expect(page.getByTestId('version-row').first()).toBeVisible()
    await expectEachOnce(reads, [isPage])
  })

  // The answer folio-early.js asked for is in before the app's script runs (held here until it is): the
  // screen is drawn with its data in its first frame, never as loading first and then again.
  for (const { screen, url, wrap, attribute, ready, isRead } of [
    {
      screen: 'a list',
      url: () => '/admin/collections/posts?limit=5&sort=-title',
      wrap: 'list-table-wrap',
      attribute: 'aria-busy',
      ready: 'false',
      isRead: (r: SentRequest) => r.path === '/posts' && r.query?.limit === 5,
    },
    {
      screen: 'the versions screen',
      url: (id: string) => `/admin/collections/posts/${id}/versions?limit=25`,
      wrap: 'versions-table-wrap',
      attribute: 'aria-busy',
      ready: 'false',
      isRead: (r: SentRequest) => r.path === FOLIO_ENDPOINTS.versions && r.query?.limit === 25,
    },
    {
      screen: 'the version diff',
      url: (id: string) => `/admin/collections/posts/${id}/versions/${versionId}`,
      wrap: 'version-diff',
      attribute: 'data-ready',
      ready: 'true',
      isRead: (r: SentRequest) => r.path === FOLIO_ENDPOINTS.versionDiff && r.query?.version === versionId,
    },
  ])
    test(`loaded again with its answer in before the app's script, ${screen} is never drawn loading`, async ({
      page,
    }) => {
      await coldLoad(page, url(postId), () => expect(page.getByTestId(wrap)).toHaveAttribute(attribute, ready))
      // Every state of the screen's data (aria-busy, or the diff's data-ready), from the first script on.
      await page.addInitScript(`(() => {
        const states = (window.__dataStates = [])
        new MutationObserver(() => {
          const wrap = document.querySelector('[data-testid="${wrap}"]')
          const state = wrap && wrap.getAttribute('${attribute}')
          if (state && states[states.length - 1] !== state) states.push(state)
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['${attribute}'] })
      })()`)
      let answered!: () => void
      const earlyAnswer = new Promise<void>((resolve) => (answered = resolve))
      // Its answer's arrival (the host sends it whole): Chromium reports a fetch finished only once the
      // page has read its body, which the held script would do.
      page.on('response', (r) => {
        if (!r.url().endsWith(`${WEB_BRIDGE_PATH}renderer:api`)) return
        if (isRead(JSON.parse(r.request().postData() ?? '{}') as SentRequest)) answered()
      })
      await page.route('**/assets/index-*.js', async (route) => {
        await earlyAnswer
        await route.continue()
      })
      await page.goto(url(postId), { waitUntil: 'commit' })
      await expect(page.getByTestId(wrap)).toHaveAttribute(attribute, ready)
      expect(await page.evaluate('window.__dataStates')).toEqual([ready])
    })

  test('the version diff reads the version, the one before it and the pick of others in one read', async ({ page }) => {
    const reads = await coldLoad(page, `/admin/collections/posts/${postId}/versions/${versionId}`, () =>
      expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true'),
    )
    await expectEachOnce(reads, [(r) => r.path === FOLIO_ENDPOINTS.versionDiff && r.query?.version === versionId])
    await expect(page.getByTestId('compare-current')).toHaveAttribute('data-version-id', olderVersionId)
    expect(reads.filter((r) => r.request.path.startsWith('/posts/versions')).map((r) => r.body)).toEqual([])
  })

  test('the version diff with a comparison in the URL reads both versions in one read', async ({ page }) => {
    const url = `/admin/collections/posts/${postId}/versions/${versionId}?compareValue=${olderVersionId}`
    const reads = await coldLoad(page, url, () =>
      expect(page.getByTestId('version-diff')).toHaveAttribute('data-ready', 'true'),
    )
    await expectEachOnce(reads, [(r) => r.path === FOLIO_ENDPOINTS.versionDiff && r.query?.compare === olderVersionId])
    await expect(page.getByTestId('compare-current')).toHaveAttribute('data-version-id', olderVersionId)
    expect(reads.filter((r) => r.request.path.startsWith('/posts/versions')).map((r) => r.body)).toEqual([])
  })

  test("the API view reads the document once, and its header's summary once, kept for the versions tab", async ({
    page,
  }) => {
    const reads = await coldLoad(page, `/admin/collections/posts/${postId}/api?depth=2`, () =>
      expect(page.getByTestId('api-response')).toHaveAttribute('data-loading', 'false'),
    )
    await expectEachOnce(reads, [
      (r) => r.path === `/posts/${postId}` && r.authenticated === true,
      (r) => isSummaryRead(r, postId),
    ])
    await openVersionsTab(page)
    await expect(page.getByTestId('doc-status')).toBeVisible()
    expect(reads.filter((r) => isSummaryRead(r.request, postId))).toHaveLength(1)
  })

  test("a tab opened while the header's facts are still being read takes that answer instead of asking again", async ({
    page,
  }) => {
    // The header reads the summary and the published status together; the status read is held back
    // until the versions tab is open, so the API view's read is still unfinished when it is left.
    const statusRead = await holdApiCalls(page, (r) => isPublishedStatusRead(r, postId))
    const reads = await coldLoad(page, `/admin/collections/posts/${postId}/api`, () =>
      expect(page.getByTestId('api-response')).toHaveAttribute('data-loading', 'false'),
    )
    await expect.poll(() => reads.some((r) => isPublishedStatusRead(r.request, postId))).toBe(true)
    await page.getByTestId('doc-tab-versions').click()
    await expect(page.getByTestId('versions-table-wrap')).toBeVisible()
    statusRead.release()
    await expect(page.getByTestId('doc-status')).toBeVisible()
    expect(reads.filter((r) => isSummaryRead(r.request, postId))).toHaveLength(1)
  })

  test('the versions and API tabs take their header from the edit view: no summary read of their own', async ({
    page,
  }) => {
    const reads = await coldLoad(page, `/admin/collections/posts/${postId}`, () =>
      expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true'),
    )
    const title = (await page.getByTestId('document-title').textContent())!
    await openVersionsTab(page)
    await expect(page.getByTestId('document-title')).toHaveText(title)
    await expect(page.getByTestId('doc-status')).toHaveText(/^Status: /)
    await page.getByTestId('doc-tab-api').click()
    await expect(page.getByTestId('api-response')).toHaveAttribute('data-loading', 'false')
    await expect(page.getByTestId('document-title')).toHaveText(title)
    expect(reads.filter((r) => isSummaryRead(r.request, postId))).toHaveLength(0)
  })

  test('the edit view reads the document, its published status and its version count once each', async ({ page }) => {
    const reads = await coldLoad(page, `/admin/collections/posts/${postId}`, () =>
      expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true'),
    )
    await expectEachOnce(reads, [
      (r) => r.path === `/posts/${postId}` && r.query?.draft === true,
      (r) => r.path === `/posts/${postId}` && r.query?.select !== undefined,
      (r) => r.path === '/posts/versions' && r.query?.limit === 1 && r.query?.sort === undefined,
    ])
  })
  test("the edit view asks this document's save and publish permission with the document, before its own code has loaded", async ({
    page,
  }) => {
    const questions: string[] = []
    page.on('request', (r) => {
      if (!r.url().endsWith(`${WEB_BRIDGE_PATH}renderer:api`) || r.method() !== 'POST') return
      const request = apiRequestOf(r.postData() ?? '{}')
      if (request.method === 'POST' && request.path === `/posts/access/${postId}`) questions.push(r.postData() ?? '')
    })
    // The edit view's code is held back: only the boot-time prefetch can ask before it arrives.
    let release!: () => void
    const codeHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/EditView-*.js', async (route) => {
      await codeHeld
      await route.continue()
    })
    // Not until 'load': the page's load event waits for the held script, which folio-early.js preloads.
    await page.goto(`/admin/collections/posts/${postId}`, { waitUntil: 'commit' })
    await expect
      .poll(() => questions.map((body) => JSON.parse(body).body._status).sort())
      .toEqual(['draft', 'published'])
    release()
    await expect(page.getByTestId('edit-view')).toHaveAttribute('data-ready', 'true')
    await expect(page.locator('[data-permissions]')).toHaveAttribute('data-permissions', 'settled')
    await expect(page.getByTestId('publish')).toBeVisible()
    // The screen took those answers: neither question was asked twice.
    expect(questions).toHaveLength(2)
  })
})
