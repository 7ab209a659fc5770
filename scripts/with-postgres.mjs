// node scripts/with-postgres.mjs <command> [args…]: runs the command against a throwaway PostgreSQL
// cluster (FOLIO_TEST_DATABASE_URL points at it; each CMS a test starts gets a fresh database there),
// then stops and removes the cluster, also when the command fails or Ctrl+C stops it.
import { spawn } from 'node:child_process'
import { root } from './lib.mjs'
import { postgresUnavailableReason, seedTemplate, startThrowawayPostgres } from './postgres-cluster.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: node scripts/with-postgres.mjs <command> [args…]')
  process.exit(2)
}
const unavailable = postgresUnavailableReason()
if (unavailable) {
  console.error(`Folio: ${unavailable}`)
  process.exit(3)
}
const cluster = await startThrowawayPostgres({ log: (line) => console.log(`Folio: ${line}`) })
const child = spawn(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...(await seedTemplate(cluster)) },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)))
await cluster.stop()
process.exit(code)
