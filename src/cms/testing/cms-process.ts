/**
 * Starts the built CMS (`out/node/cms/server.js`) as a child process, the way Folio runs it:
 * `node --conditions=production`, port 0, a data folder of its own. Used by the CMS tests and
 * scripts/cms-startup-repeat.mjs.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { readSeedAccounts, seedAccountsFile } from '../seed/accounts.js'
import { prepareTestDatabase, testDatabaseEnv } from './test-database.js'

export const CMS_READY = /^Folio CMS ready: (http:\/\/127\.0\.0\.1:\d+)/m
export const PREVIEW_READY = /^Folio preview site ready: (http:\/\/127\.0\.0\.1:\d+)/m

const here = path.dirname(fileURLToPath(import.meta.url))

/** out/node/cms/server.js, from the compiled helper or from its TypeScript source. */
export const serverEntry = (): string => {
  const candidates = [
    path.join(here, '..', 'server.js'),
    path.join(here, '..', '..', '..', 'out', 'node', 'cms', 'server.js'),
  ]
  const found = candidates.find((file) => fs.existsSync(file))
  if (!found) throw new Error('out/node/cms/server.js not found: run `npm run build:cms` first')
  return found
}

export type CmsProcess = {
  url: string
  previewURL: string
  dataDir: string
  child: ChildProcess
  /** Time from spawn to the CMS ready line. */
  startupMs: number
  stdout: () => string
  stderr: () => string
  /** SIGTERM and wait; resolves with the exit code. */
  stop: () => Promise<number | null>
}

export type StartCmsOptions = {
  dataDir?: string
  env?: Record<string, string>
  timeoutMs?: number
}

/** A seeded user's password, as this CMS generated it for its data folder. */
export const seededPassword = (dataDir: string, email: string): string => {
  const password = readSeedAccounts(seedAccountsFile(path.join(dataDir, 'cms')), [email])?.get(email)
  if (!password) throw new Error(`no generated password for ${email} in ${dataDir}`)
  return password
}

export const makeTempDataDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'folio-cms-'))

export const removeDataDir = (dir: string): void => fs.rmSync(dir, { recursive: true, force: true })

/** Seeding the demo content takes several times longer on PostgreSQL (a round trip per row). */
export const defaultStartTimeoutMs = (): number => (process.env.FOLIO_TEST_DATABASE_URL ? 180_000 : 60_000)

export const startCms = async (options: StartCmsOptions = {}): Promise<CmsProcess> => {
  const dataDir = options.dataDir ?? makeTempDataDir()
  // The data folder's name keys the database: a CMS restarted on the same folder finds its data.
  const database = testDatabaseEnv(path.basename(dataDir))
  if (!options.env?.FOLIO_DATABASE_URL) await prepareTestDatabase(database.FOLIO_DATABASE_URL, dataDir)
  const started = performance.now()
  const child = spawn(process.execPath, ['--conditions=production', serverEntry()], {
    env: {
      ...process.env,
      FOLIO_DATA_DIR: dataDir,
      FOLIO_CMS_PORT: '0',
      FOLIO_PREVIEW_PORT: '0',
      // The CMS tests see the demo content seeded through Payload, not a copy of it (seed/template.ts).
      FOLIO_CMS_TEMPLATE: 'off',
      ...database,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const stop = async (): Promise<number | null> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    return exited
  }

  return new Promise<CmsProcess>((resolve, reject) => {
    const fail = (reason: string): void => {
      clearTimeout(timer)
      void stop()
      reject(new Error(`${reason}\n--- stdout\n${out}\n--- stderr (tail)\n${err.slice(-4000)}`))
    }
    const timeoutMs = options.timeoutMs ?? defaultStartTimeoutMs()
    const timer = setTimeout(() => fail(`CMS not ready after ${timeoutMs} ms`), timeoutMs)
    const onEarlyExit = (code: number | null): void => fail(`CMS exited with code ${code} before it was ready`)
    child.once('exit', onEarlyExit)
    child.stdout.on('data', () => {
      const cms = CMS_READY.exec(out)
      const preview = PREVIEW_READY.exec(out)
      if (!cms || !preview) return
      clearTimeout(timer)
      child.off('exit', onEarlyExit)
      resolve({
        url: cms[1]!,
        previewURL: preview[1]!,
        dataDir,
        child,
        startupMs: Math.round(performance.now() - started),
        stdout: () => out,
        stderr: () => err,
        stop,
      })
    })
  })
}
