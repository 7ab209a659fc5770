import { describe, expect, it } from 'vitest'
import { jsonRows } from './json-tree'

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
