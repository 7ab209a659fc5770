/**
 * Preview tickets: the book on its own (expiry and misuse, on an injected clock), then the preview
 * site's routes against a stand-in CMS, driven by main's own registration code.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

import { PREVIEW_TICKETS_PATH as MAIN_TICKETS_PATH, withPreviewTicket } from '../../main/core/preview-ticket.js'
import { PREVIEW_TICKETS_PATH } from './page-config.js'
import { startPreviewSite, type PreviewSite } from './server.js'
import { createTicketBook, TICKET_IDLE_MS, TICKET_MAX_AGE_MS } from './tickets.js'

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.editor.signature'
const MINUTE = 60 * 1000

describe('ticket book', () => {
  const clocked = () => {
    let now = 1_000_000
    return { book: createTicketBook({ now: () => now }), advance: (ms: number) => (now += ms) }
  }

  it('gives back the token for a live ticket, and tickets are random, never the token', () => {
    const { book } = clocked()
    const a = book.issue(TOKEN)
    const b = book.issue(TOKEN)
    expect(a.ticket).not.toBe(b.ticket)
    expect(a.ticket).not.toContain(TOKEN)
    expect(book.redeem(a.ticket)).toBe(TOKEN)
  })

  it('lapses after ten idle minutes; each use extends it, up to two hours', () => {
    const { book, advance } = clocked()
    const idle = book.issue(TOKEN).ticket
    advance(TICKET_IDLE_MS)
    expect(book.redeem(idle)).toBeNull()

    const used = book.issue(TOKEN).ticket
    for (let elapsed = 0; elapsed < TICKET_MAX_AGE_MS - 9 * MINUTE; elapsed += 9 * MINUTE) {
      expect(book.redeem(used)).toBe(TOKEN)
      advance(9 * MINUTE)
    }
    advance(9 * MINUTE)
    expect(book.redeem(used)).toBeNull()
  })

  it('refuses unknown, malformed and missing tickets, and a lapsed one stays lapsed', () => {
    const { book, advance } = clocked()
    const { ticket } = book.issue(TOKEN)
    expect(book.redeem(undefined)).toBeNull()
    expect(book.redeem('')).toBeNull()
    expect(book.redeem(TOKEN)).toBeNull()
    expect(book.redeem(`${ticket.slice(0, -1)}${ticket.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    advance(TICKET_IDLE_MS + 1)
    expect(book.redeem(ticket)).toBeNull()
    advance(-TICKET_IDLE_MS)
    expect(book.redeem(ticket)).toBeNull()
  })

  it('does not grow past its capacity: the oldest ticket goes first', () => {
    const book = createTicketBook({ capacity: 3 })
    const first = book.issue('t1').ticket
    const rest = [book.issue('t2'), book.issue('t3'), book.issue('t4')]
    expect(book.size).toBe(3)
    expect(book.redeem(first)).toBeNull()
    expect(book.redeem(rest[2]!.ticket)).toBe('t4')
  })
})

describe('preview site with tickets', () => {
  let site: PreviewSite | null = null
  let cms: http.Server | null = null
  afterEach(async () => {
    await site?.close()
    await new Promise((resolve) => (cms ? cms.close(resolve) : resolve(null)))
    site = cms = null
  })

  /** A stand-in CMS that answers every read with what it was asked and with which credentials. */
  async function start(now?: () => number) {
    const seen: Array<{ method?: string; url?: string; authorization?: string; body: string }> = []
    cms = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body })
        res.writeHead(req.headers.authorization === `JWT ${TOKEN}` ? 200 : 403, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ docs: [{ title: 'Draft title' }] }))
      })
    })
    await new Promise<void>((resolve) => cms!.listen(0, '127.0.0.1', resolve))
    const cmsURL = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`
    site = await startPreviewSite({
      port: 0,
      cmsURL,
      adminOrigins: [],
      tickets: now ? createTicketBook({ now }) : undefined,
    })
    return { seen, origin: site.origin }
  }

  const read = (origin: string, path: string, ticket: string | null, init: RequestInit = {}) =>
    fetch(`${origin}/__folio/api${path}`, {
      ...init,
      headers: { ...(ticket ? { 'X-Folio-Preview-Ticket': ticket } : {}), ...(init.headers ?? {}) },
    })

  const ticketOf = (url: string) => new URLSearchParams(new URL(url).hash.slice(1)).get('ticket')

  it('main and the site agree on where tickets are registered', () => {
    expect(MAIN_TICKETS_PATH).toBe(PREVIEW_TICKETS_PATH)
  })

  it('the URL main hands out carries a ticket, not the token, and the page reads drafts with it', async () => {
    const { seen, origin } = await start()
    const url = await withPreviewTicket(`${origin}/posts/post-01?locale=en`, { previewSiteUrl: origin, token: TOKEN })
    expect(url).not.toContain(TOKEN)
    expect(url).toMatch(new RegExp(`^${origin}/posts/post-01\\?locale=en#ticket=[A-Za-z0-9_-]{43}$`))
    const ticket = ticketOf(url)

    const list = await read(origin, '/posts?where[slug][equals]=post-01&draft=true', ticket)
    expect(list.status).toBe(200)
    expect(await list.json()).toEqual({ docs: [{ title: 'Draft title' }] })
    // live-preview's merge: a POST that Payload reads as a GET.
    const merged = await read(origin, '/posts/7', ticket, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET' },
      body: JSON.stringify({ data: { title: 'typed' }, depth: 1 }),
    })
    expect(merged.status).toBe(200)
    expect(seen.map((r) => [r.method, r.url, r.authorization])).toEqual([
      ['GET', '/api/posts?where[slug][equals]=post-01&draft=true', `JWT ${TOKEN}`],
      ['POST', '/api/posts/7', `JWT ${TOKEN}`],
    ])
    expect(JSON.parse(seen[1]!.body)).toEqual({ data: { title: 'typed' }, depth: 1 })
  })

  it('without a ticket, with a made-up or an expired one, nothing reaches the CMS', async () => {
    let now = Date.now()
    const { seen, origin } = await start(() => now)
    const ticket = ticketOf(await withPreviewTicket(`${origin}/posts/x`, { previewSiteUrl: origin, token: TOKEN }))
    expect((await read(origin, '/posts', null)).status).toBe(401)
    expect((await read(origin, '/posts', 'A'.repeat(43))).status).toBe(401)
    now += TICKET_IDLE_MS
    const expired = await read(origin, '/posts', ticket)
    expect(expired.status).toBe(401)
    expect(await expired.json()).toEqual({ errors: [{ message: 'The preview ticket is unknown or has expired.' }] })
    expect(seen).toEqual([])
  })

  it('a ticket only reads the previewed collections: no writes, no users, no /me (which would echo the token)', async () => {
    const { seen, origin } = await start()
    const ticket = ticketOf(await withPreviewTicket(`${origin}/posts/x`, { previewSiteUrl: origin, token: TOKEN }))
    expect((await read(origin, '/users/me', ticket)).status).toBe(403)
    expect((await read(origin, '/users', ticket)).status).toBe(403)
    expect((await read(origin, '/posts/7', ticket, { method: 'PATCH', body: '{}' })).status).toBe(403)
    expect((await read(origin, '/posts/7', ticket, { method: 'DELETE' })).status).toBe(403)
    expect((await read(origin, '/posts/7', ticket, { method: 'POST', body: '{}' })).status).toBe(403)
    expect((await read(origin, '/posts/%2e%2e/users', ticket)).status).toBe(403)
    expect(seen).toEqual([])
  })

  it('only Folio registers tickets: a web page (Origin, Sec-Fetch) or a foreign Host is refused', async () => {
    const { origin } = await start()
    const register = (headers: Record<string, string>) =>
      fetch(`${origin}${PREVIEW_TICKETS_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ token: TOKEN }),
      })
    expect((await register({ Origin: 'https://evil.example' })).status).toBe(403)
    expect((await register({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(403)
    const rebound = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(origin)
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: PREVIEW_TICKETS_PATH,
          method: 'POST',
          headers: { Host: `evil.example:${port}` },
        },
        (res) => resolve(res.statusCode ?? 0),
      )
      req.on('error', reject)
      req.end(JSON.stringify({ token: TOKEN }))
    })
    expect(rebound).toBe(421)
    expect((await register({})).status).toBe(201)
  })

  it('main leaves other sites’ URLs alone and hands out no ticket when the site cannot be reached', async () => {
    const { origin } = await start()
    const elsewhere = 'https://frontend.example/posts/x'
    expect(await withPreviewTicket(elsewhere, { previewSiteUrl: origin, token: TOKEN })).toBe(elsewhere)
    expect(await withPreviewTicket(`${origin}/x`, { previewSiteUrl: origin, token: null })).toBe(`${origin}/x`)
    const down = 'http://127.0.0.1:9/posts/x'
    expect(await withPreviewTicket(down, { previewSiteUrl: 'http://127.0.0.1:9', token: TOKEN })).toBe(down)
  })
})
