// npm run cms: the built-in Payload CMS on http://127.0.0.1:4200 with its demo preview site.
// Builds out/node/cms first when missing or older than src/cms or src/shared; `--build-only` stops there.
// Env: FOLIO_DATA_DIR (default ./.folio-data), FOLIO_CMS_PORT (default 4200), FOLIO_PREVIEW_PORT,
// FOLIO_CMS_ALLOWED_ORIGINS, FOLIO_CMS_SEED (default | stress | none).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { root, run, runForeground } from './lib.mjs'

const entry = join(root, 'out/node/cms/server.js')

function newestSource(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return path.endsWith('.test.ts') ? 0 : stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestSource(join(path, name))))
}

function cmsBuildIsStale() {
  if (!existsSync(entry)) return true
  const built = statSync(entry).mtimeMs
  return (
    Math.max(newestSource(join(root, 'src/cms')), newestSource(join(root, 'src/shared'))) > built ||
    statSync(join(root, 'tsconfig.cms.json')).mtimeMs > built
  )
}

if (cmsBuildIsStale()) {
  console.error('Folio CMS: building (npm run build:cms)…')
  const code = run('npm', ['run', 'build:cms', '--silent'], { shell: process.platform === 'win32' })
  if (code !== 0) process.exit(code)
}
if (process.argv.includes('--build-only')) process.exit(0)

runForeground(process.execPath, ['--conditions=production', entry], {
  env: {
    ...process.env,
    FOLIO_DATA_DIR: process.env.FOLIO_DATA_DIR || join(root, '.folio-data'),
    FOLIO_CMS_PORT: process.env.FOLIO_CMS_PORT || '4200',
  },
})
