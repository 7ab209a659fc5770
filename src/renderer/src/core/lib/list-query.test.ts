import { describe, expect, it } from 'vitest'
import { nextSort, parseListQuery, stringifyListQuery } from './list-query'

describe('list query in the URL', () => {
  it('round-trips page, limit, sort, search, where and columns', () => {
    const query = {
      page: 3,
      limit: 25,
      sort: '-title',
      search: 'hello world',
      where: { or: [{ and: [{ title: { like: 'a' } }, { views: { greater_than: '5' } }] }] },
      columns: ['title', 'updatedAt'],
    }
    expect(parseListQuery(stringifyListQuery(query))).toEqual(query)
  })

  it('keeps the folder browsed in the URL, and refuses one that is not an id', () => {
    expect(parseListQuery(stringifyListQuery({ page: 1, limit: 10, folder: '12' })).folder).toBe('12')
    expect(parseListQuery('?folder=root').folder).toBe('root')
    expect(parseListQuery('?folder=a%2Fb').folder).toBeUndefined()
  })

  it('keeps the content locale in the URL, and refuses one that is not a locale code', () => {
    expect(parseListQuery(stringifyListQuery({ page: 1, limit: 10, locale: 'de' })).locale).toBe('de')
    expect(stringifyListQuery({ page: 2, limit: 10, locale: 'de' })).toBe('?page=2&locale=de')
    expect(parseListQuery('?locale=de%3Bx').locale).toBeUndefined()
    expect(parseListQuery('').locale).toBeUndefined()
  })

  it('defaults to page 1 and 10 per page, and leaves defaults out of the URL', () => {
    expect(parseListQuery('')).toEqual({ page: 1, limit: 10 })
    expect(stringifyListQuery({ page: 1, limit: 10 })).toBe('')
  })

  it('refuses a sort that is not a field path', () => {
    expect(parseListQuery('?sort=title;drop').sort).toBeUndefined()
  })

  it('bounds how deep a crafted URL can nest instead of building any object it describes', () => {
    const deep = parseListQuery('?where[a][b][c][d][e][f][g][h][i][j][k][l]=1').where as Record<string, unknown>
    expect(JSON.stringify(deep)).toContain('[k][l]')
    const other = parseListQuery('?columns[a][b][c][d][e][f][g]=1')
    expect(other.columns).toBeUndefined()
  })

  it('cycles sort ascending then descending', () => {
    expect(nextSort(undefined, 'title')).toBe('title')
    expect(nextSort('title', 'title')).toBe('-title')
    expect(nextSort('-title', 'title')).toBe('title')
  })
})
