// npm test: everything a fresh clone needs to prove itself — a Chromium, the build, the typecheck,
// lint and format checks, the unit tests (vitest) and the end-to-end tests (Playwright against the web host).
// Where PostgreSQL is installed, the CMS's HTTP tests and a focused e2e subset run once more on a
// throwaway cluster (scripts/postgres-cluster.mjs); where not, the summary says that part was skipped.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { electronBinary, ensureChromium, root, run, runCollected } from './lib.mjs'
import { postgresUnavailableReason, seedTemplate, startThrowawayPostgres } from './postgres-cluster.mjs'

// Ctrl+C or a kill still runs the exit hooks (the throwaway PostgreSQL cluster removes itself there).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
const started = Date.now()
const chromium = ensureChromium()
process.env.FOLIO_CHROMIUM = chromium
console.log(`Folio tests: Chromium at ${chromium}`)

rmSync(join(root, 'test-results'), { recursive: true, force: true })

// The static checks read the sources only and each keeps one core busy: they run side by side (a step
// of its own, `checks`), their output printed one after another once all have ended.
const CHECKS = [
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
]
const steps = [
  ['build', 'npm', ['run', 'build', '--silent']],
  ['checks', CHECKS],
  ['unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']],
]

// The Electron smoke spec needs a display; give it a virtual one where the binary exists and none is set.
const e2e = ['playwright', 'test']
const wantsXvfb = electronBinary() && !process.env.DISPLAY && existsSync('/usr/bin/xvfb-run')
steps.push(['e2e', wantsXvfb ? 'xvfb-run' : 'npx', wantsXvfb ? ['-a', 'npx', ...e2e] : e2e])

// On PostgreSQL: the CMS's HTTP and start-up tests, and the e2e of signing in, lists, editing,
// saving, versions and locking. Each CMS they start gets a fresh database on the cluster.
const POSTGRES_UNIT = ['src/cms/server.test.ts', 'src/cms/database', 'src/cms/admin/create-admin.test.ts']
const POSTGRES_E2E_SPECS = ['shell', 'list', 'edit', 'versions'].map((name) => `tests/e2e/${name}.spec.ts`)
const POSTGRES_E2E_TESTS = [
  'first launch lands signed in',
  'paginates with one neighbour page',
  'searches on the title field',
  'saves a draft, then publishes it',
  'autosaves a draft every 2 seconds',
  'notices that someone else saved since the document was opened',
  'two editors: locked, read-only, take over',
  'labels each version',
]
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const postgresUnavailable = postgresUnavailableReason()
const postgresSteps = [
  [
    'postgres: unit',
    'npx',
    [
      'vitest',
      'run',
      ...POSTGRES_UNIT,
      '--reporter=default',
      '--reporter=json',
      '--outputFile=test-results/unit-postgres.json',
    ],
  ],
  [
    'postgres: e2e',
    'npx',
    [
      'playwright',
      'test',
      ...POSTGRES_E2E_SPECS,
      '--project=web',
      '--grep',
      POSTGRES_E2E_TESTS.map(escapeRegExp).join('|'),
      '--reporter=list,json',
      '--output=test-results/artifacts-postgres',
    ],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: 'test-results/e2e-postgres.json' },
  ],
  // The short form of npm run test:concurrency: 20 editors for 10 s, zero lost updates.
  ['postgres: concurrency', 'node', ['scripts/concurrency.mjs', '--seconds', '10']],
]

