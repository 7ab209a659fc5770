/**
 * Field layouts Folio must reach, for tests/e2e/field-placement.spec.ts: sidebar fields at the top
 * level and inside tabs and rows, a read-only group and fields whose update access is refused, an array whose rows start collapsed, and blocks.
 */
import type { CollectionConfig } from 'payload'
import { signedInOnly } from './alt-access.js'

export const ALT_FIELDS_SLUG = 'specimens'

const Specimens: CollectionConfig = {
  slug: ALT_FIELDS_SLUG,
  admin: { useAsTitle: 'title' },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'publishedOn', type: 'text', admin: { position: 'sidebar' } },
    {
      type: 'tabs',
      tabs: [
        { label: 'Content', fields: [{ name: 'body', type: 'textarea' }] },
        {
          label: 'Meta',
          fields: [
            { name: 'tabNote', type: 'text', admin: { position: 'sidebar' } },
            { type: 'row', fields: [{ name: 'rowNote', type: 'text', admin: { position: 'sidebar' } }] },
          ],
        },
      ],
    },
    {
      name: 'audit',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'reviewer', type: 'text' },
        { type: 'row', fields: [{ name: 'score', type: 'number' }] },
        { name: 'checks', type: 'array', fields: [{ name: 'check', type: 'text' }] },
      ],
    },
    {
      type: 'collapsible',
      label: 'Frozen',
      admin: { readOnly: true },
      fields: [{ name: 'frozenNote', type: 'text' }],
    },
    {
      // Field access, not admin.readOnly: nobody may change it after creation.
      name: 'stamp',
      type: 'group',
      access: { update: () => false },
      fields: [{ name: 'issuer', type: 'text' }],
    },
    { name: 'serial', type: 'text', access: { update: () => false } },
    {
      name: 'steps',
      type: 'array',
      labels: { singular: 'Step', plural: 'Steps' },
      admin: { initCollapsed: true },
      fields: [{ name: 'step', type: 'text' }],
    },
    {
      name: 'sections',
      type: 'blocks',
      blocks: [
        { slug: 'quote', labels: { singular: 'Quote', plural: 'Quotes' }, fields: [{ name: 'text', type: 'text' }] },
        { slug: 'callout', fields: [{ name: 'message', type: 'text' }] },
      ],
    },
  ],
}

export const altFieldsCollections: CollectionConfig[] = [Specimens]
