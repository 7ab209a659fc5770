import type { PaginatedDocs, PayloadRequest, SelectType, Where } from 'payload'

import { parseDocumentId } from './access.js'
import { authenticated, findEntity, FolioHttpError, json, type Entity } from './http.js'
import {
  FOLIO_VERSION_SUMMARY_SELECT,
  type FolioLatestVersions,
  type FolioVersionDiffResponse,
  type FolioVersionPage,
  type FolioVersionsResponse,
} from '../../shared/protocol.js'

/**
 * The versions screen and the version screen, each answered in one request: the reads those screens
 * otherwise send one after another to Payload's versions REST API (versions list, newest draft and
 * published ids, the version, the one before it (the one after it for the oldest), the compare picker's
 * first page). Each read runs
 * through Payload's local API with `overrideAccess: false` and this request (its user, locale and
 * fallback locale), so access is Payload's own versions endpoints' (readVersions) read for read.
 */

type Target = { entity: Entity; id?: number | string; locale?: string; fallbackLocale?: unknown }
type VersionDoc = Record<string, unknown> & { id: number | string; updatedAt?: string; version?: { _status?: string } }

const MAX_LIMIT = 100

const positiveInt = (value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, max) : fallback
}

const versioned = (entity: Entity): boolean => Boolean(entity.config.versions)
const hasDrafts = (entity: Entity): boolean => Boolean(entity.config.versions && entity.config.versions.drafts)

const resolveTarget = (req: PayloadRequest): Target => {
  const query = req.query ?? {}
  const entity = findEntity(req, query.collection, query.global)
  if (!versioned(entity)) throw new FolioHttpError(404, `"${entity.slug}" keeps no versions.`)
  // Captured once: each local API call below sets the request's locale for itself.
  const own = { locale: req.locale ?? undefined, fallbackLocale: req.fallbackLocale }
  if (entity.kind === 'global') return { entity, ...own }
  const raw = query.id
  if (typeof raw !== 'string' || raw === '') throw new FolioHttpError(400, 'Pass the document id.')
  return { entity, id: parseDocumentId(req, entity.slug, raw), ...own }
}

/** A version id as Payload's REST route sanitizes it (a number where the database's ids are numbers). */
const versionIdOf = (req: PayloadRequest, entity: Entity, raw: unknown): number | string => {
  if (typeof raw !== 'string' || raw === '') throw new FolioHttpError(400, 'Pass the version id.')
  const numeric =
    req.payload.db.defaultIDType === 'number' &&
    !(entity.kind === 'collection' && req.payload.collections[entity.slug]?.customIDType === 'text')
  if (!numeric) return raw
  const id = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id)) throw new FolioHttpError(404, req.t('error:notFound'))
  return id
}

/** The document's versions (the parent's, for a collection), snapshots left out as the screens do. */
const documentWhere = ({ entity, id }: Target, req: PayloadRequest, more: Where[] = []): Where => {
  const and: Where[] = []
  if (entity.kind === 'collection') and.push({ parent: { equals: id } })
  if (req.payload.config.localization && hasDrafts(entity)) and.push({ snapshot: { not_equals: true } })
  return { and: [...and, ...more] }
}

/** Payload applies a global's version select to the version's own fields too (3.90): globals read whole. */
const summarySelect = (entity: Entity): SelectType | undefined =>
  entity.kind === 'collection' ? FOLIO_VERSION_SUMMARY_SELECT : undefined

type FindArgs = { where: Where; sort: string; limit: number; page?: number; select?: SelectType; locale?: string }

const findVersions = async (
  req: PayloadRequest,
  target: Target,
  args: FindArgs,
): Promise<PaginatedDocs<VersionDoc>> => {
  const common = {
    depth: 0,
    overrideAccess: false,
    req,
    user: req.user,
    locale: (args.locale ?? target.locale) as 'all',
    fallbackLocale: target.fallbackLocale as false,
    where: args.where,
    sort: args.sort,
    limit: args.limit,
    page: args.page ?? 1,
    ...(args.select ? { select: args.select } : {}),
  }
  const { entity } = target
  const result =
    entity.kind === 'collection'
      ? await req.payload.findVersions({ ...common, collection: entity.slug })
      : await req.payload.findGlobalVersions({ ...common, slug: entity.slug })
  return result
}

const findVersion = async (req: PayloadRequest, target: Target, id: number | string, locale?: string) => {
  const common = {
    id: id as string,
    depth: 0,
    overrideAccess: false,
    req,
    user: req.user,
    locale: (locale ?? target.locale) as 'all',
    fallbackLocale: target.fallbackLocale as false,
  }
  const { entity } = target
  const doc =
    entity.kind === 'collection'
      ? await req.payload.findVersionByID({ ...common, collection: entity.slug })
      : await req.payload.findGlobalVersionByID({ ...common, slug: entity.slug })
  return doc as unknown as VersionDoc
}

