/** Starts the real web host (and with it the built-in CMS) for end-to-end tests, on a free port and a fresh data folder. */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { prepareTestDatabase, testDatabaseEnv } from '../../../src/cms/testing/test-database'
import type { CmsStatus } from '../../../src/shared/bridge'
import { callBridge } from './bridge'
import { TEST_HOST_KEY } from './host-key'

export interface RunningHost {
  /** The host's origin, without its key (the worker's browser contexts carry its cookie: host-key.ts). */
  url: string
  /** The address the host printed, with its key. */
  keyedUrl: string
  dataDir: string
  child: ChildProcess
  output: () => string
  stop(): Promise<void>
}

const root = resolve(import.meta.dirname, '..', '..', '..')

export async function startWebHost(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningHost> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'folio-e2e-'))
  const database = testDatabaseEnv(basename(dataDir))
  if (!env.FOLIO_DATABASE_URL) await prepareTestDatabase(database.FOLIO_DATABASE_URL, dataDir)
  const child = spawn(process.execPath, [join(root, 'out', 'main', 'web-host.js')], {
    cwd: root,
    // Under FOLIO_TEST_DATABASE_URL the CMS gets a fresh PostgreSQL database per data folder.
    env: {
      ...process.env,
      FOLIO_PORT: '0',
      FOLIO_DATA_DIR: dataDir,
      FOLIO_CMS_URL: '',
      FOLIO_WEB_KEY: TEST_HOST_KEY,
      ...database,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const keyedUrl = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`web host did not start:\n${output}`)), 30_000)
    const onData = () => {
      // The address with its key (a host from before the key printed none: the address alone).
      const match = /Folio listening: (http:\/\/127\.0\.0\.1:\d+\/(?:\?key=[\w-]+)?)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolveUrl(match[1]!)
      }
    }
    child.stdout.on('data', onData)
    child.on('exit', (code) => reject(new Error(`web host exited with ${code}:\n${output}`)))
  })
  return {
    url: new URL(keyedUrl).origin,
    keyedUrl,
    dataDir,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
        if (child.exitCode === null) child.kill('SIGKILL')
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Asks the host over its bridge until the CMS is ready (or has failed). */
/**
 * A fresh CMS migrates and seeds its database first: on a machine busy with other work that has been
 * seen to take over 90 s, so the deadline is generous; it only bounds a CMS that will never come.
 */
export const CMS_START_DEADLINE_MS = 240_000

export async function waitForCms(url: string, timeoutMs = CMS_START_DEADLINE_MS): Promise<CmsStatus> {
  const deadline = Date.now() + timeoutMs
  let status: CmsStatus | null = null
  while (Date.now() < deadline) {
    status = await callBridge(url, 'renderer:cms-status')
    if (status.state === 'ready' || status.state === 'failed') return status
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the CMS was not ready within ${timeoutMs} ms (last status ${JSON.stringify(status)})`)
}

/** The URL of the CMS a host talks to (the built-in one it started, or its remote). */
export async function cmsUrlOf(host: RunningHost): Promise<string> {
  const { url } = await callBridge(host.url, 'renderer:cms-status')
  if (!url) throw new Error(`the host at ${host.url} knows no CMS URL yet`)
  return url
}

/** Waits until the host has signed in (the built-in CMS signs in by itself). */
export async function waitForSignedIn(url: string, timeoutMs = CMS_START_DEADLINE_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const session = await callBridge(url, 'renderer:session-get')
    if (session.phase === 'signed-in') return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`not signed in within ${timeoutMs} ms`)
}

/** Waits until nothing answers at a URL any more (a stopped server has let go of its port and files). */
export async function waitForGone(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) })
    } catch {
      return
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} still answers after ${timeoutMs} ms`)
}

/** Kills the host for real (SIGKILL) and resolves once it has exited; its CMS notices and stops by itself. */
export async function killHost(host: RunningHost): Promise<void> {
  if (host.child.exitCode !== null || host.child.signalCode !== null) return
  const exited = new Promise((resolve) => host.child.once('exit', resolve))
  host.child.kill('SIGKILL')
  await exited
}

export interface KillableHost {
  host: RunningHost
  /** Kills the host for real (SIGKILL); its CMS notices and stops by itself. */
  kill(): Promise<void>
  /**
   * Once the killed host's CMS has let go of the database, starts the next host on the same port (the
   * pages' addresses stay valid) and data folder; resolves when its CMS is ready and it is signed in.
   */
  startAgain(): Promise<RunningHost>
}

/**
 * A host of the probe's own, its CMS ready, for a probe that kills it and starts it again on its data:
 * whatever still runs afterwards is stopped and the data folder removed.
 */
export async function withKillableHost(probe: (host: KillableHost) => Promise<void>): Promise<void> {
  const first = await startWebHost()
  const started = [first]
  try {
    await waitForCms(first.url)
    const firstCms = await cmsUrlOf(first)
    const port = new URL(first.url).port
    await probe({
      host: first,
      kill: () => killHost(first),
      async startAgain() {
        await waitForGone(firstCms)
        const next = await startWebHost({ FOLIO_PORT: port }, { dataDir: first.dataDir })
        started.push(next)
        await waitForCms(next.url)
        await waitForSignedIn(next.url)
        return next
      },
    })
  } finally {
    for (const host of started.reverse()) await host.stop()
  }
}

/** The process running the host's built-in CMS: its child started on cms/server.js. */
export function cmsPidOf(host: RunningHost): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parentPid !== host.child.pid) continue
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('cms/server.js')) return Number(entry)
    } catch {
      // The process ended while the list was read.
    }
  }
  throw new Error(`no built-in CMS process under the host (pid ${host.child.pid})`)
}

/**
 * Kills the host's built-in CMS for real (SIGKILL) and resolves once it has died (its sockets are
 * closed then, even before the host reaps it); the host restarts it. Returns the killed pid.
 */
export async function killCms(host: RunningHost): Promise<number> {
  const pid = cmsPidOf(host)
  process.kill(pid, 'SIGKILL')
  const dead = () => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')
    } catch {
      return true
    }
  }
  while (!dead()) await new Promise((resolve) => setImmediate(resolve))
  return pid
}
