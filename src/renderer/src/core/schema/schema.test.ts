import { describe, expect, it } from 'vitest'
import type { FolioClientEntity, FolioSchemaResponse } from '@shared/protocol'
import {
  columnValue,
  can,
  dataFields,
  defaultColumns,
  labelFromSlug,
  labelText,
  listColumns,
  navGroups,
  unknownFieldTypes,
  visibleEntities,
} from './schema'

const posts: FolioClientEntity = {
  slug: 'posts',
  labels: { singular: 'Post', plural: { en: 'Posts', de: 'Beiträge' } },
  admin: { useAsTitle: 'title', group: { en: 'Content', de: 'Inhalt' } },
  fields: [
    { type: 'text', name: 'title', label: 'Title' },
    {
      type: 'row',
      fields: [
        { type: 'number', name: 'views' },
        { type: 'ui', name: 'divider' },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        { type: 'tab', label: 'SEO', name: 'seo', fields: [{ type: 'text', name: 'metaTitle' }] },
        { type: 'tab', label: 'More', fields: [{ type: 'select', name: 'status', hasMany: true }] },
      ],
    },
    { type: 'richText', name: 'body' },
    { type: 'mystery', name: 'odd' },
  ],
}
const media: FolioClientEntity = { slug: 'media', fields: [{ type: 'upload', name: 'file' }] }
const prefs: FolioClientEntity = { slug: 'payload-preferences', fields: [] }
const settings: FolioClientEntity = {
  slug: 'site-settings',
  label: 'Site Settings',
  fields: [],
  admin: { group: { en: 'Content' } },
}

const schema = {
  folio: { protocolVersion: 1, pluginVersion: '0.1.0' },
  config: {
    serverURL: '',
    routes: { api: '/api', admin: '/admin' },
    admin: { user: 'users' },
    collections: [posts, media, prefs],
    globals: [settings],
  },
  extras: {
    collections: { posts: { hidden: false }, media: { hidden: false }, 'payload-preferences': { hidden: true } },
    globals: { 'site-settings': { hidden: false } },
  },
} as unknown as FolioSchemaResponse

const access = {
  collections: {
    posts: { read: true, create: { permission: true } },
    media: { read: false },
    'payload-preferences': { read: true },
  },
  globals: { 'site-settings': { read: { permission: true } } },
}

describe('labels', () => {
  it('picks the UI language, then English, and derives missing labels from the slug', () => {
    expect(labelText({ en: 'Posts', de: 'Beiträge' }, 'de')).toBe('Beiträge')
    expect(labelText({ en: 'Posts' }, 'fr')).toBe('Posts')
    expect(labelText(undefined, 'en', 'x')).toBe('x')
    expect(labelFromSlug('site-settings')).toBe('Site Settings')
  })
})

describe('what the editor sees', () => {
  it('leaves out hidden entities and those the user cannot read', () => {
    expect(visibleEntities(schema, access).map((r) => r.slug)).toEqual(['posts', 'site-settings'])
  })

  it('reads permissions given as booleans or as {permission}', () => {
    expect(can(access, 'collection', 'posts', 'create')).toBe(true)
    expect(can(access, 'collection', 'posts', 'delete')).toBe(false)
    expect(can(null, 'collection', 'posts', 'read')).toBe(false)
  })

  it('groups entities by admin.group, in the UI language, keyed by the English label', () => {
    const groups = navGroups(visibleEntities(schema, access), 'de', { collections: 'Sammlungen', globals: 'Globale' })
    expect(groups).toEqual([
      {
        key: 'Content',
        label: 'Inhalt',
        entries: [expect.objectContaining({ slug: 'posts' }), expect.objectContaining({ slug: 'site-settings' })],
      },
    ])
  })
})

describe('fields and columns', () => {
  it('sees through rows and unnamed tabs; a named tab is a group', () => {
    expect(dataFields(posts.fields).map((f) => `${f.name}:${f.type}`)).toEqual([
      'title:text',
      'views:number',
      'seo:group',
      'status:select',
      'body:richText',
      'odd:mystery',
    ])
  })

  it('offers columns for data with a cell, plus id and timestamps, and starts with the title', () => {
    const columns = listColumns(posts, 'en')
    expect(columns.map((c) => c.name)).toEqual([
      'id',
      'title',
      'views',
      'seo.metaTitle',
      'status',
      'createdAt',
      'updatedAt',
    ])
    expect(columns.find((c) => c.name === 'status')?.sortable).toBe(false)
    expect(defaultColumns(posts, columns)).toEqual(['title', 'views', 'status', 'updatedAt'])
  })

  it("offers a group's fields as columns of their own, by path, as the redirects plugin's defaults name them", () => {
    const redirects: FolioClientEntity = {
      slug: 'redirects',
      admin: { defaultColumns: ['from', 'to.type', 'createdAt'] },
      fields: [
        { name: 'from', type: 'text', label: 'From URL' },
        {
          name: 'to',
          type: 'group',
          label: false,
          fields: [
            { name: 'type', type: 'radio', label: 'To URL Type' },
            { name: 'url', type: 'text', label: 'Custom URL' },
          ],
        },
      ],
    }
    const columns = listColumns(redirects, 'en')
    expect(defaultColumns(redirects, columns)).toEqual(['from', 'to.type', 'createdAt'])
    expect(columns.find((c) => c.name === 'to.type')?.label).toBe('to > To URL Type')
    expect(columnValue({ to: { type: 'custom' } }, 'to.type')).toBe('custom')
    expect(columnValue({ to: null }, 'to.type')).toBeUndefined()
  })

  it('names the field types Folio does not know', () => {
    expect(unknownFieldTypes(schema.config)).toEqual(['mystery'])
  })
})