const failedSteps = []
// How long each step took, printed at the end: where the suite's time goes (its aim is 15 minutes).
const stepSeconds = []
let postgresSeconds = null
const runSteps = async (list, env) => {
  for (const [name, command, args, extraEnv] of list) {
    // A Ctrl+C that stopped the last step is handled here, before the next one starts.
    await new Promise((resolve) => setImmediate(resolve))
    console.log(`\n── ${name} ──`)
    const stepStarted = Date.now()
    if (Array.isArray(command)) {
      const results = await runSideBySide(command, { ...process.env, ...env })
      stepSeconds.push(`${name} ${Math.round((Date.now() - stepStarted) / 1000)} s`)
      for (const result of results) {
        console.log(`\n── ${result.name} (${result.seconds} s) ──`)
        process.stdout.write(result.output)
        if (result.code !== 0) failedSteps.push(result.name)
      }
      // Without types there is nothing meaningful to test.
      if (results.some((result) => result.name === 'typecheck' && result.code !== 0)) return false
      continue
    }
    const code = run(command, args, { env: { ...process.env, ...env, ...extraEnv } })
    stepSeconds.push(`${name} ${Math.round((Date.now() - stepStarted) / 1000)} s`)
    if (code !== 0) {
      failedSteps.push(name)
      // Without a build there is nothing meaningful to test.
      if (name === 'build') return false
    }
  }
  return true
}
/** Runs `checks` at once; resolves with each one's exit code, output (stdout and stderr) and time. */
function runSideBySide(checks, env) {
  return Promise.all(
    checks.map(async ([name, command, args]) => {
      const started = Date.now()
      const { code, output } = await runCollected(command, args, { env })
      return { name, code, output, seconds: Math.round((Date.now() - started) / 1000) }
    }),
  )
}

// `npm test -- --postgres-only`: the build, then only the PostgreSQL part (to work on it, or time it).
const postgresOnly = process.argv.includes('--postgres-only')
const firstSteps = postgresOnly ? steps.filter(([name]) => name === 'build') : steps
if ((await runSteps(firstSteps, {})) && !postgresUnavailable) {
  const postgresStarted = Date.now()
  console.log('\n── postgres: cluster ──')
  try {
    const cluster = await startThrowawayPostgres({ log: (line) => console.log(line) })
    try {
      console.log('seeding the demo content once, as the template of every test database…')
      await runSteps(postgresSteps, await seedTemplate(cluster))
    } finally {
      await cluster.stop()
    }
  } catch (err) {
    console.error(`Folio: the throwaway PostgreSQL cluster failed: ${err.message}`)
    failedSteps.push('postgres: cluster')
  }
  postgresSeconds = Math.round((Date.now() - postgresStarted) / 1000)
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'))
  } catch {
    return null
  }
}

const unitReports = ['test-results/unit.json', 'test-results/unit-postgres.json'].map(readJson).filter(Boolean)
const e2eReports = ['test-results/e2e.json', 'test-results/e2e-postgres.json'].map(readJson).filter(Boolean)
const sum = (reports, count) => reports.reduce((total, report) => total + (count(report) ?? 0), 0)
const passed = sum(unitReports, (r) => r.numPassedTests) + sum(e2eReports, (r) => r.stats?.expected)
const failed = sum(unitReports, (r) => r.numFailedTests) + sum(e2eReports, (r) => r.stats?.unexpected + r.stats?.flaky)
const skipped = sum(unitReports, (r) => r.numPendingTests + r.numTodoTests) + sum(e2eReports, (r) => r.stats?.skipped)
// Say why anything was skipped (the Electron smoke spec where the binary is missing).
function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec
  for (const child of suite.suites ?? []) yield* specsOf(child)
}
for (const suite of e2eReports.flatMap((report) => report.suites ?? [])) {
  for (const spec of specsOf(suite)) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'skipped') continue
      const reason =
        (t.annotations ?? []).find((a) => a.type === 'skip' || a.type === 'fixme')?.description ?? 'no reason given'
      console.log(`skipped: ${spec.title} (${t.projectName}): ${reason}`)
    }
  }
}

const seconds = Math.round((Date.now() - started) / 1000)
console.log(`\nSteps: ${stepSeconds.join(', ')}`)
if (postgresUnavailable) console.log(`\nskipped: the PostgreSQL suite: ${postgresUnavailable}`)
else if (postgresSeconds !== null)
  console.log(
    `\nPostgreSQL suite (${POSTGRES_UNIT.join(', ')}; e2e: ${POSTGRES_E2E_TESTS.length} tests) took ${postgresSeconds} s`,
  )

console.log(
  `\nFolio tests finished in ${seconds} s${failedSteps.length ? `; failed steps: ${failedSteps.join(', ')}` : ''}`,
)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedSteps.length || failed ? 1 : 0)
