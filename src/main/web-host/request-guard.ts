/**
 * The web host's checks on a request before it is routed: whose Host it names, which Origin may use
 * the event stream and the /api proxy, the path (decoded once, then checked) and JSON bodies.
 */

/** Longer request targets are answered 414 (Node itself refuses headers over 16 KB). */
export const MAX_URL_LENGTH = 8 * 1024
/** Deeper JSON is refused before it is parsed: no handler needs it, and recursion over it could blow the stack. */
export const MAX_JSON_DEPTH = 128
/** Bridge bodies: a file upload carries up to ~37 MB of base64 (see core/bridge/api.ts); every other call is far smaller. */
export const MAX_UPLOAD_BODY_BYTES = 40 * 1024 * 1024
export const MAX_BRIDGE_BODY_BYTES = 8 * 1024 * 1024

/** The two spellings of the host's own origin a browser may use to reach it. */
export function ownOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`]
}

/**
 * DNS rebinding defence: a page at evil.example whose name was rebound to 127.0.0.1 is same-origin with
 * itself, so it sends no Origin, but its requests still name evil.example in Host. Only our own names pass.
 */
export function isOwnHost(host: string | undefined, port: number): boolean {
  if (!host) return false
  const normalized = host.toLowerCase()
  return normalized === `127.0.0.1:${port}` || normalized === `localhost:${port}`
}

/**
 * Who may use the event stream and the /api proxy (the Host is already known to be ours):
 * - an Origin, when sent, must be the UI's own (either spelling) or one of `extraOrigins` (for /api: the
 *   built-in preview site, whose pages and live-preview frames read drafts through the host's /api);
 *   `null` (sandboxed frames, file:) and every other origin are refused;
 * - without an Origin, only GET and HEAD pass: browsers omit Origin on same-origin GETs (the UI's
 *   EventSource) and on no-cors loads such as <img src=/api/media/...>, whose answers another site cannot
 *   read; every state-changing request from a browser carries an Origin.
 */
export function isAllowedCaller(
  method: string | undefined,
  origin: string | undefined,
  port: number,
  extraOrigins: readonly string[] = [],
): boolean {
  if (origin === undefined) return method === 'GET' || method === 'HEAD'
  return ownOrigins(port).includes(origin) || extraOrigins.includes(origin)
}

export type DecodedPath = { ok: true; path: string } | { ok: false; status: 400; message: string }

/**
 * The request target's path, percent-decoded once. Routing happens on this decoded form, so `%2e%2e`
 * cannot slip past a prefix check and be resolved later; dot segments, backslashes and NUL are refused
 * outright (no client of the host sends them).
 */
export function decodeRequestPath(target: string): DecodedPath {
  const raw = target.split(/[?#]/, 1)[0] ?? ''
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    return { ok: false, status: 400, message: 'malformed percent-escape in the URL' }
  }
  if (!path.startsWith('/')) return { ok: false, status: 400, message: 'the URL path must start with /' }
  if (path.includes('\\') || path.includes('\0'))
    return { ok: false, status: 400, message: 'the URL path holds a forbidden character' }
  if (path.split('/').some((segment) => segment === '.' || segment === '..'))
    return { ok: false, status: 400, message: 'the URL path holds a dot segment' }
  return { ok: true, path }
}

/**
 * Whether a request target is a page of the app (a client-side route), judged on the raw target: not
 * the bridge, the event stream, the CMS's /api or a built file (under /assets/ or with an extension).
 */
export function isAppPageTarget(target: string): boolean {
  const raw = (target.split(/[?#]/, 1)[0] ?? '').toLowerCase()
  if (!raw.startsWith('/') || raw.startsWith('//')) return false
  if (raw.startsWith('/__folio/') || raw === '/api' || raw.startsWith('/api/') || raw.startsWith('/assets/'))
    return false
  // A file's extension, with any escapes left out (`app.js%00` names a file too).
  const last = raw.slice(raw.lastIndexOf('/') + 1).replace(/%[0-9a-f]{2}/g, '')
  return !/\.[a-z0-9]{1,8}$/.test(last)
}

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found with one pass over the text (no
 * recursion, so no depth of input can overflow the stack). Brackets inside strings do not count.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i++ // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true
    } else if (char === 0x7d || char === 0x5d) depth--
  }
  return false
}
