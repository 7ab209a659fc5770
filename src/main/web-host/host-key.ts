/**
 * The web host's per-launch key (as Jupyter's token): without it no one reaches the bridge, the event
 * stream or the CMS's /api, even from this machine. The host prints its address with the key
 * (`http://127.0.0.1:4100/?key=…`); the first page load carrying it gets an HttpOnly, SameSite=Strict
 * cookie and is sent on to the same address without the key, so the key stays out of the page and its
 * links. Scripts may send the key in a header instead.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** The query parameter of the printed address. */
export const HOST_KEY_PARAM = 'key'
/** The header a script sends the key in, instead of the cookie. */
export const HOST_KEY_HEADER = 'x-folio-key'
/** A key given in the environment (FOLIO_WEB_KEY) must be at least this long, of URL-safe characters. */
export const MIN_HOST_KEY_LENGTH = 32
const KEY_PATTERN = /^[A-Za-z0-9_-]+$/

/** A fresh random key, 256 bits, URL-safe. */
export function generateHostKey(): string {
  return randomBytes(32).toString('base64url')
}

/** The key to use: FOLIO_WEB_KEY when it is a good one, a fresh one when unset; a weak one is an error. */
export function hostKeyFrom(configured: string | undefined): string {
  if (!configured) return generateHostKey()
  if (configured.length < MIN_HOST_KEY_LENGTH || !KEY_PATTERN.test(configured))
    throw new Error(`FOLIO_WEB_KEY must be at least ${MIN_HOST_KEY_LENGTH} characters of A-Z, a-z, 0-9, _ and -`)
  return configured
}

/**
 * The cookie's name, from a hash of the key: cookies are shared by every port of a host name, so two
 * web hosts on one machine (each with its own key) keep their own cookies rather than overwrite each
 * other's; the name tells nothing of the key.
 */
export function hostKeyCookieName(key: string): string {
  return `folio-key-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`
}

/** The Set-Cookie value that lets this browser in for the rest of its session. */
export function hostKeyCookie(key: string): string {
  return `${hostKeyCookieName(key)}=${key}; Path=/; HttpOnly; SameSite=Strict`
}

/** The address to open: the host's origin with its key. */
export function keyedUrl(origin: string, key: string, path = '/'): string {
  return `${origin}${path}?${HOST_KEY_PARAM}=${key}`
}

export function sameKey(given: string | undefined, key: string): boolean {
  if (typeof given !== 'string' || given.length !== key.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(key))
}

/** Whether a request carries the key, in its cookie or (from a script) its header. */
export function carriesHostKey(headers: { cookie?: string; [name: string]: unknown }, key: string): boolean {
  const header = headers[HOST_KEY_HEADER]
  if (typeof header === 'string' && sameKey(header, key)) return true
  const name = hostKeyCookieName(key)
  for (const part of (headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq !== -1 && part.slice(0, eq).trim() === name && sameKey(part.slice(eq + 1).trim(), key)) return true
  }
  return false
}

/** A request's headers as they go on to the CMS: the key is the host's, not the CMS's. */
export function withoutHostKey<H extends { cookie?: string; [name: string]: unknown }>(headers: H, key: string): H {
  const copy = { ...headers }
  delete copy[HOST_KEY_HEADER]
  const name = hostKeyCookieName(key)
  const cookies = (copy.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.slice(0, part.indexOf('=')).trim() !== name)
  if (cookies.length) copy.cookie = cookies.join('; ')
  else delete copy.cookie
  return copy
}

/**
 * The key a request target names in its query, and the same target without it (for the redirect);
 * null when it names none.
 */
export function keyInTarget(target: string): { key: string; rest: string } | null {
  const hashAt = target.indexOf('#')
  const withoutHash = hashAt === -1 ? target : target.slice(0, hashAt)
  const queryAt = withoutHash.indexOf('?')
  if (queryAt === -1) return null
  const params = new URLSearchParams(withoutHash.slice(queryAt + 1))
  const key = params.get(HOST_KEY_PARAM)
  if (key === null) return null
  params.delete(HOST_KEY_PARAM)
  const query = params.toString()
  return { key, rest: `${withoutHash.slice(0, queryAt)}${query ? `?${query}` : ''}` }
}

/** The page a browser gets without the key: what to do, and nothing of the key. */
export const KEY_NEEDED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Folio</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.25rem">Open the address Folio printed</h1>
<p data-testid="host-key-needed">This Folio web host lets in only the browser that opened its address with its key.
Open the address the host printed when it started (<code>Folio listening: http://127.0.0.1:…/?key=…</code>).</p>
</body></html>
`
