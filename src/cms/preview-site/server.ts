import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { renderPreviewPage } from './html.js'
import type { PreviewPageConfig } from './page-config.js'

export type PreviewSite = { origin: string; close: () => Promise<void> }

export type PreviewSiteOptions = {
  port: number
  cmsURL: string
  /** Extra origins allowed to drive the live preview (FOLIO_CMS_ALLOWED_ORIGINS). */
  adminOrigins: string[]
}

// Compiled browser scripts sit beside this file; @payloadcms/live-preview's dist has no bare
// imports, so it is served as-is and mapped with an import map (no bundler, no CDN).
const clientDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client')
const livePreviewDir = path.dirname(fileURLToPath(import.meta.resolve('@payloadcms/live-preview')))

const publicURL = (value: string | undefined): string | null => {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

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
  // FOLIO_CMS_PUBLIC_URL: where browsers reach the CMS when a host serves its /api under the UI's
  // origin (Folio's web host). Pages then use it as their server URL, as a real frontend would.
  const cmsURL = publicURL(process.env.FOLIO_CMS_PUBLIC_URL) ?? options.cmsURL
  const adminOrigins = [...new Set([cmsURL, ...options.adminOrigins])]

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://preview.invalid')
    const locale = url.searchParams.get('locale') || 'en'
    const page = (collection: PreviewPageConfig['collection'], slug: string, title: string): void => {
      const config: PreviewPageConfig = { cmsURL, apiRoute: '/api', collection, slug, locale, adminOrigins }
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
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
