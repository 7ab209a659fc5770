/**
 * Serves the built renderer from folio://app/ so the UI has a real origin (CSP 'self', routing with
 * clean paths) instead of file://. Unknown paths fall back to index.html for client-side routes.
 */
import { net, protocol } from 'electron'
import { existsSync, statSync } from 'node:fs'
import { join, normalize, sep } from 'node:path'
import { pathToFileURL } from 'node:url'

export const APP_SCHEME = 'folio'
export const APP_ORIGIN = `${APP_SCHEME}://app`

/** Must run before app 'ready'. */
export function registerAppSchemePrivileges(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ])
}

export function serveRenderer(rendererDir: string, csp: () => string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    if (url.host !== 'app') return new Response('not found', { status: 404 })
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '')
    let file = join(rendererDir, relative)
    if (!file.startsWith(rendererDir + sep) || !existsSync(file) || statSync(file).isDirectory())
      file = join(rendererDir, 'index.html')
    const response = await net.fetch(pathToFileURL(file).toString())
    const headers = new Headers(response.headers)
    if (file.endsWith('.html')) headers.set('Content-Security-Policy', csp())
    headers.set('X-Content-Type-Options', 'nosniff')
    return new Response(response.body, { status: response.status, headers })
  })
}
