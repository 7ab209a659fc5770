import { combineQueries, executeAccess, isValidID, type Access, type PayloadRequest, type Where } from 'payload'

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

/** Whether a document with this id is stored (access aside). */
export const documentExists = async (req: PayloadRequest, slug: string, id: number | string): Promise<boolean> => {
  const { totalDocs } = await req.payload.count({
    collection: slug,
    where: { id: { equals: id } },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

export type EntityOperation = 'create' | 'read' | 'update'

/** One document of a collection (its id), or the global. */
export type DocumentRef = { id?: number | string }

/**
 * Whether the signed-in user may do `operation` on the entity, or on one document of it when `doc`
 * is given. The entity's access function runs as Payload's own operations run it (with the id, no
 * stored data), and a query it answers must match that document, as Payload's findByID and
 * updateByID combine it with the id. Without a document, a query means "some documents": allowed.
 */
export const mayAccess = async (
  req: PayloadRequest,
  entity: Entity,
  operation: EntityOperation,
  doc?: DocumentRef,
): Promise<boolean> => {
  const result: boolean | Where = await executeAccess(
    {
      id: doc?.id,
      collectionConfig: entity.kind === 'collection' ? entity.config : undefined,
      disableErrors: true,
      req,
    },
    accessFunction(entity, operation),
  )
  if (!result) return false
  if (result === true || !doc) return true
  return documentMatches(req, entity, doc, result)
}

/** The entity's access function for an operation (sanitized configs have one for each); a global has no create, its update stands for it. */
const accessFunction = (entity: Entity, operation: EntityOperation): Access => {
  const key = entity.kind === 'global' && operation === 'create' ? 'update' : operation
  return (entity.config.access as Record<EntityOperation, Access>)[key]
}

/**
 * Whether the document matches an access query: a collection's as Payload's findByID and updateByID
 * combine it with the id (a document without an id yet matches), a global's against its row, as
 * Payload's global update runs it.
 */
const documentMatches = async (req: PayloadRequest, entity: Entity, doc: DocumentRef, where: Where) => {
  if (entity.kind === 'global') {
    const row: Record<string, unknown> | null = await req.payload.db.findGlobal({ slug: entity.slug, req, where })
    return Boolean(row && Object.keys(row).length > 0)
  }
  if (doc.id === undefined) return true
  const { totalDocs } = await req.payload.count({
    collection: entity.slug,
    where: combineQueries({ id: { equals: doc.id } }, where),
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** Throws a 403 unless the user may do `operation` (see mayAccess). */
export const requireAccess = async (
  req: PayloadRequest,
  entity: Entity,
  operation: EntityOperation,
  doc?: DocumentRef,
): Promise<void> => {
  if (!(await mayAccess(req, entity, operation, doc))) throw forbidden(req)
}
