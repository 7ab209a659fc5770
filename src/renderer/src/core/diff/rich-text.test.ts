import { describe, expect, it } from 'vitest'
import { doc, heading, list, listItem, paragraph, table, text, upload } from './fixtures'
import { diffRichText, isEmptyDocument, renderText } from './rich-text'
import type { RichTextElementRender, RichTextRenderNode } from './types'

type Doc = ReturnType<typeof doc>
const diff = (before: Doc | undefined, after: Doc | undefined, modifiedOnly = false) =>
  diffRichText(before, after, { modifiedOnly })

const link = (url: string, ...children: ReturnType<typeof text>[]) => ({
  type: 'link',
  version: 3,
  fields: { linkType: 'custom', url, newTab: true },
  children,
})
const block = (fields: Record<string, unknown>) => ({ type: 'block', version: 2, format: '', fields })

/** Every node of a render tree, depth first. */
function* walk(nodes: readonly RichTextRenderNode[]): Generator<RichTextRenderNode> {
  for (const node of nodes) {
    yield node
    if (node.kind === 'element') yield* walk(node.children)
  }
}
/** A compact picture of a tree: `op:type` per node, children in brackets, text in quotes. */
const shape = (nodes: readonly RichTextRenderNode[]): string[] =>
  nodes.map((n) => {
    if (n.kind === 'text') return `${n.op}:"${n.text}"${n.format ? `/${n.format}` : ''}`
    if (n.kind === 'element')
      return `${n.op}:${n.attrs.tag ?? n.attrs.listType ?? n.type}[${shape(n.children).join(' ')}]`
    if (n.kind === 'block' || n.kind === 'inlineBlock') return `${n.op}:${n.kind}(${n.blockType})`
    if (n.kind === 'upload' || n.kind === 'relationship') return `${n.op}:${n.kind}(${n.ref.value})`
    return `${n.op}:${n.kind}`
  })

