import { spawn } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { login } from '../testing/api.js'
import { makeTempDataDir, removeDataDir, serverEntry, startCms } from '../testing/cms-process.js'
import { testDatabaseEnv } from '../testing/test-database.js'

// The built command (`npm run build:cms`), as an operator runs it, on SQLite or on the tests' PostgreSQL.
const entry = () => path.join(path.dirname(serverEntry()), 'admin', 'create-admin.js')

const createAdmin = (args: string[], stdin: string, env: Record<string, string>) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--conditions=production', entry(), ...args], {
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.stdin.end(stdin)
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })

describe('npm run cms:create-admin', () => {
  it('creates the first admin once from a piped password; the CMS then signs them in', async () => {
    const dataDir = makeTempDataDir()
    // The database a CMS on this data folder uses; empty, so the admin is the only user.
    const env = { ...testDatabaseEnv(path.basename(dataDir)), FOLIO_DATA_DIR: dataDir, FOLIO_CMS_SEED: 'none' }
    const password = 'a long team password'
    try {
      const created = await createAdmin(['--email', 'first@team.test'], `${password}\n`, env)
      // On PostgreSQL the migrations that make the schema say so; nothing else (no spinner, no warning).
      expect(created.stderr.split('\n').filter((line) => line && !/^\[cms\] Migrat(ing|ed): /.test(line))).toEqual([])
      expect(created.stdout).toMatch(/^Folio: created the admin first@team\.test( on postgres:\/\/.+)?\n$/)
      expect(created.code).toBe(0)

      const again = await createAdmin(['--email', 'first@team.test'], 'another long password\n', env)
      expect(again.code).toBe(1)
      expect(again.stderr).toBe(
        '[cms:create-admin] a user first@team.test exists already; nothing was changed (sign in as them, or pick another email)\n',
      )

      const cms = await startCms({ dataDir, env })
      try {
        const { user } = await login(cms.url, 'first@team.test', password)
        expect(user.role).toBe('editor')
      } finally {
        await cms.stop()
      }
    } finally {
      removeDataDir(dataDir)
    }
  }, 240_000)

  it('never takes the password as an argument; refuses a short one or an address Payload refuses, in one line each', async () => {
    const env = { FOLIO_DATA_DIR: makeTempDataDir() }
    const asArgument = await createAdmin(['--email', 'a@team.test', '--password', 'a long password'], '', env)
    expect(asArgument.code).toBe(1)
    expect(asArgument.stderr).toBe(
      '[cms:create-admin] the password is never an argument: pipe it on stdin, or type it when asked\n',
    )
    const short = await createAdmin(['--email', 'a@team.test'], 'short\n', env)
    expect(short.code).toBe(1)
    expect(short.stderr).toBe('[cms:create-admin] the password is too short: use at least 12 characters\n')
    // An address Payload's own check refuses: its reason, not a stack.
    const refused = await createAdmin(['--email', 'a@b.c'], 'a long password\n', env)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe(
      '[cms:create-admin] the CMS refused the user: Email: Please enter a valid email address.\n',
    )
    removeDataDir(env.FOLIO_DATA_DIR)
  }, 120_000)
})
