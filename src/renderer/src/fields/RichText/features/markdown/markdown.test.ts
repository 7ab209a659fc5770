/** Markdown import and export, tables included, on a headless editor with Folio's nodes. */
import { createHeadlessEditor } from '@lexical/headless'
import { describe, expect, it } from 'vitest'
import { FOLIO_NODES } from '../../nodes'
import { $exportMarkdown, $importMarkdown } from './transformers'

type Node = { type: string; children?: Node[]; text?: string; [key: string]: unknown }

function load(markdown: string) {
  const editor = createHeadlessEditor({
    nodes: FOLIO_NODES,
    onError: (e) => {
      throw e
    },
  })
  editor.update(() => $importMarkdown(markdown), { discrete: true })
  const json = editor.getEditorState().toJSON() as unknown as { root: Node }
  const markdownOut = editor.getEditorState().read(() => $exportMarkdown())
  return { json, markdownOut }
}

const MD = [
  '# Title',
  '',
  '###### Small',
  '',
  '> quoted',
  '',
  'Some **bold**, *italic*, ~~gone~~, ==marked== and `code` with a [link](https://payloadcms.com).',
  '',
  '- one',
  '    - nested',
  '- two',
  '',
  '1. first',
  '2. second',
  '',
  '- [x] done',
  '- [ ] open',
  '',
  '| Name | Score |',
  '| --- | --- |',
  '| Ada | **10** |',
  '| Bob | 7 |',
  '',
  '***',
].join('\n')

describe('markdown', () => {
  it('imports headings, quote, formats, links, nested lists, check lists, tables and rules', () => {
    const { json } = load(MD)
    const types = json.root.children!.map((n) =>
      n.type === 'heading' ? n.tag : n.type === 'list' ? `list:${n.listType as string}` : n.type,
    )
    expect(types).toEqual([
      'h1',
      'h6',
      'quote',
      'paragraph',
      'list:bullet',
      'list:number',
      'list:check',
      'table',
      'horizontalrule',
    ])
    const formats = json.root
      .children![3]!.children!.filter((n) => n.type === 'text' && n.format)
      .map((n) => [n.text, n.format])
    expect(formats).toEqual([
      ['bold', 1],
      ['italic', 2],
      ['gone', 4],
      ['marked', 128],
      ['code', 16],
    ])
    const link = json.root.children![3]!.children!.find((n) => n.type === 'link')!
    expect(link).toMatchObject({
      type: 'link',
      version: 3,
      fields: { linkType: 'custom', newTab: false, url: 'https://payloadcms.com' },
    })
    expect(link.id).toMatch(/^[0-9a-f]{24}$/)
    const nestedItem = json.root.children![4]!.children![1]!
    expect(nestedItem.children![0]).toMatchObject({ type: 'list', children: [{ type: 'listitem', indent: 1 }] })
    expect(json.root.children![6]!.children!.map((i) => i.checked)).toEqual([true, false])
    const table = json.root.children![7]!
    expect(table.children!.length).toBe(3)
    expect(table.children![0]!.children!.map((c) => c.headerState)).toEqual([1, 1])
    expect(table.children![1]!.children!.map((c) => c.headerState)).toEqual([0, 0])
    const boldCell = table.children![1]!.children![1]!.children![0]!.children![0]!
    expect(boldCell).toMatchObject({ type: 'text', text: '10', format: 1 })
  })

  it('nests lists by one tab per level too', () => {
    const { json } = load('- top\n\t- inner\n\t\t- deeper')
    const inner = json.root.children![0]!.children![1]!.children![0]!
    expect(inner.children![0]).toMatchObject({ type: 'listitem', indent: 1 })
    expect(inner.children![1]!.children![0]!.children![0]).toMatchObject({ type: 'listitem', indent: 2 })
  })

  it('exports what it imports, tables included', () => {
    const { markdownOut } = load(MD)
    expect(markdownOut).toContain('| Name | Score |\n| --- | --- |\n| Ada | **10** |\n| Bob | 7 |')
    expect(load(markdownOut).markdownOut).toBe(markdownOut)
    expect(markdownOut.split('\n')[0]).toBe('# Title')
    expect(markdownOut).toContain('    - nested')
    expect(markdownOut).toContain('- [x] done')
    expect(markdownOut).toContain('[link](https://payloadcms.com)')
  })
})
