import { describe, expect, it } from 'vitest'
import { matchRows } from './rows'

const rows = (...ids: (string | null)[]) => ids.map((id) => (id === null ? { label: 'no id' } : { id, label: id }))
const brief = (list: ReturnType<typeof matchRows>) =>
  list.map((m) => `${m.beforeIndex ?? '-'}>${m.afterIndex ?? '-'}${m.moved ? '*' : ''}`)

describe('matchRows', () => {
  it('pairs rows by id', () => {
    expect(brief(matchRows(rows('a', 'b', 'c'), rows('a', 'b', 'c')))).toEqual(['0>0', '1>1', '2>2'])
  })

  it('reports one dragged row as one move, not a shifted list', () => {
    expect(brief(matchRows(rows('a', 'b', 'c', 'd'), rows('d', 'a', 'b', 'c')))).toEqual(['3>0*', '0>1', '1>2', '2>3'])
    expect(brief(matchRows(rows('a', 'b', 'c', 'd'), rows('b', 'c', 'd', 'a')))).toEqual(['1>0', '2>1', '3>2', '0>3*'])
  })

  it('marks added rows and places removed rows where they were', () => {
    // b removed, x added in its place, e added at the end
    expect(brief(matchRows(rows('a', 'b', 'c', 'd'), rows('a', 'x', 'c', 'd', 'e')))).toEqual([
      '0>0',
      '1>-',
      '->1',
      '2>2',
      '3>3',
      '->4',
    ])
    // first row removed: at the top
    expect(brief(matchRows(rows('a', 'b'), rows('b')))).toEqual(['0>-', '1>0'])
    expect(brief(matchRows([], rows('a')))).toEqual(['->0'])
    expect(brief(matchRows(rows('a'), []))).toEqual(['0>-'])
  })

  it('pairs rows without ids (or with duplicated ids) by position among themselves', () => {
    expect(brief(matchRows(rows(null, 'a', null), rows('a', null, null, null)))).toEqual(['1>0*', '0>1', '2>2', '->3'])
    const dup = [
      { id: 'a', n: 1 },
      { id: 'a', n: 2 },
    ]
    const result = matchRows(dup, dup)
    expect(brief(result)).toEqual(['0>0', '1>1'])
    expect(new Set(result.map((m) => m.key)).size).toBe(2)
  })

  it('pairs unmatched rows with equal content (ids left out, nested ones too)', () => {
    const before = [
      { id: 'a', label: 'keep' },
      { id: 'b', label: 'same', children: [{ id: 'c1', name: 'x' }] },
      { id: 'c', label: 'gone' },
    ]
    const after = [
      { id: 'a', label: 'keep' },
      { id: 'b2', label: 'same', children: [{ id: 'c2', name: 'x' }] },
      { id: 'd', label: 'new' },
    ]
    const result = matchRows(before, after)
    expect(brief(result)).toEqual(['0>0', '1>1', '2>-', '->2'])
    expect(result.map((m) => m.matchedBy)).toEqual(['id', 'content', null, null])
  })

  it('pairs by position when no id is shared at all (array replaced), after equal content', () => {
    const result = matchRows(rows('a', 'b', 'c'), [
      { id: 'x', label: 'c' },
      { id: 'y', label: 'other' },
    ])
    expect(brief(result)).toEqual(['2>0*', '0>1', '1>-'])
    expect(result.map((m) => m.matchedBy)).toEqual(['content', 'position', null])
  })

  it('gives every match a unique key', () => {
    const result = matchRows(rows('a', 'b', null, 'c'), rows('c', null, 'x', 'a'))
    expect(new Set(result.map((m) => m.key)).size).toBe(result.length)
  })
})
