/**
 * An upload collection as the edit view must take it: image sizes, a focal point, images only, and
 * a required text field typed beside the file (what must survive a refused file); and galleries, whose
 * hasMany upload field takes many files at once.
 */
import type { CollectionConfig } from 'payload'
import { signedIn, signedInOnly } from './alt-access.js'

export const ALT_UPLOAD = {
  assets: 'assets',
  galleries: 'galleries',
  sizes: [
    { name: 'thumbnail', width: 96, height: 96 },
    { name: 'card', width: 480, height: 320 },
  ],
} as const

const Assets = (staticDir: string): CollectionConfig => ({
  slug: ALT_UPLOAD.assets,
  // Images are loaded by <img> without credentials, as on most sites.
  access: { read: () => true, create: signedIn, update: signedIn, delete: signedIn },
  lockDocuments: false,
  admin: { useAsTitle: 'alt' },
  upload: {
    staticDir,
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: ALT_UPLOAD.sizes.map((size) => ({ ...size, position: 'centre' })),
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
})

/** A hasMany upload field: files dropped or picked on it many at once are each appended. */
const Galleries: CollectionConfig = {
  slug: ALT_UPLOAD.galleries,
  access: signedInOnly,
  lockDocuments: false,
  admin: { useAsTitle: 'title' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'images', type: 'upload', relationTo: ALT_UPLOAD.assets, hasMany: true },
  ],
}

export const altUploadCollections = (staticDir: string): CollectionConfig[] => [Assets(staticDir), Galleries]
