import { describe, expect, it } from 'vitest'
import { buildListQuery } from './list-request'

describe('buildListQuery', () => {
  it('searches the title field and combines it with the filters', () => {
    expect(
      buildListQuery(
        { page: 2, limit: 25, sort: '-title', search: 'hello', where: { or: [{ and: [{ views: { greater_than: 3 } }] }] } },
        { titleField: 'title', drafts: true, columns: [{ name: 'author', type: 'relationship' }, { name: 'id', type: 'text' }] },
      ),
    ).toEqual({
      page: 2,
      limit: 25,
      depth: 1,
      select: { title: true, author: true, _status: true },
      sort: '-title',
      draft: true,
      where: { and: [{ title: { like: 'hello' } }, { or: [{ and: [{ views: { greater_than: 3 } }] }] }] },
    })
  })
  it('sends no where without search or filters, no draft flag without drafts, and depth 0 without relation columns', () => {
    expect(buildListQuery({ page: 1, limit: 10 }, { titleField: 'title', drafts: false, columns: [{ name: 'updatedAt', type: 'date' }] })).toEqual({
      page: 1,
      limit: 10,
      depth: 0,
      select: { title: true, updatedAt: true },
    })
  })
})
