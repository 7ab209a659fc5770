import { describe, expect, it } from 'vitest'
import {
  bulkOutcome,
  deletePermanentlyRequest,
  emptyTrashRequest,
  restoreRequest,
  trashCountRequest,
  trashListRequest,
} from './trash'

const pages = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'updatedAt'] },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'updatedAt', type: 'date' },
  ],
}

describe('trash list', () => {
  it('asks for trashed documents only, with the same columns, paging and sort as the list', () => {
    const request = trashListRequest('pages', '?page=2&limit=5&sort=-title', pages, true, 'de')
    expect(request).toMatchObject({ method: 'GET', path: '/pages', language: 'de' })
    expect(request.query).toEqual({
      page: 2,
      limit: 5,
      depth: 0,
      sort: '-title',
      draft: true,
      select: { title: true, updatedAt: true, _status: true },
      trash: true,
      where: { deletedAt: { exists: true } },
    })
  })

  it('keeps the search and filters and adds the trash condition to them', () => {
    const request = trashListRequest('pages', '?search=old', pages, false, 'en')
    expect(request.query?.where).toEqual({ and: [{ title: { like: 'old' } }, { deletedAt: { exists: true } }] })
  })

  it('counts the trash without reading its documents', () => {
    expect(trashCountRequest('pages', 'en').query).toEqual({
      depth: 0,
      limit: 1,
      trash: true,
      where: { deletedAt: { exists: true } },
    })
  })
})

describe('restore and delete', () => {
  const oneTrashed = { and: [{ id: { equals: 7 } }, { deletedAt: { exists: true } }] }

  it('restores only a trashed document with that id, as a draft where drafts are on', () => {
    expect(restoreRequest('pages', 7, { drafts: true, language: 'en' })).toEqual({
      method: 'PATCH',
      path: '/pages',
      query: { depth: 0, trash: true, where: oneTrashed },
      body: { deletedAt: null, _status: 'draft' },
      language: 'en',
    })
    expect(restoreRequest('notes', 7, { drafts: false, language: 'en' }).body).toEqual({ deletedAt: null })
  })

  it('deletes for good only from the trash: one document, or all of it', () => {
    expect(deletePermanentlyRequest('pages', 7, 'en')).toEqual({
      method: 'DELETE',
      path: '/pages',
      query: { depth: 0, trash: true, where: oneTrashed },
      language: 'en',
    })
    expect(emptyTrashRequest('pages', 'en').query).toEqual({
      depth: 0,
      limit: 0,
      trash: true,
      where: { deletedAt: { exists: true } },
    })
  })

  it('reads how many documents a bulk answer changed, and its first error', () => {
    expect(bulkOutcome({ docs: [{ id: 1 }, { id: 2 }], errors: [] })).toEqual({ done: 2, failed: undefined })
    expect(bulkOutcome({ docs: [], errors: [{ message: 'You are not allowed' }] })).toEqual({
      done: 0,
      failed: 'You are not allowed',
    })
    expect(bulkOutcome(null)).toEqual({ done: 0, failed: undefined })
  })
})
