import { ready, subscribe } from '@payloadcms/live-preview'

import type { PreviewPageConfig } from '../page-config.js'
import { renderDocument, renderIndex, renderMessage } from './render.js'

type Doc = Record<string, unknown>

const config = JSON.parse(document.getElementById('folio-preview-config')?.textContent ?? '{}') as PreviewPageConfig
const content = document.querySelector<HTMLElement>('[data-testid="preview-content"]')!
const statusEl = document.querySelector<HTMLElement>('[data-testid="preview-status"]')!
const countEl = document.querySelector<HTMLElement>('[data-testid="preview-update-count"]')!

const setStatus = (status: string): void => {
  statusEl.textContent = status
  document.body.dataset.previewStatus = status
}

// Folio opens this page with `#ticket=`: a random key this site's own server swaps for the editor's
// token when it reads the CMS for the page, so the token never reaches a browser. The fragment never
// reaches a server and is removed from the address bar at once (kept for a reload of this tab).
const TICKET_KEY = 'folio-preview-ticket'
const fragmentTicket = new URLSearchParams(location.hash.slice(1)).get('ticket')
if (fragmentTicket) {
  history.replaceState(null, '', location.pathname + location.search)
  sessionStorage.setItem(TICKET_KEY, fragmentTicket)
}
const ticket = fragmentTicket ?? sessionStorage.getItem(TICKET_KEY)

// With a ticket: this site's read-only API. Without one (opened by hand): the CMS itself, with the
// CMS cookie of whoever is signed in to it in this browser.
const api = (path: string): string =>
  ticket ? `${location.origin}${config.ticketAPI}${path}` : `${config.cmsURL}${config.apiRoute}${path}`
const authHeaders: Record<string, string> = ticket ? { [config.ticketHeader]: ticket } : {}
const credentials: RequestCredentials = ticket ? 'same-origin' : 'include'

const getJSON = async (path: string): Promise<{ status: number; body: unknown }> => {
  const res = await fetch(api(path), { credentials, headers: { Accept: 'application/json', ...authHeaders } })
  return { status: res.status, body: await res.json().catch(() => null) }
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * The window allowed to drive the preview: `?adminOrigin=`, else the embedding/opening page
 * (referrer), else the Folio UI origin passed to the CMS, else the CMS itself. Only origins the
 * CMS allows are accepted; live-preview drops messages from any other origin.
 */
const pickAdminOrigin = (): string => {
  const allowed = config.adminOrigins
  const candidates = [
    new URLSearchParams(location.search).get('adminOrigin'),
    document.referrer ? originOf(document.referrer) : null,
  ]
  for (const candidate of candidates) if (candidate && allowed.includes(candidate)) return candidate
  return allowed.find((origin) => origin !== config.cmsURL) ?? config.cmsURL
}

const showIndex = async (): Promise<void> => {
  const query = `?depth=0&limit=100&sort=title&draft=true&locale=${encodeURIComponent(config.locale)}`
  const [posts, pages] = await Promise.all([getJSON(`/posts${query}`), getJSON(`/pages${query}`)])
  if (posts.status !== 200 || pages.status !== 200) {
    setStatus('unauthorized')
    return renderMessage(content, 'Sign in to the Folio CMS in this browser to see drafts.')
  }
  const docs = (r: { body: unknown }): Doc[] => (r.body as { docs?: Doc[] }).docs ?? []
  renderIndex(
    content,
    [
      { title: 'Posts', section: 'posts', docs: docs(posts) },
      { title: 'Pages', section: 'pages', docs: docs(pages) },
    ],
    config.locale,
  )
  setStatus('index')
}

const showDocument = async (collection: string): Promise<void> => {
  const query =
    `/${collection}?where[slug][equals]=${encodeURIComponent(config.slug)}` +
    `&locale=${encodeURIComponent(config.locale)}&draft=true&depth=1&limit=1`
  const { status, body } = await getJSON(query)
  if (status === 401 || status === 403) {
    setStatus('unauthorized')
    return renderMessage(content, 'Sign in to the Folio CMS in this browser to preview drafts.')
  }
  const initialData = (body as { docs?: Doc[] } | null)?.docs?.[0]
  if (status !== 200 || !initialData) {
    setStatus('not-found')
    return renderMessage(content, `No ${collection} with slug "${config.slug}".`)
  }
  renderDocument(content, initialData, config.cmsURL)

  const adminOrigin = pickAdminOrigin()
  let updates = 0
  let last: Doc = initialData
  // Folio sends the next update once this page says it has shown the last one (one merge at a time).
  let unanswered = 0
  const applied = (): void => {
    if (unanswered === 0) return
    unanswered--
    const admin = (window.opener as Window | null) ?? window.parent
    admin.postMessage({ type: 'folio-live-preview-applied' }, adminOrigin)
  }
  subscribe<Doc>({
    serverURL: adminOrigin,
    initialData,
    depth: 1,
    apiRoute: config.apiRoute,
    // Messages come from the admin window, but data is merged by the CMS itself.
    requestHandler: ({ apiPath, data, endpoint }) =>
      fetch(ticket ? api(`/${endpoint}`) : `${config.cmsURL}${apiPath}/${endpoint}`, {
        method: 'POST',
        credentials,
        headers: { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET', ...authHeaders },
        body: JSON.stringify(data),
      }),
    callback: (doc) => {
      if (!doc || doc === last) return // non-preview messages hand back the previous data
      if (Array.isArray(doc.errors) && doc.id === undefined) {
        setStatus('error')
        return applied()
      }
      last = doc
      countEl.textContent = String(++updates)
      renderDocument(content, doc, config.cmsURL)
      setStatus('live')
      applied()
    },
  })
  // What the admin sent, for tests and for curious editors: field schemas (first message of each
  // page only) and saves (payload-document-event), counted from the admin origin alone.
  const schemaEl = document.querySelector<HTMLElement>('[data-testid="preview-schema-count"]')
  const savesEl = document.querySelector<HTMLElement>('[data-testid="preview-document-events"]')
  let schemas = 0
  let saves = 0
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== adminOrigin || !event.data || typeof event.data !== 'object') return
    const message = event.data as { type?: unknown; fieldSchemaJSON?: unknown; data?: unknown }
    if (message.type === 'payload-live-preview' && message.data !== undefined) unanswered++
    if (message.type === 'payload-live-preview' && message.fieldSchemaJSON && schemaEl)
      schemaEl.textContent = String(++schemas)
    if (message.type === 'payload-document-event' && savesEl) savesEl.textContent = String(++saves)
  })
  ready({ serverURL: adminOrigin })
  document.body.dataset.adminOrigin = adminOrigin
  setStatus('ready')
}

const main = async (): Promise<void> => {
  try {
    if (config.collection) await showDocument(config.collection)
    else await showIndex()
  } catch (err) {
    setStatus('error')
    renderMessage(content, `Preview failed: ${(err as Error).message}`)
  }
}

void main()
