import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import { DIALECTS, clonePosts, cloneStatement } from './seed-posts.mjs'

// libSQL as @payloadcms/db-sqlite has it: the clone runs for real on an in-memory database shaped
// like the posts tables Payload makes (the columns the clone touches, plus one it only copies).
const require = createRequire(import.meta.url)
const { createClient } = createRequire(require.resolve('@payloadcms/db-sqlite'))('@libsql/client')

const SCHEMA = [
  `CREATE TABLE posts (id integer PRIMARY KEY, priority text, slug text NOT NULL UNIQUE,
     updated_at text NOT NULL, created_at text NOT NULL, _status text)`,
  `CREATE TABLE posts_locales (title text, excerpt text, id integer PRIMARY KEY, _locale text, _parent_id integer)`,
  `CREATE TABLE posts_tags (_order integer, _parent_id integer, id text PRIMARY KEY, label text)`,
  `CREATE TABLE _posts_v (id integer PRIMARY KEY, parent_id integer, version_priority text, version_slug text,
     version_updated_at text, version_created_at text, version__status text, created_at text, updated_at text,
     latest integer)`,
  `CREATE TABLE _posts_v_locales (version_title text, version_excerpt text, id integer PRIMARY KEY, _locale text,
     _parent_id integer)`,
  `CREATE TABLE _posts_v_version_tags (_order integer, _parent_id integer, id integer PRIMARY KEY, label text,
     _uuid text)`,
  `INSERT INTO posts VALUES (7, 'high', 'template-post', '2026-01-02T10:00:00.000Z', '2026-01-02T10:00:00.000Z', 'published')`,
  `INSERT INTO posts_locales VALUES ('Template post', 'An excerpt', 1, 'en', 7)`,
  `INSERT INTO posts_tags VALUES (1, 7, 'abc123', 'benchmark')`,
  `INSERT INTO _posts_v VALUES (3, 7, 'high', 'template-post', '2026-01-02T10:00:00.000Z',
     '2026-01-02T10:00:00.000Z', 'published', '2026-01-02T10:00:00.000Z', '2026-01-02T10:00:00.000Z', 1)`,
  `INSERT INTO _posts_v_locales VALUES ('Template post', 'An excerpt', 1, 'en', 3)`,
  `INSERT INTO _posts_v_version_tags VALUES (1, 3, 1, 'benchmark', 'u1')`,
]

let client
afterEach(() => client?.close())

const open = async () => {
  client = createClient({ url: ':memory:' })
  for (const sql of SCHEMA) await client.execute(sql)
  return async (sql) => (await client.execute(sql)).rows
}

describe('clonePosts', () => {
  it('makes each clone a post the drafts list finds: its own slug, title, time, version and tags', async () => {
    const run = await open()
    await clonePosts({ dialect: DIALECTS.sqlite, run, templateId: 7, count: 1200 })

    const listed = await run(`SELECT p.slug, p.priority, p.created_at, l.title, l.excerpt FROM posts p
      JOIN posts_locales l ON l._parent_id = p.id AND l._locale = 'en' WHERE p.slug = 'bench-post-001000'`)
    expect(listed).toEqual([
      {
        slug: 'bench-post-001000',
        priority: 'high',
        // One second apart, before the template: the newest-first list shows them in number order.
        created_at: '2026-01-02T09:43:20.000Z',
        title: 'Bench post 001000',
        excerpt: 'An excerpt',
      },
    ])
    const [{ n: latest }] = await run(`SELECT count(*) AS n FROM _posts_v v JOIN posts p ON p.id = v.parent_id
      JOIN _posts_v_locales l ON l._parent_id = v.id
      WHERE v.latest = 1 AND v.version_slug = p.slug AND l.version_title = 'Bench post ' || substr(p.slug, 12)`)
    expect(latest).toBe(1200)
    const [{ n: tags }] =
      await run(`SELECT count(DISTINCT t.id) AS n FROM posts_tags t JOIN posts p ON p.id = t._parent_id
      WHERE p.slug LIKE 'bench-post-%' AND t.label = 'benchmark'`)
    expect(tags).toBe(1200)
    const [{ n: versionTags }] = await run(`SELECT count(*) AS n FROM _posts_v_version_tags t
      JOIN _posts_v v ON v.id = t._parent_id WHERE v.version_slug LIKE 'bench-post-%'`)
    expect(versionTags).toBe(1200)
    // The template itself is untouched.
    expect(await run(`SELECT title FROM posts_locales WHERE _parent_id = 7`)).toEqual([{ title: 'Template post' }])
  })

  it('refuses a template without a version row', async () => {
    const run = await open()
    await run('DELETE FROM _posts_v')
    await expect(clonePosts({ dialect: DIALECTS.sqlite, run, templateId: 7, count: 3 })).rejects.toThrow(
      'has no version row',
    )
  })
})

describe('cloneStatement', () => {
  it("copies every column but the generated id, taking the overrides' expressions", () => {
    expect(
      cloneStatement(DIALECTS.postgres, {
        table: 'posts',
        columns: ['id', 'slug', 'priority'],
        source: 't',
        from: 'posts t',
        overrides: { slug: `'x'` },
      }),
    ).toBe(`INSERT INTO "posts" ("slug", "priority") SELECT 'x' AS "slug", t."priority" FROM posts t`)
  })
})
