import { describe, expect, it } from 'vitest'
import type { FolioClientEntity } from '@shared/protocol'
import { listColumns } from '../schema/schema'
import { joinApiRequest, joinColumns, joinCollection, joinDefaults, joinWhere, type JoinFieldConfig } from './join'

const posts: FolioClientEntity = {
  slug: 'posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug'] },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'slug', type: 'text' },
    { name: 'author', type: 'relationship', relationTo: 'users' },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true },
    { name: 'updatedAt', type: 'date' },
  ],
}
const join: JoinFieldConfig = { collection: 'posts', on: 'categories', defaultLimit: 5, defaultSort: '-updatedAt' }
const parent = { slug: 'categories', id: '7' }

describe('joinWhere', () => {
  it('finds the documents whose `on` field holds the open document', () => {
    expect(joinWhere(join, parent)).toEqual({ categories: { equals: '7' } })
  })

  it("adds the join's own where, so both must hold", () => {
    expect(joinWhere({ ...join, where: { _status: { equals: 'published' } } }, parent)).toEqual({
      and: [{ categories: { equals: '7' } }, { _status: { equals: 'published' } }],
    })
  })

  it('names the collection too when the relationship pointing back is polymorphic', () => {
    expect(joinWhere({ ...join, on: 'related', targetField: { relationTo: ['categories', 'pages'] } }, parent)).toEqual(
      {
        related: { equals: { relationTo: 'categories', value: '7' } },
      },
    )
  })
})

describe('joinDefaults', () => {
  it("uses the join's limit and sort, else the collection's, else Payload's 10", () => {
    expect(joinDefaults(join, posts)).toEqual({ limit: 5, sort: '-updatedAt' })
    const collection = { ...posts, defaultSort: 'title', admin: { pagination: { defaultLimit: 20 } } }
    expect(joinDefaults({ collection: 'posts', on: 'categories' }, collection)).toEqual({ limit: 20, sort: 'title' })
    expect(joinDefaults({ collection: 'posts', on: 'categories' }, posts)).toEqual({ limit: 10, sort: undefined })
    expect(joinDefaults({ ...join, defaultSort: ['title', '-updatedAt'] }, posts).sort).toBe('title,-updatedAt')
  })
})

describe('joinColumns', () => {
  const available = listColumns(posts, 'en')
  it("shows the join's defaultColumns in their order, skipping names the collection lacks", () => {
    const field = { ...join, admin: { defaultColumns: ['updatedAt', 'nope', 'title'] } }
    expect(joinColumns(field, posts, available).map((c) => c.name)).toEqual(['updatedAt', 'title'])
  })

  it("falls back to the joined collection's default columns", () => {
    expect(joinColumns(join, posts, available).map((c) => c.name)).toEqual(['title', 'slug'])
  })
})

describe('joinCollection', () => {
  it('reads one collection; a join across several is not shown as a table', () => {
    expect(joinCollection(join)).toBe('posts')
    expect(joinCollection({ ...join, collection: ['posts', 'pages'] })).toBeUndefined()
  })
})

describe('joinApiRequest', () => {
  it('asks the joined collection for one page of the pointing documents, with only the columns shown', () => {
    const columns = joinColumns(
      { ...join, admin: { defaultColumns: ['title', 'author'] } },
      posts,
      listColumns(posts, 'en'),
    )
    expect(
      joinApiRequest(join, parent, posts, {
        page: 2,
        limit: 5,
        sort: 'title',
        columns,
        drafts: true,
        locale: 'de',
        language: 'fr',
      }),
    ).toEqual({
      method: 'GET',
      path: '/posts',
      query: {
        page: 2,
        limit: 5,
        // a relation column shows titles, so relations are populated one level
        depth: 1,
        select: { title: true, author: true, _status: true },
        sort: 'title',
        where: { categories: { equals: '7' } },
        draft: true,
        locale: 'de',
      },
      language: 'fr',
    })
  })
})
