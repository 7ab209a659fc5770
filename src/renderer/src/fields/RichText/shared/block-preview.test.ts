import { describe, expect, it } from 'vitest'
import type { FolioClientBlock } from '@shared/protocol'
import { blockPreview, docRefs, richTextStart, shorten } from './block-preview'

const block = {
  slug: 'card',
  fields: [
    { name: 'id', type: 'text' },
    { name: 'blockName', type: 'text' },
    { name: 'title', type: 'text', label: { en: 'Title', de: 'Titel' } },
    {
      type: 'row',
      fields: [
        { name: 'tone', type: 'select', options: [{ label: { en: 'Warning', de: 'Warnung' }, value: 'warn' }, 'info'] },
        { name: 'count', type: 'number' },
      ],
    },
    { name: 'featured', type: 'checkbox', label: 'Featured' },
    { name: 'when', type: 'date' },
    { name: 'body', type: 'richText' },
    { name: 'link', type: 'relationship', relationTo: 'posts', label: 'Read more' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'secret', type: 'text', admin: { hidden: true } },
  ],
} as unknown as FolioClientBlock

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })

describe('a block card’s preview', () => {
  it('shows the first fields that hold something, in the block’s order, each labelled', () => {
    const items = blockPreview({ id: 'x', blockName: 'n', count: 1200, title: 'Hello', tone: 'warn' }, block, 'en')
    expect(items).toEqual([
      { name: 'title', label: 'Title', kind: 'text', text: 'Hello' },
      { name: 'tone', label: 'tone', kind: 'text', text: 'Warning' },
      { name: 'count', label: 'count', kind: 'text', text: '1,200' },
    ])
  })

  it('writes labels, select labels and numbers in the UI language', () => {
    const items = blockPreview({ title: 'Hallo', tone: 'warn', count: 1200 }, block, 'de')
    expect(items.map((i) => [i.label, i.kind === 'text' && i.text])).toEqual([
      ['Titel', 'Hallo'],
      ['tone', 'Warnung'],
      ['count', '1.200'],
    ])
  })

  it('keeps checkboxes, relationships and uploads for the card to draw; rich text is its text’s start', () => {
    const body = { root: { type: 'root', children: [paragraph('First line.'), paragraph('Second')] } }
    const items = blockPreview(
      { featured: false, when: '2026-03-04T12:00:00.000Z', body, link: 7, image: { id: 3, filename: 'a.png' } },
      block,
      'en',
      10,
    )
    expect(items).toEqual([
      { name: 'featured', label: 'Featured', kind: 'checkbox', checked: false },
      { name: 'when', label: 'when', kind: 'text', text: 'Mar 4, 2026' },
      { name: 'body', label: 'body', kind: 'text', text: 'First line. Second' },
      { name: 'link', label: 'Read more', kind: 'relationship', docs: [{ relationTo: 'posts', value: 7 }] },
      { name: 'image', label: 'image', kind: 'upload', docs: [{ relationTo: 'media', value: 3 }] },
    ])
  })

  it('leaves out empty values, hidden fields, and Payload’s id and block name', () => {
    expect(blockPreview({ id: 'x', blockName: 'Name', title: '', secret: 's', body: null }, block, 'en')).toEqual([])
    expect(blockPreview({ title: 'A', tone: 'info', count: 2, featured: true }, block, 'en')).toHaveLength(3)
  })

  it('cuts long values with an ellipsis, whitespace collapsed', () => {
    expect(shorten('a  b\n c')).toBe('a b c')
    const long = shorten('word '.repeat(40))
    expect(long.length).toBeLessThanOrEqual(60)
    expect(long.endsWith('…')).toBe(true)
    const [item] = blockPreview({ title: 'x'.repeat(200) }, block, 'en')
    expect(item).toMatchObject({ kind: 'text', text: `${'x'.repeat(59)}…` })
    expect(richTextStart({ root: { children: [paragraph('y'.repeat(500))] } })).toHaveLength(60)
  })

  it('reads relationship values as ids, populated documents or polymorphic pairs', () => {
    const poly = { name: 'to', type: 'relationship', relationTo: ['posts', 'pages'], hasMany: true }
    expect(
      docRefs(poly, [{ relationTo: 'pages', value: 2 }, { relationTo: 'posts', value: { id: 'p9', title: 'T' } }, 5]),
    ).toEqual([
      { relationTo: 'pages', value: 2 },
      { relationTo: 'posts', value: 'p9' },
    ])
    expect(docRefs({ name: 'one', type: 'upload', relationTo: 'media' }, { id: 4 })).toEqual([
      { relationTo: 'media', value: 4 },
    ])
  })
})
