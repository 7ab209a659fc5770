/**
 * The tests' second CMS (src/cms/testing/alt-config.ts, started by the built CMS server with
 * FOLIO_CMS_CONFIG=alt) on a fresh data folder. Its seeded names are repeated here: the CMS's own
 * modules are compiled for Node, not loaded into the test runner.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const ALT = {
  adminRoute: '/cms-admin',
  dashboardText: { en: 'Control room', de: 'Leitstand' },
  notes: { alice: "Alice's note", bob: "Bob's note" },
  articleTitle: 'Waiting for review',
  publishedArticleTitle: 'Already out',
} as const

export type AltEmail = 'alice@example.com' | 'bob@example.com'

export interface AltCms {
  url: string
  password(email: AltEmail): string
  stop(): Promise<void>
}

const root = resolve(import.meta.dirname, '..', '..', '..')

export async function startAltCms(): Promise<AltCms> {
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-alt-cms-'))
  const child = spawn(process.execPath, ['--conditions=production', join(root, 'out', 'node', 'cms', 'server.js')], {
    env: {
      ...process.env,
      FOLIO_DATA_DIR: dataDir,
      FOLIO_CMS_PORT: '0',
      FOLIO_PREVIEW_PORT: '0',
      FOLIO_CMS_CONFIG: 'alt',
      FOLIO_CMS_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`the alt CMS did not start:\n${output}`)), 90_000)
    child.stdout.on('data', () => {
      const match = /^Folio CMS ready: (http:\/\/127\.0\.0\.1:\d+)/m.exec(output)
      if (match) {
        clearTimeout(timer)
        resolveUrl(match[1]!)
      }
    })
    child.on('exit', (code) => reject(new Error(`the alt CMS exited with ${code}:\n${output}`)))
  })
  const accounts = JSON.parse(readFileSync(join(dataDir, 'cms', 'accounts.json'), 'utf8')) as {
    accounts: { email: string; password: string }[]
  }
  return {
    url,
    password(email) {
      const found = accounts.accounts.find((account) => account.email === email)
      if (!found) throw new Error(`no generated password for ${email}`)
      return found.password
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
