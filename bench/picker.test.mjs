import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import { pickerCloneStatements } from './picker.mjs'

// The clone runs for real on an in-memory libSQL database shaped like Payload's categories tables.
const require = createRequire(import.meta.url)
const { createClient } = createRequire(require.resolve('@payloadcms/db-sqlite'))('@libsql/client')

let client
afterEach(() => client?.close())

describe('pickerCloneStatements', () => {
  it('clones the template category into numbered ones, each with its own localized name and timestamps', async () => {
    client = createClient({ url: ':memory:' })
    for (const sql of [
      `CREATE TABLE categories (id integer PRIMARY KEY, slug text NOT NULL UNIQUE, color text,
         updated_at text NOT NULL, created_at text NOT NULL)`,
      `CREATE TABLE categories_locales (name text, description text, id integer PRIMARY KEY, _locale text,
         _parent_id integer)`,
      `INSERT INTO categories VALUES (4, 'pick-0000', 'gray', '2026-01-02T10:00:00.000Z', '2026-01-02T10:00:00.000Z')`,
      `INSERT INTO categories_locales VALUES ('Pick 0000', NULL, 1, 'en', 4)`,
    ])
      await client.execute(sql)
    const columns = {
      categories: ['id', 'slug', 'color', 'updated_at', 'created_at'],
      categories_locales: ['name', 'description', 'id', '_locale', '_parent_id'],
    }
    for (const sql of pickerCloneStatements({ columns, templateId: 4, count: 12 })) await client.execute(sql)
    const rows = (
      await client.execute(
        `SELECT c.slug, l.name, c.color, c.updated_at FROM categories c
         JOIN categories_locales l ON l._parent_id = c.id ORDER BY c.slug`,
      )
    ).rows
    expect(rows).toHaveLength(13)
    expect(rows.map((r) => r.name)).toEqual(Array.from({ length: 13 }, (_, i) => `Pick ${String(i).padStart(4, '0')}`))
    expect(rows[12]).toMatchObject({ slug: 'pick-0012', color: 'gray', updated_at: '2026-01-02T09:59:48.000Z' })
  })
})
