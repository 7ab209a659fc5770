import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type GlobalBeforeOperationHook,
  type GlobalBeforeValidateHook,
  type PayloadRequest,
  type Where,
} from 'payload'

import type { Entity } from './http.js'
import {
  FOLIO_KEEP_LOCK_PARAM,
  LOCK_REFRESH_THROTTLE_SECONDS,
  type FolioLockedState,
  type FolioLockUser,
} from '../../shared/protocol.js'
import { oneAtATime } from './one-at-a-time.js'
import { normalizeLockDocuments } from './schema.js'

/** Payload's own lock store (created when any entity keeps lockDocuments on). */
export const LOCKED_DOCUMENTS_SLUG = 'payload-locked-documents'

type UserRelation = { relationTo: string; value: number | string | Record<string, unknown> }
type LockDoc = { id: number | string; updatedAt: string; user?: UserRelation }

const relationId = (value: UserRelation['value']): number | string =>
  typeof value === 'object' ? (value.id as number | string) : value

const toLockUser = (req: PayloadRequest, relation: UserRelation | undefined): FolioLockUser | null => {
  if (!relation) return null
  const id = relationId(relation.value)
  const doc = typeof relation.value === 'object' ? relation.value : {}
  const useAsTitle = req.payload.collections[relation.relationTo]?.config.admin?.useAsTitle
  const title = useAsTitle ? doc[useAsTitle] : undefined
  const email = typeof doc.email === 'string' ? doc.email : undefined
  return {
    id,
    collection: relation.relationTo,
    email,
    displayName: typeof title === 'string' && title ? title : (email ?? String(id)),
  }
}

const currentUser = (req: PayloadRequest): FolioLockUser => {
  const user = req.user as unknown as Record<string, unknown> & { id: number | string; collection: string }
  return toLockUser(req, { relationTo: user.collection, value: user })!
}

/** One lock decision per document at a time: the read and the write below must not interleave. */
const perDocument = oneAtATime()

/**
 * Locks a keep-lock write is about to lose for a moment: Payload deletes the lock before the write's
 * field hooks run (which may take long: a large document's reads, a config's own slow hooks) and only
 * then does keepLockOn*Write take it again. Meanwhile this process answers for the lock as still held.
 */
type Reservation = { holder: FolioLockUser; lastEditedAt: string; until: number }
const reservations = new Map<string, Reservation>()
/** A write that never reached its hook (it failed before) holds the reservation no longer than this. */
export const LOCK_RESERVATION_MS = 10_000

const lockKey = (entity: Entity, id: number | string | undefined) => `${entity.kind}:${entity.slug}:${String(id ?? '')}`
const sameUser = (a: FolioLockUser, b: FolioLockUser) => a.collection === b.collection && String(a.id) === String(b.id)

/**
 * Lock handling of the form-state endpoint, on Payload's `payload-locked-documents` collection:
 * - another user's unexpired lock (updatedAt + duration in the future) is reported, never touched;
 * - with `updateLastEdited`, the current user takes the lock (expired locks of the document are
 *   deleted first) or refreshes its own, writing at most every LOCK_REFRESH_THROTTLE_SECONDS.
 * Returns null where locking does not apply (locking off, no id yet, no lock collection).
 * Decisions for one document run one at a time in this process, so two editors are never both told
 * they hold it.
 */
