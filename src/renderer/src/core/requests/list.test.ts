import { describe, expect, it } from 'vitest'
import { listColumns } from '../schema/schema'
import { buildListQuery, listApiRequest, searchFieldsOf, searchLabelOf } from './list'

describe('buildListQuery', () => {
  it("narrows a list browsed by folder to that folder's documents, or to those in none at the root", () => {
    const options = { titleField: 'title', drafts: false, columns: [] }
    expect(buildListQuery({ page: 1, limit: 10, folder: '7', search: 'a' }, options).where).toEqual({
      and: [{ title: { like: 'a' } }, { folder: { equals: '7' } }],
    })
    expect(buildListQuery({ page: 1, limit: 10, folder: 'root' }, options).where).toEqual({
      folder: { exists: false },
    })
  })

  it('searches the title field and combines it with the filters', () => {
    expect(
      buildListQuery(
        {
          page: 2,
          limit: 25,
          sort: '-title',
          search: 'hello',
          where: { or: [{ and: [{ views: { greater_than: 3 } }] }] },
        },
        {
          titleField: 'title',
          drafts: true,
          columns: [
            { name: 'author', type: 'relationship' },
            { name: 'id', type: 'text' },
          ],
        },
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
  it('never sends a filter’s incomplete conditions, judged by the field’s kind', () => {
    const options = {
      titleField: 'title',
      drafts: false,
      columns: [],
      fieldOf: (name: string) => (name === 'priority' ? { type: 'number' } : { type: 'text' }),
    }
    expect(buildListQuery({ page: 1, limit: 10, where: { id: { equals: '' } } }, options).where).toBeUndefined()
    expect(
      buildListQuery(
        {
          page: 1,
          limit: 10,
          search: 'a',
          where: { or: [{ and: [{ priority: { equals: 'x' } }, { title: { like: 'b' } }] }] },
        },
        options,
      ).where,
    ).toEqual({ and: [{ title: { like: 'a' } }, { or: [{ and: [{ title: { like: 'b' } }] }] }] })
  })

  it('searches every field of listSearchableFields, any of them matching', () => {
    const options = { titleField: 'title', searchFields: ['title', 'slug'], drafts: false, columns: [] }
    expect(buildListQuery({ page: 1, limit: 10, search: 'x' }, options).where).toEqual({
      or: [{ title: { like: 'x' } }, { slug: { like: 'x' } }],
    })
    expect(searchFieldsOf({ slug: 'posts', fields: [], admin: { useAsTitle: 'title' } })).toEqual(['title'])
    expect(
      searchFieldsOf({
        slug: 'posts',
        fields: [],
        admin: { useAsTitle: 'title', listSearchableFields: ['slug', 'excerpt'] },
      }),
    ).toEqual(['slug', 'excerpt'])
  })

  it('sends no where without search or filters, no draft flag without drafts, and depth 0 without relation columns', () => {
    expect(
      buildListQuery(
        { page: 1, limit: 10 },
        { titleField: 'title', drafts: false, columns: [{ name: 'updatedAt', type: 'date' }] },
      ),
    ).toEqual({
      page: 1,
      limit: 10,
      depth: 0,
      select: { title: true, updatedAt: true },
    })
  })
})

describe('listApiRequest', () => {
  const posts = {
    slug: 'posts',
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'author', 'updatedAt'] },
    fields: [
      { name: 'title', type: 'text' },
      { name: 'author', type: 'relationship', relationTo: 'users' },
      { name: 'body', type: 'richText' },
      { name: 'updatedAt', type: 'date' },
    ],
  }

  it('asks for the default columns, or those in the URL, exactly as the list screen does', () => {
    const request = listApiRequest('posts', '?page=2&limit=25&sort=-title', posts, true, 'en')
    expect(request).toMatchObject({ method: 'GET', path: '/posts', language: 'en' })
    expect(request.query).toEqual({
      page: 2,
      limit: 25,
      depth: 1,
      sort: '-title',
      draft: true,
      select: { title: true, author: true, updatedAt: true, _status: true },
    })
    const chosen = listApiRequest('posts', '?columns=%5B%22title%22%5D', posts, false, 'en')
    expect(chosen.query).toMatchObject({ depth: 0, select: { title: true } })
  })

  it("reads the documents in the URL's locale, as Payload's list does, and in the default one without it", () => {
    expect(listApiRequest('posts', '?locale=de&page=2', posts, true, 'en').query).toMatchObject({
      locale: 'de',
      page: 2,
    })
    expect(listApiRequest('posts', '?page=2', posts, true, 'en').query).not.toHaveProperty('locale')
  })

  it("asks an upload collection's list for what its rows' thumbnails need, and no other list", () => {
    const media = { slug: 'media', upload: { mimeTypes: ['image/*'] }, fields: [{ name: 'alt', type: 'text' }] }
    expect(listApiRequest('media', '', media, false, 'en').query).toMatchObject({
      select: { filename: true, mimeType: true, url: true, thumbnailURL: true, sizes: true, width: true, height: true },
    })
    expect(listApiRequest('posts', '', posts, false, 'en').query?.select).not.toHaveProperty('sizes')
  })
})

describe('searchLabelOf', () => {
  const label = (entity: Parameters<typeof searchLabelOf>[0]) => searchLabelOf(entity, listColumns(entity, 'en'))

  it('names the id when a collection has no title field, never a bare "Search by"', () => {
    expect(label({ slug: 'logs', fields: [{ name: 'note', type: 'text' }] })).toBe('ID')
  })

  it('names the title field by its label, and listSearchableFields by theirs, in their order', () => {
    const fields = [
      { name: 'title', type: 'text', label: 'Headline' },
      { name: 'slug', type: 'text' },
      { name: 'excerpt', type: 'textarea', admin: { disableListColumn: true } },
    ]
    expect(label({ slug: 'posts', fields, admin: { useAsTitle: 'title' } })).toBe('Headline')
    expect(
      label({ slug: 'posts', fields, admin: { useAsTitle: 'title', listSearchableFields: ['slug', 'excerpt', 'id'] } }),
    ).toBe('Slug, Excerpt, ID')
  })
})
