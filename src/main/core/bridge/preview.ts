/**
 * Live preview: the document's preview URL (with a ticket for the built-in preview site, never the
 * token), the native preview popup and the embedded preview views (desktop only; "not available" in the
 * web host, whose renderer keeps its iframe).
 */
import { z } from 'zod'
import type { BridgeSender } from '@shared/bridge'
import { FOLIO_ENDPOINTS } from '@shared/protocol'
import { resolveServerUrl } from '@shared/server-url'
import type { CmsConnection } from '../cms-connection'
import type { PreviewPopupController } from '../preview-popup'
import { withPreviewTicket } from '../preview-ticket'
import type { PreviewViewManager } from '../preview-view'
import { none, WEB_TAB, type ServiceHandlers, type ServiceValidators } from './service'

/** A preview page's address: http(s) only (never file:, javascript: or the app's own scheme). */
const httpUrl = z
  .string()
  .max(4096)
  .refine((u) => /^https?:\/\//i.test(u) && URL.canParse(u), 'an http(s) URL')

/** A live-preview protocol message (built in the renderer's core/live-preview), or the overlays' toggle. */
const liveMessage = z.union([
  z.object({ type: z.enum(['payload-live-preview', 'payload-document-event']) }).passthrough(),
  // Visual editing's outlines on or off, for the overlay the preview's preload runs.
  z.object({ type: z.literal('folio-visual-editing'), enabled: z.boolean() }).strict(),
])

/** A box in the window's content area (CSS px); bounded so a wild number cannot reach the window system. */
const coordinate = z.number().finite().min(-100_000).max(100_000)
const viewBounds = z
  .object({ x: coordinate, y: coordinate, width: coordinate.min(0), height: coordinate.min(0) })
  .strict()

const previewViewValidators = {
  'renderer:preview-view-show': z.object({ url: httpUrl, bounds: viewBounds }).strict(),
  'renderer:preview-view-bounds': z.object({ bounds: viewBounds, visible: z.boolean() }).strict(),
  'renderer:preview-view-post': z.object({ message: liveMessage }).strict(),
  'renderer:preview-view-close': none,
} satisfies ServiceValidators

export const previewValidators = {
  'renderer:preview-url': z
    .object({
      collection: z
        .string()
        .regex(/^[a-z0-9_-]{1,100}$/i)
        .optional(),
      global: z
        .string()
        .regex(/^[a-z0-9_-]{1,100}$/i)
        .optional(),
      id: z.string().min(1).max(200).optional(),
      locale: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,20}$/)
        .optional(),
      kind: z.enum(['live', 'preview']).optional(),
      relay: z.boolean().optional(),
    })
    .strict()
    .refine((v) => Boolean(v.collection) !== Boolean(v.global), 'a collection or a global')
    .refine((v) => !v.collection || Boolean(v.id), 'a collection document needs its id'),
  'renderer:preview-popup-open': z.object({ url: httpUrl }).strict(),
  'renderer:preview-popup-post': z.object({ message: liveMessage }).strict(),
  'renderer:preview-popup-close': none,
  ...previewViewValidators,
} satisfies ServiceValidators

export interface PreviewDeps {
  cms: CmsConnection
  /** The native preview popup (desktop only). */
  previewPopup?: PreviewPopupController
  /** The embedded native preview views, one per window (desktop only). */
  previewView?: PreviewViewManager
  /** How main reaches the built-in preview site to register a ticket; tests pass a fake. */
  fetchImpl?: typeof fetch
  /**
   * The origin of a UI that frontends cannot hear (the web host on a remote CMS: they trust their
   * CMS's origin only), for which the plugin's relay is asked; null where none is needed.
   */
  relayOrigin?: () => string | null
}

/** The plugin's relay page, resolved against the CMS and only there: never a page elsewhere to frame. */
function relayUrlOf(value: unknown, cmsUrl: string): string | undefined {
  const resolved = resolveServerUrl(value, cmsUrl)
  if (!resolved || !URL.canParse(resolved) || new URL(resolved).origin !== new URL(cmsUrl).origin) return undefined
  return resolved
}

export function previewHandlers(deps: PreviewDeps): ServiceHandlers<typeof previewValidators> {
  return {
    'renderer:preview-url': async ({ collection, global, id, locale, kind, relay }) => {
      const client = deps.cms.getClient()
      if (!client) return { ok: false, error: { kind: 'not-connected', message: 'not connected' } }
      const cmsUrl = deps.cms.getStatus().url
      const query: Record<string, string> = {}
      if (collection) query.collection = collection
      if (global) query.global = global
      if (id) query.id = id
      if (locale) query.locale = locale
      if (kind === 'preview') query.kind = kind
      // The built-in CMS is served at the UI's own origin in the web host: its frontends hear the UI.
      const relayFor =
        relay && kind !== 'preview' && deps.cms.getStatus().mode !== 'local' ? deps.relayOrigin?.() : null
      if (relayFor && cmsUrl && new URL(cmsUrl).origin !== relayFor) query.relayFor = relayFor
      const result = await client.request({ method: 'GET', path: FOLIO_ENDPOINTS.previewUrl, query })
      if (!result.ok) return result
      const answer = result.data as { url?: unknown; relayUrl?: unknown }
      // A server without serverURL answers with a path (e.g. /next/preview?...): it is on the server, not on Folio.
      const url = resolveServerUrl(answer.url, cmsUrl)
      if (url === null) return { ok: true, status: result.status, data: { url: null } }
      deps.cms.notePreviewUrl?.(url)
      const relayUrl = query.relayFor && cmsUrl ? relayUrlOf(answer.relayUrl, cmsUrl) : undefined
      return {
        ok: true,
        status: result.status,
        data: {
          url: await withPreviewTicket(url, {
            previewSiteUrl: deps.cms.previewSiteUrl,
            token: deps.cms.currentToken(),
            fetchImpl: deps.fetchImpl,
          }),
          ...(relayUrl ? { relayUrl } : {}),
        },
      }
    },
    'renderer:preview-popup-open': ({ url }) => Promise.resolve(deps.previewPopup?.open(url) ?? false),
    'renderer:preview-popup-post': ({ message }) => Promise.resolve(deps.previewPopup?.post(message) ?? false),
    'renderer:preview-popup-close': () => Promise.resolve(deps.previewPopup?.close()),
    ...previewViewHandlers(deps.previewView),
  }
}

/** The embedded preview view, in the asking window; "not available" (false) in the web host. */
export function previewViewHandlers(views?: PreviewViewManager): ServiceHandlers<typeof previewViewValidators> {
  const windowOf = (sender: BridgeSender) => (views && sender.windowId !== null ? sender.windowId : null)
  return {
    'renderer:preview-view-show': ({ url, bounds }, sender = WEB_TAB) => {
      const id = windowOf(sender)
      return Promise.resolve(id === null ? false : views!.show(id, url, bounds))
    },
    'renderer:preview-view-bounds': ({ bounds, visible }, sender = WEB_TAB) => {
      const id = windowOf(sender)
      return Promise.resolve(id === null ? false : views!.setBounds(id, bounds, visible))
    },
    'renderer:preview-view-post': ({ message }, sender = WEB_TAB) => {
      const id = windowOf(sender)
      return Promise.resolve(id === null ? false : views!.post(id, message))
    },
    'renderer:preview-view-close': (_request, sender = WEB_TAB) => {
      const id = windowOf(sender)
      if (id !== null) views!.close(id)
      return Promise.resolve()
    },
  }
}
