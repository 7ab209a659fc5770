import { describe, expect, it } from 'vitest'
import { bulkBatchAnswer, bulkBatchRequest, bulkConfirmAnswer, bulkConfirmRequest, matchingIdsRequest } from './bulk'

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

  it('restores a batch from the trash, only documents still in it, as drafts where the collection has drafts', () => {
    const restore = bulkBatchRequest('pages', { kind: 'restore', drafts: true }, ['1', '2'], 'en')
    expect(restore).toMatchObject({
      method: 'PATCH',
      path: '/pages',
      body: { deletedAt: null, _status: 'draft' },
      query: { trash: true, where: { and: [{ id: { in: ['1', '2'] } }, { deletedAt: { exists: true } }] } },
    })
    expect(restore.query).not.toHaveProperty('overrideLock')
    expect(bulkBatchRequest('pages', { kind: 'restore', drafts: false }, ['1'], 'en').body).toEqual({ deletedAt: null })
  })

  it('after a lost answer, counts a restore done where the document has no deletedAt any more', () => {
    const action = { kind: 'restore', drafts: false } as const
    const read = bulkConfirmRequest('pages', action, ['1', '2', '3'], 'en')
    expect(read.query).toMatchObject({ trash: true, select: { id: true, deletedAt: true } })
    expect(read.query).not.toHaveProperty('draft')
    const answer = bulkConfirmAnswer(action, ['1', '2', '3'], {
      ok: true,
      status: 200,
      data: {
        docs: [
          { id: 1, deletedAt: null },
          { id: 2, deletedAt: '2026-01-01T00:00:00.000Z' },
        ],
      },
    })
    // 3 was deleted for good meanwhile: neither done nor to send again.
    expect(answer).toEqual({ kind: 'read', done: ['1'], notDone: ['2'] })
  })

  it("pages through the trash's matching ids with trash=true", () => {
    expect(matchingIdsRequest('pages', { deletedAt: { exists: true } }, 1, false, 'en', true).query).toMatchObject({
      trash: true,
      where: { deletedAt: { exists: true } },
    })
    expect(matchingIdsRequest('pages', undefined, 1, false, 'en').query).not.toHaveProperty('trash')
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

  it("counts a proxy's 502, 503 or 504 as a lost answer (the CMS may have written), a 500 as the server's refusal", () => {
    for (const status of [502, 503, 504])
      expect(
        bulkBatchAnswer({ ok: false, error: { kind: 'http', status, message: 'Bad Gateway', notJson: true } }),
      ).toEqual({
        kind: 'lost',
        message: 'Bad Gateway',
      })
    expect(
      bulkBatchAnswer({ ok: false, error: { kind: 'http', status: 500, message: 'Something went wrong.' } }),
    ).toEqual({
      kind: 'rejected',
      message: 'Something went wrong.',
    })
  })

  it("reads a lost batch's documents again by id, trashed ones too, the latest draft where the status tells", () => {
    expect(bulkConfirmRequest('posts', { kind: 'delete', trash: false }, ['1', '2'], 'en')).toEqual({
      method: 'GET',
      path: '/posts',
      query: {
        where: { id: { in: ['1', '2'] } },
        depth: 0,
        limit: 2,
        pagination: false,
        select: { id: true },
        trash: true,
      },
      language: 'en',
    })
    expect(bulkConfirmRequest('posts', { kind: 'publish' }, ['1'], 'en').query).toMatchObject({
      draft: true,
      select: { id: true, _status: true },
    })
    expect(
      bulkConfirmRequest('posts', { kind: 'update', data: { folder: 4 }, mode: 'save' }, ['1'], 'en').query,
    ).toMatchObject({ select: { id: true, folder: true } })
  })

  it('tells which documents have the change: deleted ones are gone, trashed ones have deletedAt, published ones the status', () => {
    const read = (docs: Array<Record<string, unknown>>) => ({ ok: true as const, status: 200, data: { docs } })
    expect(bulkConfirmAnswer({ kind: 'delete', trash: false }, ['1', '2'], read([{ id: 2 }]))).toEqual({
      kind: 'read',
      done: ['1'],
      notDone: ['2'],
    })
    expect(
      bulkConfirmAnswer(
        { kind: 'delete', trash: true },
        ['1', '2', '3'],
        read([
          { id: 1, deletedAt: '2026-12-01T10:00:00.000Z' },
          { id: 2, deletedAt: null },
        ]),
      ),
    ).toEqual({ kind: 'read', done: ['1'], notDone: ['2'] })
    expect(
      bulkConfirmAnswer(
        { kind: 'publish' },
        ['1', '2'],
        read([
          { id: 1, _status: 'published' },
          { id: 2, _status: 'draft' },
        ]),
      ),
    ).toEqual({
      kind: 'read',
      done: ['1'],
      notDone: ['2'],
    })
    expect(bulkConfirmAnswer({ kind: 'unpublish' }, ['1'], read([{ id: 1, _status: 'draft' }]))).toMatchObject({
      done: ['1'],
    })
    expect(
      bulkConfirmAnswer({ kind: 'publish' }, ['1'], { ok: false, error: { kind: 'unreachable', message: 'gone' } }),
    ).toEqual({
      kind: 'lost',
      message: 'gone',
    })
  })

  it('counts an edit done where every field sent has its value, and leaves a differing one unknown', () => {
    const read = (docs: Array<Record<string, unknown>>) => ({ ok: true as const, status: 200, data: { docs } })
    const move = {
      kind: 'update' as const,
      data: { folder: '4', publishedAt: '2026-12-01T10:00:00Z' },
      mode: 'save' as const,
    }
    expect(
      bulkConfirmAnswer(
        move,
        ['1', '2'],
        read([
          { id: 1, folder: 4, publishedAt: '2026-12-01T10:00:00.000Z' },
          { id: 2, folder: 5, publishedAt: '2026-12-01T10:00:00.000Z' },
        ]),
      ),
    ).toEqual({ kind: 'read', done: ['1'], notDone: [] })
  })
})
