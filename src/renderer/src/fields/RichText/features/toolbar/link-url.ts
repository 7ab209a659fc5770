/**
 * Whether a custom link's URL can be saved: not empty (the "https://" the form starts with counts as
 * empty), no spaces, and either a path, query or anchor on this site, or an absolute URL with its
 * scheme (a web address with its host).
 */
export type LinkUrlCheck = 'ok' | 'empty' | 'invalid'

export function checkLinkUrl(typed: string): LinkUrlCheck {
  const url = typed.trim()
  if (url === '' || /^https?:\/\/$/i.test(url)) return 'empty'
  if (/\s/.test(url)) return 'invalid'
  if (/^(\/|\.\.?\/|#|\?)/.test(url)) return 'ok'
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'invalid'
  }
  if (/^https?:$/.test(parsed.protocol)) return parsed.hostname && /^https?:\/\//i.test(url) ? 'ok' : 'invalid'
  // mailto:, tel: and other schemes: something after the colon.
  return url.length > parsed.protocol.length ? 'ok' : 'invalid'
}
