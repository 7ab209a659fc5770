/**
 * What `npm run cms` reads to serve a team instead of one desktop: the bind address and the address
 * editors reach it by, the secret, the media folder, the first admin and whether to seed demo content.
 * Pure (env in, settings out) so each refusal is testable; the server turns them into StartupErrors.
 */
import { StartupError } from './database/choice.js'

export type TeamSettings = {
  /** Where the CMS listens: loopback unless FOLIO_CMS_HOST says otherwise. */
  host: string
  /** FOLIO_CMS_PUBLIC_URL: where browsers reach the CMS; Payload's serverURL (its links, file URLs, preview). */
  publicURL?: string
  /**
   * FOLIO_PREVIEW_CMS_URL: where the preview site's pages reach the CMS, when that is not the public URL
   * (Folio's web host serves the built-in CMS's /api under its own origin). Defaults to publicURL.
   */
  previewCmsURL?: string
  /** PAYLOAD_SECRET, else the data folder's generated secret. */
  secret?: string
  mediaDir?: string
  admin?: { email: string; password: string }
  /** Demo content by default on the desktop (SQLite); on PostgreSQL only when FOLIO_CMS_SEED asks. */
  seed: 'default' | 'stress' | 'none'
}

const MIN_ADMIN_PASSWORD = 12
const MIN_SECRET = 32

/** An origin from the environment (http or https, no path), or undefined when unset. */
const readOrigin = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim()
  if (!value) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new StartupError(`${name} is not a URL: "${value}" (e.g. https://cms.example.com)`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new StartupError(`${name} must start with http:// or https://`)
  if (url.pathname !== '/' || url.search || url.hash)
    throw new StartupError(`${name} must be an origin without a path (the API lives at /api)`)
  return url.origin
}

export const readTeamSettings = (env: NodeJS.ProcessEnv, onPostgres: boolean): TeamSettings => {
  const settings: TeamSettings = {
    host: env.FOLIO_CMS_HOST?.trim() || '127.0.0.1',
    seed: onPostgres ? 'none' : 'default',
  }
  const seed = env.FOLIO_CMS_SEED?.trim()
  if (seed) {
    if (seed !== 'default' && seed !== 'stress' && seed !== 'none')
      throw new StartupError('FOLIO_CMS_SEED must be default, stress or none')
    settings.seed = seed
  }
  const publicURL = readOrigin(env, 'FOLIO_CMS_PUBLIC_URL')
  if (publicURL) settings.publicURL = publicURL
  const previewCmsURL = readOrigin(env, 'FOLIO_PREVIEW_CMS_URL') ?? publicURL
  if (previewCmsURL) settings.previewCmsURL = previewCmsURL
  const secret = env.PAYLOAD_SECRET?.trim()
  if (secret) {
    if (secret.length < MIN_SECRET)
      throw new StartupError(`PAYLOAD_SECRET is too short: use at least ${MIN_SECRET} random characters`)
    settings.secret = secret
  }
  const mediaDir = env.FOLIO_MEDIA_DIR?.trim()
  if (mediaDir) settings.mediaDir = mediaDir
  const email = env.FOLIO_ADMIN_EMAIL?.trim()
  const password = env.FOLIO_ADMIN_PASSWORD
  if (email || password) {
    if (!email || !password)
      throw new StartupError('FOLIO_ADMIN_EMAIL and FOLIO_ADMIN_PASSWORD go together: set both, or neither')
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new StartupError(`FOLIO_ADMIN_EMAIL is not an email address`)
    if (password.length < MIN_ADMIN_PASSWORD)
      throw new StartupError(`FOLIO_ADMIN_PASSWORD is too short: use at least ${MIN_ADMIN_PASSWORD} characters`)
    settings.admin = { email, password }
  }
  return settings
}

/** An address to reach a CMS listening on `host` from this machine (a wildcard is reached on loopback). */
export const localOrigin = (host: string, port: number): string => {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`
}
