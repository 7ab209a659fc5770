import type { CollectionConfig } from 'payload'

import { anyone, editorWritesSignedInReads } from '../access.js'

export const createMedia = (staticDir: string): CollectionConfig => ({
  slug: 'media',
  labels: { singular: 'Media item', plural: 'Media' },
  admin: {
    group: 'Library',
    useAsTitle: 'alt',
    enableRichTextRelationship: true,
  },
  // Payload's folders (it adds the hidden `payload-folders` collection): the library can be filed.
  folders: true,
  access: {
    ...editorWritesSignedInReads,
    // Files are embedded by the preview site and the desktop UI (<img>, no credentials).
    read: anyone,
  },
  upload: {
    staticDir,
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'thumbnail', width: 160, height: 160, position: 'centre' },
      { name: 'card', width: 480, height: 320, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', type: 'text', required: true, localized: true },
    { name: 'caption', type: 'textarea', localized: true },
  ],
})
