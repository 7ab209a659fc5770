// Startup reliability check (not part of the default suite): starts the built CMS N times on
// fresh temp data folders and counts runs that printed the ready line and answered
// GET /api/users/me.   node scripts/cms-startup-repeat.mjs [runs=20]
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { root } from './lib.mjs'

const runs = Number(process.argv[2] ?? 20)
if (!Number.isInteger(runs) || runs < 1) throw new Error('usage: cms-startup-repeat.mjs [runs]')

// Build first if stale (same rule as npm run cms).
const build = spawnSync(process.execPath, [join(root, 'scripts/cms.mjs'), '--build-only'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const { startCms, removeDataDir } = await import(pathToFileURL(join(root, 'out/node/cms/testing/cms-process.js')).href)

const times = []
let succeeded = 0
for (let i = 1; i <= runs; i++) {
  let cms
  let outcome
  try {
    cms = await startCms({ timeoutMs: 60_000 })
    const res = await fetch(`${cms.url}/api/users/me`)
    const body = await res.json()
    if (res.status !== 200 || !('user' in body)) throw new Error(`GET /api/users/me answered ${res.status}`)
    succeeded++
    times.push(cms.startupMs)
    outcome = `ok in ${cms.startupMs} ms`
  } catch (err) {
    outcome = `FAILED: ${String(err.message).split('\n')[0]}`
    if (process.env.VERBOSE) console.error(err.message)
  } finally {
    if (cms) {
      const code = await cms.stop()
      if (code !== 0) outcome += ` (exit code ${code} after SIGTERM)`
      removeDataDir(cms.dataDir)
    }
  }
  console.log(`run ${String(i).padStart(2)}: ${outcome}`)
}

times.sort((a, b) => a - b)
const median = times.length ? times[Math.floor(times.length / 2)] : 0
console.log(`startup: ${succeeded}/${runs} succeeded`)
if (times.length)
  console.log(`ready in ms (spawn to ready line, incl. seed): min ${times[0]}, median ${median}, max ${times.at(-1)}`)
process.exit(succeeded === runs ? 0 : 1)
