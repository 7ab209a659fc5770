/**
 * The preview relay: a page at the CMS's own origin that frames a document's frontend for one admin
 * origin. Live-preview frontends (`@payloadcms/live-preview`) trust messages from their CMS's origin
 * only, so an admin elsewhere (Folio's web host, a teammate's machine) cannot drive them directly: it
 * sends to this page, which re-sends from the CMS's origin, and passes the frontend's answers back.
 *
 * The page is reached by a frame, which sends no credentials: a ticket in its URL says what it may do.
 * Tickets are signed with a key derived from the Payload secret (every CMS process of a team shares
 * it, so any of them can open a ticket another issued), bound to one admin origin and one frontend URL,
 * and expire. The page forwards nothing but live-preview and visual-editing messages, only between its
 * parent at that admin origin and its frame at that frontend's origin.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { PayloadHandler, PayloadRequest } from 'payload'

import { httpOrigin } from '../../shared/url.js'

/** Long enough for a working session on one document; a frame loaded after it gets a fresh ticket. */
export const RELAY_TICKET_TTL_MS = 60 * 60 * 1000

export interface RelayTicket {
  /** The admin's origin, the only parent the page talks to. */
  admin: string
  /** The frontend page the relay frames: an http(s) URL, or a path on the CMS's own origin (no serverURL). */
  url: string
  /** Expiry, in ms since the epoch. */
  expires: number
}

/** An origin as browsers write it ("http://127.0.0.1:5173") of an http(s) URL up to 2 kB, or null for anything else. */
export function httpOriginOf(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 2048 ? httpOrigin(value) : null
}

/** A path on this origin ("/next/preview?…"), never a protocol-relative "//elsewhere". */
const isOwnPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
const isFrameable = (value: string) => httpOriginOf(value) !== null || isOwnPath(value)

const keyOf = (secret: string) => createHash('sha256').update(`folio-preview-relay\u0000${secret}`).digest()
const sign = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest('base64url')

export function issueRelayTicket(secret: string, ticket: RelayTicket): string {
  const body = Buffer.from(JSON.stringify(ticket)).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

/** The ticket's content when it is one this CMS signed, unexpired, for an http(s) admin and page; else null. */
export function readRelayTicket(secret: string, value: unknown, now = Date.now()): RelayTicket | null {
  if (typeof value !== 'string' || value.length > 8192) return null
  const [body, signature, extra] = value.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  const { admin, url, expires } = (parsed ?? {}) as Partial<RelayTicket>
  if (typeof expires !== 'number' || !(expires > now)) return null
  if (typeof admin !== 'string' || httpOriginOf(admin) !== admin) return null
  if (typeof url !== 'string' || url.length > 4096 || !isFrameable(url)) return null
  return { admin, url, expires }
}

/**
 * The relay's script, run in its page: messages from the parent at the admin origin go to the frame at
 * the frontend's origin, and the frame's go back to the parent (or the opener, in the preview's popup);
 * anything else is dropped.
 */
export function runPreviewRelay(admin: string, frontendOrigin: string | null): void {
  // A frontend on the CMS's own origin (a path in the ticket) is on this page's origin.
  const frontend = frontendOrigin ?? window.location.origin
  const frame = document.getElementById('folio-relay-frame') as HTMLIFrameElement
  const forwarded = (data: unknown) => {
    const type = (data as { type?: unknown } | null)?.type
    return typeof type === 'string' && /^(payload-live-preview|payload-document-event|folio-)/.test(type)
  }
  // Framed by the admin, or opened by it as the preview's popup.
  const adminWindow = (window.parent !== window ? window.parent : window.opener) as Window | null
  window.addEventListener('message', (event) => {
    if (!adminWindow || !forwarded(event.data)) return
    if (event.source === adminWindow && event.origin === admin) {
      frame.contentWindow?.postMessage(event.data, frontend)
    } else if (event.source === frame.contentWindow && event.origin === frontend) {
      adminWindow.postMessage(event.data, admin)
    }
  })
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** JSON safe inside a <script> element. */
const scriptJSON = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export function relayPage(ticket: RelayTicket, nonce: string): string {
  const frontend = httpOriginOf(ticket.url)
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>Live preview</title>
<style nonce="${nonce}">html,body{margin:0;height:100%;overflow:hidden}iframe{display:block;border:0;width:100%;height:100%}</style>
</head><body>
<iframe id="folio-relay-frame" title="Live preview" src="${escapeAttribute(ticket.url)}"></iframe>
<script nonce="${nonce}">(${runPreviewRelay.toString()})(${scriptJSON(ticket.admin)}, ${scriptJSON(frontend)})</script>
</body></html>`
}

const refused = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })

/** GET /api/folio/preview-relay?ticket=…: public, the ticket is the credential (a frame sends none). */
export const previewRelayHandler: PayloadHandler = (req: PayloadRequest) => {
  const ticket = readRelayTicket(req.payload.secret, req.searchParams.get('ticket'))
  if (!ticket) return Promise.resolve(refused(403, 'This live-preview link has expired or is not valid.'))
  const nonce = randomBytes(16).toString('base64')
  const frontend = httpOriginOf(ticket.url) ?? "'self'"
  return Promise.resolve(
    new Response(relayPage(ticket, nonce), {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'content-security-policy': [
          "default-src 'none'",
          `script-src 'nonce-${nonce}'`,
          `style-src 'nonce-${nonce}'`,
          `frame-src ${frontend}`,
          `frame-ancestors ${ticket.admin}`,
          "base-uri 'none'",
          "form-action 'none'",
        ].join('; '),
      },
    }),
  )
}

/** The relay's address for `url` and one admin origin: a path under the CMS's API route, as Payload's own paths are. */
export function relayPathFor(req: PayloadRequest, url: string, admin: string, now = Date.now()): string | undefined {
  const origin = httpOriginOf(admin)
  if (origin !== admin || url.length > 4096 || !isFrameable(url)) return undefined
  const ticket = issueRelayTicket(req.payload.secret, { admin, url, expires: now + RELAY_TICKET_TTL_MS })
  const api = req.payload.config.routes?.api ?? '/api'
  return `${api}/folio/preview-relay?ticket=${encodeURIComponent(ticket)}`
}
