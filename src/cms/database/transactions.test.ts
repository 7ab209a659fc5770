/**
 * Each document's write is all or nothing, on SQLite as on PostgreSQL: a write that fails part-way
 * (a 500 after some of its steps, the CMS killed in the middle of a bulk delete or publish) leaves
 * every document whole: it still opens, its versions are all there, a published one has its version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { api, login, type RestDoc, type RestList } from '../testing/api.js'
import { removeDataDir, seededPassword, startCms, type CmsProcess } from '../testing/cms-process.js'

const EDITOR = 'editor@example.com'
const POSTS = 50

let cms: CmsProcess
let token = ''

const restart = async (): Promise<void> => {
  cms = await startCms({ dataDir: cms.dataDir })
  token = (await login(cms.url, EDITOR, seededPassword(cms.dataDir, EDITOR))).token
}

const idsQuery = (ids: Array<number | string>) => ids.map((id, i) => `where[id][in][${i}]=${id}`).join('&')

/** Makes `count` draft posts; the first is published and then given a pending draft (two versions). */
const makePosts = async (label: string, count: number): Promise<Array<number | string>> => {
  const ids: Array<number | string> = []
  for (let i = 0; i < count; i++) {
    const res = await api<{ doc: RestDoc }>(cms.url, `/api/posts${i === 0 ? '' : '?draft=true'}`, {
      token,
      body: {
        title: `${label} ${i}`,
        slug: `${label.replace(/ /g, '-')}-${i}-${Date.now()}`,
        ...(i === 0 ? { _status: 'published' } : {}),
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    ids.push(res.body.doc.id)
  }
  const pending = await api(cms.url, `/api/posts/${ids[0]}?draft=true`, {
    method: 'PATCH',
    token,
    body: { title: `${label} 0, a pending draft` },
  })
  expect(pending.status).toBe(200)
  return ids
}

type PostState = { exists: boolean; status?: string; versions: RestDoc[] }

const readPost = async (id: number | string): Promise<PostState> => {
  const doc = await api<RestDoc>(cms.url, `/api/posts/${id}?draft=true&depth=0`, { token })
  const versions = await api<RestList>(
    cms.url,
    `/api/posts/versions?where[parent][equals]=${id}&depth=0&limit=100&sort=-updatedAt`,
    { token },
  )
  expect(versions.status).toBe(200)
  if (doc.status === 404) return { exists: false, versions: versions.body.docs }
  expect(doc.status, JSON.stringify(doc.body)).toBe(200)
  const published = await api<RestDoc>(cms.url, `/api/posts/${id}?depth=0`, { token })
  return { exists: true, status: published.body._status as string, versions: versions.body.docs }
}

/**
 * Sends `write` and kills the CMS (SIGKILL, as a crash or a power cut would) half-way through it: the
 * CMS answers nothing while it writes, so the moment is taken from the same write run whole on other
 * documents just before (`whole`). The checks after it hold wherever the kill lands; half-way is where
 * a write without transactions is seen torn.
 */
const killHalfWay = async (whole: () => Promise<unknown>, write: () => Promise<unknown>): Promise<void> => {
  const started = performance.now()
  await whole()
  const halfWay = (performance.now() - started) / 2
  const exited = new Promise((resolve) => cms.child.once('exit', resolve))
  void write().catch(() => undefined)
  await new Promise((resolve) => setTimeout(resolve, halfWay))
  cms.child.kill('SIGKILL')
  await exited
  await restart()
}

describe('each document written whole', () => {
  beforeAll(async () => {
    cms = await startCms()
    token = (await login(cms.url, EDITOR, seededPassword(cms.dataDir, EDITOR))).token
  }, 240_000)

  afterAll(async () => {
    await cms?.stop()
    if (cms) removeDataDir(cms.dataDir)
  })

  it('a save refused with a 500 part-way writes no version: the post still opens as it was', async () => {
    const [id] = await makePosts('bad date', 1)
    const before = await readPost(id!)
    const res = await api(cms.url, `/api/posts/${id}?draft=true`, {
      method: 'PATCH',
      token,
      body: { publishedAt: 'not a date' },
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    const after = await readPost(id!)
    expect(after.exists).toBe(true)
    expect(after.versions.map((v) => v.id)).toEqual(before.versions.map((v) => v.id))
    // Every version still opens, the latest draft among them.
    for (const version of after.versions)
      expect((await api(cms.url, `/api/posts/versions/${version.id}?depth=0`, { token })).status).toBe(200)
  }, 60_000)

  it('a bulk delete killed part-way leaves each post with all its versions, or neither', async () => {
    const ids = await makePosts('kill delete', POSTS)
    const versionsBefore = new Map<string, number>()
    for (const id of ids) versionsBefore.set(String(id), (await readPost(id)).versions.length)
    expect(versionsBefore.get(String(ids[0]))).toBe(2)

    const others = await makePosts('whole delete', POSTS)
    const remove = (of: Array<number | string>) => () =>
      api(cms.url, `/api/posts?${idsQuery(of)}`, { method: 'DELETE', token })
    await killHalfWay(remove(others), remove(ids))

    const torn: string[] = []
    for (const id of ids) {
      const state = await readPost(id)
      const kept = state.exists && state.versions.length === versionsBefore.get(String(id))
      const gone = !state.exists && state.versions.length === 0
      if (!kept && !gone) torn.push(`${id}: exists ${state.exists}, ${state.versions.length} versions`)
    }
    expect(torn).toEqual([])
  }, 180_000)

  it('a bulk publish killed part-way marks no post published without its published version', async () => {
    const ids = (await makePosts('kill publish', POSTS)).slice(1)
    const others = (await makePosts('whole publish', POSTS)).slice(1)
    const publish = (of: Array<number | string>) => () =>
      api(cms.url, `/api/posts?${idsQuery(of)}&draft=true&depth=0`, {
        method: 'PATCH',
        token,
        body: { _status: 'published' },
      })
    await killHalfWay(publish(others), publish(ids))

    const torn: string[] = []
    for (const id of ids) {
      const state = await readPost(id)
      expect(state.exists).toBe(true)
      const latest = state.versions[0]?.version as { _status?: string } | undefined
      if (state.status === 'published' && latest?._status !== 'published')
        torn.push(`${id}: published, latest version ${latest?._status ?? 'none'}`)
    }
    expect(torn).toEqual([])
  }, 180_000)
})
