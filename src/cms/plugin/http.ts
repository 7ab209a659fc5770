import type { PayloadRequest, SanitizedCollectionConfig, SanitizedGlobalConfig } from 'payload'

import type { FolioErrorResponse } from '../../shared/protocol.js'

export const json = (body: unknown, status = 200): Response => Response.json(body, { status })

export const jsonError = (status: number, message: string): Response =>
  json({ errors: [{ message }] } satisfies FolioErrorResponse, status)

export const unauthorized = (req: PayloadRequest): Response => jsonError(401, req.t('error:unauthorized'))

/** A thrown HTTP error that the endpoint wrapper turns into a JSON response. */
export class FolioHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export type Entity =
  | { kind: 'collection'; slug: string; config: SanitizedCollectionConfig }
  | { kind: 'global'; slug: string; config: SanitizedGlobalConfig }

/**
 * Payload's own collections (migrations, preferences, locks, key-value store, jobs...) all carry this
 * prefix. They are not content: the plugin serves no form state, lock or preview for them.
 */
export const isInternalCollection = (slug: string): boolean => slug.startsWith('payload-')

export const findEntity = (req: PayloadRequest, collection?: unknown, global?: unknown): Entity => {
  if (typeof collection === 'string' && collection) {
    const config = isInternalCollection(collection) ? undefined : req.payload.collections[collection]?.config
    if (!config) throw new FolioHttpError(404, `Unknown collection "${collection}".`)
    return { kind: 'collection', slug: collection, config }
  }
  if (typeof global === 'string' && global) {
    const config = req.payload.config.globals.find((g) => g.slug === global)
    if (!config) throw new FolioHttpError(404, `Unknown global "${global}".`)
    return { kind: 'global', slug: global, config }
  }
  throw new FolioHttpError(400, 'Pass a collection or a global slug.')
}

/** Uses a valid locale code from the request, else the request's locale (Payload's default). */
export const applyLocale = (req: PayloadRequest, code: unknown): void => {
  const localization = req.payload.config.localization
  if (typeof code === 'string' && localization && localization.localeCodes.includes(code)) {
    req.locale = code
  }
}

/** Reads a JSON body once, whatever Payload already parsed. */
export const readJsonBody = async (req: PayloadRequest): Promise<Record<string, unknown>> => {
  if (req.data && typeof req.data === 'object') return req.data
  try {
    const body = (await req.json?.()) as unknown
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // fall through
  }
  throw new FolioHttpError(400, 'Expected a JSON object body.')
}

/** Wraps a handler: 401 without a user, JSON for FolioHttpError and Payload's APIErrors. */
export const authenticated =
  (handler: (req: PayloadRequest) => Response | Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    if (!req.user) return unauthorized(req)
    try {
      return await handler(req)
    } catch (err) {
      if (err instanceof FolioHttpError) return jsonError(err.status, err.message)
      const status = (err as { status?: unknown }).status
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return jsonError(status, (err as Error).message)
      }
      req.payload.logger.error({ err, msg: 'Folio plugin endpoint failed' })
      return jsonError(500, 'Something went wrong.')
    }
  }

/** Deep copy keeping only JSON values (drops functions, React components, Maps...). */
export const toJSONSafe = (value: unknown, depth = 0): unknown => {
  if (depth > 40) return undefined
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (Array.isArray(value)) return value.map((item) => toJSONSafe(item, depth + 1) ?? null)
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      const safe = toJSONSafe(item, depth + 1)
      if (safe !== undefined) out[key] = safe
    }
    return out
  }
  return undefined
}
