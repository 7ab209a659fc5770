import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { editorWritesSignedInReads } from '../access.js'
import { layoutBlocks } from '../blocks/layout.js'
import { postsBodyEditor } from '../editors.js'
import { slugFormat } from '../fields/slug.js'
import { previewSiteLivePreview } from '../live-preview.js'

type LexicalNodeLike = { text?: unknown; children?: LexicalNodeLike[] }

const countWords = (node: LexicalNodeLike | undefined): number => {
  if (!node) return 0
  const own = typeof node.text === 'string' ? node.text.split(/\s+/).filter(Boolean).length : 0
  return own + (node.children ?? []).reduce((sum, child) => sum + countWords(child), 0)
}

/** Keeps the read-only `wordCount` in sync with the body of the locale being saved. */
const computeWordCount: CollectionBeforeChangeHook = ({ data }) => {
  const body = data.body as { root?: LexicalNodeLike } | undefined
  if (body?.root) data.wordCount = countWords(body.root)
  return data
}

/**
 * The demo's kitchen-sink collection: every field kind, drafts with autosave, live preview.
 */
/** The map location is a point: on PostgreSQL Payload stores it as PostGIS geometry (database/postgis.ts). */
export const createPosts = (previewOrigin: string): CollectionConfig => ({
  slug: 'posts',
  labels: { singular: 'Post', plural: 'Posts' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'priority', 'updatedAt', '_status'],
    enableRichTextRelationship: true,
    livePreview: previewSiteLivePreview(previewOrigin, 'posts'),
  },
  access: editorWritesSignedInReads,
  versions: {
    drafts: { autosave: { interval: 2000 } },
    maxPerDoc: 50,
  },
  hooks: { beforeChange: [computeWordCount] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, minLength: 3, maxLength: 120 },
    { name: 'excerpt', type: 'textarea', localized: true, maxLength: 500 },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          description: 'Body and page layout',
          fields: [
            { name: 'heroImage', type: 'upload', relationTo: 'media', label: 'Hero image' },
            // Images in the order the editor chose them (the media library's multiple choice).
            { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true, label: 'Gallery' },
            { name: 'body', type: 'richText', localized: true, editor: postsBodyEditor },
            {
              name: 'layout',
              type: 'blocks',
              labels: { singular: 'Section', plural: 'Sections' },
              blocks: layoutBlocks,
            },
          ],
        },
        {
          label: 'Details',
          fields: [
            { name: 'author', type: 'relationship', relationTo: 'users' },
            { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true },
            {
              name: 'related',
              type: 'relationship',
              relationTo: ['posts', 'pages'],
              hasMany: true,
              label: 'Related content',
              // A post is not related to itself (evaluated by the Folio plugin's form state, as in Payload's admin).
              filterOptions: ({ id, relationTo }) => (relationTo === 'posts' && id ? { id: { not_equals: id } } : true),
            },
            {
              name: 'tags',
              type: 'array',
              minRows: 1,
              maxRows: 1000,
              labels: { singular: 'Tag', plural: 'Tags' },
              fields: [{ name: 'label', type: 'text', required: true }],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'priority',
                  type: 'select',
                  defaultValue: 'normal',
                  options: [
                    { label: 'Low', value: 'low' },
                    { label: 'Normal', value: 'normal' },
                    { label: 'High', value: 'high' },
                  ],
                  admin: { width: '50%' },
                },
                {
                  name: 'visibility',
                  type: 'radio',
                  defaultValue: 'public',
                  options: [
                    { label: 'Public', value: 'public' },
                    { label: 'Members', value: 'members' },
                    { label: 'Hidden', value: 'hidden' },
                  ],
                  admin: { width: '50%' },
                },
              ],
            },
            // Shown only for members-only posts (Payload evaluates the condition; Folio asks the plugin).
            {
              name: 'membersNote',
              type: 'text',
              label: 'Note for members',
              required: true,
              admin: { condition: (data) => data?.visibility === 'members' },
            },
            {
              type: 'collapsible',
              label: 'Advanced',
              admin: { initCollapsed: true },
              fields: [
                { name: 'contactEmail', type: 'email' },
                { name: 'metadata', type: 'json' },
                { name: 'embedCode', type: 'code', admin: { language: 'html' } },
                { name: 'location', type: 'point' },
              ],
            },
            {
              name: 'stats',
              type: 'group',
              label: 'Statistics',
              fields: [
                { name: 'rating', type: 'number', min: 0, max: 5 },
                { name: 'readingTime', type: 'number', min: 0, label: 'Reading time (min)' },
              ],
            },
          ],
        },
        {
          name: 'seo',
          label: 'SEO',
          fields: [
            { name: 'metaTitle', type: 'text', localized: true, maxLength: 70 },
            { name: 'metaDescription', type: 'textarea', localized: true, maxLength: 160 },
            { name: 'keywords', type: 'text', hasMany: true, maxRows: 10 },
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
      validate: slugFormat,
      admin: { position: 'sidebar' },
    },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    // Stored in UTC with its zone in `eventStart_tz`, shown as wall time in that zone.
    {
      name: 'eventStart',
      type: 'date',
      timezone: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'wordCount',
      type: 'number',
      admin: { position: 'sidebar', readOnly: true, description: 'Computed on save' },
    },
    // Server-only note: never returned by the API, never shown.
    { name: 'internalNotes', type: 'text', hidden: true },
  ],
})
