import { describe, expect, it } from 'vitest'

import { removeDataDir, startCms } from '../testing/cms-process.js'
import { freshDatabaseUrl } from '../testing/test-database.js'
import { JOB_RUNNER_LINES } from './job-runner.js'

const testDatabase = process.env.FOLIO_TEST_DATABASE_URL
describe.skipIf(!testDatabase)('several CMS processes on one PostgreSQL database', () => {
  it('runs the jobs queue in the first only; the second says so in one line', async () => {
    const env = { FOLIO_CMS_SEED: 'none', FOLIO_DATABASE_URL: freshDatabaseUrl(testDatabase!) }
    const first = await startCms({ env, timeoutMs: 120_000 })
    try {
      const second = await startCms({ env, timeoutMs: 120_000 })
      await second.stop()
      removeDataDir(second.dataDir)
      expect(first.stderr()).toContain(JOB_RUNNER_LINES.runs)
      expect(first.stderr()).not.toContain(JOB_RUNNER_LINES.other)
      expect(second.stderr()).toContain(`${JOB_RUNNER_LINES.other}\n`)
      expect(second.stderr()).not.toContain(JOB_RUNNER_LINES.runs)
    } finally {
      await first.stop()
      removeDataDir(first.dataDir)
    }
    // With the first one gone, the next process to start runs the queue.
    const next = await startCms({ env, timeoutMs: 120_000 })
    await next.stop()
    removeDataDir(next.dataDir)
    expect(next.stderr()).toContain(JOB_RUNNER_LINES.runs)
  }, 360_000)
})
