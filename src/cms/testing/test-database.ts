/**
 * The tests' PostgreSQL: when FOLIO_TEST_DATABASE_URL names a server (npm test sets it to its throwaway
 * cluster), every CMS a test starts gets a database of its own there; the adapter creates it on first
 * connect. Unset: SQLite in the data folder, as always.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** `base` with its database replaced by a fresh name (`key` keeps a restarted CMS on the same one). */
export const freshDatabaseUrl = (base: string, key = randomBytes(6).toString('hex')): string => {
  const url = new URL(base)
  const name = `${url.pathname.slice(1) || 'folio'}_${key}`.toLowerCase().replace(/[^a-z0-9_]/g, '_')
  url.pathname = `/${name.slice(0, 63)}`
  return url.toString()
}

/** The env a test CMS needs for the tests' PostgreSQL, or nothing when the tests run on SQLite. */
export const testDatabaseEnv = (key?: string): Record<string, string> => {
  const base = process.env.FOLIO_TEST_DATABASE_URL
  // On PostgreSQL the CMS seeds only when asked; the tests expect the demo content.
  return base ? { FOLIO_DATABASE_URL: freshDatabaseUrl(base, key), FOLIO_CMS_SEED: 'default' } : {}
}

type PgClient = { connect: () => Promise<unknown>; query: (sql: string) => Promise<unknown>; end: () => Promise<void> }
type PgModule = { Client: new (options: { connectionString: string }) => PgClient }

/**
 * With FOLIO_TEST_DATABASE_TEMPLATE (a database the test script seeded once), a test CMS's fresh
 * database is a copy of it and its data folder gets the template's uploads: on a busy machine seeding
 * the demo content on PostgreSQL takes longer than the app waits for its CMS, copying takes a second.
 * The CMS then only generates the seeded users' passwords for its own data folder.
 */
export const prepareTestDatabase = async (databaseUrl: string | undefined, dataDir: string): Promise<void> => {
  const template = process.env.FOLIO_TEST_DATABASE_TEMPLATE
  if (!databaseUrl || !template) return
  const media = process.env.FOLIO_TEST_TEMPLATE_MEDIA
  if (media && fs.existsSync(media)) fs.cpSync(media, path.join(dataDir, 'cms', 'media'), { recursive: true })
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  url.pathname = '/postgres'
  const adapterEntry = createRequire(import.meta.url).resolve('@payloadcms/db-postgres')
  const { Client } = createRequire(adapterEntry)('pg') as PgModule
  const client = new Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
  } catch (error) {
    // A CMS restarted on the same data folder finds its database made already.
    if ((error as { code?: string }).code !== '42P04') throw error
  } finally {
    await client.end()
  }
}
