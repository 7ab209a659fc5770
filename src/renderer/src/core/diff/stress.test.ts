/**
 * The stress document of the spec's performance note: 1,000 array rows and a ~5,000-node rich-text
 * body (generated). No timing assertions: these exercise the O(n log n) row matching, the capped
 * block/word diffs and their fallbacks, and check the results stay right at that size.
 */
import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { doc, label, paragraph, t, text } from './fixtures'
import {
  diffVersions,
  renderText,
  type DiffNode,
  type IterableDiffNode,
  type RichTextDiffNode,
  type RichTextElementRender,
  sideText,
} from './index'

const fields = [
  {
    name: 'tags',
    type: 'array',
    labels: { singular: 'Tag', plural: 'Tags' },
    fields: [{ name: 'label', type: 'text' }],
  },
  { name: 'body', type: 'richText' },
  { name: 'notes', type: 'textarea' },
] as FolioClientField[]

const WORDS =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua'.split(
    ' ',
  )
const sentence = (seed: number, length: number) =>
  Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]).join(' ')

/** 1,250 paragraphs × (paragraph + 3 text nodes) = 5,000 nodes under the root. */
function bigBody(edit: (index: number) => string | null = () => null) {
  return doc(
    ...Array.from({ length: 1250 }, (_, i) => {
      const replaced = edit(i)
      return paragraph(text(`${replaced ?? sentence(i, 12)} `), text(`part ${i}`, 1), text(` ${sentence(i + 1, 6)}.`))
    }),
  )
}

const countNodes = (node: Record<string, unknown>): number =>
  1 + ((node.children as Record<string, unknown>[] | undefined) ?? []).reduce((s, c) => s + countNodes(c), 0)

function* walk(nodes: readonly DiffNode[]): Generator<DiffNode> {
  for (const node of nodes) {
    yield node
    if ('children' in node) yield* walk(node.children)
  }
}

describe('stress document', () => {
  const tags = Array.from({ length: 1000 }, (_, i) => ({ id: `t${i}`, label: `tag ${i}` }))

  it('diffs 1,000 rows (moves, removals, additions, edits) and a 5,000-node body', () => {
    const current = tags
      .filter((_, i) => i % 100 !== 50)
      .map((row, i) => (i % 97 === 3 ? { ...row, label: `${row.label} edited` } : row))
    const [moved] = current.splice(500, 1)
    current.unshift(moved!)
    current.push({ id: 'new-1', label: 'added 1' }, { id: 'new-2', label: 'added 2' })
    const before = bigBody()
    const after = bigBody((i) => (i % 125 === 0 ? `${sentence(i, 12)} with extra words` : null))
    expect(countNodes(before.root)).toBeGreaterThanOrEqual(5000)

    for (const modifiedOnly of [false, true]) {
      const result = diffVersions({
        fields,
        compare: { tags, body: before },
        current: { tags: current, body: after },
        label,
        t,
        modifiedOnly,
      })
      const array = [...walk(result.nodes)].find((n) => n.kind === 'array') as IterableDiffNode
      const statuses = new Map<string, number>()
      for (const row of array.children) statuses.set(row.status, (statuses.get(row.status) ?? 0) + 1)
      expect(statuses.get('moved')).toBe(1)
      expect(statuses.get('removed')).toBe(10)
      expect(statuses.get('added')).toBe(2)
      expect(statuses.get('changed')).toBe(11)
      expect(statuses.get('unchanged') ?? 0).toBe(modifiedOnly ? 0 : 1000 - 10 - 1 - 11)
      expect(array.children.find((r) => r.status === 'moved')?.rowMoved).toEqual({ from: 505, to: 0 })

      const body = [...walk(result.nodes)].find((n) => n.kind === 'richText') as RichTextDiffNode
      const changed = body.tree.filter((b) => b.op !== 'equal')
      expect(changed).toHaveLength(10)
      expect(changed.every((b) => b.op === 'changed')).toBe(true)
      const first = changed[0] as RichTextElementRender
      const edits = first.children.filter((s) => s.op !== 'equal')
      expect(edits.map((s) => [s.op, renderText([s], 'after').trim()])).toEqual([['insert', 'with extra words']])
      expect(body.tree.length + body.omittedBlocks).toBe(1250)
      expect(result.changedCount).toBe(1 + 10 + 2 + 11 + 1)
    }
  })

  it('a completely rewritten body and a huge rewritten text stay correct past the diff caps', () => {
    const before = bigBody()
    const after = bigBody((i) => `rewritten ${i} entirely new content here`)
    const huge = (prefix: string) => Array.from({ length: 20000 }, (_, i) => `${prefix}${i}`).join(' ')
    const result = diffVersions({
      fields,
      compare: { body: before, notes: huge('a') },
      current: { body: after, notes: huge('b') },
      label,
      t,
      modifiedOnly: true,
      maxEditDistance: 200,
    })
    const body = result.nodes.find((n) => n.kind === 'richText') as RichTextDiffNode
    expect(body.tree).toHaveLength(1250)
    expect(body.tree.every((b) => b.op === 'changed')).toBe(true)
    const notes = result.nodes.find((n) => n.path === 'notes')
    expect(notes?.kind).toBe('field')
    if (notes?.kind !== 'field') return
    expect(sideText(notes.segments, 'before')).toBe(huge('a'))
    expect(sideText(notes.segments, 'after')).toBe(huge('b'))
  })
})
