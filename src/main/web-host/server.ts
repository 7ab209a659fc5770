/**
 * The web host's HTTP server: the built renderer, the bridge over HTTP (POST per call) and
 * server-sent events for pushes. Same handler map and validation as Electron's IPC.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  type BridgeFailure,
  WEB_BRIDGE_HEADER,
  WEB_BRIDGE_PATH,
  WEB_EVENTS_PATH,
  STATE_EVENTS,
  isBridgeChannel,
  type BridgeEvent,
  type BridgeEvents,
  type BridgeHandlers,
} from '@shared/bridge'
import { dispatch } from '../core/bridge'
import {
  MAX_BRIDGE_BODY_BYTES,
  MAX_JSON_DEPTH,
  MAX_UPLOAD_BODY_BYTES,
  MAX_URL_LENGTH,
  decodeRequestPath,
  isAllowedCaller,
  isAppPageTarget,
  jsonDeeperThan,
  isOwnHost,
  ownOrigins,
} from './request-guard'
import {
  KEY_NEEDED_PAGE,
  carriesHostKey,
  generateHostKey,
  hostKeyCookie,
  keyInTarget,
  sameKey,
  withoutHostKey,
} from './host-key'

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
  /** Origins besides the UI's that may call the proxied `/api` (the built-in preview site's pages and frames). */
  apiCallerOrigins?: () => string[]
  /** The per-launch key every bridge call, the event stream and `/api` need (host-key.ts); fresh when absent. */
  key?: string
}

export interface WebHost {
  server: Server
  /** The key a browser opens the host with (`?key=`) and a script sends in `x-folio-key`. */
  readonly key: string
  broadcast<E extends BridgeEvent>(event: E, payload: BridgeEvents[E]): void
  listen(port: number): Promise<string>
  close(): Promise<void>
}

