import { describe, expect, it } from 'vitest'
import { operatorsFor, valueKind, whereToGroups } from './where'
import { groupsToWhere } from './where-complete'

describe('operatorsFor', () => {
  it('offers text operators for text and comparisons for numbers and dates', () => {
    expect(operatorsFor({ type: 'text' })).toEqual([
      'equals',
      'not_equals',
      'in',
      'not_in',
      'exists',
      'like',
      'contains',
    ])
    expect(operatorsFor({ type: 'number' })).toContain('greater_than_equal')
    expect(operatorsFor({ type: 'date' })).toContain('less_than')
    expect(operatorsFor({ type: 'date' })).not.toContain('like')
  })
  it("adds 'all' only for has-many fields, and geo operators only for points", () => {
    expect(operatorsFor({ type: 'relationship', hasMany: true })).toContain('all')
    expect(operatorsFor({ type: 'relationship' })).not.toContain('all')
    expect(operatorsFor({ type: 'point' })).toEqual(expect.arrayContaining(['near', 'within', 'intersects']))
    expect(operatorsFor({ type: 'text' })).not.toContain('near')
  })
  it('offers nothing for layout-only fields', () => {
    expect(operatorsFor({ type: 'ui' })).toEqual([])
  })
})

describe('where round trip', () => {
  it('combines AND rows inside OR groups, with list and boolean values normalized', () => {
    const where = groupsToWhere([
      [
        { field: 'title', operator: 'like', value: 'hello' },
        { field: 'views', operator: 'greater_than', value: 5 },
      ],
      [
        { field: 'category', operator: 'in', value: 'a, b' },
        { field: 'heroImage', operator: 'exists', value: 'false' },
      ],
    ])
    expect(where).toEqual({
      or: [
        { and: [{ title: { like: 'hello' } }, { views: { greater_than: 5 } }] },
        { and: [{ category: { in: ['a', 'b'] } }, { heroImage: { exists: false } }] },
      ],
    })
    expect(whereToGroups(where)).toEqual([
      [
        { field: 'title', operator: 'like', value: 'hello' },
        { field: 'views', operator: 'greater_than', value: 5 },
      ],
      [
        { field: 'category', operator: 'in', value: ['a', 'b'] },
        { field: 'heroImage', operator: 'exists', value: false },
      ],
    ])
  })
  it('gives no where for empty rows and ignores unknown operators', () => {
    expect(groupsToWhere([[]])).toBeUndefined()
    expect(whereToGroups({ title: { matches: 'x' } })).toEqual([])
    expect(valueKind('not_in')).toBe('list')
  })
})
