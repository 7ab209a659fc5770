// Shared helpers for the npm scripts and the benches: build freshness, child processes (a web host among
// them), the web host's bridge, finding a Chromium.
import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)

/**
 * The key of the web hosts a script starts (given to each as FOLIO_WEB_KEY): its fetches send it in a
 * header and its browser contexts carry the cookie the host's printed address would give them.
 */
export const scriptHostKey = randomBytes(32).toString('base64url')
export const hostKeyEnv = { FOLIO_WEB_KEY: scriptHostKey }
/** What a bridge call from a script sends. */
export const bridgeHeaders = { 'x-folio-bridge': '1', 'x-folio-key': scriptHostKey }

/** The host's cookie name for a key (as src/main/web-host/host-key.ts names it; its test checks both agree). */
export function hostKeyCookieName(key) {
  return `folio-key-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`
}

/** The cookies that let a browser context into the script's hosts, under both names they answer to. */
export function hostKeyCookies(key = scriptHostKey) {
  return ['127.0.0.1', 'localhost'].map((domain) => ({
    name: hostKeyCookieName(key),
    value: key,
    domain,
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
  }))
}

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

const BUILD_OUTPUTS = [
  'out/main/index.js',
  'out/main/web-host.js',
  'out/preload/index.cjs',
  'out/renderer/index.html',
  'out/node/cms/server.js',
]
const BUILD_INPUTS = ['src', 'package.json', 'electron.vite.config.ts', 'tsconfig.cms.json']

/** True when an output is missing or older than any source. */
export function buildIsStale() {
  const outputs = BUILD_OUTPUTS.map((p) => join(root, p))
  if (outputs.some((p) => !existsSync(p))) return true
  const oldestOutput = Math.min(...outputs.map((p) => statSync(p).mtimeMs))
  return BUILD_INPUTS.some((p) => newestMtime(join(root, p)) > oldestOutput)
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  return result.status ?? 1
}

/** Runs a command with its output collected (stdout and stderr in the order written), not shown. */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options })
    const chunks = []
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.on('data', (chunk) => chunks.push(chunk))
    child.on('error', (error) => resolve({ code: 1, output: `${error.message}\n` }))
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }))
  })
}

export function ensureBuilt() {
  if (!buildIsStale()) return
  console.log('Folio: building…')
  if (run('npm', ['run', 'build', '--silent']) !== 0) {
    console.error('Folio: the build failed')
    process.exit(1)
  }
}

/** Runs a long-lived child with inherited stdio and passes Ctrl+C / SIGTERM on to it. */
export function runForeground(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
  return child
}

export { electronBinary } from './electron-binary.mjs'

/**
 * Starts a long-lived child (a web host, a CMS) with its output piped, and resolves once its output
 * matches `readyPattern`: `{ child, url, startedAt, readyMs }`, `url` the pattern's first group, the
 * times on the performance clock from the spawn. Rejects with the end of its output when it exits
 * first, or when it is not ready within `timeoutMs` (then it is killed, so no host outlives its script).
 * `onOutput(output)` sees the output so far after each chunk (e.g. to time a later line).
 */
