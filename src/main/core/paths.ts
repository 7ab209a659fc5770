/** Where Folio keeps its data when FOLIO_DATA_DIR is not set: the OS user-data folder, as Electron's app.getPath('userData'). */
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

export const APP_NAME = 'Folio'

export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home = homedir(),
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_NAME)
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_NAME)
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), APP_NAME)
}

export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.FOLIO_DATA_DIR && env.FOLIO_DATA_DIR.trim() !== '' ? env.FOLIO_DATA_DIR : defaultDataDir()
}

/**
 * The built-in CMS's seeded accounts, with the passwords it generated for this install
 * (src/cms/seed/accounts.ts writes the file; keep the two in step).
 */
export function localAccountsFile(dataDir: string): string {
  return join(dataDir, 'cms', 'accounts.json')
}

/** The generated password of a seeded account of the built-in CMS, or null when the CMS has not written it (yet). */
export function readLocalAccountPassword(dataDir: string, email: string): string | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(localAccountsFile(dataDir), 'utf8'))
  } catch {
    return null
  }
  const accounts = (parsed as { accounts?: unknown } | null)?.accounts
  if (!Array.isArray(accounts)) return null
  const account = (accounts as { email?: unknown; password?: unknown }[]).find((entry) => entry?.email === email)
  return typeof account?.password === 'string' ? account.password : null
}

/**
 * Creates the data folder readable by its owner alone (drafts, settings and the CMS database live there).
 * A folder that already exists keeps its mode: FOLIO_DATA_DIR may name one the user chose for more than
 * Folio; what Folio writes inside is private anyway (umask 077, and the CMS narrows its own folder).
 */
export function ensurePrivateDataDir(dataDir: string): void {
  if (existsSync(dataDir)) return
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  if (process.platform !== 'win32') chmodSync(dataDir, 0o700)
}
