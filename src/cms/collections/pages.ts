import type { CollectionConfig } from 'payload'

import { editorWritesSignedInReads } from '../access.js'
import { ContentBlock, HeroBlock } from '../blocks/layout.js'
import { previewSiteLivePreview } from '../live-preview.js'

export const createPages = (previewOrigin: string): CollectionConfig => ({
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt', '_status'],
    enableRichTextRelationship: true,
    livePreview: previewSiteLivePreview(previewOrigin, 'pages'),
  },
  // Longer lock than the default 300 s.
  lockDocuments: { duration: 600 },
  access: editorWritesSignedInReads,
  // Scheduled publish and unpublish: the jobs queue (config.ts) runs what is due each minute.
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  // Deleted pages go to the trash first, where they can be restored or deleted for good.
  trash: true,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, admin: { position: 'sidebar' } },
    { name: 'parent', type: 'relationship', relationTo: 'pages', admin: { position: 'sidebar' } },
    // Uses the root editor (default features).
    { name: 'body', type: 'richText', localized: true },
    { name: 'layout', type: 'blocks', blocks: [HeroBlock, ContentBlock] },
  ],
})
