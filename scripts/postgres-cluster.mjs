// A throwaway PostgreSQL cluster for the tests: initdb in a temporary folder, a free port, the unix
// socket in that folder (no TCP listener), stopped and removed at the end, also on failure or Ctrl+C.
// initdb refuses root: as root the cluster runs as Debian's `postgres` user (the package creates it).
import { spawnSync } from 'node:child_process'
import { chownSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { freePort, root } from './lib.mjs'

const onPath = (name) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)))

/** The folder with initdb/pg_ctl/postgres, or null when PostgreSQL is not installed. */
export function findPostgresBin() {
  if (onPath('initdb') && onPath('postgres') && onPath('pg_ctl')) return ''
  const debian = '/usr/lib/postgresql'
  if (!existsSync(debian)) return null
  const versions = readdirSync(debian)
    .filter((v) => existsSync(join(debian, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? join(debian, versions[0], 'bin') : null
}

/** Whether the PostgreSQL in `bin` has PostGIS (the posts' map location is a PostGIS point). */
function hasPostgis(bin) {
  const config = spawnSync(bin ? join(bin, 'pg_config') : 'pg_config', ['--sharedir'], { encoding: 'utf8' })
  if (config.status !== 0) return true // cannot tell: let the CMS's own check say it
  return existsSync(join(config.stdout.trim(), 'extension', 'postgis.control'))
}

/** Why the PostgreSQL part cannot run here, or null when it can. */
export function postgresUnavailableReason() {
  const bin = findPostgresBin()
  if (bin === null) return 'PostgreSQL is not installed (no initdb on PATH or in /usr/lib/postgresql)'
  if (!hasPostgis(bin))
    return 'PostGIS is not installed (Debian: postgresql-15-postgis-3, with your PostgreSQL version)'
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root and there is no `postgres` user to run the cluster as'
  return null
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

/**
 * Starts the cluster; resolves with { url(database), socketDir, port, stop(), stopSync() }.
 * `url(name)` names a database the CMS creates on first connect (the adapter does so when it is missing).
 */
export async function startThrowawayPostgres({ log = () => {} } = {}) {
  const bin = findPostgresBin()
  if (bin === null) throw new Error('PostgreSQL is not installed')
  const tool = (name) => (bin ? join(bin, name) : name)
  const dir = mkdtempSync(join(tmpdir(), 'folio-pg-'))
  const data = join(dir, 'data')
  const asOwner = (command, args) =>
    isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout)
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout)
    chownSync(dir, uid, gid)
  }
  const stopSync = () => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      const [command, args] = asOwner(tool('pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-s'])
      spawnSync(command, args, { stdio: 'ignore' })
    }
    rmSync(dir, { recursive: true, force: true })
  }
  // Whatever ends this process (an error, Ctrl+C, process.exit) removes the cluster too.
  process.once('exit', stopSync)
  try {
    const [initCommand, initArgs] = asOwner(tool('initdb'), [
      ...['-D', data, '-U', 'folio', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C'],
    ])
    const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' })
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`)
    const port = await freePort()
    // pg_ctl waits until the server accepts connections and sends its log to a file: a pipe to this
    // process would fill up and stall PostgreSQL while the test script waits on a synchronous child.
    // Durability is not the point here: speed is (the data is thrown away).
    const settings = [`-k ${dir} -p ${port} -c listen_addresses=''`, '-c fsync=off -c synchronous_commit=off']
    settings.push('-c full_page_writes=off -c max_connections=200')
    const logFile = join(dir, 'postgres.log')
    const ctl = ['start', '-D', data, '-w', '-t', '60', '-s', '-l', logFile, '-o', settings.join(' ')]
    const [command, args] = asOwner(tool('pg_ctl'), ctl)
    const started = spawnSync(command, args, { encoding: 'utf8' })
    if (started.status !== 0) {
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : ''
      throw new Error(`PostgreSQL did not start: ${started.stderr || started.stdout}\n${tail}`)
    }
    log(`PostgreSQL ${spawnSync(tool('postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim()} on ${dir}`)
    return {
      port,
      socketDir: dir,
      url: (database) => `postgres://folio@localhost:${port}/${database}?host=${encodeURIComponent(dir)}`,
      stopSync,
      /** A fast restart, as an operator's would be: open connections are dropped. */
      restart: () => {
        const [restartCommand, restartArgs] = asOwner(tool('pg_ctl'), [
          'restart',
          '-D',
          data,
          '-m',
          'fast',
          '-w',
          '-s',
          '-l',
          logFile,
        ])
        if (spawnSync(restartCommand, restartArgs, { stdio: 'ignore' }).status !== 0)
          throw new Error('PostgreSQL did not restart')
      },
      stop: async () => {
        const [stopCommand, stopArgs] = asOwner(tool('pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w', '-s'])
        spawnSync(stopCommand, stopArgs, { stdio: 'ignore' })
        stopSync()
        process.off('exit', stopSync)
      },
    }
  } catch (err) {
    stopSync()
    process.off('exit', stopSync)
    throw err
  }
}

/**
 * Seeds the demo content once into `folio_template` with the built CMS (out/), and returns the env that
 * makes every test CMS start from a copy of it (src/cms/testing/test-database.ts) instead of seeding
 * again, which on PostgreSQL takes longer than the app waits for its CMS on a busy machine.
 */
export async function seedTemplate(cluster) {
  const { startCms } = await import(pathToFileURL(join(root, 'out/node/cms/testing/cms-process.js')).href)
  const cms = await startCms({
    env: { FOLIO_DATABASE_URL: cluster.url('folio_template'), FOLIO_CMS_SEED: 'default', FOLIO_TEST_DATABASE_URL: '' },
    timeoutMs: 600_000,
  })
  await cms.stop()
  // The template's data folder lives in the cluster's folder and goes with it.
  const media = join(cluster.socketDir, 'template-media')
  cpSync(join(cms.dataDir, 'cms', 'media'), media, { recursive: true })
  rmSync(cms.dataDir, { recursive: true, force: true })
  return {
    FOLIO_TEST_DATABASE_URL: cluster.url('folio_test'),
    FOLIO_TEST_DATABASE_TEMPLATE: 'folio_template',
    FOLIO_TEST_TEMPLATE_MEDIA: media,
  }
}
