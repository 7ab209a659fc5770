/**
 * Test fixtures: the posts collection's client-config fields as GET /api/folio/schema returns them from
 * the built-in CMS (src/cms/collections/posts.ts), two real versions of a post, helpers for Lexical
 * documents, and a translator/label resolver over Payload's English translations.
 */
import { en } from '@payloadcms/translations/languages/en'
import type { FolioClientField, FolioLabel } from '@shared/protocol'
import { createTranslator } from '../../i18n/translate'
import type { LabelResolver } from './types'
import postsSchemaFields from './__fixtures__/posts-fields.json'

export const t = createTranslator(en.translations, () => {})

export const label: LabelResolver = (value: FolioLabel | undefined, fallbackName: string) => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') return value.en ?? Object.values(value)[0] ?? fallbackName
  return fallbackName
}

/**
 * The posts collection's fields as GET /api/folio/schema serves them from the built-in CMS. The CMS's
 * plugin test checks this file against the live answer and fails when it is stale; `npx vitest run
 * src/cms/plugin.test.ts -u` writes it anew. Tabs in the client config carry no `type`, which
 * FolioClientField's `tabs` typing requires: cast.
 */
export const postsFields = postsSchemaFields as unknown as FolioClientField[]

/** Two real versions of the seeded "versioned-post" (GET /api/posts/versions?locale=all&depth=0): revision 30 and an older one. */
export const versionedPostCurrent: Record<string, unknown> = {
  title: {
    en: 'Versioned post (revision 28)',
    de: 'Versionierter Beitrag (revision 30)',
  },
  excerpt: {
    en: 'Dolor fugiat pariatur amet magna irure eiusmod aliquip incididunt ea.',
    de: 'Nulla in exercitation nostrud incididunt ex enim amet sint dolor irure veniam.',
  },
  heroImage: 2,
  body: {
    en: {
      root: {
        children: [
          {
            children: [
              {
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
                text: 'Section for post 49',
                type: 'text',
                version: 1,
              },
            ],
            direction: 'ltr',
            format: '',
            indent: 0,
            type: 'heading',
            version: 1,
            tag: 'h2',
          },
          {
            children: [
              {
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
                text: 'Veniam anim ut ipsum id velit ea sint nostrud cupidatat quis fugiat quis sed in sed qui quis adipiscing ad ea aute velit officia nulla.',
                type: 'text',
                version: 1,
              },
            ],
            direction: 'ltr',
            format: '',
            indent: 0,
            type: 'paragraph',
            version: 1,
            textFormat: 0,
            textStyle: '',
          },
          {
            children: [
              {
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
                text: 'Nisi reprehenderit nisi mollit ullamco commodo ullamco lorem reprehenderit exercitation voluptate laboris. ',
                type: 'text',
                version: 1,
              },
              {
                detail: 0,
                format: 1,
                mode: 'normal',
                style: '',
                text: 'Cupidatat duis do eiusmod ex sint.',
                type: 'text',
                version: 1,
              },
              {
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
                text: ' Incididunt dolore pariatur esse ex labore non laboris nisi consequat.',
                type: 'text',
                version: 1,
              },
            ],
            direction: 'ltr',
            format: '',
            indent: 0,
            type: 'paragraph',
            version: 1,
            textFormat: 0,
            textStyle: '',
          },
        ],
        direction: 'ltr',
        format: '',
        indent: 0,
        type: 'root',
        version: 1,
      },
    },
    de: null,
  },
  layout: [
    {
      id: '6b02a540f0118c212b76ce8e',
      subheading: 'Aliqua commodo nostrud proident esse occaecat dolor labore occaecat cillum voluptate duis.',
      image: 1,
      blockName: null,
      blockType: 'hero',
      heading: {
        en: 'Hero block 1',
        de: 'Hero block 1',
      },
    },
    {
      id: '6b02a540f0118c212b76ce8f',
      text: 'In labore id aute incididunt lorem mollit nulla ea laboris dolore velit minim veniam commodo nisi exercitation ea nisi excepteur sunt laborum laborum mollit ea nostrud id voluptate velit sit id consequat amet ad irure incididunt pariatur elit non reprehenderit.',
      align: 'center',
      blockName: null,
      blockType: 'content',
    },
  ],
  author: 2,
  categories: [5],
  related: [],
  tags: [
    {
      id: '6b02a541f0118c212b76cee9',
      label: 'v30-0',
    },
  ],
  priority: 'normal',
  visibility: 'members',
  contactEmail: null,
  metadata: {
    source: 'seed',
    index: 49,
  },
  embedCode: null,
  location: [13.89, 52.01],
  stats: {
    rating: 0,
    readingTime: 30,
  },
  seo: {
    metaTitle: {
      en: 'Post 49 | Folio',
      de: null,
    },
    metaDescription: {
      en: 'Fugiat enim anim id esse quis ullamco aute excepteur non in occaecat.',
      de: null,
    },
    keywords: ['folio', 'kw-4'],
  },
  slug: 'versioned-post',
  publishedAt: '2024-02-19T09:00:00.000Z',
  featured: false,
  wordCount: 57,
  updatedAt: '2026-11-22T08:18:09.196Z',
  createdAt: '2026-11-22T08:18:08.183Z',
  _status: 'published',
}

