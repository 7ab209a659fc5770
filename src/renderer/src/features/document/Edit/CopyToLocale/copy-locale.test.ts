import { describe, expect, it } from 'vitest'
import type { FolioClientField } from '@shared/protocol'
import { copyableFields, copyLocaleData } from './copy-locale'

/** The shape of the built-in posts: localized fields at the root, in a named tab and inside shared blocks. */
const fields: FolioClientField[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'excerpt', type: 'textarea', localized: true },
  { name: 'slug', type: 'text' },
  {
    type: 'tabs',
    tabs: [
      {
        type: 'tab',
        label: 'Content',
        fields: [
          {
            name: 'layout',
            type: 'blocks',
            blocks: [
              {
                slug: 'hero',
                labels: { singular: 'Hero' },
                fields: [
                  { name: 'heading', type: 'text', localized: true },
                  { name: 'subheading', type: 'textarea' },
                ],
              },
            ],
          },
        ],
      },
      { type: 'tab', name: 'seo', label: 'SEO', fields: [{ name: 'metaTitle', type: 'text', localized: true }] },
    ],
  },
  {
    name: 'links',
    type: 'array',
    localized: true,
    fields: [{ name: 'url', type: 'text' }],
  },
  { name: 'secret', type: 'text', localized: true, hidden: true },
]

const everything = { read: true, update: true }
const allKeys = new Set(copyableFields(fields, everything, 'en').map((f) => f.key))

describe('copyableFields', () => {
  it('lists the localized fields, nested ones under their group, tab and block', () => {
    expect(copyableFields(fields, everything, 'en')).toEqual([
      { key: 'title', labels: ['Title'] },
      { key: 'excerpt', labels: ['Excerpt'] },
      { key: 'layout.hero.heading', labels: ['Layout', 'Hero', 'Heading'] },
      { key: 'seo.metaTitle', labels: ['SEO', 'MetaTitle'] },
      { key: 'links', labels: ['Links'] },
    ])
  })

  it('leaves out fields the user may not read in the source or update in the target', () => {
    const read = { fields: { title: true, excerpt: { read: true }, seo: { fields: { metaTitle: true } } } }
    const update = {
      fields: {
        title: { read: true },
        excerpt: { update: { permission: true } },
        seo: true,
        layout: true,
        links: true,
      },
    }
    expect(copyableFields(fields, { read, update }, 'en').map((f) => f.key)).toEqual(['excerpt', 'seo.metaTitle'])
  })
})

describe('copyLocaleData', () => {
  const source = {
    title: 'Hello',
    excerpt: 'English excerpt',
    slug: 'hello',
    layout: [
      { id: 'r1', blockType: 'hero', heading: 'Welcome', subheading: 'shared' },
      { id: 'r2', blockType: 'hero', heading: 'Second' },
    ],
    seo: { metaTitle: 'Meta' },
    links: [{ id: 'l1', url: 'https://example.com' }],
  }
  const target = {
    title: 'Hallo',
    excerpt: null,
    slug: 'hello',
    layout: [
      { id: 'r1', blockType: 'hero', heading: null, subheading: 'shared' },
      { id: 'r2', blockType: 'hero', heading: 'Zweite' },
    ],
    seo: { metaTitle: null },
    links: [],
  }

  it('fills only empty values unless asked to overwrite, row by row in shared blocks', () => {
    const copied = copyLocaleData(fields, source, target, { keys: allKeys, overwrite: false })
    expect(copied).toMatchObject({
      title: 'Hallo',
      excerpt: 'English excerpt',
      layout: [
        { id: 'r1', heading: 'Welcome' },
        { id: 'r2', heading: 'Zweite' },
      ],
      seo: { metaTitle: 'Meta' },
    })
    expect(target.excerpt).toBeNull()
  })

  it('overwrites existing values when asked', () => {
    const copied = copyLocaleData(fields, source, target, { keys: allKeys, overwrite: true })
    expect(copied).toMatchObject({ title: 'Hello', layout: [{ heading: 'Welcome' }, { heading: 'Second' }] })
  })

  it('copies only the chosen fields', () => {
    const copied = copyLocaleData(fields, source, target, { keys: new Set(['excerpt']), overwrite: true })
    expect(copied).toMatchObject({ title: 'Hallo', excerpt: 'English excerpt', seo: { metaTitle: null } })
    expect((copied.layout as Array<{ heading: unknown }>)[0]!.heading).toBeNull()
  })

  it('gives the rows of a copied localized array ids of their own', () => {
    const copied = copyLocaleData(fields, source, target, { keys: allKeys, overwrite: false })
    const links = copied.links as Array<{ id: string; url: string }>
    expect(links).toHaveLength(1)
    expect(links[0]!.url).toBe('https://example.com')
    expect(links[0]!.id).toMatch(/^[0-9a-f]{24}$/)
    expect(links[0]!.id).not.toBe('l1')
  })

  it('never empties the target with an empty source value', () => {
    const copied = copyLocaleData(fields, { ...source, title: '' }, target, { keys: allKeys, overwrite: true })
    expect(copied.title).toBe('Hallo')
  })
})
