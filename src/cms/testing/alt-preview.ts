/**
 * A collection whose live preview is a frontend of the test's own (its address is a field of the
 * document), for the tests' second CMS: that frontend is on an origin of its own and uses Payload's
 * `@payloadcms/live-preview`, which trusts this CMS's origin only, so Folio's web host reaches it
 * through the plugin's preview relay.
 */
import type { CollectionConfig } from 'payload'

import { signedIn } from './alt-access.js'

export const ALT_PREVIEW = { collection: 'showcases' } as const

const Showcases: CollectionConfig = {
  slug: ALT_PREVIEW.collection,
  admin: {
    useAsTitle: 'title',
    livePreview: {
      url: ({ data }) => (typeof data?.frontendUrl === 'string' && data.frontendUrl !== '' ? data.frontendUrl : null),
    },
  },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'frontendUrl', type: 'text' },
  ],
}

export const altPreviewCollections: CollectionConfig[] = [Showcases]
