/**
 * Whether signing in to a server sends the password and the session's token unencrypted across a
 * network: a plain http:// URL whose host is not this machine's loopback. Loopback is `localhost`,
 * 127.0.0.0/8 and ::1; any other name or address (0.0.0.0 included: it names no one machine) counts as
 * the network, so the user is asked first.
 */
export function isPlainHttpToNetwork(serverUrl: string | null | undefined): boolean {
  if (!serverUrl) return false
  let url: URL
  try {
    url = new URL(serverUrl)
  } catch {
    return false
  }
  if (url.protocol !== 'http:') return false
  return !isLoopbackHost(url.hostname)
}

/** `localhost`, an IPv4 address in 127.0.0.0/8 or IPv6 ::1 (a URL's hostname: IPv6 in brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host === 'localhost') return true
  if (host === '[::1]' || host === '::1') return true
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host)
  return Boolean(v4 && v4[1] === '127' && v4.slice(2).every((part) => Number(part) <= 255))
}
