import { describe, expect, it } from 'vitest'
import { doc, heading, list, listItem, paragraph, table, text, upload } from './fixtures'
import { diffRichTextBlocks, extractBlocks } from './rich-text'
import { sideText } from './words'

const diff = (before: ReturnType<typeof doc>, after: ReturnType<typeof doc>, modifiedOnly = false) =>
  diffRichTextBlocks(extractBlocks(before), extractBlocks(after), { modifiedOnly })

describe('extractBlocks', () => {
  it('makes one block per block-level node, in document order', () => {
    const blocks = extractBlocks(
      doc(
        heading('h2', 'Title'),
        paragraph('Hello ', text('bold', 1), ' world'),
        paragraph(),
        list('bullet', listItem('one'), listItem([text('two'), list('bullet', listItem('nested'))])),
        list('check', listItem('done', { checked: true })),
        { type: 'quote', children: [text('Quoted')] },
        table(['A', 'B'], ['1', '2']),
        upload(7),
        { type: 'horizontalrule', version: 1 },
        { type: 'block', fields: { id: 'x', blockType: 'callout', tone: 'info', text: 'Careful' }, version: 2 },
      ),
    )
    expect(blocks.map((b) => [b.type, b.text])).toEqual([
      ['heading', 'Title'],
      ['paragraph', 'Hello bold world'],
      ['listitem', 'one'],
      ['listitem', 'two'],
      ['listitem', 'nested'],
      ['listitem', 'done'],
      ['quote', 'Quoted'],
      ['tablecell', 'A'],
      ['tablecell', 'B'],
      ['tablecell', '1'],
      ['tablecell', '2'],
      ['upload', '[media 7]'],
      ['horizontalrule', '―'],
      ['block', '[callout] info · Careful'],
    ])
    expect(blocks[0]).toMatchObject({ tag: 'h2', depth: 0 })
    expect(blocks[4]).toMatchObject({ listType: 'bullet', depth: 1 })
    expect(blocks[5]).toMatchObject({ listType: 'check', checked: true })
    expect(blocks[11]!.ref).toEqual({ relationTo: 'media', value: 7 })
    expect(blocks[13]!.blockType).toBe('callout')
  })

  it('joins the paragraphs of a table cell with line breaks and renders inline nodes as tokens', () => {
    const cell = {
      type: 'table',
      children: [
        { type: 'tablerow', children: [{ type: 'tablecell', children: [paragraph('first'), paragraph('second')] }] },
      ],
    }
    expect(extractBlocks(doc(cell)).map((b) => b.text)).toEqual(['first\nsecond'])
    const inline = paragraph(
      'Go ',
      { type: 'link', fields: { url: 'https://x.test' }, children: [text('here')] },
      { type: 'linebreak' },
      { type: 'inlineBlock', fields: { id: 'i', blockType: 'badge', label: 'new' } },
    )
    expect(extractBlocks(doc(inline)).map((b) => b.text)).toEqual(['Go here\n[badge]'])
  })
})

