/** Where Folio keeps its data when FOLIO_DATA_DIR is not set: the OS user-data folder, as Electron's app.getPath('userData'). */
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
