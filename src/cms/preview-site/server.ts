import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ownHostCheck } from '../http/host-check.js'
import { renderPreviewPage } from './html.js'
import { PREVIEW_API_PATH, PREVIEW_TICKET_HEADER, PREVIEW_TICKETS_PATH, type PreviewPageConfig } from './page-config.js'
import { createTicketBook, type TicketBook } from './tickets.js'

export type PreviewSite = { origin: string; close: () => Promise<void> }

export type PreviewSiteOptions = {
  port: number
  /** Where this site's server reaches the CMS (loopback). */
  cmsURL: string
  /** Where browsers reach the CMS, when not at cmsURL (a team server's public URL, or Folio's web host). */
  publicCmsURL?: string
  /** Extra origins allowed to drive the live preview (FOLIO_CMS_ALLOWED_ORIGINS). */
  adminOrigins: string[]
  /** Tests pass a book with their own clock. */
  tickets?: TicketBook
}

/** What a ticket lets the page read through this site: the documents it renders, nothing else. */
const PREVIEW_API_ROUTE = /^\/(posts|pages)(\/[^/]+)?$/
const MAX_BODY_BYTES = 1024 * 1024

const sendJSON = (res: http.ServerResponse, status: number, body: unknown): void =>
  sendText(res, status, 'application/json; charset=utf-8', JSON.stringify(body))

const readBody = (req: http.IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

// Compiled browser scripts sit beside this file; @payloadcms/live-preview's dist has no bare
// imports, so it is served as-is and mapped with an import map (no bundler, no CDN).
const clientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client')
const livePreviewDir = path.dirname(fileURLToPath(import.meta.resolve('@payloadcms/live-preview')))

const SAFE_FILE = /^[A-Za-z0-9_-]+\.js$/

const sendText = (res: http.ServerResponse, status: number, type: string, body: string | Buffer): void => {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
  res.end(body)
}

const serveScript = async (res: http.ServerResponse, dir: string, file: string): Promise<void> => {
  if (!SAFE_FILE.test(file)) return sendText(res, 404, 'text/plain', 'not found')
  try {
    sendText(res, 200, 'text/javascript; charset=utf-8', await fs.readFile(path.join(dir, file)))
  } catch {
    sendText(res, 404, 'text/plain', 'not found')
  }
}

/**
 * The demo front end that posts and pages preview into: `/posts/<slug>`, `/pages/<slug>`, `/`.
 * Pages load their data from the CMS REST API in the browser and follow edits live through
 * @payloadcms/live-preview.
 */
export const startPreviewSite = async (options: PreviewSiteOptions): Promise<PreviewSite> => {
  // Pages use the address browsers reach the CMS by as their server URL, as a real frontend would.
  const cmsURL = options.publicCmsURL ?? options.cmsURL
  const adminOrigins = [...new Set([cmsURL, ...options.adminOrigins])]
  const tickets = options.tickets ?? createTicketBook()

  /** Only this machine's own names for this site: a rebound foreign name reaches none of it (set on listening). */
  let isOwnHost: (host: string | undefined) => boolean = () => false

  /**
   * Folio's main process registers the editor's token. Browsers always send Origin or Sec-Fetch-Site
   * on such a request: refusing those keeps web pages from planting tickets.
   */
  const registerTicket = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return sendJSON(res, 405, { error: 'method not allowed' })
    if (req.headers.origin !== undefined || req.headers['sec-fetch-site'] !== undefined)
      return sendJSON(res, 403, { error: 'tickets are issued to Folio only' })
    let token: unknown
    try {
      token = (JSON.parse((await readBody(req)).toString('utf8')) as { token?: unknown }).token
    } catch {
      return sendJSON(res, 400, { error: 'send {"token": "..."}' })
    }
    if (typeof token !== 'string' || token === '' || token.length > 8192)
      return sendJSON(res, 400, { error: 'send {"token": "..."}' })
    sendJSON(res, 201, tickets.issue(token))
  }

  /** Reads for the page, as the editor whose ticket it carries: GET, or live-preview's POST-as-GET. */
  const proxyRead = async (req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> => {
    const token = tickets.redeem(req.headers[PREVIEW_TICKET_HEADER] as string | undefined)
    if (!token) return sendJSON(res, 401, { errors: [{ message: 'The preview ticket is unknown or has expired.' }] })
    const route = url.pathname.slice(PREVIEW_API_PATH.length)
    const override = String(req.headers['x-payload-http-method-override'] ?? '').toUpperCase()
    const isRead = req.method === 'GET' || (req.method === 'POST' && override === 'GET')
    if (!isRead || !PREVIEW_API_ROUTE.test(route))
      return sendJSON(res, 403, { errors: [{ message: 'A preview ticket only reads the previewed documents.' }] })
    const body = req.method === 'POST' ? (await readBody(req)).toString('utf8') : undefined
    const answer = await fetch(`${options.cmsURL}/api${route}${url.search}`, {
      method: req.method,
      headers: {
        Accept: 'application/json',
        Authorization: `JWT ${token}`,
        ...(body ? { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET' } : {}),
      },
      body,
    })
    sendText(res, answer.status, 'application/json; charset=utf-8', Buffer.from(await answer.arrayBuffer()))
  }

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    if (!isOwnHost(req.headers.host)) return sendJSON(res, 421, { error: 'unknown host' })
    const url = new URL(req.url ?? '/', 'http://preview.invalid')
    if (url.pathname === PREVIEW_TICKETS_PATH || url.pathname.startsWith(`${PREVIEW_API_PATH}/`)) {
      const route = url.pathname === PREVIEW_TICKETS_PATH ? registerTicket(req, res) : proxyRead(req, res, url)
      return void route.catch(() => {
        if (!res.headersSent) sendJSON(res, 502, { errors: [{ message: 'The CMS did not answer.' }] })
        else res.destroy()
      })
    }
    const locale = url.searchParams.get('locale') || 'en'
    const page = (collection: PreviewPageConfig['collection'], slug: string, title: string): void => {
      const config: PreviewPageConfig = {
        cmsURL,
        apiRoute: '/api',
        collection,
        slug,
        locale,
        adminOrigins,
        ticketAPI: PREVIEW_API_PATH,
        ticketHeader: PREVIEW_TICKET_HEADER,
      }
      sendText(res, 200, 'text/html; charset=utf-8', renderPreviewPage(config, title))
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'text/plain', 'method not allowed')

    const segments = url.pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s))
    const [first, second] = segments
    if (segments.length === 0) return page(null, '', 'Folio preview site')
    if (segments.length === 2 && (first === 'posts' || first === 'pages'))
      return page(first, second!, `Preview: ${second}`)
    if (segments.length === 2 && first === 'assets') return void serveScript(res, clientDir, second!)
    if (segments.length === 3 && first === 'vendor' && second === 'live-preview') {
      return void serveScript(res, livePreviewDir, segments[2]!)
    }
    if (url.pathname === '/healthz') return sendText(res, 200, 'text/plain', 'ok')
    sendText(res, 404, 'text/plain', 'not found')
  }

  const server = http.createServer((req, res) => {
    try {
      handle(req, res)
    } catch {
      sendText(res, 400, 'text/plain', 'bad request') // e.g. a malformed %-escape
    }
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  isOwnHost = ownHostCheck({ listenHost: '127.0.0.1', port })
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
