/**
 * Probes: each document's write is all or nothing, and a bulk run tells the truth when its answers
 * are lost. The built-in CMS is killed for real in the middle of a bulk delete and a bulk publish (on
 * a host of this spec's own), a proxy answers 502 for writes the CMS did, a save sends a date that is
 * not one; then Payload's REST API says what is on the server, and the run's report must match it.
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { seededPassword } from '../support/accounts'
import { API_CHANNEL_PATH, apiRequestOf } from '../support/bridge'
import { waitForEditView } from '../support/documents'
import { expect, test } from '../fixtures'
import { startFaultProxy } from '../support/fault-proxy'
import { rest } from '../support/rest'
import {
  CMS_START_DEADLINE_MS,
  cmsUrlOf,
  killCms,
  startWebHost,
  waitForSignedIn,
  type RunningHost,
} from '../support/web-host'

const POSTS = 50
/** The latest a kill comes after the bulk write is sent (the audit killed 300-350 ms in). */
const KILL_AFTER_MS = 2000
/** A retry of 50 writes, on a CMS just restarted on a busy machine. */
const RETRY_MS = 90_000

const uniquePrefix = (name: string) => `Lost ${name} ${Date.now().toString(36)}`
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-')

type Post = { id: number; _status?: string }
type Version = { id: string; parent: number; version: { _status?: string } }

/**
 * Makes `count` draft posts titled `<prefix> NN`; with `publishedFirst` the first is published and then
 * given a pending draft (two versions). Returns their ids in order.
 */
async function makePosts(page: Page, prefix: string, count: number, publishedFirst = false): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i += 10) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, (_, k) => {
        const title = `${prefix} ${String(i + k).padStart(2, '0')}`
        const published = publishedFirst && i + k === 0
        return rest<{ doc: Post }>(page, '/posts', published ? {} : { draft: true }, {
          method: 'POST',
          body: { title, slug: slugOf(title), _status: published ? 'published' : 'draft' },
        })
      }),
    )
    for (const answer of answers) {
      expect(answer.ok, JSON.stringify(answer.data)).toBe(true)
      ids.push(String(answer.data.doc.id))
    }
  }
  if (publishedFirst) {
    const pending = await rest(
      page,
      `/posts/${ids[0]}`,
      { draft: true },
      { method: 'PATCH', body: { excerpt: 'pending' } },
    )
    expect(pending.ok).toBe(true)
  }
  return ids
}

/** The posts with these ids as the server has them now (their latest drafts), and all their versions. */
async function serverState(page: Page, ids: string[]) {
  // A killed CMS is restarted by its host: read once it answers again.
  await expect
    .poll(async () => (await rest(page, '/posts', { limit: 1 })).ok, { timeout: CMS_START_DEADLINE_MS })
    .toBe(true)
  const query = { where: { id: { in: ids } }, limit: ids.length, pagination: false }
  // The collection's own rows, and the latest drafts (read from the versions: what the editor opens).
  const rows = await rest<{ docs: Post[] }>(page, '/posts', query)
  const posts = await rest<{ docs: Post[] }>(page, '/posts', { ...query, draft: true })
  const published = await rest<{ docs: Post[] }>(page, '/posts', {
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    limit: ids.length,
    pagination: false,
  })
  const versions = await rest<{ docs: Version[] }>(page, '/posts/versions', {
    where: { parent: { in: ids } },
    limit: 1000,
    pagination: false,
    sort: '-updatedAt',
  })
  expect(rows.ok && posts.ok && published.ok && versions.ok).toBe(true)
  const versionsOf = (id: string) => versions.data.docs.filter((v) => String(v.parent) === id)
  return {
    present: rows.data.docs.map((p) => String(p.id)),
    openable: posts.data.docs.map((p) => String(p.id)),
    /** Marked published in the collection itself (what the site shows). */
    published: published.data.docs.map((p) => String(p.id)),
    /** Whose latest version is published. */
    latestPublished: ids.filter((id) => versionsOf(id)[0]?.version._status === 'published'),
    versionsOf,
  }
}

/** The list of the posts titled with the prefix, all on one page, all of them selected. */
async function selectAll(page: Page, hostUrl: string, prefix: string, count: number) {
  await page.goto(`${hostUrl}/admin/collections/posts?search=${encodeURIComponent(prefix)}&limit=100`)
  await expect(page.getByTestId('page-range')).toHaveText(`1-${count} of ${count}`)
  await page.getByTestId('select-all-page').check()
  await expect(page.getByTestId('bulk-count')).toHaveText(`${count} Posts selected`)
}

