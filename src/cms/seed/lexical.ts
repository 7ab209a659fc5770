/**
 * Builders for rich-text values in @payloadcms/richtext-lexical's stored JSON shape
 * (lexical 0.50 exportJSON of each node, Payload's node versions).
 */
import type { TextGen } from './text.js'

export type SerializedNode = Record<string, unknown> & { type: string; children?: SerializedNode[] }
export type RichTextValue = { root: SerializedNode }

export const FORMAT = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
  highlight: 128,
}

/** Deterministic 24-hex ids (Payload's ObjectID-like ids for block/link/upload nodes). */
export const createIdGen = (prefix: number) => {
  let n = 0
  return (): string => prefix.toString(16).padStart(8, '0') + (++n).toString(16).padStart(16, '0')
}

export const element = (
  type: string,
  children: SerializedNode[],
  extra: Record<string, unknown> = {},
): SerializedNode => ({
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  type,
  version: 1,
  ...extra,
})

export const text = (value: string, format = 0): SerializedNode => ({
  detail: 0,
  format,
  mode: 'normal',
  style: '',
  text: value,
  type: 'text',
  version: 1,
})

export const paragraph = (children: SerializedNode[], format = ''): SerializedNode =>
  element('paragraph', children, { format, textFormat: 0, textStyle: '' })

export const heading = (tag: `h${1 | 2 | 3 | 4 | 5 | 6}`, value: string): SerializedNode =>
  element('heading', [text(value)], { tag })

export const quote = (value: string): SerializedNode => element('quote', [text(value)])

export const list = (kind: 'bullet' | 'number' | 'check', items: string[]): SerializedNode =>
  element(
    'list',
    items.map((item, i) =>
      element('listitem', [text(item)], { value: i + 1, ...(kind === 'check' ? { checked: i % 2 === 0 } : {}) }),
    ),
    { listType: kind, start: 1, tag: kind === 'number' ? 'ol' : 'ul' },
  )

export const link = (id: string, url: string, label: string): SerializedNode => ({
  ...element('link', [text(label)]),
  fields: { linkType: 'custom', newTab: false, url },
  id,
  version: 3,
})

export const horizontalRule = (): SerializedNode => ({ type: 'horizontalrule', version: 1 })

export const uploadNode = (id: string, mediaId: number | string, caption: string): SerializedNode => ({
  fields: { caption },
  format: '',
  id,
  relationTo: 'media',
  type: 'upload',
  value: mediaId,
  version: 3,
})

export const relationshipNode = (relationTo: string, value: number | string): SerializedNode => ({
  format: '',
  relationTo,
  type: 'relationship',
  value,
  version: 2,
})

export const blockNode = (id: string, blockType: string, fields: Record<string, unknown>): SerializedNode => ({
  fields: { id, blockName: '', blockType, ...fields },
  format: '',
  type: 'block',
  version: 2,
})

export const inlineBlockNode = (id: string, blockType: string, fields: Record<string, unknown>): SerializedNode => ({
  fields: { id, blockType, ...fields },
  type: 'inlineBlock',
  version: 1,
})

/** A table with a header row (headerState 1) and a header column (2); the corner is both (3). */
export const table = (rows: string[][]): SerializedNode =>
  element(
    'table',
    rows.map((cells, r) =>
      element(
        'tablerow',
        cells.map((cell, c) =>
          element('tablecell', [paragraph([text(cell)])], {
            backgroundColor: null,
            colSpan: 1,
            headerState: (r === 0 ? 1 : 0) | (c === 0 ? 2 : 0),
            rowSpan: 1,
            width: 120,
          }),
        ),
        { height: 33 },
      ),
    ),
    { colWidths: rows[0]!.map(() => 120), rowStriping: false },
  )

export const root = (children: SerializedNode[]): RichTextValue => ({ root: element('root', children) })

export const countNodes = (node: SerializedNode): number =>
  1 + (node.children ?? []).reduce((sum, child) => sum + countNodes(child), 0)

/** Body of an ordinary post: a heading and two paragraphs. */
export const shortBody = (gen: TextGen, title: string): RichTextValue =>
  root([
    heading('h2', title),
    paragraph([text(gen.sentence(25))]),
    paragraph([text(gen.sentence(12) + ' '), text(gen.sentence(6), FORMAT.bold), text(' ' + gen.sentence(10))]),
  ])

export type LongBodyRefs = { mediaId?: number | string; relatedPostId?: number | string }

/**
 * A long body with every node kind the posts editor supports, `blockCount` top-level nodes.
 * Headings h1-h6, paragraphs with all text formats, alignment and indent, bullet/number/check
 * lists, quotes, a table every 100 nodes, links, horizontal rules, upload and relationship
 * nodes, a callout block and badge/footnote inline blocks.
 */
export const longBody = (gen: TextGen, blockCount: number, refs: LongBodyRefs, idPrefix: number): RichTextValue => {
  const nextId = createIdGen(idPrefix)
  const children: SerializedNode[] = []
  const alignments = ['', 'left', 'center', 'right', 'justify', 'start', 'end']
  for (let i = 0; i < blockCount; i++) {
    const chapter = Math.floor(i / 20) + 1
    if (i % 100 === 0) children.push(heading('h1', `Part ${Math.floor(i / 100) + 1}: ${gen.sentence(3)}`))
    else if (i % 100 === 50)
      children.push(
        table([
          ['', 'Q1', 'Q2', 'Q3'],
          ['North', '12', '15', '9'],
          ['South', '7', '11', '14'],
        ]),
      )
    else if (i % 20 === 0) children.push(heading('h2', `Chapter ${chapter}: ${gen.sentence(4)}`))
    else if (i % 20 === 10)
      children.push(
        heading((['h3', 'h4', 'h5', 'h6'] as const)[((i / 20) % 4) | 0]!, `Section ${i}: ${gen.sentence(3)}`),
      )
    else if (i % 25 === 7)
      children.push(
        list((['bullet', 'number', 'check'] as const)[i % 3]!, [gen.sentence(6), gen.sentence(8), gen.sentence(5)]),
      )
    else if (i % 25 === 13) children.push(quote(gen.sentence(18)))
    else if (i % 50 === 17 && refs.mediaId !== undefined)
      children.push(uploadNode(nextId(), refs.mediaId, gen.sentence(4)))
    else if (i % 50 === 23 && refs.relatedPostId !== undefined)
      children.push(relationshipNode('posts', refs.relatedPostId))
    else if (i % 50 === 31)
      children.push(
        blockNode(nextId(), 'callout', { tone: gen.pick(['info', 'warning', 'success']), text: gen.sentence(12) }),
      )
    else if (i % 50 === 41) children.push(horizontalRule())
    else {
      const formatted = Object.values(FORMAT)[i % 8]!
      const extras: SerializedNode[] =
        i % 7 === 3
          ? [text(' see '), link(nextId(), 'https://payloadcms.com/docs', 'the docs'), text('.')]
          : i % 7 === 5
            ? [text(' '), inlineBlockNode(nextId(), 'badge', { label: `tag ${i}`, color: 'green', url: '' }), text(' ')]
            : i % 7 === 6
              ? [inlineBlockNode(nextId(), 'footnote', { note: gen.sentence(5) })]
              : []
      const p = paragraph(
        [text(gen.sentence(20) + ' '), text(gen.sentence(6), formatted), text(' ' + gen.sentence(12)), ...extras],
        alignments[i % alignments.length],
      )
      if (i % 9 === 4) p.indent = 1
      children.push(p)
    }
  }
  return root(children)
}
