// npm run cms:migration -- <name> [--accept-data-loss]: writes a PostgreSQL migration for the built-in
// content model into src/cms/migrations (Payload's migration API: the difference between the last
// migration's snapshot and the config), for the CMS to run at start-up. No database is needed.
// A migration that drops a table or a column, or changes a column's type, is refused unless
// --accept-data-loss says the data there may go (then write its copy step into the file by hand).
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { root, run } from './lib.mjs'

const args = process.argv.slice(2)
const acceptDataLoss = args.includes('--accept-data-loss')
const name = args.find((arg) => !arg.startsWith('--'))
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run cms:migration -- <name_in_snake_case> [--accept-data-loss]')
  process.exit(2)
}

if (run('npm', ['run', 'build:cms', '--silent']) !== 0) process.exit(1)
process.env.DISABLE_PAYLOAD_HMR ??= 'true'
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

const dir = join(root, 'src/cms/migrations')
const load = (file) => import(pathToFileURL(join(root, 'out/node/cms', file)).href)
const [{ getPayload }, { buildFolioConfig }, { postgresDatabase }] = await Promise.all([
  import('payload'),
  load('config.js'),
  load('database/postgres.js'),
])
const before = new Set(readdirSync(dir))
const config = await buildFolioConfig({
  serverURL: 'http://127.0.0.1:4200',
  previewOrigin: 'http://127.0.0.1:4201',
  paths: { root: dir, database: '', media: join(root, 'out/migration-media'), secretFile: '' },
  secret: 'migration',
  allowedOrigins: [],
  logLevel: 'warn',
  // Never connected: the schema is built from the config alone.
  db: await postgresDatabase('postgres://unused@localhost/unused', dir),
})
const payload = await getPayload({ config, disableDBConnect: true, cron: false })
await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })

const created = readdirSync(dir).filter((file) => !before.has(file))
const source = created.find((file) => file.endsWith('.ts'))
const up = readFileSync(join(dir, source), 'utf8').split('export async function down')[0]
const losses = up.match(/DROP TABLE[^;]*|DROP COLUMN[^;]*|ALTER COLUMN[^;]*SET DATA TYPE[^;]*/g) ?? []

// Payload's template names arguments the generated SQL never uses (lint refuses them).
if (source) {
  const file = join(dir, source)
  writeFileSync(file, readFileSync(file, 'utf8').replace(/\{ db, payload, req \}/g, '{ db }'))
}

// Payload writes the index without file extensions; the CMS is compiled as NodeNext ES modules.
const fixIndex = () => {
  const index = join(dir, 'index.ts')
  writeFileSync(index, readFileSync(index, 'utf8').replace(/from '\.\/([^']+?)(?<!\.js)'/g, "from './$1.js'"))
}

if (losses.length && !acceptDataLoss) {
  for (const file of created) rmSync(join(dir, file))
  const { writeMigrationIndex } = await import('payload')
  writeMigrationIndex({ migrationsDir: dir })
  fixIndex()
  run('npx', ['prettier', '--write', '--log-level', 'warn', dir])
  console.error(
    `Refused: this migration would lose data:\n  ${losses.join('\n  ')}\n` +
      'Keep the field (hide it), or rename it in two steps (add, copy, then drop), or run again with ' +
      '--accept-data-loss and write the copy step into the new file before committing it.',
  )
  process.exit(1)
}
fixIndex()
run('npx', ['prettier', '--write', '--log-level', 'warn', dir])
console.log(`Folio: wrote ${created.map((file) => `src/cms/migrations/${file}`).join(', ')}`)
process.exit(0)