/** The newest versions, newest first, with nothing left out between them; `complete` when they are all. */
type NewestFirst = { docs: VersionDoc[]; complete: boolean }

/**
 * The newest draft and published ids: read from the newest versions when they show them or are all
 * of them, else asked of the database, one version each.
 */
const latestVersions = async (
  req: PayloadRequest,
  target: Target,
  newest: NewestFirst,
): Promise<FolioLatestVersions> => {
  const newestWith = async (status: 'draft' | 'published'): Promise<number | string | null> => {
    const found = newest.docs.find((doc) => doc.version?._status === status)
    if (found) return found.id
    if (newest.complete) return null
    const answer = await findVersions(req, target, {
      where: documentWhere(target, req, [{ 'version._status': { equals: status } }]),
      sort: '-updatedAt',
      limit: 1,
      select: { updatedAt: true },
    })
    return answer.docs[0]?.id ?? null
  }
  const draftId = hasDrafts(target.entity) ? await newestWith('draft') : null
  return { draftId, publishedId: await newestWith('published') }
}

const updatedAtOf = (doc: VersionDoc): string => (typeof doc.updatedAt === 'string' ? doc.updatedAt : '')

/**
 * The newest versions from the compare picker's first page (every version but this one, newest first)
 * and this version: this one joins them where it falls inside the page, else the page alone is a run
 * of the newest.
 */
const newestAround = (choices: PaginatedDocs<VersionDoc>, version: VersionDoc): NewestFirst => {
  const last = choices.docs.at(-1)
  const inside = !choices.hasNextPage || (last !== undefined && updatedAtOf(version) >= updatedAtOf(last))
  if (!inside) return { docs: choices.docs, complete: false }
  // A status read in every locale (localized status) cannot be placed: ask the database instead.
  if (typeof version.version?._status !== 'string') return { docs: [], complete: false }
  const docs = [...choices.docs, version].sort((a, b) => updatedAtOf(b).localeCompare(updatedAtOf(a)))
  return { docs, complete: !choices.hasNextPage }
}

const asPage = (result: PaginatedDocs<VersionDoc>): FolioVersionPage => result as unknown as FolioVersionPage

const versionsHandler = async (req: PayloadRequest): Promise<Response> => {
  const target = resolveTarget(req)
  const query = req.query ?? {}
  const list = await findVersions(req, target, {
    where: documentWhere(target, req),
    sort: '-updatedAt',
    page: positiveInt(query.page, 1),
    limit: positiveInt(query.limit, 10, MAX_LIMIT),
    select: summarySelect(target.entity),
  })
  const newest = list.page === 1 ? { docs: list.docs, complete: list.totalDocs <= list.docs.length } : undefined
  const latest = await latestVersions(req, target, newest ?? { docs: [], complete: false })
  return json({ list: asPage(list), latest } satisfies FolioVersionsResponse)
}

const versionDiffHandler = async (req: PayloadRequest): Promise<Response> => {
  const target = resolveTarget(req)
  const query = req.query ?? {}
  const versionId = versionIdOf(req, target.entity, query.version)
  // The diff compares every locale where the CMS is localized.
  const whole = req.payload.config.localization ? 'all' : undefined
  const version = await findVersion(req, target, versionId, whole)
  let compare: VersionDoc | null
  if (typeof query.compare === 'string' && query.compare !== '') {
    compare = await findVersion(req, target, versionIdOf(req, target.entity, query.compare), whole).catch(() => null)
  } else {
    const before = await findVersions(req, target, {
      where: documentWhere(target, req, [
        { updatedAt: { less_than: version.updatedAt } },
        { id: { not_equals: versionId } },
      ]),
      sort: '-updatedAt',
      limit: 1,
      locale: whole,
    })
    // The oldest version has none before it: it is compared with the one after it instead.
    compare =
      before.docs[0] ??
      (
        await findVersions(req, target, {
          where: documentWhere(target, req, [
            { updatedAt: { greater_than: version.updatedAt } },
            { id: { not_equals: versionId } },
          ]),
          sort: 'updatedAt',
          limit: 1,
          locale: whole,
        })
      ).docs[0] ??
      null
  }
  const choices = await findVersions(req, target, {
    where: documentWhere(target, req, [{ id: { not_equals: versionId } }]),
    sort: '-updatedAt',
    page: 1,
    limit: positiveInt(query.limit, 10, MAX_LIMIT),
    select: summarySelect(target.entity),
  })
  const latest = await latestVersions(req, target, newestAround(choices, version))
  return json({ version, compare, latest, choices: asPage(choices) } satisfies FolioVersionDiffResponse)
}

export const versionsScreenHandler = authenticated(versionsHandler)
export const versionDiffScreenHandler = authenticated(versionDiffHandler)
