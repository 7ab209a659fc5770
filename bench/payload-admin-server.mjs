// Payload's own admin (Next.js) for `npm run bench -- --vs-payload`: installs bench/payload-admin's own
// dependencies (never Folio's), copies the built-in CMS's config into it, seeds a database with Folio's
// CMS (the benchmark's seed), builds once and reuses the build while its inputs are unchanged, and
// starts `next start` on a free loopback port.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

import { root, startProcess } from '../scripts/lib.mjs'

export const adminDir = join(root, 'bench', 'payload-admin')
const copiedSrc = join(adminDir, 'src', 'folio')
const templateData = join(adminDir, 'data')
const hashFile = join(adminDir, '.build-hash')
const quietNode = { NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' }

/** Every file under a path, sorted, tests left out (they are not part of the CMS). */
function filesUnder(path) {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesUnder(join(path, entry)))
    .filter((file) => !/\.test\.ts$/.test(file))
}

/** What the build depends on: this folder's own files, its lockfile, and Folio's CMS sources. */
export function inputsHash() {
  const hash = createHash('sha256')
  const inputs = [
    ...['package.json', 'package-lock.json', 'next.config.mjs', 'tsconfig.json'].map((f) => join(adminDir, f)),
    ...filesUnder(join(adminDir, 'src')).filter((f) => !f.startsWith(copiedSrc) && !f.endsWith('importMap.js')),
    ...filesUnder(join(root, 'src', 'cms')),
    join(root, 'src', 'shared', 'protocol.ts'),
  ]
  for (const file of inputs) {
    hash.update(relative(root, file))
    hash.update(existsSync(file) ? readFileSync(file) : '')
  }
  return hash.digest('hex').slice(0, 16)
}

function step(label, command, args, env = {}) {
  console.log(`Payload admin: ${label}…`)
  const started = performance.now()
  const result = spawnSync(command, args, {
    cwd: adminDir,
    stdio: 'inherit',
    env: { ...process.env, ...quietNode, ...env },
  })
  if (result.status !== 0) throw new Error(`Payload admin: ${label} failed (exit ${result.status})`)
  console.log(`Payload admin: ${label} took ${Math.round((performance.now() - started) / 1000)} s`)
}

/** Runs Folio's built-in CMS once on a data folder: it syncs the schema and seeds (with the stress post). */
async function seedWithFolioCms(dataDir, stop) {
  console.log('Payload admin: seeding the database with the benchmark data…')
  const cms = await startProcess(
    process.execPath,
    ['--conditions=production', 'out/node/cms/server.js'],
    { FOLIO_DATA_DIR: dataDir, FOLIO_CMS_PORT: '0', FOLIO_PREVIEW_PORT: '0', FOLIO_CMS_SEED: 'stress' },
    /Folio CMS ready: (http:\/\/127\.0\.0\.1:\d+)/,
    600_000,
  )
  await stop(cms.child)
}

/**
 * Makes bench/payload-admin ready to start: its own `npm ci`, the copied CMS config, the seeded template
 * database and the Next.js build, each redone only when what it depends on changed.
 */
export async function ensurePayloadAdmin({ stop }) {
  const lockfile = join(adminDir, 'package-lock.json')
  const installed = join(adminDir, 'node_modules', '.package-lock.json')
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs)
    step('npm ci (its own dependencies, not Folio’s)', 'npm', ['ci', '--no-audit', '--no-fund'])

  const hash = inputsHash()
  const built = existsSync(join(adminDir, '.next', 'BUILD_ID')) && existsSync(join(templateData, 'cms', 'folio.db'))
  if (built && existsSync(hashFile) && readFileSync(hashFile, 'utf8') === hash) {
    console.log(`Payload admin: reusing the build (inputs ${hash} unchanged)`)
    return
  }
  rmSync(hashFile, { force: true })
  // Folio's config, copied so its imports resolve to this folder's payload and react (one copy of each).
  rmSync(copiedSrc, { recursive: true, force: true })
  cpSync(join(root, 'src', 'cms'), join(copiedSrc, 'cms'), { recursive: true, filter: (f) => !/\.test\.ts$/.test(f) })
  mkdirSync(join(copiedSrc, 'shared'), { recursive: true })
  cpSync(join(root, 'src', 'shared', 'protocol.ts'), join(copiedSrc, 'shared', 'protocol.ts'))

  rmSync(templateData, { recursive: true, force: true })
  await seedWithFolioCms(templateData, stop)

  const configEnv = { PAYLOAD_CONFIG_PATH: join(adminDir, 'src', 'payload.config.ts'), BENCH_DATA_DIR: templateData }
  step('generating the import map', 'npx', ['payload', 'generate:importmap'], configEnv)
  rmSync(join(adminDir, '.next'), { recursive: true, force: true })
  // webpack, not Turbopack: Folio's sources import './x.js' for './x.ts', which only webpack's
  // extensionAlias (next.config.mjs) maps.
  step('next build (slow: minutes on a busy machine)', 'npx', ['next', 'build', '--webpack'], {
    ...configEnv,
    NODE_OPTIONS: '--no-deprecation --max-old-space-size=6000',
  })
  writeFileSync(hashFile, hash)
}

/**
 * `next start` on `port` (loopback), on a fresh copy of the seeded database (so a run's edits never reach
 * the next run), with posts previewing into `previewOrigin`. Resolves once the REST API answers; returns
 * the URL, the child, the seeded passwords and a cleanup.
 */
export async function startPayloadAdmin({ port, previewOrigin }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-bench-payload-'))
  cpSync(templateData, dataDir, { recursive: true })
  const url = `http://127.0.0.1:${port}`
  const child = spawn(
    join(adminDir, 'node_modules', '.bin', 'next'),
    ['start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: adminDir,
      env: {
        ...process.env,
        ...quietNode,
        NODE_ENV: 'production',
        BENCH_DATA_DIR: dataDir,
        BENCH_SERVER_URL: url,
        BENCH_PREVIEW_ORIGIN: previewOrigin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (c) => (output += c))
  child.stderr.setEncoding('utf8').on('data', (c) => (output += c))
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output.slice(-3000)}`)
    if (Date.now() > deadline) throw new Error(`next start not answering in time:\n${output.slice(-3000)}`)
    // The first request also initialises Payload (database, config); any HTTP answer means it is up.
    const answered = await fetch(`${url}/api/users/me`).then(
      (r) => r.status < 500,
      () => false,
    )
    if (answered) break
    await new Promise((r) => setTimeout(r, 250))
  }
  const { accounts } = JSON.parse(readFileSync(join(dataDir, 'cms', 'accounts.json'), 'utf8'))
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true })
  return { url, child, accounts, cleanup }
}
