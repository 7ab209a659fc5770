import { describe, expect, it } from 'vitest'
import type { FolioClientBlock, FolioClientField } from '@shared/protocol'
import { buildFieldSchemaJSON } from './field-schema'

describe('buildFieldSchemaJSON', () => {
  it('lists name and type of each named field, and nothing for unnamed presentational fields', () => {
    const fields: FolioClientField[] = [
      { type: 'text', name: 'title', label: 'Title', required: true, admin: { placeholder: 'x' } },
      { type: 'number', name: 'rank' },
      { type: 'richText', name: 'body' },
      { type: 'checkbox', name: 'featured', localized: true },
      { type: 'ui', name: 'divider' },
      { type: 'ui' },
      { type: 'text' },
    ]
    expect(buildFieldSchemaJSON(fields)).toEqual([
      { name: 'title', type: 'text' },
      { name: 'rank', type: 'number' },
      { name: 'body', type: 'richText' },
      { name: 'featured', type: 'checkbox' },
      { name: 'divider', type: 'ui' },
    ])
  })

  it('adds hasMany and relationTo for relationship and upload fields', () => {
    const fields: FolioClientField[] = [
      { type: 'relationship', name: 'author', relationTo: 'users' },
      { type: 'relationship', name: 'related', relationTo: ['posts', 'pages'], hasMany: true },
      { type: 'upload', name: 'hero', relationTo: 'media' },
      { type: 'upload', name: 'gallery', relationTo: 'media', hasMany: true },
    ]
    expect(buildFieldSchemaJSON(fields)).toEqual([
      { name: 'author', type: 'relationship', hasMany: false, relationTo: 'users' },
      { name: 'related', type: 'relationship', hasMany: true, relationTo: ['posts', 'pages'] },
      { name: 'hero', type: 'upload', hasMany: false, relationTo: 'media' },
      { name: 'gallery', type: 'upload', hasMany: true, relationTo: 'media' },
    ])
  })

  it('nests array rows with an id text field, and named groups', () => {
    const fields: FolioClientField[] = [
      {
        type: 'array',
        name: 'links',
        fields: [
          { type: 'text', name: 'label' },
          { type: 'text', name: 'url' },
        ],
      },
      { type: 'group', name: 'meta', fields: [{ type: 'text', name: 'description' }] },
    ]
    expect(buildFieldSchemaJSON(fields)).toEqual([
      {
        name: 'links',
        type: 'array',
        fields: [
          { name: 'label', type: 'text' },
          { name: 'url', type: 'text' },
          { name: 'id', type: 'text' },
        ],
      },
      { name: 'meta', type: 'group', fields: [{ name: 'description', type: 'text' }] },
    ])
  })

  it('keeps a row schema that defines its own id without adding a second one', () => {
    const fields: FolioClientField[] = [
      {
        type: 'array',
        name: 'items',
        fields: [
          { type: 'text', name: 'id' },
          { type: 'text', name: 'x' },
        ],
      },
    ]
    expect(buildFieldSchemaJSON(fields)[0]!.fields).toEqual([
      { name: 'id', type: 'text' },
      { name: 'x', type: 'text' },
    ])
  })

  it('keys blocks by slug, each row with an id text field', () => {
    const fields: FolioClientField[] = [
      {
        type: 'blocks',
        name: 'layout',
        blocks: [
          {
            slug: 'hero',
            fields: [
              { type: 'text', name: 'heading' },
              { type: 'upload', name: 'image', relationTo: 'media' },
            ],
          },
          {
            slug: 'cta',
            labels: { singular: 'CTA' },
            fields: [{ type: 'row', fields: [{ type: 'text', name: 'label' }] }],
          },
        ],
      },
    ]
    expect(buildFieldSchemaJSON(fields)).toEqual([
      {
        name: 'layout',
        type: 'blocks',
        blocks: {
          hero: {
            fields: [
              { name: 'heading', type: 'text' },
              { name: 'image', type: 'upload', hasMany: false, relationTo: 'media' },
              { name: 'id', type: 'text' },
            ],
          },
          cta: {
            fields: [
              { name: 'label', type: 'text' },
              { name: 'id', type: 'text' },
            ],
          },
        },
      },
    ])
  })

  it('resolves blockReferences from the root blocks (list or map) and skips unknown slugs', () => {
    const quote: FolioClientBlock = { slug: 'quote', fields: [{ type: 'textarea', name: 'text' }] }
    const fields: FolioClientField[] = [
      {
        type: 'blocks',
        name: 'content',
        blocks: [],
        blockReferences: ['quote', 'missing', { slug: 'inline', fields: [] }],
      },
    ]
    const expected = [
      {
        name: 'content',
        type: 'blocks',
        blocks: {
          quote: {
            fields: [
              { name: 'text', type: 'textarea' },
              { name: 'id', type: 'text' },
            ],
          },
          inline: { fields: [{ name: 'id', type: 'text' }] },
        },
      },
    ]
    expect(buildFieldSchemaJSON(fields, { blocks: [quote] })).toEqual(expected)
    expect(buildFieldSchemaJSON(fields, { blocks: { quote } })).toEqual(expected)
    expect(buildFieldSchemaJSON(fields)).toEqual([
      { name: 'content', type: 'blocks', blocks: { inline: { fields: [{ name: 'id', type: 'text' }] } } },
    ])
  })

  it('lifts the fields of rows, collapsibles, unnamed groups and unnamed tabs; named tabs nest with type "tabs"', () => {
    const fields: FolioClientField[] = [
      {
        type: 'row',
        fields: [
          { type: 'text', name: 'a' },
          { type: 'text', name: 'b' },
        ],
      },
      {
        type: 'collapsible',
        label: 'More',
        fields: [{ type: 'collapsible', label: 'Inner', fields: [{ type: 'date', name: 'c' }] }],
      },
      { type: 'group', label: 'Presentational', fields: [{ type: 'text', name: 'd' }] },
      {
        type: 'tabs',
        tabs: [
          { type: 'tab', label: 'Content', fields: [{ type: 'text', name: 'e' }] },
          {
            type: 'tab',
            name: 'seo',
            label: 'SEO',
            fields: [
              { type: 'text', name: 'metaTitle' },
              { type: 'row', fields: [{ type: 'text', name: 'f' }] },
            ],
          },
        ],
      },
      { type: 'text', name: 'last' },
    ]
    expect(buildFieldSchemaJSON(fields)).toEqual([
      { name: 'a', type: 'text' },
      { name: 'b', type: 'text' },
      { name: 'c', type: 'date' },
      { name: 'd', type: 'text' },
      { name: 'e', type: 'text' },
      {
        name: 'seo',
        type: 'tabs',
        fields: [
          { name: 'metaTitle', type: 'text' },
          { name: 'f', type: 'text' },
        ],
      },
      { name: 'last', type: 'text' },
    ])
  })

  it('handles deep nesting (array in block in named tab) and missing field lists', () => {
    const fields: FolioClientField[] = [
      {
        type: 'tabs',
        tabs: [
          {
            type: 'tab',
            name: 'page',
            fields: [
              {
                type: 'blocks',
                name: 'sections',
                blocks: [
                  {
                    slug: 'list',
                    fields: [
                      {
                        type: 'array',
                        name: 'items',
                        fields: [{ type: 'relationship', name: 'ref', relationTo: 'posts', hasMany: true }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { type: 'group', name: 'empty' },
    ]
    expect(buildFieldSchemaJSON(fields)).toEqual([
      {
        name: 'page',
        type: 'tabs',
        fields: [
          {
            name: 'sections',
            type: 'blocks',
            blocks: {
              list: {
                fields: [
                  {
                    name: 'items',
                    type: 'array',
                    fields: [
                      { name: 'ref', type: 'relationship', hasMany: true, relationTo: 'posts' },
                      { name: 'id', type: 'text' },
                    ],
                  },
                  { name: 'id', type: 'text' },
                ],
              },
            },
          },
        ],
      },
      { name: 'empty', type: 'group', fields: [] },
    ])
    expect(buildFieldSchemaJSON(undefined)).toEqual([])
  })

  it('is JSON-safe (survives structured cloning and JSON round trips unchanged)', () => {
    const schema = buildFieldSchemaJSON([
      { type: 'array', name: 'a', fields: [{ type: 'text', name: 't' }] },
      { type: 'relationship', name: 'r', relationTo: ['x', 'y'] },
    ])
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema)
    expect(structuredClone(schema)).toEqual(schema)
  })
})
