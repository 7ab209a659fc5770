/**
 * The web host's HTTP server: the built renderer, the bridge over HTTP (POST per call) and
 * server-sent events for pushes. Same handler map and validation as Electron's IPC.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  WEB_BRIDGE_HEADER,
  WEB_BRIDGE_PATH,
  WEB_EVENTS_PATH,
  isBridgeChannel,
  type BridgeEvent,
  type BridgeEvents,
  type BridgeHandlers,
} from '@shared/bridge'

/** Events that describe the current state (not one-off happenings): a late subscriber gets the latest. */
const STATE_EVENTS: ReadonlySet<BridgeEvent> = new Set<BridgeEvent>([
  'main:theme-changed',
  'main:cms-status',
  'main:session-changed',
])
import { dispatch } from '../core/handlers'

const MAX_BODY_BYTES = 50 * 1024 * 1024
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map'])

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
}

export interface WebHostOptions {
  rendererDir: string
  handlers: BridgeHandlers
  csp: () => string
  /**
   * The built-in CMS's origin, whose `/api` the host serves under its own origin: live-preview
   * frontends trust messages from their CMS's server URL only, so UI and API share one origin.
   */
  proxyApi?: () => string | null
}

export interface WebHost {
  server: Server
  broadcast<E extends BridgeEvent>(event: E, payload: BridgeEvents[E]): void
  listen(port: number): Promise<string>
  close(): Promise<void>
}

export function createWebHost(options: WebHostOptions): WebHost {
  const eventClients = new Set<ServerResponse>()
  /** The newest frame of each state event, replayed to every new subscriber. */
  const lastStateFrames = new Map<BridgeEvent, string>()
  let origin = ''
  // Built files never change while the host runs: compress each once.
  const gzipped = new Map<string, { mtimeMs: number; body: Buffer }>()
  const gzipOf = (file: string): Buffer => {
    const { mtimeMs } = statSync(file)
    const cached = gzipped.get(file)
    if (cached && cached.mtimeMs === mtimeMs) return cached.body
    const body = gzipSync(readFileSync(file), { level: 9 })
    gzipped.set(file, { mtimeMs, body })
    return body
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end(`internal error: ${(error as Error).message}`)
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (url.pathname.startsWith(WEB_BRIDGE_PATH))
      return handleBridge(req, res, url.pathname.slice(WEB_BRIDGE_PATH.length))
    if (url.pathname === WEB_EVENTS_PATH) return handleEvents(req, res)
    const cms = options.proxyApi?.()
    if (cms && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return proxy(req, res, cms)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    serveStatic(url.pathname, res, /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')))
  }

  /** Same-origin only: the custom header forces a CORS preflight that is never answered, and Origin must be ours. */
  function isSameOriginCall(req: IncomingMessage): boolean {
    if (req.headers[WEB_BRIDGE_HEADER] !== '1') return false
    const requestOrigin = req.headers.origin
    return requestOrigin === undefined || requestOrigin === origin
  }

  async function handleBridge(req: IncomingMessage, res: ServerResponse, channel: string) {
    if (req.method !== 'POST')
      return sendJson(res, 405, { ok: false, failure: { bridgeError: 'invalid-channel', message: 'POST only' } })
    if (!isSameOriginCall(req))
      return sendJson(res, 403, {
        ok: false,
        failure: { bridgeError: 'invalid-channel', message: 'cross-origin call refused' },
      })
    if (!isBridgeChannel(channel))
      return sendJson(res, 404, {
        ok: false,
        failure: { bridgeError: 'invalid-channel', message: `unknown channel ${channel}` },
      })
    let payload: unknown
    try {
      const text = await readBody(req)
      payload = text === '' ? undefined : JSON.parse(text)
    } catch (error) {
      return sendJson(res, 400, {
        ok: false,
        failure: { bridgeError: 'invalid-payload', message: (error as Error).message },
      })
    }
    // The envelope matches what IPC returns: undefined becomes null over JSON.
    const envelope = await dispatch(options.handlers, channel, payload === null ? undefined : payload)
    sendJson(res, 200, envelope)
  }

  function handleEvents(req: IncomingMessage, res: ServerResponse) {
    const requestOrigin = req.headers.origin
    if (requestOrigin !== undefined && requestOrigin !== origin)
      return sendJson(res, 403, { message: 'cross-origin subscription refused' })
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
    })
    res.write(': connected\n\n')
    // A page that subscribes after a state changed (e.g. signed in while it was loading) catches up.
    for (const frame of lastStateFrames.values()) res.write(frame)
    eventClients.add(res)
    const keepAlive = setInterval(() => res.write(': ping\n\n'), 25_000)
    req.on('close', () => {
      clearInterval(keepAlive)
      eventClients.delete(res)
    })
  }

  /** Streams the request to the CMS and its answer back, unchanged but for the Host header. */
  function proxy(req: IncomingMessage, res: ServerResponse, cmsOrigin: string): Promise<void> {
    return new Promise((resolve) => {
      const target = new URL(req.url ?? '/', cmsOrigin)
      const headers = { ...req.headers, host: target.host }
      const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
        answer.on('end', resolve)
        answer.on('error', () => resolve())
      })
      upstream.on('error', (error) => {
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' })
        res.end(`the CMS did not answer: ${error.message}`)
        resolve()
      })
      req.pipe(upstream)
    })
  }

  function serveStatic(pathname: string, res: ServerResponse, acceptsGzip: boolean) {
    const rendererDir = options.rendererDir
    const relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '')
    let file = join(rendererDir, relative)
    const isAsset = relative.startsWith('assets/')
    const exists = file.startsWith(rendererDir + sep) && existsSync(file) && statSync(file).isFile()
    if (!exists) {
      if (isAsset || extname(relative) !== '') {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
        return
      }
      // Client-side routes all get the app shell.
      file = join(rendererDir, 'index.html')
    }
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': isAsset && exists ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    if (file.endsWith('.html')) {
      headers['Content-Security-Policy'] = options.csp()
      headers['X-Frame-Options'] = 'DENY'
    }
    if (acceptsGzip && COMPRESSIBLE.has(extname(file))) {
      const body = gzipOf(file)
      res.writeHead(200, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': String(body.length),
        Vary: 'Accept-Encoding',
      })
      res.end(body)
      return
    }
    res.writeHead(200, headers)
    createReadStream(file).pipe(res)
  }

  return {
    server,
    broadcast(event, payload) {
      const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`
      if (STATE_EVENTS.has(event)) lastStateFrames.set(event, frame)
      for (const client of eventClients) client.write(frame)
    },
    listen(port) {
      return new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => {
          const address = server.address()
          const actualPort = typeof address === 'object' && address ? address.port : port
          origin = `http://127.0.0.1:${actualPort}`
          resolve(origin)
        })
      })
    },
    close() {
      for (const client of eventClients) client.end()
      eventClients.clear()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error('payload too large'))
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body ?? null)
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(text)
}
