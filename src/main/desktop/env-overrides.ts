/**
 * Which environment overrides the desktop app honours. A development (unpackaged) build takes them, as
 * the tests and `npm start` need; an installed (packaged) build ignores them all, so a variable planted
 * in the user's environment cannot move the data folder, send the session to another server, point the
 * updater at another feed or load the window's UI from elsewhere.
 */

export interface DesktopOverrides {
  /** FOLIO_DATA_DIR: settings, drafts, the built-in CMS's database. */
  dataDir?: string
  /** FOLIO_CMS_URL: a remote Payload server instead of the built-in CMS. */
  cmsUrl?: string
  /** FOLIO_UPDATE_URL: the update feed. */
  updateUrl?: string
  /** ELECTRON_RENDERER_URL: electron-vite's dev server for the UI. */
  rendererUrl?: string
}

/** The variables a packaged build ignores. */
export const DEVELOPMENT_ONLY_VARIABLES = [
  'FOLIO_DATA_DIR',
  'FOLIO_CMS_URL',
  'FOLIO_UPDATE_URL',
  'ELECTRON_RENDERER_URL',
] as const

export function desktopOverrides(
  env: Readonly<Record<string, string | undefined>>,
  { packaged }: { packaged: boolean },
): DesktopOverrides {
  if (packaged) return {}
  const read = (name: (typeof DEVELOPMENT_ONLY_VARIABLES)[number]) => {
    const value = env[name]?.trim()
    return value ? value : undefined
  }
  const overrides: DesktopOverrides = {}
  const dataDir = read('FOLIO_DATA_DIR')
  const cmsUrl = read('FOLIO_CMS_URL')
  const updateUrl = read('FOLIO_UPDATE_URL')
  const rendererUrl = read('ELECTRON_RENDERER_URL')
  if (dataDir) overrides.dataDir = dataDir
  if (cmsUrl) overrides.cmsUrl = cmsUrl
  if (updateUrl) overrides.updateUrl = updateUrl
  if (rendererUrl) overrides.rendererUrl = rendererUrl
  return overrides
}
