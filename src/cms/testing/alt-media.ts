/**
 * An upload collection on Payload's default access (only signed-in users read it, its files too), for
 * tests/e2e/field-media.spec.ts: its images must show in Folio, whose browser loads carry no session,
 * in an upload field's chosen card, the collection's list and the media library; and a document whose
 * upload fields point at it (and at a public collection's file, which stays a plain load).
 */
import type { CollectionConfig } from 'payload'

export const ALT_MEDIA = { files: 'med-files', posts: 'med-posts' } as const

/** No access set: Payload's default, `Boolean(req.user)` for every operation, reading files included. */
const MedFiles = (staticDir: string): CollectionConfig => ({
  slug: ALT_MEDIA.files,
  lockDocuments: false,
  admin: { useAsTitle: 'alt' },
  upload: {
    staticDir,
    mimeTypes: ['image/*'],
    imageSizes: [{ name: 'thumbnail', width: 96, height: 96, position: 'centre' }],
  },
  fields: [{ name: 'alt', type: 'text' }],
})

const MedPosts: CollectionConfig = {
  slug: ALT_MEDIA.posts,
  lockDocuments: false,
  admin: { useAsTitle: 'title' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'cover', type: 'upload', relationTo: ALT_MEDIA.files },
    { name: 'extra', type: 'upload', relationTo: ALT_MEDIA.files },
    // A public upload collection's file (alt-upload.ts), which the browser loads by itself.
    { name: 'open', type: 'upload', relationTo: 'assets' },
  ],
}

export const altMediaCollections = (mediaDir: string): CollectionConfig[] => [
  MedFiles(`${mediaDir}/${ALT_MEDIA.files}`),
  MedPosts,
]
