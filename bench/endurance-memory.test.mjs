import { describe, expect, it } from 'vitest'
import { countDetachedNodes, enduranceVerdict, memoryTable, ratioOf } from './endurance-memory.mjs'

const figures = (overrides = {}) => ({
  heapUsedMiB: 10,
  heapRetainedMiB: 10,
  domNodes: 500,
  retainedNodes: 500,
  detachedNodes: 0,
  jsEventListeners: 300,
  documents: 2,
  ...overrides,
})

describe('enduranceVerdict', () => {
  it('passes when every figure stayed within 1.2x of the first minute', () => {
    const verdict = enduranceVerdict(figures(), figures({ heapRetainedMiB: 12, retainedNodes: 600 }))
    expect(verdict.pass).toBe(true)
    expect(verdict.ratios).toMatchObject({ heapRetainedMiB: 1.2, retainedNodes: 1.2 })
  })

  it('fails on the one figure that grew beyond it, even when the others did not', () => {
    // Views held after they unmounted: the live DOM the same, the nodes alive (detached too) not.
    const verdict = enduranceVerdict(figures(), figures({ retainedNodes: 5000, jsEventListeners: 1200 }))
    expect(verdict.pass).toBe(false)
    expect(verdict.over).toEqual(['retainedNodes', 'jsEventListeners'])
  })

  it('fails when a figure could not be measured, rather than passing it', () => {
    expect(enduranceVerdict(figures(), figures({ detachedNodes: undefined })).over).toEqual(['detachedNodes'])
  })
})

describe('ratioOf', () => {
  it('counts a figure that was 0 from 1, so a leak that starts from nothing still shows', () => {
    expect(ratioOf(0, 0)).toBe(1)
    expect(ratioOf(0, 40)).toBe(40)
    expect(ratioOf(11.02, 13.38)).toBe(1.214)
  })
})

describe('memoryTable', () => {
  it('prints each figure with both samples and its ratio, marking the ones over the limit', () => {
    const first = figures()
    const last = figures({ retainedNodes: 900 })
    const table = memoryTable(first, last, enduranceVerdict(first, last).ratios)
    expect(table).toMatch(/nodes, detached too\s+500\s+900\s+1\.8x {2}over/)
    expect(table).toMatch(/JS heap retained\s+10 MiB\s+10 MiB\s+1x$/m)
  })
})

describe('countDetachedNodes', () => {
  // Shaped as Chromium writes it: six fields a node, `detachedness` 2 for a DOM node out of any document.
  const snapshot = {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count', 'detachedness'],
        node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native']],
      },
    },
    // prettier-ignore
    nodes: [
      9, 0, 1, 0, 0, 0, // synthetic root
      8, 1, 3, 100, 0, 1, // attached <div>
      8, 1, 5, 100, 0, 2, // detached <div>
      8, 2, 7, 100, 0, 2, // detached text
      8, 3, 9, 100, 0, 0, // an older snapshot's "Detached …" name
      3, 4, 11, 20, 0, 2, // a JS object is no DOM node, whatever the field says
    ],
    strings: ['(root)', 'HTMLDivElement', 'Text', 'Detached HTMLSpanElement', 'Object'],
  }

  it('counts the DOM nodes out of any document, and nothing else', () => {
    expect(countDetachedNodes(snapshot)).toBe(3)
  })
})