const status = (page: Page) => page.getByTestId('bulk-status')
const runState = (page: Page) => page.getByTestId('bulk-progress')

/** Waits until the run has stopped for good: finished, or stopped with its lost batch read back. */
async function runEnded(page: Page) {
  await expect(runState(page)).toHaveAttribute('data-state', /^(finished|lost)$/, {
    timeout: CMS_START_DEADLINE_MS,
  })
}

/** The SQLite database's write-ahead log: every committed write lands there first. */
const walStamp = (host: RunningHost): string => {
  try {
    const stat = statSync(join(host.dataDir, 'cms', 'folio.db-wal'))
    return `${stat.size}:${stat.mtimeMs}`
  } catch {
    return ''
  }
}

/**
 * Kills the host's CMS (SIGKILL) in the middle of the page's bulk write (method): as soon as the
 * database shows its first write, or after KILL_AFTER_MS. Without transactions the first write seen
 * is one document's versions deleted before the document; with them nothing shows until all is done.
 */
function killDuringBulk(page: Page, host: RunningHost, method: 'DELETE' | 'PATCH') {
  let killed: Promise<number> | undefined
  page.on('request', (request) => {
    const body = request.url().endsWith(API_CHANNEL_PATH) ? request.postData() : null
    if (killed || !body) return
    const call = apiRequestOf(body)
    if (call.method !== method || call.path !== '/posts') return
    const before = walStamp(host)
    const sentAt = Date.now()
    killed = (async () => {
      while (walStamp(host) === before && Date.now() - sentAt < KILL_AFTER_MS)
        await new Promise((resolve) => setImmediate(resolve))
      return killCms(host)
    })()
  })
  return { killed: () => killed }
}

test.describe('bulk runs and whole writes, with the CMS killed for real', () => {
  // A host of its own: the kills would disturb the worker's host and the specs after this one.
  let own: Promise<RunningHost> | undefined
  test.describe.configure({ mode: 'serial', timeout: CMS_START_DEADLINE_MS + 240_000 })
  test.afterAll(async () => {
    await (await own?.catch(() => undefined))?.stop()
  })
  const ownHost = () =>
    (own ??= startWebHost().then(async (host) => {
      await waitForSignedIn(host.url)
      return host
    }))

  test('a bulk delete of 50 posts killed mid-batch: the report matches the server, and each post is whole or gone', async ({
    page,
  }) => {
    const host = await ownHost()
    await page.goto(`${host.url}/admin/collections/posts`)
    const prefix = uniquePrefix('delete')
    const ids = await makePosts(page, prefix, POSTS, true)
    const before = await serverState(page, ids)
    expect(before.versionsOf(ids[0]!)).toHaveLength(2)

    await selectAll(page, host.url, prefix, POSTS)
    const kill = killDuringBulk(page, host, 'DELETE')
    await page.getByTestId('bulk-delete').click()
    await page.getByTestId('bulk-confirm-ok').click()
    await expect.poll(() => kill.killed()).toBeDefined()
    await kill.killed()
    await runEnded(page)

    const after = await serverState(page, ids)
    const gone = ids.filter((id) => !after.present.includes(id))
    test.info().annotations.push({ type: 'killed', description: `${gone.length} of ${POSTS} deleted` })
    // Each post kept with every version it had (the pending draft too), or gone with all of them.
    const torn = ids.filter((id) => {
      const kept = after.openable.includes(id) && after.versionsOf(id).length === before.versionsOf(id).length
      const removed = !after.openable.includes(id) && after.versionsOf(id).length === 0
      return after.present.includes(id) ? !kept : !removed
    })
    expect(torn).toEqual([])
    // The report says what the server did: the deleted ones done, none of them failed.
    await expect(status(page)).toContainText(`${gone.length} of ${POSTS} done.`)
    await expect(page.getByTestId('bulk-result-failed')).toHaveCount(0)
    if (gone.length < POSTS) {
      await expect(status(page)).toContainText(`${POSTS - gone.length} not done.`)
      await page.getByTestId('bulk-retry').click()
      await expect(status(page)).toHaveText(`${POSTS} of ${POSTS} done.`, { timeout: RETRY_MS })
    } else {
      await expect(page.getByTestId('bulk-retry')).toHaveCount(0)
    }
    const retried = await serverState(page, ids)
    expect(retried.present).toEqual([])
    expect(ids.flatMap((id) => retried.versionsOf(id))).toEqual([])
  })

  test('a bulk publish of 50 posts killed mid-batch: none is published without its version, and the report counts them', async ({
    page,
  }) => {
    const host = await ownHost()
    await page.goto(`${host.url}/admin/collections/posts`)
    const prefix = uniquePrefix('publish')
    const ids = await makePosts(page, prefix, POSTS)

    await selectAll(page, host.url, prefix, POSTS)
    const kill = killDuringBulk(page, host, 'PATCH')
    await page.getByTestId('bulk-publish').click()
    await page.getByTestId('bulk-confirm-ok').click()
    await expect.poll(() => kill.killed()).toBeDefined()
    await kill.killed()
    await runEnded(page)

    const after = await serverState(page, ids)
    test.info().annotations.push({ type: 'killed', description: `${after.published.length} of ${POSTS} published` })
    // Published in the collection only with its published version written, and the other way round.
    expect(after.published.sort()).toEqual(after.latestPublished.sort())
    await expect(status(page)).toContainText(`${after.published.length} of ${POSTS} done.`)
    await expect(page.getByTestId('bulk-result-failed')).toHaveCount(0)
    if (after.published.length < POSTS) {
      await page.getByTestId('bulk-retry').click()
      await expect(status(page)).toHaveText(`${POSTS} of ${POSTS} done.`, { timeout: RETRY_MS })
    }
    const retried = await serverState(page, ids)
    expect(retried.published.sort()).toEqual([...ids].sort())
    expect(retried.latestPublished.sort()).toEqual([...ids].sort())
  })
})

