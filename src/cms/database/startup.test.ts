import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { removeDataDir, startCms } from '../testing/cms-process.js'
import { freshDatabaseUrl } from '../testing/test-database.js'

// The real CMS (built: `npm run build:cms`) in a child process, as an operator starts it.

/** Why the CMS stopped before it was ready: startCms rejects with the exit code and stderr. */
const failedStart = async (env: Record<string, string>): Promise<{ code: string; lines: string[] }> => {
  const error = await startCms({ env, timeoutMs: 60_000 }).then(
    async (cms) => {
      await cms.stop()
      removeDataDir(cms.dataDir)
      throw new Error('the CMS started')
    },
    (err: Error) => err,
  )
  const code = /exited with code (\d+)/.exec(error.message)?.[1] ?? 'none'
  const stderr = error.message.split('--- stderr (tail)\n')[1] ?? ''
  return { code, lines: stderr.trim().split('\n') }
}

/** A loopback port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

describe('start-up on a database it cannot use', () => {
  it('says in one line, without a stack, that PostgreSQL is unreachable, and exits with 1', async () => {
    const port = await closedPort()
    const { code, lines } = await failedStart({
      FOLIO_DATABASE_URL: `postgres://folio:hunter2@127.0.0.1:${port}/cms`,
      FOLIO_TEST_DATABASE_URL: '',
    })
    expect(code).toBe('1')
    expect(lines).toEqual([
      `[cms] fatal: cannot use PostgreSQL at postgres://folio@127.0.0.1:${port}/cms: ` +
        `connect ECONNREFUSED 127.0.0.1:${port} (is PostgreSQL running there, and are the host and port right?)`,
    ])
  }, 90_000)

  it('refuses a URL that names another database system, with what to do', async () => {
    const { code, lines } = await failedStart({ FOLIO_DATABASE_URL: 'mysql://u@h/db', FOLIO_TEST_DATABASE_URL: '' })
    expect(code).toBe('1')
    expect(lines).toEqual([
      '[cms] fatal: FOLIO_DATABASE_URL must start with postgres:// (got mysql://); leave it unset to use SQLite',
    ])
  }, 90_000)
})

const testDatabase = process.env.FOLIO_TEST_DATABASE_URL
describe.skipIf(!testDatabase)('on PostgreSQL (FOLIO_TEST_DATABASE_URL)', () => {
  it('builds the schema from the committed migrations once; a restart on the same database runs none', async () => {
    // A database of its own, not a copy of the test script's seeded template.
    const env = { FOLIO_CMS_SEED: 'none', FOLIO_DATABASE_URL: freshDatabaseUrl(testDatabase!) }
    const first = await startCms({ env, timeoutMs: 120_000 })
    await first.stop()
    expect(first.stderr()).toMatch(/Migrated: {2}\d{8}_\d{6}_initial/)
    expect(first.stderr()).toMatch(/; database postgres:\/\/folio@/)
    const again = await startCms({ dataDir: first.dataDir, env, timeoutMs: 120_000 })
    await again.stop()
    removeDataDir(first.dataDir)
    expect(again.stderr()).not.toMatch(/Migrating:/)
    expect(again.stderr()).toMatch(/; database postgres:\/\//)
  }, 240_000)
})
