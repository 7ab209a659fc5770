/**
 * A frontend of a team's own, on an origin of its own, built as Payload's docs show: `subscribe` and
 * `ready` from the real `@payloadcms/live-preview` (served from node_modules as the demo site serves
 * it), trusting its CMS's origin only, and the Folio overlay script included once. It renders the
 * title, and lists every title it was given, so a test can tell what reached it.
 *
 * The same server answers `/attacker` too, from a second port (another origin): a page that opens a
 * relay link it got hold of and posts to it.
 */
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const livePreviewDir = dirname(fileURLToPath(import.meta.resolve('@payloadcms/live-preview')))

export interface RelayFrontend {
  /** The frontend's page for a CMS at `cms` (its server URL). */
  pageUrl(cms: string): string
  /** The third origin's page. */
  attackerUrl(relay: string): string
  stop(): Promise<void>
}

const frontendPage = (cms: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Team frontend</title>
<script type="importmap">${JSON.stringify({ imports: { '@payloadcms/live-preview': '/vendor/live-preview/index.js' } })}</script>
</head><body>
<h1 data-testid="frontend-title"></h1>
<ol data-testid="frontend-history"></ol>
<script type="module">
import { ready, subscribe } from '@payloadcms/live-preview'
const serverURL = ${JSON.stringify(cms)}
const title = document.querySelector('[data-testid="frontend-title"]')
const history = document.querySelector('[data-testid="frontend-history"]')
subscribe({
  serverURL,
  depth: 0,
  initialData: { id: null, title: '' },
  // The data as the admin sent it: this page reads nothing more from the CMS.
  requestHandler: async ({ data }) => new Response(JSON.stringify(data.data)),
  callback: (doc) => {
    const text = doc && typeof doc.title === 'string' ? doc.title : ''
    title.textContent = text
    const item = document.createElement('li')
    item.textContent = text
    history.append(item)
  },
})
ready({ serverURL })
document.body.dataset.subscribed = 'true'
</script>
<script type="module" src="${cms}/api/folio/visual-editing.js"></script>
</body></html>`

const attackerPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>Another site</title></head><body>
<button type="button" id="open">Open</button>
<script>
const relay = new URLSearchParams(location.search).get('relay')
document.getElementById('open').addEventListener('click', () => { window.opened = window.open(relay, 'relay') })
window.forge = () => window.opened.postMessage({ type: 'payload-live-preview', collectionSlug: 'showcases', data: { title: 'forged' } }, '*')
</script></body></html>`

function handler(cmsOf: (url: URL) => string) {
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://frontend')
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
      res.end(body)
    }
    if (url.pathname === '/page') return send(200, 'text/html; charset=utf-8', frontendPage(cmsOf(url)))
    if (url.pathname === '/attacker') return send(200, 'text/html; charset=utf-8', attackerPage)
    const file = /^\/vendor\/live-preview\/([A-Za-z0-9_-]+\.js)$/.exec(url.pathname)?.[1]
    if (file) {
      try {
        return send(200, 'text/javascript; charset=utf-8', await readFile(join(livePreviewDir, file)))
      } catch {
        return send(404, 'text/plain', 'not found')
      }
    }
    send(404, 'text/plain', 'not found')
  }
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

export async function startRelayFrontend(): Promise<RelayFrontend> {
  const serve = handler((url) => url.searchParams.get('cms') ?? '')
  const frontend = http.createServer((req, res) => void serve(req, res))
  const attacker = http.createServer((req, res) => void serve(req, res))
  const [frontendOrigin, attackerOrigin] = await Promise.all([listen(frontend), listen(attacker)])
  const close = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return {
    pageUrl: (cms) => `${frontendOrigin}/page?cms=${encodeURIComponent(cms)}`,
    attackerUrl: (relay) => `${attackerOrigin}/attacker?relay=${encodeURIComponent(relay)}`,
    stop: async () => {
      await Promise.all([close(frontend), close(attacker)])
    },
  }
}
