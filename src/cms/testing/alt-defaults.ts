/**
 * Arrays and blocks whose `defaultValue` is a list of rows, in the shapes of Payload's own field tests
 * (test/fields, Array): plain, read-only, of groups and nested arrays, localized, and blocks. A new
 * document starts with those rows (tests/e2e/field-defaults.spec.ts).
 */
import type { CollectionConfig } from 'payload'
import { signedInOnly } from './alt-access.js'

export const ALT_DEFAULT_ROWS = [{ text: 'row one' }, { text: 'row two' }]

const Listings: CollectionConfig = {
  slug: 'def-listings',
  admin: { useAsTitle: 'title' },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text' },
    { name: 'items', type: 'array', defaultValue: ALT_DEFAULT_ROWS, fields: [{ name: 'text', type: 'text' }] },
    {
      name: 'frozen',
      type: 'array',
      admin: { readOnly: true },
      defaultValue: [{ text: 'defaultValue' }, { text: 'defaultValue2' }],
      fields: [{ name: 'text', type: 'text' }],
    },
    {
      name: 'grouped',
      type: 'array',
      defaultValue: [{ meta: { note: 'in a group' }, inner: [{ text: 'nested row' }] }],
      fields: [
        { name: 'meta', type: 'group', fields: [{ name: 'note', type: 'text' }] },
        { name: 'inner', type: 'array', fields: [{ name: 'text', type: 'text' }] },
      ],
    },
    {
      name: 'sections',
      type: 'blocks',
      defaultValue: [{ blockType: 'para', body: 'first block' }],
      blocks: [{ slug: 'para', fields: [{ name: 'body', type: 'text' }] }],
    },
  ],
}

export const altDefaultsCollections: CollectionConfig[] = [Listings]
