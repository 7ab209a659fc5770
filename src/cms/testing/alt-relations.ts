/**
 * Relationship and upload fields that limit their drawer, for tests/e2e/field-relations.spec.ts:
 * `admin.allowEdit: false` (no Edit on the chosen document) and `admin.allowCreate: false` (no Add new,
 * and on an upload no file may be dropped or picked: only existing files chosen), beside a field that
 * allows both.
 */
import type { CollectionConfig } from 'payload'

import { ALT_UPLOAD } from './alt-upload.js'
import { signedInOnly } from './alt-access.js'

export const ALT_RELATIONS = { targets: 'rel-targets', holders: 'rel-holders' } as const

const Targets: CollectionConfig = {
  slug: ALT_RELATIONS.targets,
  admin: { useAsTitle: 'title' },
  access: signedInOnly,
  lockDocuments: false,
  fields: [{ name: 'title', type: 'text', required: true }],
}

const Holders: CollectionConfig = {
  slug: ALT_RELATIONS.holders,
  admin: { useAsTitle: 'title' },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text' },
    { name: 'free', type: 'relationship', relationTo: ALT_RELATIONS.targets },
    { name: 'pinned', type: 'relationship', relationTo: ALT_RELATIONS.targets, admin: { allowEdit: false } },
    {
      name: 'chosenOnly',
      type: 'relationship',
      relationTo: ALT_RELATIONS.targets,
      hasMany: true,
      admin: { allowCreate: false },
    },
    { name: 'picture', type: 'upload', relationTo: ALT_UPLOAD.assets, admin: { allowCreate: false } },
  ],
}

export const altRelationsCollections: CollectionConfig[] = [Targets, Holders]