export function startProcess(command, args, env, readyPattern, timeoutMs = 120_000, { cwd = root, onOutput } = {}) {
  const startedAt = performance.now()
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  // The end only: a host kept for a 30-minute run says a lot; an error shows its last lines.
  let output = ''
  return new Promise((resolve, reject) => {
    let ready = false
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${args.at(-1)} was not ready in ${timeoutMs} ms:\n${output.slice(-3000)}`))
    }, timeoutMs)
    const onData = (chunk) => {
      output = (output + chunk).slice(-20_000)
      onOutput?.(output)
      const match = ready ? null : readyPattern.exec(output)
      if (match) {
        ready = true
        clearTimeout(timer)
        resolve({ child, url: match[1], startedAt, readyMs: performance.now() - startedAt })
      }
    }
    child.stdout.setEncoding('utf8').on('data', onData)
    child.stderr.setEncoding('utf8').on('data', onData)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`${args.at(-1)} exited with ${code ?? signal}:\n${output.slice(-3000)}`))
    })
  })
}

/** A loopback port nothing listens on just now (for a server that must know its port before it starts). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** The lines a web host prints: its address as soon as the UI loads, and once signed in to its CMS. */
export const WEB_HOST_LISTENING = /^Folio listening: (http:\/\/127\.0\.0\.1:\d+)\//m
export const WEB_HOST_READY = /^Folio ready: (http:\/\/127\.0\.0\.1:\d+)\//m

/**
 * Starts the built web host of `appRoot` on a data folder with the script's host key: on any free port,
 * with the built-in CMS (its default demo content) unless `cmsUrl` or `env` say otherwise. Resolves as
 * startProcess does once it prints `ready` (WEB_HOST_READY, or WEB_HOST_LISTENING not to wait for the CMS).
 */
export function startWebHost(
  dataDir,
  { cmsUrl = '', env = {}, ready = WEB_HOST_READY, timeoutMs = 300_000, appRoot = root, onOutput } = {},
) {
  return startProcess(
    process.execPath,
    [join(appRoot, 'out', 'main', 'web-host.js')],
    { FOLIO_PORT: '0', FOLIO_DATA_DIR: dataDir, FOLIO_CMS_URL: cmsUrl, FOLIO_CMS_SEED: '', ...hostKeyEnv, ...env },
    ready,
    timeoutMs,
    { cwd: appRoot, onOutput },
  )
}

/**
 * Calls a channel of a web host's bridge as the UI does (with the script's host key) and returns the
 * channel's answer; throws an error naming the channel when the host refuses the call or the handler fails.
 */
export async function bridge(baseUrl, channel, payload) {
  const response = await fetch(`${baseUrl}/__folio/bridge/${channel}`, {
    method: 'POST',
    headers: bridgeHeaders,
    body: payload === undefined ? '' : JSON.stringify(payload),
  })
  const text = await response.text()
  let envelope
  try {
    envelope = JSON.parse(text)
  } catch {
    throw new Error(`${channel}: HTTP ${response.status}, not a bridge answer: ${text.slice(0, 200)}`)
  }
  if (envelope?.ok !== true)
    throw new Error(`${channel}: ${envelope?.failure?.message ?? `HTTP ${response.status} ${text.slice(0, 200)}`}`)
  return envelope.value
}

/**
 * Asks a web host for its session until it is signed in, and returns that session. With `signIn`
 * (`{ email, password }`) it signs in whenever the host waits for a sign-in (a CMS other than the built-in
 * one); wrong credentials end the wait at once. Throws when the host cannot connect, or after `timeoutMs`.
 */
export async function waitSignedIn(baseUrl, timeoutMs = 120_000, { signIn = null, pollMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const session = await bridge(baseUrl, 'renderer:session-get')
    if (session.phase === 'signed-in') return session
    if (session.phase === 'error')
      throw new Error(`could not connect: ${session.error.code} ${session.error.detail ?? ''}`)
    if (session.phase === 'signed-out' && signIn) {
      const answer = await bridge(baseUrl, 'renderer:sign-in', signIn)
      if (answer.phase === 'signed-in') return answer
      if (answer.error?.code === 'wrong-credentials' || answer.error?.code === 'account-locked')
        throw new Error(`could not sign in as ${signIn.email}: ${answer.error.code}`)
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  throw new Error(`not signed in within ${timeoutMs} ms`)
}

/**
 * Stops a child process: SIGTERM, then SIGKILL if it has not exited after `graceMs` (never, when Infinity).
 * Resolves once it has exited (at once when it already had).
 */
export function stopChild(child, graceMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
    if (Number.isFinite(graceMs)) setTimeout(() => child.kill('SIGKILL'), graceMs).unref()
  })
}

const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

/** A Chromium for Playwright: FOLIO_CHROMIUM, Debian's chromium, or Playwright's own download. */
export function findChromium() {
  const fromEnv = process.env.FOLIO_CHROMIUM
  if (fromEnv && existsSync(fromEnv)) return fromEnv
  for (const candidate of CHROMIUM_CANDIDATES) if (existsSync(candidate)) return candidate
  try {
    const { chromium } = require('@playwright/test')
    const path = chromium.executablePath()
    if (path && existsSync(path)) return path
  } catch {
    // Playwright has no browser of its own installed.
  }
  return null
}

/** On a fresh Debian machine as root, installs Debian's chromium; elsewhere says what to run. */
export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = existsSync('/usr/bin/apt-get')
  if (isRoot && hasApt) {
    console.log("Folio: no Chromium found; installing Debian's chromium with apt-get…")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    if (
      run('apt-get', ['update', '-qq'], { env }) === 0 &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0
    ) {
      const installed = findChromium()
      if (installed) return installed
    }
  }
  console.error('Folio: no Chromium found for the end-to-end tests. Install one with: npx playwright install chromium')
  process.exit(1)
}

export { spawnSync }
