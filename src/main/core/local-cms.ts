/**
 * Starts the built-in Payload CMS as a child process and waits for its ready line.
 * Runs on plain Node (web host) and on Electron's Node (ELECTRON_RUN_AS_NODE).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { CmsStartPhase } from '@shared/bridge'
import { furthestPhase } from './cms-phase'

export const CMS_READY_PATTERN = /^Folio CMS ready: (http:\/\/127\.0\.0\.1:\d+)\s*$/m
export const PREVIEW_READY_PATTERN = /^Folio preview site ready: (http:\/\/127\.0\.0\.1:\d+)\s*$/m

export interface LocalCmsOptions {
  /** The built server, out/node/cms/server.js */
  serverEntry: string
  dataDir: string
  /** Origins (the UI's) that the CMS must accept for CORS and CSRF. */
  allowedOrigins?: string[]
  port?: number
  /** The demo preview site's port (0 or absent: any free port, or FOLIO_PREVIEW_PORT when set). */
  previewPort?: number
  /** process.execPath by default; in Electron that binary runs as Node with ELECTRON_RUN_AS_NODE. */
  execPath?: string
  env?: NodeJS.ProcessEnv
  startTimeoutMs?: number
  onLog?: (line: string) => void
  /** Each start-up step the CMS reports, once, in order, before it is ready. */
  onPhase?: (phase: CmsStartPhase) => void
}

export interface LocalCms {
  url: string
  previewUrl: string | null
  child: ChildProcess
  stop(): Promise<void>
}

export class LocalCmsError extends Error {}

export function startLocalCms(options: LocalCmsOptions): Promise<LocalCms> {
  if (!existsSync(options.serverEntry)) {
    return Promise.reject(
      new LocalCmsError(`the built-in CMS is not built (${options.serverEntry} is missing): run npm run build`),
    )
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.env,
    FOLIO_DATA_DIR: options.dataDir,
    FOLIO_CMS_PORT: String(options.port ?? 0),
    ...(options.previewPort ? { FOLIO_PREVIEW_PORT: String(options.previewPort) } : {}),
    FOLIO_CMS_ALLOWED_ORIGINS: (options.allowedOrigins ?? []).join(','),
    // In the desktop app the CMS is Electron's own binary run as Node: electron-builder.yml keeps the
    // runAsNode fuse on for this (and turns NODE_OPTIONS and --inspect off).
    ELECTRON_RUN_AS_NODE: '1',
    FOLIO_CMS_EXIT_WITH_PARENT: '1',
    DISABLE_PAYLOAD_HMR: 'true',
    NODE_ENV: 'production',
  }
  // Lexical's *.node.mjs files race on top-level await under Node 20 (exit code 13) unless the production condition is used.
  const child = spawn(options.execPath ?? process.execPath, ['--conditions=production', options.serverEntry], {
    env,
    // stdin stays open as a lifeline: it closes when this process dies, and the CMS then exits.
    stdio: ['pipe', 'pipe', 'pipe'],
  })

  return new Promise<LocalCms>((resolve, reject) => {
    let stdout = ''
    let stderrTail = ''
    let previewUrl: string | null = null
    let phase: CmsStartPhase | undefined
    let settled = false
    const timer = setTimeout(
      () => fail(`the built-in CMS did not start within ${Math.round((options.startTimeoutMs ?? 90_000) / 1000)} s`),
      options.startTimeoutMs ?? 90_000,
    )

    function fail(message: string) {
      if (settled) return
      settled = true
      clearTimeout(timer)
      child.kill('SIGKILL')
      const tail = stderrTail.trim().split('\n').slice(-15).join('\n')
      reject(new LocalCmsError(tail ? `${message}\n${tail}` : message))
    }

    child.stdout?.setEncoding('utf8')
    child.stderr?.setEncoding('utf8')
    child.stdout?.on('data', (chunk: string) => {
      stdout += chunk
      for (const line of chunk.split('\n')) if (line.trim()) options.onLog?.(line)
      previewUrl = previewUrl ?? PREVIEW_READY_PATTERN.exec(stdout)?.[1] ?? null
      const reached = furthestPhase(stdout, phase)
      if (reached && reached !== phase && !settled) {
        phase = reached
        options.onPhase?.(reached)
      }
      const match = CMS_READY_PATTERN.exec(stdout)
      if (match && !settled) {
        settled = true
        clearTimeout(timer)
        const url = match[1] as string
        resolve({ url, previewUrl, child, stop: () => stopChild(child) })
      }
    })
    child.stderr?.on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-8000)
      for (const line of chunk.split('\n')) if (line.trim()) options.onLog?.(line)
    })
    child.on('error', (error) => fail(`the built-in CMS could not be started: ${error.message}`))
    child.on('exit', (code, signal) =>
      fail(`the built-in CMS exited before it was ready (${signal ?? `code ${code}`})`),
    )
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
