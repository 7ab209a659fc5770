import { describe, expect, it } from 'vitest'
import { bulkBatchAnswer, bulkBatchRequest, matchingIdsRequest } from './bulk'

describe('bulk requests', () => {
  it("publishes a batch with Payload's where on the ids, never overriding a lock", () => {
    const request = bulkBatchRequest('pages', { kind: 'publish' }, ['1', '2'], 'en')
    expect(request).toMatchObject({
      method: 'PATCH',
      path: '/pages',
      body: { _status: 'published' },
      query: { where: { id: { in: ['1', '2'] } }, draft: true },
    })
    expect(request.query).not.toHaveProperty('overrideLock')
  })

  it('unpublishes by making the status draft', () => {
    expect(bulkBatchRequest('pages', { kind: 'unpublish' }, ['1'], 'en')).toMatchObject({
      method: 'PATCH',
      body: { _status: 'draft' },
    })
  })

  it('moves to the trash where the collection has one, else deletes for good', () => {
    const trashed = bulkBatchRequest('pages', { kind: 'delete', trash: true }, ['1'], 'en')
    expect(trashed.method).toBe('PATCH')
    expect(trashed.body).toHaveProperty('deletedAt')
    expect(bulkBatchRequest('posts', { kind: 'delete', trash: false }, ['1'], 'en')).toMatchObject({
      method: 'DELETE',
      path: '/posts',
    })
  })

  it('edits many as a save, a draft or a publish', () => {
    const data = { category: 3 }
    expect(bulkBatchRequest('posts', { kind: 'update', data, mode: 'save' }, ['1'], 'en').body).toEqual(data)
    expect(bulkBatchRequest('posts', { kind: 'update', data, mode: 'draft' }, ['1'], 'en')).toMatchObject({
      body: { category: 3, _status: 'draft' },
      query: { draft: true },
    })
    expect(bulkBatchRequest('posts', { kind: 'update', data, mode: 'publish' }, ['1'], 'en').body).toEqual({
      category: 3,
      _status: 'published',
    })
  })

  it('reads done and failed documents from an answer, a partial failure, and a lost connection', () => {
    expect(bulkBatchAnswer({ ok: true, status: 200, data: { docs: [{ id: 1 }], errors: [] } })).toEqual({
      kind: 'answered',
      done: ['1'],
      failed: [],
    })
    expect(
      bulkBatchAnswer({
        ok: false,
        error: {
          kind: 'http',
          status: 400,
          message: 'Unable to update 1 out of 2 Pages.',
          bulk: { doneIds: [1], errors: [{ id: 2, message: 'locked' }] },
        },
      }),
    ).toEqual({ kind: 'answered', done: ['1'], failed: [{ id: '2', message: 'locked' }] })
    expect(bulkBatchAnswer({ ok: false, error: { kind: 'unreachable', message: 'gone' } })).toEqual({
      kind: 'lost',
      message: 'gone',
    })
    expect(bulkBatchAnswer({ ok: false, error: { kind: 'forbidden', status: 403, message: 'No' } })).toEqual({
      kind: 'rejected',
      message: 'No',
    })
  })

  it('pages through the ids matching a where, in a stable order', () => {
    expect(matchingIdsRequest('posts', { title: { like: 'x' } }, 2, true, 'en')).toEqual({
      method: 'GET',
      path: '/posts',
      query: {
        depth: 0,
        limit: 100,
        page: 2,
        select: { id: true },
        sort: 'id',
        where: { title: { like: 'x' } },
        draft: true,
      },
      language: 'en',
    })
  })
})
