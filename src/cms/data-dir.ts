import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export type CmsPaths = {
  /** `<FOLIO_DATA_DIR>/cms` */
  root: string
  database: string
  media: string
  secretFile: string
}

export const resolveCmsPaths = (dataDir: string): CmsPaths => {
  const root = path.resolve(dataDir, 'cms')
  return {
    root,
    database: path.join(root, 'folio.db'),
    media: path.join(root, 'media'),
    secretFile: path.join(root, 'secret'),
  }
}

export const ensureCmsDirs = (paths: CmsPaths): void => {
  // Media may live elsewhere (FOLIO_MEDIA_DIR on a team server): the root is made on its own.
  fs.mkdirSync(paths.root, { recursive: true })
  fs.mkdirSync(paths.media, { recursive: true })
}

/**
 * A data folder made by an older Folio (before the CMS set its umask) holds a world-readable database:
 * the folders and the database files are narrowed to their owner on every start.
 */
export const makePrivate = (paths: CmsPaths): void => {
  if (process.platform === 'win32') return
  const narrow = (file: string, mode: number): void => {
    try {
      fs.chmodSync(file, mode)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
  }
  narrow(paths.root, 0o700)
  narrow(paths.media, 0o700)
  for (const suffix of ['', '-wal', '-shm', '-journal']) narrow(paths.database + suffix, 0o600)
}

/**
 * One secret per data folder: JWTs and the database stay valid across restarts.
 * `wx` makes the first writer win if two processes race on a fresh folder.
 */
export const readOrCreateSecret = (secretFile: string): string => {
  try {
    return fs.readFileSync(secretFile, 'utf8').trim()
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
  }
  const secret = randomBytes(32).toString('hex')
  try {
    fs.writeFileSync(secretFile, secret + '\n', { flag: 'wx', mode: 0o600 })
    return secret
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(secretFile, 'utf8').trim()
    throw err
  }
}
