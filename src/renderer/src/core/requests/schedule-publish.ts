/**
 * Requests to the Folio plugin's schedule-publish endpoint (Payload's scheduled publish jobs): the
 * upcoming events of one document or global, queuing one, cancelling one.
 */
import type { ApiRequest } from '@shared/api'
import { FOLIO_ENDPOINTS, type FolioScheduleRequest, type FolioScheduleType } from '@shared/protocol'

/** A collection document (slug + id) or a global (slug). */
export type ScheduleTarget = { kind: 'collection'; slug: string; id: string } | { kind: 'global'; slug: string }

const targetOf = (t: ScheduleTarget) =>
  t.kind === 'collection' ? { collection: t.slug, id: t.id } : { global: t.slug }

export function upcomingEventsRequest(target: ScheduleTarget, language: string): ApiRequest {
  return { method: 'GET', path: FOLIO_ENDPOINTS.schedulePublish, query: targetOf(target), language }
}

export function scheduleRequest(
  target: ScheduleTarget,
  event: { type: FolioScheduleType; date: string; locale?: string },
  language: string,
): ApiRequest {
  const body: FolioScheduleRequest = { ...targetOf(target), ...event }
  return { method: 'POST', path: FOLIO_ENDPOINTS.schedulePublish, body, language }
}

export function cancelScheduledRequest(target: ScheduleTarget, jobId: string | number, language: string): ApiRequest {
  return {
    method: 'DELETE',
    path: FOLIO_ENDPOINTS.schedulePublish,
    query: { ...targetOf(target), job: String(jobId) },
    language,
  }
}