export function createWebHost(options: WebHostOptions): WebHost {
  const key = options.key ?? generateHostKey()
  const eventClients = new Set<ServerResponse>()
  /** The newest frame of each state event, replayed to every new subscriber. */
  const lastStateFrames = new Map<BridgeEvent, string>()
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

  /** The port the host listens on, once it does: its own Host names and origins carry it. */
  let ownPort = 0
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy()
      refuse(res, 500, 'handler-failed', `internal error: ${(error as Error).message}`)
    })
  })
  // Requests Node cannot parse (headers over its limit, broken request lines) get JSON too, not a bare close.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return void socket.destroy()
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
    const body = JSON.stringify(refusal('invalid-payload', `bad request (${error.code ?? 'unparsable'})`))
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    )
  })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Before any routing: a request naming another host is a DNS-rebound page (see isOwnHost).
    if (!isOwnHost(req.headers.host, ownPort)) return refuse(res, 421, 'invalid-channel', 'unknown host')
    const target = req.url ?? '/'
    if (target.length > MAX_URL_LENGTH) return refuse(res, 414, 'invalid-payload', 'URL too long')
    const decoded = decodeRequestPath(target)
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    if (!decoded.ok) {
      // A page address the host cannot route (`/admin/collections/posts/%00`, `…/%2e%2e%2fusers`) is
      // still an app route: the app's router shows its Not Found, rather than the host's JSON.
      if ((req.method === 'GET' || req.method === 'HEAD') && isAppPageTarget(target))
        return serveStatic('/', res, acceptsGzip, carriesHostKey(req.headers, key), 404)
      return refuse(res, decoded.status, 'invalid-payload', decoded.message)
    }
    const pathname = decoded.path
    // The printed address: its key becomes this browser's cookie, and the address loses it.
    const keyed = keyInTarget(target)
    if (keyed && (req.method === 'GET' || req.method === 'HEAD')) {
      if (!sameKey(keyed.key, key)) return keyNeeded(res)
      res.writeHead(303, { Location: keyed.rest, 'Set-Cookie': hostKeyCookie(key), 'Cache-Control': 'no-store' })
      return void res.end()
    }
    const letIn = carriesHostKey(req.headers, key)
    if (pathname.startsWith(WEB_BRIDGE_PATH))
      return handleBridge(req, res, pathname.slice(WEB_BRIDGE_PATH.length), letIn)
    if (pathname === WEB_EVENTS_PATH) return handleEvents(req, res, letIn)
    const cms = options.proxyApi?.()
    if (cms && (pathname === '/api' || pathname.startsWith('/api/'))) {
      const previewOrigins = options.apiCallerOrigins?.() ?? []
      if (!isAllowedCaller(req.method, req.headers.origin, ownPort, previewOrigins))
        return refuse(res, 403, 'invalid-channel', 'cross-origin request refused')
      // The built-in preview site's pages call from their own origin, without the UI's cookie (they read
      // published content, or drafts with their ticket on their own site).
      const fromPreviewSite = req.headers.origin !== undefined && previewOrigins.includes(req.headers.origin)
      if (!letIn && !fromPreviewSite) return refuseWithoutKey(res)
      return proxy(req, res, cms)
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return refuse(res, 405, 'invalid-channel', 'GET or HEAD only')
    }
    serveStatic(pathname, res, acceptsGzip, letIn)
  }

  /** A page load without the key: what to open instead (never the key itself). */
  function keyNeeded(res: ServerResponse) {
    res.writeHead(401, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    })
    res.end(KEY_NEEDED_PAGE)
  }

  function refuseWithoutKey(res: ServerResponse) {
    refuse(res, 401, 'invalid-channel', 'this web host needs its key: open the address it printed (…/?key=…)')
  }

  /** Same-origin only: the custom header forces a CORS preflight that is never answered, and Origin must be ours. */
  function isSameOriginCall(req: IncomingMessage): boolean {
    if (req.headers[WEB_BRIDGE_HEADER] !== '1') return false
    const requestOrigin = req.headers.origin
    return requestOrigin === undefined || ownOrigins(ownPort).includes(requestOrigin)
  }

  async function handleBridge(req: IncomingMessage, res: ServerResponse, channel: string, letIn: boolean) {
    if (req.method !== 'POST') return refuse(res, 405, 'invalid-channel', 'POST only')
    if (!isSameOriginCall(req)) return refuse(res, 403, 'invalid-channel', 'cross-origin call refused')
    if (!letIn) return refuseWithoutKey(res)
    if (!isBridgeChannel(channel)) return refuse(res, 404, 'invalid-channel', `unknown channel ${channel}`)
    const limit = channel === 'renderer:upload' ? MAX_UPLOAD_BODY_BYTES : MAX_BRIDGE_BODY_BYTES
    const body = await readBody(req, limit)
    if (!body.ok) return refuseBody(req, res, body.message)
    let payload: unknown
    if (jsonDeeperThan(body.text, MAX_JSON_DEPTH))
      return refuse(res, 400, 'invalid-payload', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
    try {
      payload = body.text === '' ? undefined : JSON.parse(body.text)
    } catch (error) {
      return refuse(res, 400, 'invalid-payload', `malformed JSON: ${(error as Error).message}`)
    }
    // The envelope matches what IPC returns: undefined becomes null over JSON.
    const envelope = await dispatch(options.handlers, channel, payload === null ? undefined : payload)
    sendJson(res, 200, envelope)
  }

  function handleEvents(req: IncomingMessage, res: ServerResponse, letIn: boolean) {
    if (!isAllowedCaller(req.method, req.headers.origin, ownPort))
      return refuse(res, 403, 'invalid-channel', 'cross-origin subscription refused')
    if (!letIn) return refuseWithoutKey(res)
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

  /** Streams the request to the CMS and its answer back, unchanged but for the Host header and nosniff. */
  function proxy(req: IncomingMessage, res: ServerResponse, cmsOrigin: string): Promise<void> {
    return new Promise((resolve) => {
      const target = new URL(req.url ?? '/', cmsOrigin)
      const headers = withoutHostKey({ ...req.headers, host: target.host }, key)
      const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
        // nosniff: an upload served here is never run as a script or page of the UI's origin.
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-content-type-options': 'nosniff' })
        answer.pipe(res)
        answer.on('end', resolve)
        answer.on('error', () => resolve())
      })
      upstream.on('error', (error) => {
        if (res.headersSent) res.destroy()
        else refuse(res, 502, 'handler-failed', `the CMS did not answer: ${error.message}`)
        resolve()
      })
      req.pipe(upstream)
    })
  }

  function serveStatic(pathname: string, res: ServerResponse, acceptsGzip: boolean, letIn: boolean, status = 200) {
    const rendererDir = options.rendererDir
    const relative = normalize(pathname).replace(/^([/\\])+/, '')
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
    // Scripts, styles and images are the same for everyone; the app itself loads only with the key.
    if (file.endsWith('.html') && !letIn) return keyNeeded(res)
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': isAsset && exists ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    if (file.endsWith('.html')) {
      headers['Content-Security-Policy'] = options.csp()
      headers['X-Frame-Options'] = 'DENY'
    }
    // A worker runs under the policy its own script came with (the push worker: core/bridge/push-worker.ts);
    // a page's scripts ignore it.
    if (extname(file) === '.js') headers['Content-Security-Policy'] = options.csp()
    if (acceptsGzip && COMPRESSIBLE.has(extname(file))) {
      const body = gzipOf(file)
      res.writeHead(status, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': String(body.length),
        Vary: 'Accept-Encoding',
      })
      res.end(body)
      return
    }
    res.writeHead(status, headers)
    createReadStream(file).pipe(res)
  }

  return {
    server,
    key,
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
          ownPort = actualPort
          resolve(ownOrigins(ownPort)[0]!)
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

type Body = { ok: true; text: string } | { ok: false; message: string }

/** Reads a body up to `limit` bytes; a larger one (declared or sent) is not read further. */
function readBody(req: IncomingMessage, limit: number): Promise<Body> {
  const tooLarge: Body = { ok: false, message: `body larger than ${limit} bytes` }
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(tooLarge)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.off('data', onData)
        resolve(tooLarge)
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.on('end', () => resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') }))
    req.on('error', reject)
  })
}

/**
 * 413 with the connection closed after it. The answer waits until the rest of the body is drained (up
 * to a bound): a client still sending when the socket closed would see a broken pipe, not the answer.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse, message: string) {
  res.setHeader('Connection', 'close')
  let answered = false
  const answer = () => {
    if (answered) return
    answered = true
    refuse(res, 413, 'invalid-payload', message)
  }
  if (req.complete) return answer()
  let drained = 0
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length
    if (drained <= MAX_DRAIN_BYTES) return
    answer()
    req.destroy()
  })
  req.on('end', answer)
  req.resume()
}

const MAX_DRAIN_BYTES = 64 * 1024 * 1024

function refusal(bridgeError: BridgeFailure['bridgeError'], message: string): { ok: false; failure: BridgeFailure } {
  return { ok: false, failure: { bridgeError, message } }
}

/** Every refusal is JSON in the bridge's envelope, which the renderer reads whatever the status. */
function refuse(res: ServerResponse, status: number, bridgeError: BridgeFailure['bridgeError'], message: string) {
  sendJson(res, status, refusal(bridgeError, message))
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body ?? null)
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(text)
}
