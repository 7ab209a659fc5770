import { randomBytes } from 'node:crypto'

/**
 * Preview tickets: Folio's main process hands the editor's token to this preview site over loopback
 * and gets back a random ticket, which is all the preview page's URL carries. The page sends the
 * ticket to this site's own read-only API proxy, which adds the token server-side: the token never
 * reaches a browser, and the ticket is worth nothing anywhere but here. A ticket lapses after a few
 * idle minutes (each use extends it, up to a hard limit) and when the book is full.
 */
export const TICKET_IDLE_MS = 10 * 60 * 1000
export const TICKET_MAX_AGE_MS = 2 * 60 * 60 * 1000
export const TICKET_CAPACITY = 200

export type TicketBookOptions = {
  now?: () => number
  idleMs?: number
  maxAgeMs?: number
  capacity?: number
}

type Entry = { token: string; issuedAt: number; usableUntil: number }

export type TicketBook = {
  /** A new ticket for `token`, and until when it is usable if unused. */
  issue(token: string): { ticket: string; expiresAt: number }
  /** The token behind a live ticket (extending its idle time), or null: unknown, lapsed or malformed. */
  redeem(ticket: string | null | undefined): string | null
  readonly size: number
}

export const createTicketBook = (options: TicketBookOptions = {}): TicketBook => {
  const now = options.now ?? Date.now
  const idleMs = options.idleMs ?? TICKET_IDLE_MS
  const maxAgeMs = options.maxAgeMs ?? TICKET_MAX_AGE_MS
  const capacity = options.capacity ?? TICKET_CAPACITY
  const entries = new Map<string, Entry>()

  const lapsed = (entry: Entry, at: number): boolean => at >= entry.usableUntil || at >= entry.issuedAt + maxAgeMs
  const prune = (at: number): void => {
    for (const [ticket, entry] of entries) if (lapsed(entry, at)) entries.delete(ticket)
  }

  return {
    issue(token) {
      const at = now()
      prune(at)
      // Full: the oldest goes (Map keeps insertion order), so flooding the book cannot grow memory.
      while (entries.size >= capacity) entries.delete(entries.keys().next().value!)
      const ticket = randomBytes(32).toString('base64url')
      const entry = { token, issuedAt: at, usableUntil: at + idleMs }
      entries.set(ticket, entry)
      return { ticket, expiresAt: entry.usableUntil }
    },
    redeem(ticket) {
      if (typeof ticket !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null
      const entry = entries.get(ticket)
      if (!entry) return null
      const at = now()
      if (lapsed(entry, at)) {
        entries.delete(ticket)
        return null
      }
      entry.usableUntil = at + idleMs
      return entry.token
    },
    get size() {
      return entries.size
    },
  }
}
