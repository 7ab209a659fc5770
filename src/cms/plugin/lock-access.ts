import {
  Forbidden,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { documentExists, mayAccess } from './access.js'
import type { Entity } from './http.js'
import { LOCKED_DOCUMENTS_SLUG } from './locks.js'

/**
 * Payload's `payload-locked-documents` collection lets every signed-in user create, change and delete
 * any lock through its REST API; Folio's editors release locks through it (leaving a document, taking
 * one over). These hooks narrow that to what a lock means:
 * - a lock row is written (create, update) only for oneself, on a document one may update;
 * - a lock row is deleted by its holder, or by a user who may update the locked document (a take-over).
 * Payload's own lock handling writes through the database adapter and is not affected; calls without
 * a user (server code) neither.
 */
type UserRelation = { relationTo?: unknown; value?: unknown }
type LockRow = { document?: UserRelation | null; globalSlug?: unknown; user?: UserRelation | null }

const relationId = (value: unknown): unknown =>
  value && typeof value === 'object' ? (value as { id?: unknown }).id : value

const isUser = (req: PayloadRequest, relation: UserRelation | null | undefined): boolean =>
  Boolean(
    req.user &&
    relation &&
    relation.relationTo === req.user.collection &&
    String(relationId(relation.value)) === String(req.user.id),
  )

/** The entity a lock row points at, or null when it points at nothing known. */
const lockedEntity = (req: PayloadRequest, row: LockRow): { entity: Entity; id?: number | string } | null => {
  const relationTo = row.document?.relationTo
  if (typeof relationTo === 'string') {
    const config = req.payload.collections[relationTo]?.config
    const id = relationId(row.document?.value)
    if (!config || (typeof id !== 'string' && typeof id !== 'number')) return null
    return { entity: { kind: 'collection', slug: relationTo, config }, id }
  }
  if (typeof row.globalSlug === 'string') {
    const config = req.payload.config.globals.find((g) => g.slug === row.globalSlug)
    return config ? { entity: { kind: 'global', slug: config.slug, config } } : null
  }
  return null
}

/** Update access to the locked document; for one that no longer exists, to its collection. */
const mayUpdateLocked = async (req: PayloadRequest, row: LockRow): Promise<boolean> => {
  const target = lockedEntity(req, row)
  if (!target) return false
  const { entity, id } = target
  const exists = entity.kind === 'global' || (await documentExists(req, entity.slug, id!))
  return mayAccess(req, entity, 'update', exists ? { id } : undefined)
}

const writeOwnLocksOnly: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!req.user) return data
  const row = { ...(originalDoc as LockRow | undefined), ...(data as LockRow) }
  if (!isUser(req, row.user) || !(await mayUpdateLocked(req, row))) throw new Forbidden(req.t)
  return data
}

const releaseByHolderOrUpdater: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!req.user) return
  const row = (await req.payload.findByID({
    collection: LOCKED_DOCUMENTS_SLUG,
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })) as LockRow | null
  if (!row || isUser(req, row.user)) return
  if (!(await mayUpdateLocked(req, row))) throw new Forbidden(req.t)
}

/** Adds the hooks to the sanitized lock collection (Payload creates it after plugins have run). */
export const guardLockCollection = (payload: Payload): void => {
  const hooks = payload.collections[LOCKED_DOCUMENTS_SLUG]?.config.hooks
  if (!hooks) return
  hooks.beforeChange = [...(hooks.beforeChange ?? []), writeOwnLocksOnly]
  hooks.beforeDelete = [...(hooks.beforeDelete ?? []), releaseByHolderOrUpdater]
}
