/**
 * Upload collections of the crop part's own, so other specs never see them: `drafts-media` has drafts
 * with autosave (a chosen file goes with the autosave); `folder-media` has Payload's folders (which
 * adds the hidden `payload-folders` collection). Images only; a text field typed beside the file.
 */
import type { CollectionConfig } from 'payload'
import { signedIn } from './alt-access.js'

export const ALT_CROP = {
  draftsMedia: 'drafts-media',
  folderMedia: 'folder-media',
  autosaveMs: 500,
} as const

const access = { read: () => true, readVersions: signedIn, create: signedIn, update: signedIn, delete: signedIn }

const DraftsMedia = (staticDir: string): CollectionConfig => ({
  slug: ALT_CROP.draftsMedia,
  access,
  lockDocuments: false,
  admin: { useAsTitle: 'caption' },
  versions: { drafts: { autosave: { interval: ALT_CROP.autosaveMs } } },
  upload: { staticDir, mimeTypes: ['image/*'] },
  fields: [{ name: 'caption', type: 'text' }],
})

const FolderMedia = (staticDir: string): CollectionConfig => ({
  slug: ALT_CROP.folderMedia,
  access,
  lockDocuments: false,
  admin: { useAsTitle: 'caption' },
  folders: true,
  upload: { staticDir, mimeTypes: ['image/*'] },
  fields: [{ name: 'caption', type: 'text' }],
})

export const altCropCollections = (mediaDir: string): CollectionConfig[] => [
  DraftsMedia(`${mediaDir}/drafts-media`),
  FolderMedia(`${mediaDir}/folder-media`),
]
