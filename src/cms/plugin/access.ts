import { combineQueries, executeAccess, isValidID, type PayloadRequest, type Where } from 'payload'

import { FolioHttpError, type Entity } from './http.js'

export const notFound = (req: PayloadRequest, id?: number | string): FolioHttpError =>
  new FolioHttpError(
    404,
    id === undefined ? req.t('error:notFound') : req.t('error:documentNotFound', { id: String(id) }),
  )

export const forbidden = (req: PayloadRequest): FolioHttpError =>
  new FolioHttpError(403, req.t('error:notAllowedToPerformAction'))

/**
 * The id as the collection stores it, or a 404 when it cannot be one of its ids ('abc' or 'versions'
 * for a numeric id): such a lookup would otherwise reach the database, and a lock row would point at nothing.
 */
export const parseDocumentId = (req: PayloadRequest, slug: string, raw: number | string): number | string => {
  const idType = req.payload.collections[slug]?.customIDType ?? req.payload.db.defaultIDType
  if (idType === 'number') {
    const id = typeof raw === 'number' ? raw : /^-?\d+$/.test(raw) ? Number(raw) : NaN
    if (Number.isSafeInteger(id)) return id
  } else if (isValidID(raw, idType) && raw !== '') {
    return raw
  }
  throw notFound(req, raw)
}

/** A document as stored (no access applied); an unknown id is a 404. */
export const loadDocument = async (
  req: PayloadRequest,
  entity: Entity,
  id?: number | string,
): Promise<Record<string, unknown>> => {
  if (entity.kind === 'global') {
    return req.payload.findGlobal({ slug: entity.slug, depth: 0, overrideAccess: true, req })
  }
  if (id === undefined) throw notFound(req)
  const doc = await req.payload.findByID({
    collection: entity.slug,
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  if (!doc) throw notFound(req, id)
  return doc
}

export type EntityOperation = 'create' | 'read' | 'update'

/**
 * Whether the signed-in user may do `operation` on the entity, or on one of its documents when
 * `doc` is given: the entity's access function runs as Payload runs it (with the id and the stored
 * document), and a query it answers must match that document, as Payload's own update and read
 * combine it with the id. Without a document, a query means "some documents": allowed.
 */
export const mayAccess = async (
  req: PayloadRequest,
  entity: Entity,
  operation: EntityOperation,
  doc?: { id?: number | string; data: Record<string, unknown> },
): Promise<boolean> => {
  const access =
    entity.kind === 'collection'
      ? entity.config.access[operation]
      : operation === 'create'
        ? entity.config.access.update
        : entity.config.access[operation]
  const result: boolean | Where = await executeAccess(
    {
      id: doc?.id,
      collectionConfig: entity.kind === 'collection' ? entity.config : undefined,
      data: doc?.data,
      disableErrors: true,
      req,
    },
    access,
  )
  if (!result) return false
  if (result === true || !doc) return true
  if (entity.kind === 'collection') {
    if (doc.id === undefined) return true
    const { totalDocs } = await req.payload.count({
      collection: entity.slug,
      where: combineQueries({ id: { equals: doc.id } }, result),
      overrideAccess: true,
      req,
    })
    return totalDocs > 0
  }
  // As Payload's global update: the query runs against the global's row.
  const matching: Record<string, unknown> | null = await req.payload.db.findGlobal({
    slug: entity.slug,
    req,
    where: result,
  })
  return Boolean(matching && Object.keys(matching).length > 0)
}

/** Throws a 403 unless the user may do `operation` (see mayAccess). */
export const requireAccess = async (
  req: PayloadRequest,
  entity: Entity,
  operation: EntityOperation,
  doc?: { id?: number | string; data: Record<string, unknown> },
): Promise<void> => {
  if (!(await mayAccess(req, entity, operation, doc))) throw forbidden(req)
}
