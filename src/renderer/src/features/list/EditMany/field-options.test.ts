import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { editableFieldOptions } from './field-options'

/** The shapes of the built-in CMS's posts, as its client config gives them. */
const posts: FolioClientField[] = [
  { name: 'id', type: 'text', admin: { hidden: true, disableBulkEdit: true } },
  { name: 'title', type: 'text', localized: true, required: true },
  {
    type: 'tabs',
    tabs: [
      { type: 'tab', label: 'Content', fields: [{ name: 'body', type: 'richText' }] },
      {
        type: 'tab',
        label: 'Details',
        fields: [
          { name: 'tags', type: 'array', fields: [{ name: 'label', type: 'text', required: true }] },
          {
            type: 'row',
            fields: [
              { name: 'priority', type: 'select' },
              { name: 'visibility', type: 'radio' },
            ],
          },
          {
            type: 'collapsible',
            label: 'Advanced',
            fields: [{ name: 'contactEmail', type: 'email', label: 'Contact Email' }],
          },
          {
            name: 'stats',
            type: 'group',
            label: 'Statistics',
            fields: [{ name: 'rating', type: 'number' }],
          },
        ],
      },
      { type: 'tab', name: 'seo', label: 'SEO', fields: [{ name: 'metaTitle', type: 'text', label: 'Meta Title' }] },
    ],
  },
  { name: 'slug', type: 'text', unique: true },
  { name: 'wordCount', type: 'number', admin: { readOnly: true } },
  { name: 'internalNotes', type: 'text', hidden: true },
  { name: 'legacy', type: 'text', admin: { disableBulkEdit: true } },
  { name: 'blockName', type: 'text', admin: { disabled: true } },
  { name: 'help', type: 'ui' },
  { name: 'mentions', type: 'join', collection: 'pages', on: 'post' },
  { name: 'updatedAt', type: 'date' },
  { name: 'createdAt', type: 'date' },
  { name: '_status', type: 'select' },
]

const paths = (options: { path: string }[]) => options.map((o) => o.path)

describe('editableFieldOptions', () => {
  it('offers every data field through tabs, rows, collapsibles and groups, with nested paths', () => {
    const options = editableFieldOptions(posts, { permissions: true, language: 'en' })
    expect(paths(options)).toEqual([
      'title',
      'body',
      'tags',
      'priority',
      'visibility',
      'contactEmail',
      'stats.rating',
      'seo.metaTitle',
    ])
    const rating = options.find((o) => o.path === 'stats.rating')!
    expect(rating.parentPath).toBe('stats')
    expect(rating.field.name).toBe('rating')
    expect(options.find((o) => o.path === 'seo.metaTitle')!.parentPath).toBe('seo')
  })

  it('labels fields inside labelled groups and collapsibles as Payload does ("Statistics > Rating")', () => {
    const labels = editableFieldOptions(posts, { permissions: true, language: 'en' }).map((o) => o.label)
    expect(labels).toContain('Statistics > Rating')
    expect(labels).toContain('Advanced > Contact Email')
    expect(labels).toContain('Meta Title')
    expect(labels).toContain('Title')
  })

  it('leaves out unique, read-only, hidden, disabled, bulk-edit-disabled, ui, join, id, timestamp and status fields', () => {
    const offered = paths(editableFieldOptions(posts, { permissions: true, language: 'en' }))
    for (const name of [
      'slug',
      'wordCount',
      'internalNotes',
      'legacy',
      'blockName',
      'help',
      'mentions',
      'id',
      'updatedAt',
      '_status',
    ])
      expect(offered).not.toContain(name)
  })

  it('offers only fields the user may both read and update', () => {
    const options = editableFieldOptions(posts, {
      language: 'en',
      permissions: {
        title: { create: true, read: true },
        body: true,
        tags: { read: true, update: { permission: true } },
        priority: true,
        visibility: { read: true },
        contactEmail: true,
        stats: { read: true, update: true, fields: { rating: { read: true } } },
        seo: true,
      },
    })
    expect(paths(options)).toEqual(['body', 'tags', 'priority', 'contactEmail', 'seo.metaTitle'])
  })

  it("leaves out an upload collection's own file fields", () => {
    const media: FolioClientField[] = [
      { name: 'alt', type: 'text' },
      { name: 'filename', type: 'text' },
      { name: 'url', type: 'text' },
    ]
    expect(paths(editableFieldOptions(media, { permissions: true, language: 'en', isUpload: true }))).toEqual(['alt'])
  })

  it('reads labels in the user language', () => {
    const fields: FolioClientField[] = [{ name: 'title', type: 'text', label: { en: 'Title', de: 'Titel' } }]
    expect(editableFieldOptions(fields, { permissions: true, language: 'de' })[0]!.label).toBe('Titel')
  })
})
