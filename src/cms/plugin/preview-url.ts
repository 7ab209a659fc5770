import type { PayloadRequest } from 'payload'

import { parseDocumentId } from './access.js'
import { applyLocale, authenticated, findEntity, FolioHttpError, json, readJsonBody, type Entity } from './http.js'
import type { FolioPreviewUrlRequest, FolioPreviewUrlResponse } from '../../shared/protocol.js'
import { relayPathFor } from './preview-relay.js'
import { resolveLivePreview } from './schema.js'

/**
 * Runs the entity's `admin.livePreview.url` (a server-side function in Payload) for one document
 * and locale, against its latest draft merged with optional unsaved `data`.
 * Access: signed in (401), and read access to the document (Payload's findByID checks it; 403/404).
 */
const resolvePreviewUrl = async (req: PayloadRequest, input: FolioPreviewUrlRequest): Promise<Response> => {
  const entity = findEntity(req, input.collection, input.global)
  applyLocale(req, input.locale)
  if (input.kind === 'preview') return resolvePreviewButtonUrl(req, entity, input)
  const { enabled, merged } = resolveLivePreview(req.payload.config, entity)
  if (!enabled) throw new FolioHttpError(404, `Live preview is not configured for "${entity.slug}".`)

  const url = merged.url
  if (typeof url !== 'function') return liveAnswer(req, typeof url === 'string' ? url : null, input.relayFor)

  const saved = await readDraft(req, entity, input)
  const code = req.locale ?? 'en'
  const localization = req.payload.config.localization
  const label = localization ? localization.locales.find((l) => l.code === code)?.label : undefined
  const result = await url({
    collectionConfig: entity.kind === 'collection' ? entity.config : undefined,
    globalConfig: entity.kind === 'global' ? entity.config : undefined,
    data: { ...saved, ...(input.data ?? {}) },
    locale: { code, label: typeof label === 'string' ? label : code },
    payload: req.payload,
    req,
  })
  return liveAnswer(req, typeof result === 'string' ? result : null, input.relayFor)
}

/** The live-preview URL, and for an admin origin that asked (relayFor) the relay framing it for that origin. */
function liveAnswer(req: PayloadRequest, url: string | null, relayFor: string | undefined): Response {
  const relayUrl = url && relayFor ? relayPathFor(req, url, relayFor) : undefined
  return json({ url, ...(relayUrl ? { relayUrl } : {}) } satisfies FolioPreviewUrlResponse)
}

/** The document's latest draft (Payload's findByID and findGlobal check read access: 403/404). */
async function readDraft(
  req: PayloadRequest,
  entity: Entity,
  input: FolioPreviewUrlRequest,
): Promise<Record<string, unknown>> {
  if (entity.kind === 'collection') {
    if (input.id === undefined || input.id === '') throw new FolioHttpError(400, 'Pass the document id.')
    return await req.payload.findByID({
      collection: entity.slug,
      id: parseDocumentId(req, entity.slug, input.id),
      depth: 0,
      draft: true,
      locale: req.locale ?? undefined,
      overrideAccess: false,
      req,
    })
  }
  return await req.payload.findGlobal({
    slug: entity.slug,
    depth: 0,
    draft: true,
    locale: req.locale ?? undefined,
    overrideAccess: false,
    req,
  })
}

/**
 * The Preview button's URL: the entity's `admin.preview(doc, { locale, req, token })`, run for the
 * saved draft as Payload's admin runs it. The token stays null: Folio keeps it out of pages it opens.
 */
async function resolvePreviewButtonUrl(
  req: PayloadRequest,
  entity: Entity,
  input: FolioPreviewUrlRequest,
): Promise<Response> {
  const preview = entity.config.admin?.preview
  if (typeof preview !== 'function') throw new FolioHttpError(404, `Preview is not configured for "${entity.slug}".`)
  const doc = await readDraft(req, entity, input)
  const url = await preview({ ...doc, ...(input.data ?? {}) }, { locale: req.locale ?? 'en', req, token: null })
  return json({ url: typeof url === 'string' ? url : null } satisfies FolioPreviewUrlResponse)
}

export const previewUrlGetHandler = authenticated(async (req) => {
  const params = req.searchParams
  return resolvePreviewUrl(req, {
    collection: params.get('collection') ?? undefined,
    global: params.get('global') ?? undefined,
    id: params.get('id') ?? undefined,
    locale: params.get('locale') ?? undefined,
    kind: params.get('kind') === 'preview' ? 'preview' : 'live',
    relayFor: params.get('relayFor') ?? undefined,
  })
})

export const previewUrlPostHandler = authenticated(async (req) => {
  const body = await readJsonBody(req)
  const data = body.data
  return resolvePreviewUrl(req, {
    collection: typeof body.collection === 'string' ? body.collection : undefined,
    global: typeof body.global === 'string' ? body.global : undefined,
    id: typeof body.id === 'string' || typeof body.id === 'number' ? body.id : undefined,
    locale: typeof body.locale === 'string' ? body.locale : undefined,
    data: data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined,
    kind: body.kind === 'preview' ? 'preview' : 'live',
    relayFor: typeof body.relayFor === 'string' ? body.relayFor : undefined,
  })
})
