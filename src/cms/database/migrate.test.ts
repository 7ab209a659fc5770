import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { removeDataDir, startCms } from '../testing/cms-process.js'
import { freshDatabaseUrl } from '../testing/test-database.js'
import { migrations as committed } from '../migrations/index.js'
import { describeMigrationFailure } from './migrate.js'

describe('describeMigrationFailure', () => {
  it('names the migration and the database message under drizzle\'s "Failed query", and says what to do', () => {
    const pgError = Object.assign(new Error('relation "posts" already exists'), { code: '42P07' })
    const wrapped = new Error('Failed query: CREATE TABLE "posts" (...)\nparams: ', { cause: pgError })
    expect(describeMigrationFailure('20261123_000000_x', wrapped)).toBe(
      'migration 20261123_000000_x failed: relation "posts" already exists (nothing of it was applied and the ' +
        'database is as the previous migration left it; fix the cause and start again, the migration then runs again)',
    )
  })
})

type PgClient = {
  connect: () => Promise<unknown>
  query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>
  end: () => Promise<void>
}
const pg = () =>
  createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-postgres'))('pg') as {
    Client: new (options: { connectionString: string }) => PgClient
  }

/** A migration module whose one migration creates a table, then fails as a broken statement would. */
const halfwayMigration = (): string => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'folio-migration-')), 'halfway.mjs')
  fs.writeFileSync(
    file,
    `export const migrations = [{
  name: '29991231_000000_halfway',
  up: async ({ db }) => {
    await db.execute('CREATE TABLE "halfway_done" ("id" integer)')
    await db.execute('ALTER TABLE "no_such_table" ADD COLUMN "x" integer')
  },
}]
`,
  )
  return file
}

const testDatabase = process.env.FOLIO_TEST_DATABASE_URL
describe.skipIf(!testDatabase)('a migration failing halfway on PostgreSQL', () => {
  it('stops start-up with one line and exit 1, leaves nothing of it, and the next start works', async () => {
    const databaseUrl = freshDatabaseUrl(testDatabase!)
    const env = { FOLIO_CMS_SEED: 'none', FOLIO_DATABASE_URL: databaseUrl }
    const failing = await startCms({ env: { ...env, FOLIO_TEST_EXTRA_MIGRATIONS: halfwayMigration() } }).then(
      () => new Error('the CMS started'),
      (error: Error) => error,
    )
    expect(failing.message).toContain('exited with code 1')
    const stderr = failing.message.split('--- stderr (tail)\n')[1] ?? ''
    expect(stderr).toContain(
      '[cms] fatal: migration 29991231_000000_halfway failed: relation "no_such_table" does not exist ' +
        '(nothing of it was applied',
    )
    expect(stderr).not.toMatch(/^\s+at /m)

    // The committed migrations before it stay applied; its first statement left nothing behind.
    const client = new (pg().Client)({ connectionString: databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query(
        `SELECT to_regclass('halfway_done') IS NULL AS gone, (SELECT count(*) FROM payload_migrations)::int AS applied`,
      )
      expect(rows[0]).toEqual({ gone: true, applied: committed.length })
    } finally {
      await client.end()
    }

    const next = await startCms({ env, timeoutMs: 120_000 })
    await next.stop()
    removeDataDir(next.dataDir)
    expect(next.stderr()).not.toMatch(/Migrating:/)
  }, 240_000)
})
