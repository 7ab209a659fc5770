import { describe, expect, it } from 'vitest'
import type { FolioSchemaResponse } from '@shared/protocol'
import {
  pickerPageQuery,
  relatedByIdsRequest,
  relatedSearchLabel,
  relatedSearchRequest,
  relatedTitleField,
} from './related'

const summary = {
  title: true,
  filename: true,
  mimeType: true,
  filesize: true,
  url: true,
  thumbnailURL: true,
  sizes: true,
  width: true,
  height: true,
}

describe('related document requests', () => {
  it('asks for all chosen ids of a collection at once, without paging, only what a chip shows', () => {
    expect(relatedByIdsRequest('posts', [1, '2'], 'title')).toEqual({
      method: 'GET',
      path: '/posts',
      query: { where: { id: { in: [1, '2'] } }, limit: 2, depth: 0, pagination: false, select: summary },
    })
  })

  it('searches a picker by title, and offers the first documents when nothing is typed', () => {
    expect(relatedSearchRequest('posts', 'title', 'hel')).toEqual({
      method: 'GET',
      path: '/posts',
      query: { limit: 25, depth: 0, where: { title: { like: 'hel' } }, select: summary },
    })
    expect(relatedSearchRequest('posts', 'title', '').query).toEqual({ limit: 25, depth: 0, select: summary })
  })

  it("searches within the field's filterOptions: both must hold", () => {
    const filter = { id: { not_equals: 4 } }
    expect(relatedSearchRequest('posts', 'title', 'hel', { filter }).query!.where).toEqual({
      and: [filter, { title: { like: 'hel' } }],
    })
    expect(relatedSearchRequest('posts', 'title', '', { filter }).query!.where).toEqual(filter)
  })

  it('asks for the next page as the picker is scrolled to its end', () => {
    expect(relatedSearchRequest('posts', 'title', 'hel', { page: 3 }).query).toEqual({
      limit: 25,
      page: 3,
      depth: 0,
      where: { title: { like: 'hel' } },
      select: summary,
    })
  })

  it('reads whole documents for the rich-text picker', () => {
    expect(relatedSearchRequest('media', 'alt', 'cat', { summary: false }).query).toEqual({
      limit: 25,
      depth: 0,
      where: { alt: { like: 'cat' } },
    })
  })

  // The invoker shares identical GETs by their JSON: the same search must serialize the same way.
  it('builds the same request text for the same search', () => {
    expect(JSON.stringify(relatedSearchRequest('posts', 'title', 'a'))).toBe(
      '{"method":"GET","path":"/posts","query":{"limit":25,"depth":0,"where":{"title":{"like":"a"}},' +
        '"select":{"title":true,"filename":true,"mimeType":true,"filesize":true,"url":true,"thumbnailURL":true,"sizes":true,"width":true,"height":true}}}',
    )
  })

  it('titles documents by titleFieldOf, users by email, unknown collections by id', () => {
    const schema = {
      config: {
        collections: [
          { slug: 'posts', admin: { useAsTitle: 'title' } },
          { slug: 'users', auth: true },
        ],
        globals: [],
      },
    } as unknown as FolioSchemaResponse
    expect(relatedTitleField(schema, 'posts')).toBe('title')
    expect(relatedTitleField(schema, 'users')).toBe('email')
    expect(relatedTitleField(schema, 'gone')).toBe('id')
  })
})

describe('a page of picker documents', () => {
  it('names the page only after the first, and a sort and a where only when given, in one order', () => {
    expect(pickerPageQuery({ limit: 25, page: 1 })).toEqual({ limit: 25, depth: 0 })
    const query = pickerPageQuery({ limit: 40, page: 3, sort: '-createdAt', where: { title: { like: 'a' } } })
    expect(query).toEqual({ limit: 40, page: 3, depth: 0, sort: '-createdAt', where: { title: { like: 'a' } } })
    // The query string keeps this order, so the same page is always the same URL.
    expect(Object.keys(query)).toEqual(['limit', 'page', 'depth', 'sort', 'where'])
  })
})

describe('relatedSearchLabel', () => {
  const schema = {
    config: {
      collections: [
        { slug: 'posts', fields: [{ name: 'title', type: 'text', label: 'Headline' }], admin: { useAsTitle: 'title' } },
        { slug: 'pages', fields: [{ name: 'title', type: 'text', label: 'Headline' }], admin: { useAsTitle: 'title' } },
        { slug: 'logs', fields: [{ name: 'note', type: 'text' }] },
      ],
      globals: [],
    },
  } as unknown as FolioSchemaResponse

  it('names what the typing searches: each related title field once, the id where there is none', () => {
    expect(relatedSearchLabel(schema, ['posts'], 'en')).toBe('Headline')
    expect(relatedSearchLabel(schema, ['posts', 'pages', 'logs'], 'en')).toBe('Headline, ID')
  })
})