export const versionedPostCompare: Record<string, unknown> = {
  title: {
    en: 'Versioned post (revision 22)',
    de: 'Versionierter Beitrag (revision 24)',
  },
  excerpt: {
    en: 'Dolor enim incididunt duis nostrud sit cillum deserunt cillum cupidatat nulla.',
    de: 'Occaecat fugiat incididunt qui et ut ut duis mollit irure aliqua nisi ex.',
  },
  heroImage: 2,
  body: {
    en: {
      root: {
        children: [
          {
            children: [
              {
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
                text: 'Section for post 49',
                type: 'text',
                version: 1,
              },
            ],
            direction: 'ltr',
            format: '',
            indent: 0,
            type: 'heading',
            version: 1,
            tag: 'h2',
          },
          {
            children: [
              {
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
                text: 'Veniam anim ut ipsum id velit ea sint nostrud cupidatat quis fugiat quis sed in sed qui quis adipiscing ad ea aute velit officia nulla.',
                type: 'text',
                version: 1,
              },
            ],
            direction: 'ltr',
            format: '',
            indent: 0,
            type: 'paragraph',
            version: 1,
            textFormat: 0,
            textStyle: '',
          },
          {
            children: [
              {
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
                text: 'Nisi reprehenderit nisi mollit ullamco commodo ullamco lorem reprehenderit exercitation voluptate laboris. ',
                type: 'text',
                version: 1,
              },
              {
                detail: 0,
                format: 1,
                mode: 'normal',
                style: '',
                text: 'Cupidatat duis do eiusmod ex sint.',
                type: 'text',
                version: 1,
              },
              {
                detail: 0,
                format: 0,
                mode: 'normal',
                style: '',
                text: ' Incididunt dolore pariatur esse ex labore non laboris nisi consequat.',
                type: 'text',
                version: 1,
              },
            ],
            direction: 'ltr',
            format: '',
            indent: 0,
            type: 'paragraph',
            version: 1,
            textFormat: 0,
            textStyle: '',
          },
        ],
        direction: 'ltr',
        format: '',
        indent: 0,
        type: 'root',
        version: 1,
      },
    },
    de: null,
  },
  layout: [
    {
      id: '6b02a540f0118c212b76ce8e',
      subheading: 'Aliqua commodo nostrud proident esse occaecat dolor labore occaecat cillum voluptate duis.',
      image: 1,
      blockName: null,
      blockType: 'hero',
      heading: {
        en: 'Hero block 1',
        de: 'Hero block 1',
      },
    },
    {
      id: '6b02a540f0118c212b76ce8f',
      text: 'In labore id aute incididunt lorem mollit nulla ea laboris dolore velit minim veniam commodo nisi exercitation ea nisi excepteur sunt laborum laborum mollit ea nostrud id voluptate velit sit id consequat amet ad irure incididunt pariatur elit non reprehenderit.',
      align: 'center',
      blockName: null,
      blockType: 'content',
    },
  ],
  author: 2,
  categories: [5],
  related: [],
  tags: [
    {
      id: '6b02a540f0118c212b76ced5',
      label: 'v24-0',
    },
    {
      id: '6b02a540f0118c212b76ced6',
      label: 'v24-1',
    },
    {
      id: '6b02a540f0118c212b76ced7',
      label: 'v24-2',
    },
    {
      id: '6b02a540f0118c212b76ced8',
      label: 'v24-3',
    },
    {
      id: '6b02a540f0118c212b76ced9',
      label: 'v24-4',
    },
  ],
  priority: 'normal',
  visibility: 'members',
  contactEmail: null,
  metadata: {
    source: 'seed',
    index: 49,
  },
  embedCode: null,
  location: [13.89, 52.01],
  stats: {
    rating: 0,
    readingTime: 24,
  },
  seo: {
    metaTitle: {
      en: 'Post 49 | Folio',
      de: null,
    },
    metaDescription: {
      en: 'Fugiat enim anim id esse quis ullamco aute excepteur non in occaecat.',
      de: null,
    },
    keywords: ['folio', 'kw-4'],
  },
  slug: 'versioned-post',
  publishedAt: '2024-02-19T09:00:00.000Z',
  featured: false,
  wordCount: 57,
  updatedAt: '2026-11-22T08:18:08.978Z',
  createdAt: '2026-11-22T08:18:08.183Z',
  _status: 'published',
}

// Lexical helpers -------------------------------------------------------------------------------

type Node = Record<string, unknown>

export const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
export const paragraph = (...children: (string | Node)[]): Node => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children: children.map((c) => (typeof c === 'string' ? text(c) : c)),
})
export const heading = (tag: string, value: string): Node => ({
  type: 'heading',
  tag,
  version: 1,
  children: [text(value)],
})
export const listItem = (value: string | Node[], extra: Node = {}): Node => ({
  type: 'listitem',
  version: 1,
  value: 1,
  ...extra,
  children: typeof value === 'string' ? [text(value)] : value,
})
export const list = (listType: string, ...items: Node[]): Node => ({
  type: 'list',
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  version: 1,
  children: items,
})
export const table = (...rows: string[][]): Node => ({
  type: 'table',
  version: 1,
  children: rows.map((cells) => ({
    type: 'tablerow',
    version: 1,
    children: cells.map((c) => ({ type: 'tablecell', headerState: 0, version: 1, children: [paragraph(c)] })),
  })),
})
export const upload = (value: number | string, relationTo = 'media'): Node => ({
  type: 'upload',
  relationTo,
  value,
  fields: null,
  format: '',
  id: 'x',
  version: 3,
})
export const doc = (...children: Node[]): { root: Node } => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})
