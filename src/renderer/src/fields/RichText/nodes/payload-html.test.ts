/** Content written by Folio's editor renders with Payload's own HTML converters. */
import { createHeadlessEditor } from '@lexical/headless'
import { $createListItemNode, $createListNode } from '@lexical/list'
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text'
import { $createTableCellNode, $createTableNode, $createTableRowNode, TableCellHeaderStates } from '@lexical/table'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical'
import { describe, expect, it } from 'vitest'
import {
  $createBlockNode,
  $createHorizontalRuleNode,
  $createInlineBlockNode,
  $createLinkNode,
  $createRelationshipNode,
  $createUploadNode,
  FOLIO_NODES,
} from './index'

function folioWritten() {
  const editor = createHeadlessEditor({
    nodes: FOLIO_NODES,
    onError: (e) => {
      throw e
    },
  })
  editor.update(
    () => {
      const root = $getRoot()
      root.append($createHeadingNode('h2').append($createTextNode('Title')))
      const p = $createParagraphNode()
      p.append(
        $createTextNode('Plain '),
        $createTextNode('bold').toggleFormat('bold'),
        $createTextNode(' and '),
        $createTextNode('marked').toggleFormat('highlight'),
        $createTextNode(' '),
      )
      p.append(
        $createLinkNode({ fields: { linkType: 'custom', newTab: true, url: 'https://payloadcms.com' } }).append(
          $createTextNode('a link'),
        ),
      )
      p.append($createInlineBlockNode({ blockType: 'badge', label: 'New', color: 'green' }))
      p.setFormat('center')
      root.append(p)
      root.append($createQuoteNode().append($createTextNode('Quoted')))
      const list = $createListNode('bullet')
      const nested = $createListNode('number').append($createListItemNode().append($createTextNode('inner')))
      list.append($createListItemNode().append($createTextNode('outer')), $createListItemNode().append(nested))
      root.append(list)
      root.append($createListNode('check').append($createListItemNode(true).append($createTextNode('done'))))
      const table = $createTableNode()
      const header = $createTableRowNode().append(
        $createTableCellNode(TableCellHeaderStates.ROW).append($createParagraphNode().append($createTextNode('Name'))),
        $createTableCellNode(TableCellHeaderStates.ROW).append($createParagraphNode().append($createTextNode('Score'))),
      )
      const row = $createTableRowNode().append(
        $createTableCellNode(TableCellHeaderStates.NO_STATUS).append(
          $createParagraphNode().append($createTextNode('Ada')),
        ),
        $createTableCellNode(TableCellHeaderStates.NO_STATUS).append(
          $createParagraphNode().append($createTextNode('10')),
        ),
      )
      root.append(table.append(header, row))
      root.append($createHorizontalRuleNode())
      root.append($createBlockNode({ blockType: 'callout', blockName: '', tone: 'info', text: 'Careful' }))
      root.append($createRelationshipNode({ relationTo: 'posts', value: 2 }))
      root.append(
        $createUploadNode({
          fields: {},
          id: '65a000000000000000000009',
          relationTo: 'media',
          value: {
            id: 1,
            url: '/media/a.png',
            alt: 'An image',
            mimeType: 'image/png',
            filename: 'a.png',
            width: 10,
            height: 10,
          } as never,
        }),
      )
    },
    { discrete: true },
  )
  return editor.getEditorState().toJSON()
}

describe("Payload's HTML converters on Folio-written content", () => {
  const raw = convertLexicalToHTML({
    data: folioWritten(),
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      blocks: {
        callout: ({ node }: { node: unknown }) =>
          `<aside class="callout">${(node as { fields: { text: string } }).fields.text}</aside>`,
      },
      inlineBlocks: {
        badge: ({ node }: { node: unknown }) =>
          `<span class="badge">${(node as { fields: { label: string } }).fields.label}</span>`,
      },
      relationship: ({ node }: { node: unknown }) =>
        `<a data-relation="${(node as { relationTo: string }).relationTo}">${String((node as { value: unknown }).value)}</a>`,
    }),
  })
  // Payload's converters indent their markup; spaces between tags carry nothing here.
  const html = raw.replace(/\s+/g, ' ').replace(/> </g, '><').replace(/ >/g, '>')

  it('renders headings, formats, alignment, links and inline blocks', () => {
    expect(html).toContain('<h2>Title</h2>')
    // Payload's text converter has no markup for highlight: the text stays.
    expect(html).toMatch(
      /<p style="text-align: center;?">Plain <strong>bold<\/strong> and marked <a href="https:\/\/payloadcms.com" rel="noopener noreferrer" target="_blank">a link<\/a><span class="badge">New<\/span><\/p>/,
    )
    expect(html).toContain('<blockquote>Quoted</blockquote>')
  })

  it('renders lists (nested and checked), tables, rules, blocks, relationships and uploads', () => {
    expect(html).toContain(
      '<ul class="list-bullet"><li class="" style="" value="1">outer</li><li class="nestedListItem" style="list-style-type: none;" value="2"><ol class="list-number"><li class="" style="" value="1">inner</li></ol></li></ul>',
    )
    expect(html).toMatch(
      /<ul class="list-check"><li aria-checked="true" class="list-item-checkbox list-item-checkbox-checked"[^>]*><input checked [^>]*type="checkbox" \/><label [^>]*>done<\/label>/,
    )
    expect(html).toMatch(
      /<table class="lexical-table"[^>]*><tbody><tr class="lexical-table-row"><th class="lexical-table-cell lexical-table-cell-header-1"[^>]*><p>Name<\/p><\/th>/,
    )
    expect(html).toMatch(/<td class="lexical-table-cell lexical-table-cell-header-0"[^>]*><p>Ada<\/p><\/td>/)
    expect(html).toContain('<hr />')
    expect(html).toContain('<aside class="callout">Careful</aside>')
    expect(html).toContain('<a data-relation="posts">2</a>')
    expect(html).toContain('<img alt="An image" height="10" src="/media/a.png" width="10" />')
  })
})
