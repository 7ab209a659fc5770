import { FOLIO_ENDPOINTS } from '@shared/protocol'
import { describe, expect, it } from 'vitest'
import { cancelScheduledRequest, scheduleRequest, upcomingEventsRequest } from './schedule-publish'

const doc = { kind: 'collection', slug: 'bulletins', id: '7' } as const

describe('schedule-publish requests', () => {
  it('lists the upcoming events of a document or a global', () => {
    expect(upcomingEventsRequest(doc, 'en')).toEqual({
      method: 'GET',
      path: FOLIO_ENDPOINTS.schedulePublish,
      query: { collection: 'bulletins', id: '7' },
      language: 'en',
    })
    expect(upcomingEventsRequest({ kind: 'global', slug: 'site' }, 'de').query).toEqual({ global: 'site' })
  })

  it('queues an event with its type, date and locale', () => {
    const request = scheduleRequest(doc, { type: 'unpublish', date: '2030-01-01T10:00:00.000Z', locale: 'de' }, 'en')
    expect(request).toMatchObject({ method: 'POST', path: FOLIO_ENDPOINTS.schedulePublish })
    expect(request.body).toEqual({
      collection: 'bulletins',
      id: '7',
      type: 'unpublish',
      date: '2030-01-01T10:00:00.000Z',
      locale: 'de',
    })
  })

  it('cancels one event of the document by its job id', () => {
    expect(cancelScheduledRequest(doc, 12, 'en')).toEqual({
      method: 'DELETE',
      path: FOLIO_ENDPOINTS.schedulePublish,
      query: { collection: 'bulletins', id: '7', job: '12' },
      language: 'en',
    })
  })
})
