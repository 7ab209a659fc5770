// npm run cms:create-admin -- --email you@example.com: the first admin of the CMS on its configured
// database (FOLIO_DATABASE_URL, else SQLite in FOLIO_DATA_DIR, default ./.folio-data, as npm run cms).
// The password comes on stdin (`printf '%s\n' "$PASSWORD" | npm run …`) or is asked for; never an argument.
import { join } from 'node:path'
import { root, run, runForeground } from './lib.mjs'

if (run(process.execPath, [join(root, 'scripts/cms.mjs'), '--build-only']) !== 0) process.exit(1)
runForeground(
  process.execPath,
  ['--conditions=production', join(root, 'out/node/cms/admin/create-admin.js'), ...process.argv.slice(2)],
  { env: { ...process.env, FOLIO_DATA_DIR: process.env.FOLIO_DATA_DIR || join(root, '.folio-data') } },
)