test('a save with a date that is not one is refused whole: the post still opens, with no new version', async ({
  page,
}) => {
  await page.goto('/admin/collections/posts')
  const [id] = await makePosts(page, uniquePrefix('bad date'), 1)
  const before = await serverState(page, [id!])

  // As a script or an older client might send it: the CMS fails part-way through the write (a 500).
  const refused = await rest(
    page,
    `/posts/${id}`,
    { draft: true },
    { method: 'PATCH', body: { publishedAt: 'not a date' } },
  )
  expect(refused.ok).toBe(false)

  const after = await serverState(page, [id!])
  expect(after.versionsOf(id!).map((v) => v.id)).toEqual(before.versionsOf(id!).map((v) => v.id))
  const read = await rest(page, `/posts/${id}`, { draft: true })
  expect(read.ok, JSON.stringify(read.error)).toBe(true)
  await page.goto(`/admin/collections/posts/${id}`)
  await waitForEditView(page)
  await expect(page.getByTestId('input-title')).toHaveValue(/^Lost bad date/)
})

test("a proxy's 502 for a bulk delete the CMS did is reported done; one it never passed on is not done, and Retry does it", async ({
  page,
  host: localHost,
}) => {
  const proxy = await startFaultProxy(await cmsUrlOf(localHost))
  const host = await startWebHost({ FOLIO_CMS_URL: proxy.url })
  try {
    await page.goto(`${host.url}/admin`)
    await page.getByTestId('sign-in-identifier').fill('editor@example.com')
    await page.getByTestId('sign-in-password').fill(seededPassword(localHost, 'editor@example.com'))
    await page.getByTestId('sign-in-submit').click()
    await expect(page.getByTestId('dashboard')).toBeVisible()
    const prefix = uniquePrefix('gateway')
    const ids = await makePosts(page, prefix, POSTS)
    const gateway = { status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' }
    const isBulkDelete = (method: string, url: URL) => method === 'DELETE' && url.pathname === '/api/posts'

    // First the proxy fails the delete without passing it on: nothing is deleted, so nothing is done.
    proxy.setRule((method, url) => (isBulkDelete(method, url) ? gateway : null))
    await selectAll(page, host.url, prefix, POSTS)
    await page.getByTestId('bulk-delete').click()
    await page.getByTestId('bulk-confirm-ok').click()
    await runEnded(page)
    await expect(status(page)).toContainText(`0 of ${POSTS} done.`)
    await expect(status(page)).toContainText(`${POSTS} not done.`)
    await expect(page.getByTestId('bulk-result-failed')).toHaveCount(0)
    expect((await serverState(page, ids)).present).toHaveLength(POSTS)

    // Then it passes the retry on and answers 502 once the CMS has deleted them: done, all of them.
    proxy.setRule((method, url) => (isBulkDelete(method, url) ? { ...gateway, afterForwarding: true } : null))
    await page.getByTestId('bulk-retry').click()
    await expect(status(page)).toHaveText(`${POSTS} of ${POSTS} done.`, { timeout: RETRY_MS })
    await expect(page.getByTestId('bulk-retry')).toHaveCount(0)
    expect((await serverState(page, ids)).present).toEqual([])
  } finally {
    await host.stop()
    await proxy.close()
  }
})
