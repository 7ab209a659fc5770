/**
 * Remembers the reads each URL's first screen made, for public/folio-early.js to send on the next
 * load of that URL while the app's scripts are still loading. Only reads are remembered (the boot-time
 * prefetch's requests); a few URLs at most, the latest first.
 */
import type { ApiRequest } from '@shared/api'

export const FIRST_REQUESTS_KEY = 'folio:first-requests'
export const REMEMBERED_URLS = 12

type Remembered = Record<string, string[]>

/** The stored map with this URL's requests set (moved to the front), the oldest URLs dropped. */
export function withFirstRequests(stored: string | null, url: string, requests: ApiRequest[]): Remembered {
  let previous: Remembered = {}
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}')
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) previous = parsed as Remembered
  } catch {
    // Unreadable: start again.
  }
  const bodies = requests.map((request) => JSON.stringify(request))
  const others = Object.entries(previous).filter(([key]) => key !== url)
  const latest: [string, string[]] = [url, bodies]
  const kept = [latest, ...others].slice(0, REMEMBERED_URLS)
  return Object.fromEntries(kept)
}

export function rememberFirstRequests(url: string, requests: ApiRequest[]): void {
  try {
    const next = withFirstRequests(localStorage.getItem(FIRST_REQUESTS_KEY), url, requests)
    localStorage.setItem(FIRST_REQUESTS_KEY, JSON.stringify(next))
  } catch {
    // Storage unavailable or full: the next load asks after boot, as before.
  }
}