describe('diffRichText', () => {
  it("keeps the document's structure: headings, formats, lists, quotes, tables, links, uploads and blocks", () => {
    const content = doc(
      heading('h2', 'Title'),
      paragraph('Hello ', text('bold', 1), ' ', link('https://x.test', text('here'))),
      list('check', listItem('done', { checked: true })),
      { type: 'quote', version: 1, children: [text('Quoted')] },
      table(['A', 'B']),
      upload(7),
      block({ id: 'x', blockType: 'callout', tone: 'info', text: 'Careful' }),
    )
    const result = diff(content, content)
    expect(result.changed).toBe(false)
    expect(shape(result.tree)).toEqual([
      'equal:h2[equal:"Title"]',
      'equal:paragraph[equal:"Hello " equal:"bold"/1 equal:" " equal:link[equal:"here"]]',
      'equal:check[equal:listitem[equal:"done"]]',
      'equal:quote[equal:"Quoted"]',
      'equal:table[equal:tablerow[equal:tablecell[equal:paragraph[equal:"A"]] equal:tablecell[equal:paragraph[equal:"B"]]]]',
      'equal:upload(7)',
      'equal:block(callout)',
    ])
    const found = [...walk(result.tree)]
    expect(found.find((n) => n.kind === 'element' && n.type === 'link')).toMatchObject({
      attrs: { url: 'https://x.test', newTab: true },
    })
    expect(found.find((n) => n.kind === 'element' && n.type === 'listitem')).toMatchObject({ attrs: { checked: true } })
    expect(found.find((n) => n.kind === 'block')).toMatchObject({
      fields: [
        { name: 'tone', segments: [{ text: 'info', op: 'equal' }] },
        { name: 'text', segments: [{ text: 'Careful', op: 'equal' }] },
      ],
    })
  })

  it('marks inserted and deleted words inside a formatted block, a bold word keeping its format', () => {
    const result = diff(doc(paragraph('The quick fox')), doc(paragraph('The ', text('quick', 1), ' brown fox')))
    expect(result.changed).toBe(true)
    expect(shape(result.tree)).toEqual([
      'changed:paragraph[equal:"The " delete:"quick" insert:"quick"/1 insert:" brown" equal:" fox"]',
    ])
    expect(renderText(result.tree, 'before')).toBe('The quick fox')
    expect(renderText(result.tree, 'after')).toBe('The quick brown fox')
  })

  it('aligns root-level nodes on their content: an inserted heading between unchanged paragraphs', () => {
    const before = doc(paragraph('one'), paragraph('two'), paragraph('three'))
    const after = doc(paragraph('one'), heading('h3', 'new heading'), paragraph('three'))
    expect(shape(diff(before, after).tree)).toEqual([
      'equal:paragraph[equal:"one"]',
      'delete:paragraph[delete:"two"]',
      'insert:h3[insert:"new heading"]',
      'equal:paragraph[equal:"three"]',
    ])
  })

  it('an item added to a list is inserted inside the list, its other items unchanged', () => {
    const before = doc(list('bullet', listItem('first'), listItem('second')))
    const after = doc(list('bullet', listItem('first'), listItem('second'), listItem('third')))
    expect(shape(diff(before, after).tree)).toEqual([
      'changed:bullet[equal:listitem[equal:"first"] equal:listitem[equal:"second"] insert:listitem[insert:"third"]]',
    ])
  })

  it('pairs an edited block among insertions by word overlap', () => {
    const before = doc(paragraph('alpha beta gamma'))
    const after = doc(paragraph('brand new text'), paragraph('alpha beta delta'))
    expect(shape(diff(before, after).tree)).toEqual([
      'insert:paragraph[insert:"brand new text"]',
      'changed:paragraph[equal:"alpha beta " delete:"gamma" insert:"delta"]',
    ])
  })

  it('a changed table cell is marked inside its row and table', () => {
    const result = diff(doc(table(['a', 'b'], ['c', 'd'])), doc(table(['a', 'b'], ['c', 'e'])))
    expect(shape(result.tree)).toEqual([
      'changed:table[equal:tablerow[equal:tablecell[equal:paragraph[equal:"a"]] equal:tablecell[equal:paragraph[equal:"b"]]] changed:tablerow[equal:tablecell[equal:paragraph[equal:"c"]] changed:tablecell[changed:paragraph[delete:"d" insert:"e"]]]]',
    ])
  })

  it('a word added to a link is inserted inside the link', () => {
    const result = diff(
      doc(paragraph('See ', link('https://x.test', text('the docs')))),
      doc(paragraph('See ', link('https://x.test', text('the new docs')))),
    )
    const linked = [...walk(result.tree)].find(
      (n) => n.kind === 'element' && n.type === 'link',
    ) as RichTextElementRender
    expect(linked).toMatchObject({ op: 'changed', attrs: { url: 'https://x.test' } })
    expect(shape(linked.children)).toEqual(['equal:"the "', 'insert:"new "', 'equal:"docs"'])
  })

  it('ignores how text is split into nodes and non-visual attributes', () => {
    const a = doc(paragraph('Hello ', 'world'))
    const b = doc({ ...paragraph('Hello world'), direction: null, textFormat: 0 })
    expect(diff(a, b).changed).toBe(false)
    expect(diff(a, b, true)).toEqual({ tree: [], omittedBlocks: 1, changed: false })
  })

  it('honours modifiedOnly: unchanged root-level nodes are left out and counted', () => {
    const before = doc(paragraph('one'), paragraph('two'), paragraph('three'))
    const after = doc(paragraph('one'), paragraph('two!'), paragraph('three'))
    const result = diff(before, after, true)
    expect(shape(result.tree)).toEqual(['changed:paragraph[equal:"two" insert:"!"]'])
    expect(result.omittedBlocks).toBe(2)
  })

  it('compares uploads by the document they show, not by their node id', () => {
    expect(shape(diff(doc(upload(1)), doc(upload(2))).tree)).toEqual(['delete:upload(1)', 'insert:upload(2)'])
    expect(diff(doc(upload(1)), doc({ ...upload(1), id: 'other-node-id' })).changed).toBe(false)
    // However the editor writes it: its document populated, no fields as {} rather than null.
    expect(diff(doc(upload(1)), doc({ ...upload(1), fields: {}, value: { id: 1, url: '/a.png' } })).changed).toBe(false)
    expect(diff(doc(upload(1)), doc({ ...upload(1), fields: { caption: 'New' } })).changed).toBe(true)
    // A populated upload is the same document as its id.
    expect(diff(doc(upload(3)), doc({ ...upload(3), value: { id: 3, url: '/media/a.png' } })).tree[0]).toMatchObject({
      kind: 'upload',
      ref: { relationTo: 'media', value: 3 },
    })
  })

  it("compares a block's fields word by word, on a card of its type", () => {
    const result = diff(
      doc(block({ id: 'x', blockType: 'callout', tone: 'info', text: 'Be careful' })),
      doc(block({ id: 'y', blockType: 'callout', tone: 'warning', text: 'Be very careful', blockName: 'Note' })),
    )
    expect(result.tree).toEqual([
      {
        kind: 'block',
        key: expect.any(String) as unknown,
        op: 'changed',
        blockType: 'callout',
        blockName: 'Note',
        fields: [
          {
            name: 'tone',
            segments: [
              { text: 'info', op: 'delete' },
              { text: 'warning', op: 'insert' },
            ],
          },
          {
            name: 'text',
            segments: [
              { text: 'Be ', op: 'equal' },
              { text: 'very ', op: 'insert' },
              { text: 'careful', op: 'equal' },
            ],
          },
        ],
      },
    ])
    // Another type of block is another block.
    const other = diff(doc(block({ blockType: 'callout', text: 'x' })), doc(block({ blockType: 'quote', text: 'x' })))
    expect(shape(other.tree)).toEqual(['delete:block(callout)', 'insert:block(quote)'])
  })

  it('a missing or cleared side draws the other whole', () => {
    expect(shape(diff(undefined, doc(paragraph('new'))).tree)).toEqual(['insert:paragraph[insert:"new"]'])
    expect(isEmptyDocument(undefined)).toBe(true)
    expect(isEmptyDocument(doc(paragraph()))).toBe(true)
    expect(isEmptyDocument(doc(paragraph('x')))).toBe(false)
  })

  it('keys are unique within a tree', () => {
    const before = doc(paragraph('a b'), list('number', listItem('x'), listItem('y')), paragraph('c'))
    const after = doc(paragraph('a c'), list('number', listItem('x'), listItem('z')), heading('h2', 'd'))
    const keys = [...walk(diff(before, after).tree)].map((n) => n.key)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
