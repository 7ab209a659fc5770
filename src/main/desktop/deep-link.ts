/**
 * Deep links (`folio://open?server=<url>&path=/collections/posts/12`): parsed and checked here, with no
 * Electron. A link that is malformed or not Folio's opens nothing and says why; a link to another server
 * than the one connected waits for the editor's answer before anything switches.
 */
import { isAppRoutePath } from '@shared/windows'

export const DEEP_LINK_SCHEME = 'folio'
/** The one action a link may name; folio://app/ is the app's own origin and never a link. */
const OPEN_HOST = 'open'
export const MAX_DEEP_LINK_LENGTH = 4096

export interface DeepLink {
  /** The server's address (origin plus any base path, no trailing slash); null: whichever is connected. */
  server: string | null
  /** A route of the app without the admin prefix: '/collections/posts/12'. */
  path: string
}

export type DeepLinkRefusal = 'malformed' | 'foreign' | 'bad-server' | 'bad-path'

export type ParsedDeepLink = { ok: true; link: DeepLink } | { ok: false; reason: DeepLinkRefusal; message: string }

const refuse = (reason: DeepLinkRefusal, message: string): ParsedDeepLink => ({ ok: false, reason, message })

/** 'https://cms.example/base/' → 'https://cms.example/base'; null unless plain http(s) without credentials. */
export function normalizeServer(raw: string): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password || url.search || url.hash) return null
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

export function parseDeepLink(raw: unknown): ParsedDeepLink {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_DEEP_LINK_LENGTH)
    return refuse('malformed', 'The link is empty or too long.')
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return refuse('malformed', 'The link is not a valid address.')
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:` || url.host !== OPEN_HOST || (url.pathname && url.pathname !== '/'))
    return refuse('foreign', `Folio opens only ${DEEP_LINK_SCHEME}://${OPEN_HOST}?… links.`)
  const known = new Set(['server', 'path'])
  for (const key of url.searchParams.keys()) if (!known.has(key)) return refuse('malformed', `Unknown part “${key}”.`)
  if (url.searchParams.getAll('path').length !== 1 || url.searchParams.getAll('server').length > 1)
    return refuse('malformed', 'The link must name one path and at most one server.')
  const path = url.searchParams.get('path') ?? ''
  if (!isAppRoutePath(path)) return refuse('bad-path', 'The link’s path is not a page of Folio.')
  const serverParam = url.searchParams.get('server')
  const server = serverParam === null ? null : normalizeServer(serverParam)
  if (serverParam !== null && server === null)
    return refuse('bad-server', 'The link’s server is not an http(s) address.')
  return { ok: true, link: { server, path } }
}

/** The first deep link in a command line (Windows and Linux pass the link as an argument). */
export function deepLinkInArgv(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}://${OPEN_HOST}`)) ?? null
}

export type DeepLinkDecision =
  | { action: 'open'; path: string }
  | { action: 'ask'; server: string; path: string }
  | { action: 'refuse'; reason: DeepLinkRefusal; message: string }

/** Same server (or none named): open. Another server: ask first. */
export function decideDeepLink(raw: unknown, connectedServer: string | null): DeepLinkDecision {
  const parsed = parseDeepLink(raw)
  if (!parsed.ok) return { action: 'refuse', reason: parsed.reason, message: parsed.message }
  const { server, path } = parsed.link
  const current = connectedServer === null ? null : normalizeServer(connectedServer)
  if (server === null || server === current) return { action: 'open', path }
  return { action: 'ask', server, path }
}
