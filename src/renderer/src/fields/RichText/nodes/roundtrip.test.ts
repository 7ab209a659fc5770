/** Payload-shaped documents load into a headless editor with Folio's nodes and export unchanged. */
import { createHeadlessEditor } from '@lexical/headless'
import { describe, expect, it } from 'vitest'
/* eslint-disable folio/layer-boundaries -- the test loads exactly the documents the CMS seed writes */
import {
  blockNode,
  element,
  inlineBlockNode,
  link,
  list,
  longBody,
  paragraph,
  root,
  table,
  text,
} from '../../../../../cms/seed/lexical'
import { createTextGen } from '../../../../../cms/seed/text'
import { FOLIO_NODES } from './index'
import type { SerializedNode } from '../../../../../cms/seed/lexical'
/* eslint-enable folio/layer-boundaries */

const editorWith = () =>
  createHeadlessEditor({
    nodes: FOLIO_NODES,
    onError: (e) => {
      throw e
    },
  })

function roundTrip(value: unknown): unknown {
  const editor = editorWith()
  editor.setEditorState(editor.parseEditorState(JSON.stringify(value)))
  return editor.getEditorState().toJSON()
}

/** Keys sorted, so that two JSON documents compare byte-for-byte whatever order a writer used. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )

/** Items of a nested list carry indent 1 (one level), as Lexical writes them. */
const nested = (l: SerializedNode): SerializedNode => ({
  ...l,
  children: l.children!.map((item) => ({ ...item, indent: 1 })),
})

const nestedList = {
  ...list('bullet', ['one', 'two']),
}
;(nestedList.children as unknown[]).push(
  element('listitem', [nested(list('number', ['inner a', 'inner b']))], { value: 3 }),
)

const mixed = root([
  paragraph([text('plain '), text('bold', 1), text('all', 255)], 'center'),
  nestedList,
  list('check', ['done', 'open', 'done']),
  paragraph([link('65a000000000000000000001', 'https://payloadcms.com', 'custom link')]),
  paragraph([
    {
      ...element('link', [text('internal')]),
      fields: { doc: { relationTo: 'posts', value: 1 }, linkType: 'internal', newTab: true },
      id: '65a000000000000000000002',
      version: 3,
    },
  ]),
  paragraph([
    {
      ...element('autolink', [text('https://example.com')]),
      fields: { linkType: 'custom', newTab: false, url: 'https://example.com' },
      version: 2,
    },
  ]),
  paragraph([
    text('x '),
    inlineBlockNode('65a000000000000000000003', 'badge', { label: 'New', color: 'green', url: '' }),
    text(' y'),
  ]),
  blockNode('65a000000000000000000004', 'callout', { tone: 'info', text: 'Hello' }),
  // As Lexical's TableNode (which Payload uses too) writes it: no rowStriping key when off.
  (({ rowStriping: _off, ...rest }) => rest)(
    table([
      ['corner', 'A'],
      ['1', '2'],
    ]),
  ),
  { type: 'horizontalrule', version: 1 },
  {
    fields: { caption: 'c' },
    format: 'center',
    id: '65a000000000000000000005',
    relationTo: 'media',
    type: 'upload',
    value: 3,
    version: 3,
  },
  { format: '', relationTo: 'posts', type: 'relationship', value: 2, version: 2 },
])

describe('Payload-shaped rich text round trip', () => {
  it('keeps every node of a mixed document (lists, nested lists, links, blocks, tables, uploads, relationships)', () => {
    const out: unknown = JSON.parse(JSON.stringify(roundTrip(mixed)))
    expect(out).toEqual(mixed)
    expect(canonical(out)).toBe(canonical(mixed))
  })

  it('keeps the seeded long body (headings, quotes, formats, alignment, indent) byte for byte once Lexical has normalized it', () => {
    // The seed writes adjacent same-format text nodes and rowStriping:false, which any Lexical editor
    // (Payload's too) merges/drops on load; what an editor wrote is stable from then on.
    const body = longBody(createTextGen(3), 300, { mediaId: 1, relatedPostId: 2 }, 0x1a)
    const written = roundTrip(body)
    expect(JSON.stringify(roundTrip(written))).toBe(JSON.stringify(written))
    expect(JSON.stringify(written).length).toBeGreaterThan(100_000)
  })

  it('exports what it imported in the same key order on a second pass', () => {
    const once = roundTrip(mixed)
    expect(JSON.stringify(roundTrip(once))).toBe(JSON.stringify(once))
  })

  it('gives an inline block without an id a 24-hex id and keeps its blockType', () => {
    const out = roundTrip(
      root([paragraph([{ type: 'inlineBlock', version: 1, fields: { blockType: 'footnote', note: 'n' } }])]),
    ) as {
      root: { children: Array<{ children: Array<{ fields: Record<string, unknown>; type: string; version: number }> }> }
    }
    const node = out.root.children[0]!.children[0]!
    expect(node).toMatchObject({ type: 'inlineBlock', version: 1, fields: { blockType: 'footnote', note: 'n' } })
    expect(node.fields.id).toMatch(/^[0-9a-f]{24}$/)
  })
})
