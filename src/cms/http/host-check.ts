/**
 * DNS rebinding defence for the built-in CMS's port and its preview site: a page on evil.example whose
 * name was rebound to this machine is same-origin with itself, but its requests still name evil.example
 * in Host. Only the server's own names pass:
 * - the loopback names with its port (`127.0.0.1`, `localhost`, `[::1]`);
 * - the address it listens on, when that is a name or a specific address;
 * - the host of its public URL (FOLIO_CMS_PUBLIC_URL on a team server; with and without the port when
 *   the URL's port is its scheme's default, as browsers leave it out);
 * - listening on every address (0.0.0.0 or ::), any IP address with its port: an address cannot be
 *   rebound, and a team server is reached by its machine's addresses. A name other than these needs
 *   FOLIO_CMS_PUBLIC_URL (the server cannot know its names otherwise).
 */

export interface OwnHostsOptions {
  /** The address the server listens on (FOLIO_CMS_HOST; 127.0.0.1 by default). */
  listenHost: string
  port: number
  /** Where browsers reach it, when that is not the local address. */
  publicURL?: string
}

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]'])
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host)

/** Whether a Host header's name is an IP address (v4, or v6 in brackets). */
function isIpLiteral(name: string): boolean {
  const v4 = IPV4.exec(name)
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255)
  return /^\[[0-9a-f:.]+\]$/i.test(name)
}

/** Splits a Host header into its name and port ('' when none was given). */
function splitHost(host: string): { name: string; port: string } {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(host)
  return match ? { name: match[1]!, port: match[2] ?? '' } : { name: host, port: '' }
}

/** A check for the Host header of each request (case-insensitive, as DNS names are). */
export function ownHostCheck(options: OwnHostsOptions): (host: string | undefined) => boolean {
  const port = String(options.port)
  const allowed = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
  const listen = options.listenHost.trim().toLowerCase()
  const wildcard = WILDCARDS.has(listen)
  if (!wildcard && listen) allowed.add(`${bracketed(listen)}:${port}`)
  if (options.publicURL) {
    try {
      const url = new URL(options.publicURL)
      allowed.add(url.host.toLowerCase())
      // URL.host leaves out the scheme's default port; some clients send it anyway.
      if (url.port === '') allowed.add(`${url.hostname.toLowerCase()}:${url.protocol === 'https:' ? 443 : 80}`)
    } catch {
      // An unreadable public URL adds nothing (team-settings.ts refuses one at start-up).
    }
  }
  return (host) => {
    if (!host) return false
    const normalized = host.trim().toLowerCase()
    if (allowed.has(normalized)) return true
    if (!wildcard) return false
    const { name, port: given } = splitHost(normalized)
    return given === port && isIpLiteral(name)
  }
}