export const handleLockState = async (args: LockArgs): Promise<FolioLockedState | null> => {
  const key = lockKey(args.entity, args.id)
  if (args.inWrite || !args.updateLastEdited) return perDocument(key, () => decideHere(key, args))
  // Taking a lock writes, and a write waits for the database (on SQLite, for the one writer, which a
  // save holds through its hooks). Another editor's lock, or one reserved for them, needs no write:
  // it is answered at once, even while their save is under way.
  const theirs = await perDocument(key, async () => {
    const reserved = reservedForOther(key, args.req)
    if (reserved) return reserved
    const state = await decideLock({ ...args, updateLastEdited: false })
    return state?.isLocked && state.user && !sameUser(state.user, currentUser(args.req)) ? state : undefined
  })
  if (theirs) return theirs
  // The write gets a transaction of its own, begun before the per-document decision as a document's
  // write begins its own before its hooks ask here: taking the two in the same order everywhere means
  // a lock call and a save never wait for each other.
  const ownTransaction = await initTransaction(args.req)
  return perDocument(key, async () => {
    try {
      const state = await decideHere(key, { ...args, joined: ownTransaction })
      // Committed before the next decision on the document reads the store.
      if (ownTransaction) await commitTransaction(args.req)
      return state
    } catch (error) {
      if (ownTransaction) await killTransaction(args.req)
      throw error
    }
  })
}

/** The reservation of a write by someone else than the asker, as the lock's state; expired ones dropped. */
const reservedForOther = (key: string, req: PayloadRequest): FolioLockedState | undefined => {
  const reservation = reservations.get(key)
  if (reservation && reservation.until <= Date.now()) reservations.delete(key)
  const reserved = reservations.get(key)
  if (reserved && req.user && !sameUser(reserved.holder, currentUser(req)))
    return { isLocked: true, user: reserved.holder, lastEditedAt: reserved.lastEditedAt }
}

/** One decision, within the document's turn. */
const decideHere = async (key: string, args: DecideArgs): Promise<FolioLockedState | null> => {
  const reserved = reservedForOther(key, args.req)
  if (reserved) return reserved
  const hadReservation = reservations.has(key)
  const state = await decideLock({ ...args, joined: args.joined || args.inWrite })
  // The holder's write has taken its lock again: the store answers for it from here.
  if (args.inWrite && hadReservation) reservations.delete(key)
  return state
}

/**
 * Before a keep-lock write of the lock's holder starts (and Payload deletes the lock), the lock is
 * reserved for them until the write's hook has taken it again.
 */
const reserveForWrite = (req: PayloadRequest, entity: Entity, id: number | string | undefined) => {
  if (!asksToKeepLock(req) || !req.user) return
  const key = lockKey(entity, id)
  return perDocument(key, async () => {
    const state = await decideLock({ req, entity, id, updateLastEdited: false })
    if (!state?.isLocked || !state.user || !sameUser(state.user, currentUser(req))) return
    reservations.set(key, {
      holder: state.user,
      lastEditedAt: state.lastEditedAt ?? new Date().toISOString(),
      until: Date.now() + LOCK_RESERVATION_MS,
    })
  })
}

export const reserveLockBeforeCollectionWrite: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  const id = (args as { id?: number | string } | undefined)?.id
  // A bulk update (by where) has no one document, and no editor holding it.
  if (operation !== 'update' || id === undefined || id === '') return args
  await reserveForWrite(req, { kind: 'collection', slug: collection.slug, config: collection }, id)
  return args
}

export const reserveLockBeforeGlobalWrite: GlobalBeforeOperationHook = async ({ args, global, operation, req }) => {
  if (operation === 'update')
    await reserveForWrite(req, { kind: 'global', slug: global.slug, config: global }, undefined)
  return args as unknown
}

type LockArgs = {
  req: PayloadRequest
  entity: Entity
  id?: number | string
  updateLastEdited: boolean
  /** Asked from within a write: the lock's reads and writes join its transaction (where there is one). */
  inWrite?: boolean
}

type DecideArgs = LockArgs & {
  /** The reads and writes join the request's transaction: the write's, or the lock call's own. */
  joined?: boolean
}

