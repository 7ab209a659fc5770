/**
 * The tests' PostgreSQL: when FOLIO_TEST_DATABASE_URL names a server (npm test sets it to its throwaway
 * cluster), every CMS a test starts gets a database of its own there; the adapter creates it on first
 * connect. Unset: SQLite in the data folder, as always.
 */
import { randomBytes } from 'node:crypto'

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