describe('diffRichTextBlocks', () => {
  it('diffs an edited paragraph word by word', () => {
    const result = diff(
      doc(heading('h2', 'Revision 15'), paragraph('Dolore laboris do mollit proident')),
      doc(heading('h2', 'Revision 16'), paragraph('Eiusmod consequat mollit laborum')),
    )
    expect(result.changed).toBe(true)
    expect(result.blocks.map((b) => [b.op, b.type])).toEqual([
      ['changed', 'heading'],
      ['changed', 'paragraph'],
    ])
    expect(result.blocks[0]!.segments).toEqual([
      { text: 'Revision ', op: 'equal' },
      { text: '15', op: 'delete' },
      { text: '16', op: 'insert' },
    ])
    const para = result.blocks[1]!.segments
    expect(para).toContainEqual({ text: 'mollit ', op: 'equal' })
    expect(sideText(para, 'before')).toBe('Dolore laboris do mollit proident')
    expect(sideText(para, 'after')).toBe('Eiusmod consequat mollit laborum')
  })

  it('shows inserted and deleted words inside a block', () => {
    const result = diff(doc(paragraph('The quick fox')), doc(paragraph('The quick brown fox')))
    expect(result.blocks[0]!.segments).toEqual([
      { text: 'The quick ', op: 'equal' },
      { text: 'brown ', op: 'insert' },
      { text: 'fox', op: 'equal' },
    ])
    const removed = diff(doc(paragraph('The quick brown fox')), doc(paragraph('The fox')))
    expect(removed.blocks[0]!.segments).toEqual([
      { text: 'The ', op: 'equal' },
      { text: 'quick brown ', op: 'delete' },
      { text: 'fox', op: 'equal' },
    ])
  })

  it('marks whole inserted and deleted blocks, keeping unchanged ones', () => {
    const before = doc(paragraph('one'), paragraph('two'), paragraph('three'))
    const after = doc(paragraph('one'), heading('h3', 'new heading'), paragraph('three'))
    const result = diff(before, after)
    expect(result.blocks.map((b) => `${b.op}:${b.type}`)).toEqual([
      'equal:paragraph',
      'delete:paragraph',
      'insert:heading',
      'equal:paragraph',
    ])
    expect(result.blocks[1]!.segments).toEqual([{ text: 'two', op: 'delete' }])
    expect(result.blocks[2]!.segments).toEqual([{ text: 'new heading', op: 'insert' }])
  })

  it('pairs an edited block among insertions by word overlap', () => {
    const before = doc(paragraph('alpha beta gamma'))
    const after = doc(paragraph('brand new text'), paragraph('alpha beta delta'))
    const result = diff(before, after)
    expect(result.blocks.map((b) => b.op)).toEqual(['insert', 'changed'])
    expect(result.blocks[1]!.segments).toEqual([
      { text: 'alpha beta ', op: 'equal' },
      { text: 'gamma', op: 'delete' },
      { text: 'delta', op: 'insert' },
    ])
  })

  it('flags formatting-only changes', () => {
    const result = diff(doc(paragraph('plain words')), doc(paragraph(text('plain', 1), ' words')))
    expect(result.changed).toBe(true)
    expect(result.blocks[0]).toMatchObject({
      op: 'changed',
      formatChanged: true,
      segments: [{ text: 'plain words', op: 'equal' }],
    })
  })

  it('ignores how text is split into nodes and non-visual attributes', () => {
    const a = doc(paragraph('Hello ', 'world'))
    const b = doc({ ...paragraph('Hello world'), direction: null, textFormat: 0 })
    expect(diff(a, b).changed).toBe(false)
  })

  it('honours modifiedOnly: unchanged blocks are left out and counted', () => {
    const before = doc(paragraph('one'), paragraph('two'), paragraph('three'))
    const after = doc(paragraph('one'), paragraph('two!'), paragraph('three'))
    const result = diff(before, after, true)
    expect(result.blocks.map((b) => b.op)).toEqual(['changed'])
    expect(result.omittedBlocks).toBe(2)
  })

  it('compares uploads and relationships by reference', () => {
    const result = diff(doc(upload(1)), doc(upload(2)))
    expect(result.blocks[0]).toMatchObject({
      op: 'changed',
      type: 'upload',
      beforeRef: { relationTo: 'media', value: 1 },
      afterRef: { relationTo: 'media', value: 2 },
    })
    expect(diff(doc(upload(1)), doc({ ...upload(1), id: 'other-node-id' })).changed).toBe(false)
  })

  it('list items and table cells diff per item and per cell', () => {
    const result = diff(
      doc(list('number', listItem('first'), listItem('second')), table(['a', 'b'])),
      doc(list('number', listItem('first'), listItem('second item')), table(['a', 'c'])),
    )
    expect(result.blocks.find((b) => b.type === 'tablecell' && b.op !== 'equal')?.tableCell).toEqual({
      row: 0,
      column: 1,
    })
    expect(result.blocks.filter((b) => b.op !== 'equal').map((b) => [b.type, b.segments])).toEqual([
      [
        'listitem',
        [
          { text: 'second', op: 'equal' },
          { text: ' item', op: 'insert' },
        ],
      ],
      [
        'tablecell',
        [
          { text: 'b', op: 'delete' },
          { text: 'c', op: 'insert' },
        ],
      ],
    ])
  })
})