const decideLock = async (args: DecideArgs): Promise<FolioLockedState | null> => {
  const { req, entity, id, updateLastEdited } = args
  // Inside a write, its transaction has already deleted the lock: reads outside it would still see it.
  const joined = args.joined ? { req } : {}
  const setting = normalizeLockDocuments(entity.config.lockDocuments)
  if (!setting || !req.user || !req.payload.collections[LOCKED_DOCUMENTS_SLUG]) return null
  if (entity.kind === 'collection' && (id === undefined || id === '')) return null

  const where: Where =
    entity.kind === 'collection'
      ? { and: [{ 'document.relationTo': { equals: entity.slug } }, { 'document.value': { equals: id } }] }
      : { globalSlug: { equals: entity.slug } }
  const { docs } = (await req.payload.find({
    collection: LOCKED_DOCUMENTS_SLUG,
    where,
    depth: 1,
    limit: 20,
    pagination: false,
    sort: '-updatedAt',
    overrideAccess: true,
    ...joined,
  })) as unknown as { docs: LockDoc[] }

  const now = Date.now()
  const active = docs.find((doc) => new Date(doc.updatedAt).getTime() + setting.duration * 1000 > now)
  const me = currentUser(req)
  const heldByMe = active?.user?.relationTo === me.collection && String(relationId(active.user.value)) === String(me.id)

  if (active && !heldByMe) {
    return { isLocked: true, user: toLockUser(req, active.user), lastEditedAt: active.updatedAt }
  }
  if (!updateLastEdited) {
    return active
      ? { isLocked: true, user: me, lastEditedAt: active.updatedAt }
      : { isLocked: false, user: null, lastEditedAt: null }
  }

  const nowISO = new Date(now).toISOString()
  if (active) {
    if (now - new Date(active.updatedAt).getTime() < LOCK_REFRESH_THROTTLE_SECONDS * 1000) {
      return { isLocked: true, user: me, lastEditedAt: active.updatedAt }
    }
    await req.payload.db.updateOne({
      collection: LOCKED_DOCUMENTS_SLUG,
      id: active.id,
      data: { updatedAt: nowISO },
      returning: false,
      ...joined,
    })
    return { isLocked: true, user: me, lastEditedAt: nowISO }
  }

  if (docs.length) {
    await req.payload.db.deleteMany({
      collection: LOCKED_DOCUMENTS_SLUG,
      where: { id: { in: docs.map((doc) => doc.id) } },
      ...joined,
    })
  }
  await req.payload.db.create({
    collection: LOCKED_DOCUMENTS_SLUG,
    data: {
      document: entity.kind === 'collection' ? { relationTo: entity.slug, value: id } : undefined,
      globalSlug: entity.kind === 'global' ? entity.slug : undefined,
      user: { relationTo: me.collection, value: me.id },
      createdAt: nowISO,
      updatedAt: nowISO,
    },
    returning: false,
    ...joined,
  })
  return { isLocked: true, user: me, lastEditedAt: nowISO }
}

const asksToKeepLock = (req: PayloadRequest): boolean => {
  const asked = (req.query as Record<string, unknown> | undefined)?.[FOLIO_KEEP_LOCK_PARAM]
  return asked === 'true' || asked === true
}

/**
 * Payload deletes a document's lock on every update, before the write's own hooks run. A write sent by
 * the lock's holder with FOLIO_KEEP_LOCK_PARAM takes it again here, right after that delete and in the
 * same transaction, through the same one-at-a-time decisions: another editor never finds the document
 * unlocked between the save and the editor's next lock call. A lock someone else took meanwhile is
 * left to them. Writes without the parameter (Payload's admin, scripts) are untouched.
 */
export const keepLockOnCollectionWrite: CollectionBeforeValidateHook = async ({
  collection,
  operation,
  originalDoc,
  req,
}) => {
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  if (operation !== 'update' || id === undefined || !asksToKeepLock(req)) return
  await handleLockState({
    req,
    entity: { kind: 'collection', slug: collection.slug, config: collection },
    id,
    updateLastEdited: true,
    inWrite: true,
  })
}

export const keepLockOnGlobalWrite: GlobalBeforeValidateHook = async ({ global, req }) => {
  if (!asksToKeepLock(req)) return
  await handleLockState({
    req,
    entity: { kind: 'global', slug: global.slug, config: global },
    updateLastEdited: true,
    inWrite: true,
  })
}
