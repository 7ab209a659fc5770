import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  issueRelayTicket,
  previewRelayHandler,
  readRelayTicket,
  relayPage,
  relayPathFor,
  RELAY_TICKET_TTL_MS,
} from './preview-relay.js'

const SECRET = 'the team secret'
const ADMIN = 'http://127.0.0.1:5173'
const FRONTEND = 'http://127.0.0.1:4000/posts/hello?locale=en'
const NOW = Date.UTC(2026, 11, 3, 12)

const requestFor = (ticket: string | null, secret = SECRET) =>
  ({
    payload: { secret, config: { routes: { api: '/api' } } },
    searchParams: new URLSearchParams(ticket === null ? {} : { ticket }),
  }) as unknown as PayloadRequest

const ticketIn = (path: string) => new URLSearchParams(path.split('?')[1]).get('ticket')!

describe('relay tickets', () => {
  it('open only with the secret that signed them, unchanged and unexpired', () => {
    const ticket = issueRelayTicket(SECRET, { admin: ADMIN, url: FRONTEND, expires: NOW + 1000 })
    expect(readRelayTicket(SECRET, ticket, NOW)).toEqual({ admin: ADMIN, url: FRONTEND, expires: NOW + 1000 })
    // Another CMS's secret, an expired one, and a body swapped under the same signature are all refused.
    expect(readRelayTicket('another secret', ticket, NOW)).toBeNull()
    expect(readRelayTicket(SECRET, ticket, NOW + 1000)).toBeNull()
    const [, signature] = ticket.split('.')
    const forged = Buffer.from(JSON.stringify({ admin: 'https://evil.example', url: FRONTEND, expires: NOW + 1000 }))
    expect(readRelayTicket(SECRET, `${forged.toString('base64url')}.${signature}`, NOW)).toBeNull()
    expect(readRelayTicket(SECRET, `${ticket}.extra`, NOW)).toBeNull()
    expect(readRelayTicket(SECRET, undefined, NOW)).toBeNull()
  })

  it('are issued for an http(s) admin origin and a frontend URL or a path on the CMS only', () => {
    const req = requestFor(null)
    const path = relayPathFor(req, FRONTEND, ADMIN, NOW)!
    expect(path).toMatch(/^\/api\/folio\/preview-relay\?ticket=/)
    expect(readRelayTicket(SECRET, ticketIn(path), NOW)).toEqual({
      admin: ADMIN,
      url: FRONTEND,
      expires: NOW + RELAY_TICKET_TTL_MS,
    })
    expect(relayPathFor(req, '/next/preview?slug=a', ADMIN, NOW)).toBeDefined()
    // Not an origin (a path after it), not http, a protocol-relative or script URL: none.
    expect(relayPathFor(req, FRONTEND, `${ADMIN}/admin`, NOW)).toBeUndefined()
    expect(relayPathFor(req, FRONTEND, 'file://', NOW)).toBeUndefined()
    expect(relayPathFor(req, '//evil.example/page', ADMIN, NOW)).toBeUndefined()
    expect(relayPathFor(req, 'javascript:alert(1)', ADMIN, NOW)).toBeUndefined()
  })
})

describe('the relay page', () => {
  it('frames the ticket’s page with its nonce, and escapes what the ticket carries', () => {
    const html = relayPage({ admin: ADMIN, url: 'http://127.0.0.1:4000/?q="><script>x</script>', expires: NOW }, 'N0')
    expect(html).toContain('src="http://127.0.0.1:4000/?q=&quot;&gt;&lt;script&gt;x&lt;/script&gt;"')
    expect(html).toContain('<script nonce="N0">')
    expect(html).toContain(JSON.stringify(ADMIN))
    expect(html).toContain('"http://127.0.0.1:4000"')
  })

  it('is served for a good ticket with a CSP that lets only the admin frame it and only the frontend in it', async () => {
    const ticket = issueRelayTicket(SECRET, { admin: ADMIN, url: FRONTEND, expires: Date.now() + 60_000 })
    const response = await previewRelayHandler(requestFor(ticket))
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain(`frame-ancestors ${ADMIN}`)
    expect(csp).toContain('frame-src http://127.0.0.1:4000')
    expect(csp).toMatch(/script-src 'nonce-[^']+'/)
    expect(csp).toContain("default-src 'none'")
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!
    expect(await response.text()).toContain(`<script nonce="${nonce}">`)
  })

  it('is refused, saying why, for a missing, forged or expired ticket', async () => {
    const expired = issueRelayTicket(SECRET, { admin: ADMIN, url: FRONTEND, expires: Date.now() - 1 })
    for (const ticket of [null, 'nonsense', expired]) {
      const response = await previewRelayHandler(requestFor(ticket))
      expect(response.status).toBe(403)
      expect(await response.text()).toBe('This live-preview link has expired or is not valid.')
    }
  })
})
