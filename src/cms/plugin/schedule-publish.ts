import { docAccessOperation, docAccessOperationGlobal, type PayloadRequest, type Where } from 'payload'

import { documentExists, forbidden, notFound, parseDocumentId } from './access.js'
import { authenticated, findEntity, FolioHttpError, json, readJsonBody, type Entity } from './http.js'
import type {
  FolioScheduledEvent,
  FolioScheduleListResponse,
  FolioScheduleRequest,
  FolioScheduleType,
} from '../../shared/protocol.js'

/** Payload's task slug and job collection for scheduled publishing (versions.drafts.schedulePublish). */
const TASK_SLUG = 'schedulePublish'
const JOBS_SLUG = 'payload-jobs'

type Target = { entity: Entity; id?: number | string }

const scheduleEnabled = (entity: Entity): boolean => {
  const drafts = entity.config.versions ? entity.config.versions.drafts : false
  return Boolean(drafts && drafts.schedulePublish)
}

/** The document (or global) named by the request, which must have scheduling on and exist. */
const resolveTarget = async (req: PayloadRequest, input: Record<string, unknown>): Promise<Target> => {
  const entity = findEntity(req, input.collection, input.global)
  if (!scheduleEnabled(entity)) throw new FolioHttpError(400, `Scheduled publishing is off for "${entity.slug}".`)
  if (entity.kind === 'global') return { entity }
  const raw = input.id
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new FolioHttpError(400, 'Pass the document id.')
  const id = parseDocumentId(req, entity.slug, raw)
  if (!(await documentExists(req, entity.slug, id))) throw notFound(req, id)
  return { entity, id }
}

/** Payload's own rule for its schedule drawer: update access with `_status: 'published'` (publish access). */
const requirePublishAccess = async (req: PayloadRequest, { entity, id }: Target): Promise<void> => {
  const data = { _status: 'published' }
  const permissions =
    entity.kind === 'collection'
      ? await docAccessOperation({ id, collection: { config: entity.config }, data, req })
      : await docAccessOperationGlobal({ globalConfig: entity.config, data, req })
  if (!(permissions as { update?: unknown }).update) throw forbidden(req)
}

/** Upcoming (not yet due) schedulePublish jobs of one document or global. */
const upcomingWhere = ({ entity, id }: Target): Where => ({
  and: [
    { taskSlug: { equals: TASK_SLUG } },
    { waitUntil: { greater_than: new Date().toISOString() } },
    { completedAt: { exists: false } },
    ...(entity.kind === 'collection'
      ? [{ 'input.doc.value': { equals: String(id) } }, { 'input.doc.relationTo': { equals: entity.slug } }]
      : [{ 'input.global': { equals: entity.slug } }]),
  ],
})

type JobRow = { id: number | string; waitUntil?: string; input?: { type?: string; locale?: string } }

const listEvents = async (req: PayloadRequest, target: Target): Promise<FolioScheduledEvent[]> => {
  const { docs } = (await req.payload.db.find({
    collection: JOBS_SLUG,
    limit: 0,
    pagination: false,
    sort: 'waitUntil',
    where: upcomingWhere(target),
    req,
  })) as unknown as { docs: JobRow[] }
  return docs.map((job) => ({
    id: job.id,
    type: job.input?.type === 'unpublish' ? 'unpublish' : 'publish',
    waitUntil: String(job.waitUntil),
    ...(job.input?.locale ? { locale: job.input.locale } : {}),
  }))
}

const queryInput = (req: PayloadRequest): Record<string, unknown> => {
  const query = req.query ?? {}
  return { collection: query.collection, id: query.id, global: query.global, job: query.job }
}

const listHandler = async (req: PayloadRequest): Promise<Response> => {
  const target = await resolveTarget(req, queryInput(req))
  await requirePublishAccess(req, target)
  return json({ events: await listEvents(req, target) } satisfies FolioScheduleListResponse)
}

const parseType = (value: unknown): FolioScheduleType => {
  if (value === 'publish' || value === 'unpublish') return value
  throw new FolioHttpError(400, 'The type must be "publish" or "unpublish".')
}

/** The date as a Date in the future; a past or unreadable one is refused with the server's own words. */
const parseFutureDate = (req: PayloadRequest, value: unknown): Date => {
  const date = typeof value === 'string' ? new Date(value) : new Date(NaN)
  if (Number.isNaN(date.getTime())) throw new FolioHttpError(400, req.t('validation:invalidInput'))
  if (date.getTime() <= Date.now()) throw new FolioHttpError(400, 'The date must lie in the future.')
  return date
}

const queueHandler = async (req: PayloadRequest): Promise<Response> => {
  const body = (await readJsonBody(req)) as Partial<FolioScheduleRequest> & Record<string, unknown>
  const target = await resolveTarget(req, body)
  await requirePublishAccess(req, target)
  const type = parseType(body.type)
  const date = parseFutureDate(req, body.date)
  const localization = req.payload.config.localization
  const locale =
    typeof body.locale === 'string' && localization && localization.localeCodes.includes(body.locale)
      ? body.locale
      : undefined
  const { entity, id } = target
  const job = await req.payload.jobs.queue({
    task: TASK_SLUG,
    input: {
      type,
      ...(entity.kind === 'collection' ? { doc: { relationTo: entity.slug, value: String(id) } } : {}),
      ...(entity.kind === 'global' ? { global: entity.slug } : {}),
      ...(locale ? { locale } : {}),
      user: req.user ? { relationTo: req.user.collection, value: req.user.id } : undefined,
    },
    waitUntil: date,
    req,
  })
  const event: FolioScheduledEvent = { id: job.id, type, waitUntil: date.toISOString(), ...(locale ? { locale } : {}) }
  return json(event, 201)
}

/** Cancels one upcoming event of the named document (a job of another document or task is not found). */
const cancelHandler = async (req: PayloadRequest): Promise<Response> => {
  const input = queryInput(req)
  const target = await resolveTarget(req, input)
  await requirePublishAccess(req, target)
  const events = await listEvents(req, target)
  const event = events.find((e) => String(e.id) === String(input.job))
  if (!event) throw notFound(req)
  await req.payload.db.deleteOne({ collection: JOBS_SLUG, where: { id: { equals: event.id } }, req })
  return json({ id: event.id })
}

export const scheduleListHandler = authenticated(listHandler)
export const scheduleQueueHandler = authenticated(queueHandler)
export const scheduleCancelHandler = authenticated(cancelHandler)
