import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { logInfo } from '../logger.js'

/**
 * A fresh data folder's demo content, copied instead of written again: the first fresh start seeds
 * through Payload as always (seconds), then leaves a consistent copy of its database and uploads in
 * a cache keyed by the built CMS and Payload's version; later fresh folders start from a copy.
 *
 * Only ever into a folder without a database (nothing of the user's can be overwritten). The copy
 * keeps no install's secrets: the data folder's secret is its own, and the demo accounts' passwords
 * are generated afresh for the folder and set on its first start (ensureSeedAccounts, which runs
 * because the folder has no accounts file). Any failure just falls back to seeding.
 *
 * FOLIO_CMS_TEMPLATE_DIR: where the cache lives (default out/cms-template next to the built CMS);
 * FOLIO_CMS_TEMPLATE=off: always seed.
 */
const cmsDist = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

const DATABASE = 'folio.db'
const MEDIA = 'media'

const payloadVersion = (): string => {
  try {
    const require = createRequire(import.meta.url)
    return (require('payload/package.json') as { version: string }).version
  } catch {
    return 'unknown'
  }
}

const jsFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return jsFiles(file)
      return entry.isFile() && entry.name.endsWith('.js') ? [file] : []
    })
    .sort()

/** Hash of the built CMS (its content model and seed) and Payload's version: the template's inputs. */
export const templateKey = (dist = cmsDist): string => {
  const hash = createHash('sha256').update(`payload ${payloadVersion()}\n`)
  for (const file of jsFiles(dist)) hash.update(path.relative(dist, file)).update('\0').update(fs.readFileSync(file))
  return hash.digest('hex').slice(0, 24)
}

export const templateDir = (env: NodeJS.ProcessEnv = process.env, dist = cmsDist): string | null => {
  if (env.FOLIO_CMS_TEMPLATE === 'off') return null
  const base = env.FOLIO_CMS_TEMPLATE_DIR || path.join(dist, '..', '..', 'cms-template')
  return path.join(base, templateKey(dist))
}

/**
 * Copies the template's database and uploads into a folder that has no database yet.
 * Returns whether it did; on any failure removes what it copied and returns false (seed instead).
 */
export const copyTemplate = (dir: string | null, target: { database: string; media: string }): boolean => {
  if (!dir || fs.existsSync(target.database) || !fs.existsSync(path.join(dir, DATABASE))) return false
  const copied: string[] = []
  try {
    for (const name of fs.readdirSync(path.join(dir, MEDIA))) {
      const to = path.join(target.media, name)
      if (fs.existsSync(to)) continue
      fs.copyFileSync(path.join(dir, MEDIA, name), to, fs.constants.COPYFILE_EXCL)
      copied.push(to)
    }
    // Last: the database is what marks the folder as no longer fresh.
    fs.copyFileSync(path.join(dir, DATABASE), target.database, fs.constants.COPYFILE_EXCL)
    copied.push(target.database)
    // Owner-only, like everything the CMS writes (the umask is not applied to a copy's mode).
    for (const file of copied) fs.chmodSync(file, 0o600)
    return true
  } catch (err) {
    for (const file of copied) fs.rmSync(file, { force: true })
    logInfo(`seed: the template could not be copied, seeding instead: ${(err as Error).message}`)
    return false
  }
}

/**
 * Keeps a seeded fresh folder's database (a consistent copy, written by the caller's `vacuumInto`)
 * and uploads as the template, if there is none yet. Best effort: a read-only location is skipped.
 */
export const saveTemplate = async (
  dir: string | null,
  source: { media: string },
  vacuumInto: (file: string) => Promise<void>,
): Promise<void> => {
  if (!dir || fs.existsSync(path.join(dir, DATABASE))) return
  const pending = `${dir}.${process.pid}.tmp`
  try {
    fs.rmSync(pending, { recursive: true, force: true })
    fs.mkdirSync(path.join(pending, MEDIA), { recursive: true })
    for (const name of fs.readdirSync(source.media))
      fs.copyFileSync(path.join(source.media, name), path.join(pending, MEDIA, name))
    await vacuumInto(path.join(pending, DATABASE))
    // Another process may have finished first: its template stands.
    fs.mkdirSync(path.dirname(dir), { recursive: true })
    fs.renameSync(pending, dir)
    logInfo(`seed: kept as the template for fresh data folders (${dir})`)
    // Templates of earlier builds are of no more use.
    for (const entry of fs.readdirSync(path.dirname(dir)))
      if (/^[0-9a-f]{24}$/.test(entry) && entry !== path.basename(dir))
        fs.rmSync(path.join(path.dirname(dir), entry), { recursive: true, force: true })
  } catch (err) {
    fs.rmSync(pending, { recursive: true, force: true })
    logInfo(`seed: no template kept: ${(err as Error).message}`)
  }
}
