// npm test: everything a fresh clone needs to prove itself — a Chromium, the build, the typecheck,
// lint and format checks, the unit tests (vitest) and the end-to-end tests (Playwright against the web host).
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { electronBinary, ensureChromium, root, run } from './lib.mjs'

const started = Date.now()
const chromium = ensureChromium()
process.env.FOLIO_CHROMIUM = chromium
console.log(`Folio tests: Chromium at ${chromium}`)

rmSync(join(root, 'test-results'), { recursive: true, force: true })

const steps = [
  ['build', 'npm', ['run', 'build', '--silent']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']],
]

// The Electron smoke spec needs a display; give it a virtual one where the binary exists and none is set.
const e2e = ['playwright', 'test']
const wantsXvfb = electronBinary() && !process.env.DISPLAY && existsSync('/usr/bin/xvfb-run')
steps.push(['e2e', wantsXvfb ? 'xvfb-run' : 'npx', wantsXvfb ? ['-a', 'npx', ...e2e] : e2e])

const failedSteps = []
for (const [name, command, args] of steps) {
  console.log(`\n── ${name} ──`)
  const code = run(command, args)
  if (code !== 0) {
    failedSteps.push(name)
    // Without a build or types there is nothing meaningful to test.
    if (name === 'build' || name === 'typecheck') break
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'))
  } catch {
    return null
  }
}

const unit = readJson('test-results/unit.json')
const e2eReport = readJson('test-results/e2e.json')
const passed = (unit?.numPassedTests ?? 0) + (e2eReport?.stats?.expected ?? 0)
const failed = (unit?.numFailedTests ?? 0) + (e2eReport?.stats?.unexpected ?? 0) + (e2eReport?.stats?.flaky ?? 0)
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2eReport?.stats?.skipped ?? 0)
// Say why anything was skipped (the Electron smoke spec where the binary is missing).
function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec
  for (const child of suite.suites ?? []) yield* specsOf(child)
}
for (const suite of e2eReport?.suites ?? []) {
  for (const spec of specsOf(suite)) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'skipped') continue
      const reason = (t.annotations ?? []).find((a) => a.type === 'skip')?.description ?? 'no reason given'
      console.log(`skipped: ${spec.title} (${t.projectName}): ${reason}`)
    }
  }
}

const seconds = Math.round((Date.now() - started) / 1000)

console.log(
  `\nFolio tests finished in ${seconds} s${failedSteps.length ? `; failed steps: ${failedSteps.join(', ')}` : ''}`,
)
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failedSteps.length || failed ? 1 : 0)
