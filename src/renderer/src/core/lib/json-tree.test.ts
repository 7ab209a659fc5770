import { describe, expect, it } from 'vitest'
import { jsonRows, treeKeyMove } from './json-tree'

describe('jsonRows', () => {
  const doc = { id: 1, title: 'Hi', tags: [{ label: 'a' }], draft: null }
  it('lists every node with its depth when expanded', () => {
    const rows = jsonRows(doc, new Set())
    expect(rows.map((r) => `${r.depth}:${r.kind}:${'key' in r ? r.key : ''}`)).toEqual([
      '0:open:null',
      '1:value:id',
      '1:value:title',
      '1:open:tags',
      '2:open:null',
      '3:value:label',
      '2:close:',
      '1:close:',
      '1:value:draft',
      '0:close:',
    ])
    expect(rows[2]).toMatchObject({ value: '"Hi"', type: 'string' })
  })
  it('hides the children of a collapsed node and says how many it has', () => {
    const rows = jsonRows(doc, new Set(['tags']))
    expect(rows.find((r) => r.path === 'tags')).toMatchObject({ kind: 'open', collapsed: true, size: 1 })
    expect(rows.some((r) => r.path.startsWith('tags.'))).toBe(false)
  })
  it('handles 50,000 nodes', () => {
    const big = { rows: Array.from({ length: 10_000 }, (_, i) => ({ id: i, label: `row ${i}`, on: true, n: null })) }
    expect(jsonRows(big, new Set()).length).toBeGreaterThan(50_000)
  })
})

describe('treeKeyMove', () => {
  const doc = { id: 1, tags: [{ label: 'a' }], empty: {}, draft: null }
  const rows = jsonRows(doc, new Set())
  const at = (path: string) => rows.findIndex((r) => r.path === path && r.kind !== 'close')

  it('moves down and up over items, stepping over closing brackets', () => {
    expect(treeKeyMove(rows, at('tags.0.label'), 'ArrowDown')).toEqual({ focus: at('empty') })
    expect(treeKeyMove(rows, at('empty'), 'ArrowUp')).toEqual({ focus: at('tags.0.label') })
    expect(treeKeyMove(rows, 0, 'ArrowUp')).toEqual({ focus: 0 })
    expect(treeKeyMove(rows, 0, 'End')).toEqual({ focus: at('draft') })
    expect(treeKeyMove(rows, at('draft'), 'Home')).toEqual({ focus: 0 })
  })

  it('Right opens a closed node, then enters it; Left closes an open one, then goes to its parent', () => {
    const closed = jsonRows(doc, new Set(['tags']))
    expect(
      treeKeyMove(
        closed,
        closed.findIndex((r) => r.path === 'tags'),
        'ArrowRight',
      ),
    ).toEqual({ toggle: 'tags' })
    expect(treeKeyMove(rows, at('tags'), 'ArrowRight')).toEqual({ focus: at('tags.0') })
    expect(treeKeyMove(rows, at('tags'), 'ArrowLeft')).toEqual({ toggle: 'tags' })
    expect(treeKeyMove(rows, at('tags.0.label'), 'ArrowLeft')).toEqual({ focus: at('tags.0') })
    expect(treeKeyMove(rows, at('id'), 'ArrowLeft')).toEqual({ focus: 0 })
  })

  it('Enter and Space toggle nodes with children; values and empty nodes do nothing', () => {
    expect(treeKeyMove(rows, at('tags'), 'Enter')).toEqual({ toggle: 'tags' })
    expect(treeKeyMove(rows, at('tags'), ' ')).toEqual({ toggle: 'tags' })
    expect(treeKeyMove(rows, at('id'), 'Enter')).toBeNull()
    expect(treeKeyMove(rows, at('empty'), 'ArrowRight')).toBeNull()
  })
})
