import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/postgres-cluster.mjs'
import { api, login } from '../testing/api.js'
import { removeDataDir, startCms, type CmsProcess } from '../testing/cms-process.js'
import { JOB_RUNNER_LINES } from './job-runner.js'

// Runs with the PostgreSQL suite (npm test sets FOLIO_TEST_DATABASE_URL), on a cluster of its own:
// restarting the shared one would disturb the other tests.
const ADMIN = { email: 'admin@restart.test', password: 'restart admin password' }
let cluster: ThrowawayPostgres | undefined
let cms: CmsProcess | undefined

describe.skipIf(!process.env.FOLIO_TEST_DATABASE_URL)('PostgreSQL restarting under a running CMS', () => {
  beforeAll(async () => {
    cluster = await startThrowawayPostgres()
    cms = await startCms({
      env: {
        FOLIO_DATABASE_URL: cluster.url('folio_restart'),
        FOLIO_CMS_SEED: 'none',
        FOLIO_ADMIN_EMAIL: ADMIN.email,
        FOLIO_ADMIN_PASSWORD: ADMIN.password,
      },
    })
  }, 240_000)

  afterAll(async () => {
    await cms?.stop()
    if (cms) removeDataDir(cms.dataDir)
    await cluster?.stop()
  })

  it('keeps the CMS running, and requests succeed again once PostgreSQL is back', async () => {
    const { token } = await login(cms!.url, ADMIN.email, ADMIN.password)
    expect((await api(cms!.url, '/api/users?depth=0', { token })).status).toBe(200)
    cluster!.restart()
    // The pool's idle connections died with the server: the next requests reconnect.
    let status = 0
    for (let attempt = 0; attempt < 5 && status !== 200; attempt++)
      status = (await api(cms!.url, '/api/users?depth=0', { token })).status
    expect(status).toBe(200)
    expect(cms!.child.exitCode).toBeNull()
    expect(cms!.stderr()).toMatch(/PostgreSQL connection lost/)
    // The job runner's session ended with the server: it takes the queue's lock again.
    await expect.poll(() => cms!.stderr(), { timeout: 60_000 }).toContain(JOB_RUNNER_LINES.retaken)
  }, 120_000)
})
