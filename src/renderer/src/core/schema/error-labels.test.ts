import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { labelPath, rowsOnPath } from './error-labels'

const fields: FolioClientField[] = [
  { type: 'text', name: 'title' },
  {
    type: 'blocks',
    name: 'content',
    label: { en: 'Content', de: 'Inhalt' },
    blocks: [
      {
        slug: 'hero',
        labels: { singular: { en: 'Hero', de: 'Held' } },
        fields: [
          { type: 'select', name: 'style', label: 'Style' },
          {
            type: 'array',
            name: 'links',
            labels: { singular: 'Link' },
            fields: [{ type: 'row', fields: [{ type: 'text', name: 'label', label: 'Label' }] }],
          },
        ],
      },
    ],
  },
  {
    type: 'tabs',
    tabs: [
      {
        type: 'tab',
        label: 'Meta',
        fields: [
          {
            type: 'group',
            name: 'seo',
            label: 'SEO',
            fields: [{ type: 'text', name: 'metaTitle', label: 'Meta title' }],
          },
        ],
      },
      { type: 'tab', name: 'extra', label: 'Extra', fields: [{ type: 'text', name: 'note', label: 'Note' }] },
    ],
  },
  { type: 'array', name: 'items', fields: [{ type: 'text', name: 'size', label: 'Size' }] },
  { type: 'richText', name: 'body', label: 'Body' },
]

const options = { language: 'en', blockTypeAt: () => 'hero' }

describe('labelPath', () => {
  it('names a field inside a block by the labels the editor sees, rows as their headers show them', () => {
    expect(labelPath(fields, 'content.1.style', options)).toEqual(['Content', 'Hero 02', 'Style'])
    expect(labelPath(fields, 'content.0.links.2.label', options)).toEqual([
      'Content',
      'Hero 01',
      'Links',
      'Link 03',
      'Label',
    ])
    expect(labelPath(fields, 'content.0.style', { ...options, language: 'de' })).toEqual(['Inhalt', 'Held 01', 'Style'])
  })

  it('looks through unnamed tabs, steps into named tabs and groups, and names array rows without labels as items', () => {
    expect(labelPath(fields, 'seo.metaTitle', options)).toEqual(['SEO', 'Meta title'])
    expect(labelPath(fields, 'extra.note', options)).toEqual(['Extra', 'Note'])
    expect(labelPath(fields, 'items.0.size', options)).toEqual(['Items', 'Item 01', 'Size'])
  })

  it('names what no field describes (a rich-text block’s field) from its key', () => {
    expect(labelPath(fields, 'body', options)).toEqual(['Body'])
    expect(labelPath(fields, 'body.message', options)).toEqual(['Body', 'Message'])
    expect(labelPath(fields, 'content.0.gone', { ...options, blockTypeAt: () => undefined })).toEqual([
      'Content',
      ' 01',
      'Gone',
    ])
  })
})

describe('rowsOnPath', () => {
  it('lists each row an error path passes through', () => {
    expect(rowsOnPath('content.1.links.0.label')).toEqual([
      { rowsPath: 'content', index: 1 },
      { rowsPath: 'content.1.links', index: 0 },
    ])
    expect(rowsOnPath('title')).toEqual([])
  })
})
