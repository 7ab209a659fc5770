/**
 * Test fixtures: the posts collection's client-config fields exactly as GET /api/folio/schema returns
 * them from the built-in CMS (src/cms/collections/posts.ts), helpers for Lexical documents, and a
 * translator/label resolver over Payload's English translations.
 */
import { en } from '@payloadcms/translations/languages/en'
import type { FolioClientField, FolioLabel } from '@shared/protocol'
import { createTranslator, type TranslationTree } from '../../i18n/translate'
import type { LabelResolver } from './types'

export const t = createTranslator(en.translations as unknown as TranslationTree, () => {})

export const label: LabelResolver = (value: FolioLabel | undefined, fallbackName: string) => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') return value.en ?? Object.values(value)[0] ?? fallbackName
  return fallbackName
}

/** Tabs in the real client config carry no `type`, which FolioClientField's `tabs` typing requires: cast. */
export const postsFields = [
  {
    name: 'title',
    type: 'text',
    localized: true,
    required: true,
    minLength: 3,
    maxLength: 120,
    label: 'Title',
    admin: {},
  },
  {
    name: 'excerpt',
    type: 'textarea',
    localized: true,
    maxLength: 500,
    label: 'Excerpt',
    admin: {},
  },
  {
    type: 'tabs',
    admin: {},
    tabs: [
      {
        label: 'Content',
        description: 'Body and page layout',
        fields: [
          {
            name: 'heroImage',
            type: 'upload',
            relationTo: 'media',
            label: 'Hero image',
            admin: {
              isSortable: true,
            },
          },
          {
            name: 'body',
            type: 'richText',
            localized: true,
            label: 'Body',
            admin: {},
          },
          {
            name: 'layout',
            type: 'blocks',
            labels: {
              singular: 'Section',
              plural: 'Sections',
            },
            label: 'Layout',
            admin: {},
            blocks: [
              {
                slug: 'hero',
                fields: [
                  {
                    name: 'heading',
                    type: 'text',
                    required: true,
                    localized: true,
                    label: 'Heading',
                    admin: {},
                  },
                  {
                    name: 'subheading',
                    type: 'textarea',
                    label: 'Subheading',
                    admin: {},
                  },
                  {
                    name: 'image',
                    type: 'upload',
                    relationTo: 'media',
                    label: 'Image',
                    admin: {
                      isSortable: true,
                    },
                  },
                  {
                    name: 'id',
                    type: 'text',
                    admin: {
                      hidden: true,
                    },
                    label: 'ID',
                  },
                  {
                    name: 'blockName',
                    type: 'text',
                    admin: {
                      disabled: true,
                    },
                    label: 'Block Name',
                    required: false,
                  },
                ],
                labels: {
                  singular: 'Hero',
                  plural: 'Heroes',
                },
              },
              {
                slug: 'content',
                fields: [
                  {
                    name: 'text',
                    type: 'textarea',
                    label: 'Text',
                    admin: {},
                  },
                  {
                    name: 'align',
                    type: 'select',
                    label: 'Align',
                    admin: {},
                    options: [
                      {
                        label: 'Left',
                        value: 'left',
                      },
                      {
                        label: 'Center',
                        value: 'center',
                      },
                      {
                        label: 'Right',
                        value: 'right',
                      },
                    ],
                  },
                  {
                    name: 'id',
                    type: 'text',
                    admin: {
                      hidden: true,
                    },
                    label: 'ID',
                  },
                  {
                    name: 'blockName',
                    type: 'text',
                    admin: {
                      disabled: true,
                    },
                    label: 'Block Name',
                    required: false,
                  },
                ],
                labels: {
                  singular: 'Content',
                  plural: 'Content blocks',
                },
              },
              {
                slug: 'gallery',
                fields: [
                  {
                    name: 'title',
                    type: 'text',
                    label: 'Title',
                    admin: {},
                  },
                  {
                    name: 'images',
                    type: 'array',
                    labels: {
                      singular: 'Image',
                      plural: 'Images',
                    },
                    maxRows: 12,
                    label: 'Images',
                    admin: {},
                    fields: [
                      {
                        name: 'image',
                        type: 'upload',
                        relationTo: 'media',
                        label: 'Image',
                        admin: {
                          isSortable: true,
                        },
                      },
                      {
                        name: 'caption',
                        type: 'text',
                        label: 'Caption',
                        admin: {},
                      },
                      {
                        name: 'credits',
                        type: 'array',
                        labels: {
                          singular: 'Credit',
                          plural: 'Credits',
                        },
                        label: 'Credits',
                        admin: {},
                        fields: [
                          {
                            name: 'name',
                            type: 'text',
                            required: true,
                            label: 'Name',
                            admin: {},
                          },
                          {
                            name: 'role',
                            type: 'text',
                            label: 'Role',
                            admin: {},
                          },
                          {
                            name: 'id',
                            type: 'text',
                            admin: {
                              hidden: true,
                            },
                            label: 'ID',
                          },
                        ],
                      },
                      {
                        name: 'id',
                        type: 'text',
                        admin: {
                          hidden: true,
                        },
                        label: 'ID',
                      },
                    ],
                  },
                  {
                    name: 'id',
                    type: 'text',
                    admin: {
                      hidden: true,
                    },
                    label: 'ID',
                  },
                  {
                    name: 'blockName',
                    type: 'text',
                    admin: {
                      disabled: true,
                    },
                    label: 'Block Name',
                    required: false,
                  },
                ],
                labels: {
                  singular: 'Gallery',
                  plural: 'Galleries',
                },
              },
            ],
          },
        ],
      },
      {
        label: 'Details',
        fields: [
          {
            name: 'author',
            type: 'relationship',
            relationTo: 'users',
            label: 'Author',
            admin: {},
          },
          {
            name: 'categories',
            type: 'relationship',
            relationTo: 'categories',
            hasMany: true,
            label: 'Categories',
            admin: {},
          },
          {
            name: 'related',
            type: 'relationship',
            relationTo: ['posts', 'pages'],
            hasMany: true,
            label: 'Related content',
            admin: {},
          },
          {
            name: 'tags',
            type: 'array',
            minRows: 1,
            maxRows: 1000,
            labels: {
              singular: 'Tag',
              plural: 'Tags',
            },
            label: 'Tags',
            admin: {},
            fields: [
              {
                name: 'label',
                type: 'text',
                required: true,
                label: 'Label',
                admin: {},
              },
              {
                name: 'id',
                type: 'text',
                admin: {
                  hidden: true,
                },
                label: 'ID',
              },
            ],
          },
          {
            type: 'row',
            admin: {},
            fields: [
              {
                name: 'priority',
                type: 'select',
                admin: {
                  width: '50%',
                },
                label: 'Priority',
                options: [
                  {
                    label: 'Low',
                    value: 'low',
                  },
                  {
                    label: 'Normal',
                    value: 'normal',
                  },
                  {
                    label: 'High',
                    value: 'high',
                  },
                ],
              },
              {
                name: 'visibility',
                type: 'radio',
                admin: {
                  width: '50%',
                },
                label: 'Visibility',
                options: [
                  {
                    label: 'Public',
                    value: 'public',
                  },
                  {
                    label: 'Members',
                    value: 'members',
                  },
                  {
                    label: 'Hidden',
                    value: 'hidden',
                  },
                ],
              },
            ],
          },
          {
            type: 'collapsible',
            label: 'Advanced',
            admin: {
              initCollapsed: true,
            },
            fields: [
              {
                name: 'contactEmail',
                type: 'email',
                label: 'Contact Email',
                admin: {},
              },
              {
                name: 'metadata',
                type: 'json',
                label: 'Metadata',
                admin: {},
              },
              {
                name: 'embedCode',
                type: 'code',
                admin: {
                  language: 'html',
                },
                label: 'Embed Code',
              },
              {
                name: 'location',
                type: 'point',
                label: 'Location',
                admin: {},
              },
            ],
          },
          {
            name: 'stats',
            type: 'group',
            label: 'Statistics',
            admin: {},
            fields: [
              {
                name: 'rating',
                type: 'number',
                min: 0,
                max: 5,
                label: 'Rating',
                admin: {},
              },
              {
                name: 'readingTime',
                type: 'number',
                min: 0,
                label: 'Reading time (min)',
                admin: {},
              },
            ],
          },
        ],
      },
      {
        name: 'seo',
        label: 'SEO',
        fields: [
          {
            name: 'metaTitle',
            type: 'text',
            localized: true,
            maxLength: 70,
            label: 'Meta Title',
            admin: {},
          },
          {
            name: 'metaDescription',
            type: 'textarea',
            localized: true,
            maxLength: 160,
            label: 'Meta Description',
            admin: {},
          },
          {
            name: 'keywords',
            type: 'text',
            hasMany: true,
            maxRows: 10,
            label: 'Keywords',
            admin: {},
          },
        ],
      },
    ],
  },
  {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
    },
    label: 'Slug',
  },
  {
    name: 'publishedAt',
    type: 'date',
    admin: {
      position: 'sidebar',
      date: {
        pickerAppearance: 'dayAndTime',
      },
    },
    label: 'Published At',
  },
  {
    name: 'featured',
    type: 'checkbox',
    admin: {
      position: 'sidebar',
    },
    label: 'Featured',
  },
  {
    name: 'wordCount',
    type: 'number',
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'Computed on save',
    },
    label: 'Word Count',
  },
  {
    name: 'internalNotes',
    type: 'text',
    hidden: true,
    label: 'Internal Notes',
    admin: {},
  },
  {
    name: 'updatedAt',
    type: 'date',
    admin: {
      disableBulkEdit: true,
      hidden: true,
    },
    index: true,
    label: 'Updated At',
  },
  {
    name: 'createdAt',
    admin: {
      disableBulkEdit: true,
      hidden: true,
    },
    type: 'date',
    index: true,
    label: 'Created At',
  },
  {
    name: '_status',
    type: 'select',
    admin: {
      disableBulkEdit: true,
    },
    index: true,
    label: 'Status',
    localized: false,
    options: [
      {
        label: 'Draft',
        value: 'draft',
      },
      {
        label: 'Published',
        value: 'published',
      },
    ],
  },
  {
    name: 'id',
    type: 'number',
    admin: {
      description: 'The unique identifier for this document',
      disableBulkEdit: true,
      disabled: true,
      hidden: true,
    },
    hidden: true,
    label: 'ID',
  },
] as unknown as FolioClientField[]

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
