/** URL rules both sides of the bridge apply the same way. */

/** The origin of an http(s) URL, or null (for relative, opaque or non-http URLs). */
export function httpOrigin(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}
