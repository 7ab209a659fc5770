/**
 * Ids and field options Folio must follow as Payload's admin does, for tests/e2e/field-ids.spec.ts:
 * a text custom id (with versions and the document lock), a number custom id, a text id inside a
 * row (Payload's test/fields CustomID and CustomIDNested), a blocks field made of `blockReferences`
 * to the config's top-level blocks, and a field whose read access only Bob has.
 */
import type { Block, CollectionConfig, FieldAccess } from 'payload'
import { signedIn } from './alt-access.js'

const access = { read: signedIn, create: signedIn, update: signedIn, delete: signedIn }

export const IDS_SLUGS = {
  texts: 'ids-texts',
  numbers: 'ids-numbers',
  nested: 'ids-nested',
  layouts: 'ids-layouts',
  secrets: 'ids-secrets',
} as const

/** Reusable blocks: the config's top-level `blocks`, referenced by slug. */
export const idsBlocks: Block[] = [
  {
    slug: 'idsQuote',
    labels: { singular: 'Shared quote', plural: 'Shared quotes' },
    fields: [
      { name: 'quote', type: 'text', required: true },
      { name: 'source', type: 'text', defaultValue: 'Unknown source' },
    ],
  },
]

const onlyBob: FieldAccess = ({ req }) => (req.user as { email?: string } | null)?.email === 'bob@example.com'

export const idsCollections: CollectionConfig[] = [
  {
    slug: IDS_SLUGS.texts,
    admin: { useAsTitle: 'title' },
    access,
    versions: { maxPerDoc: 20 },
    fields: [
      { name: 'id', type: 'text' },
      { name: 'title', type: 'text' },
    ],
  },
  {
    slug: IDS_SLUGS.numbers,
    admin: { useAsTitle: 'title' },
    access,
    fields: [
      { name: 'id', type: 'number' },
      { name: 'title', type: 'text' },
    ],
  },
  {
    slug: IDS_SLUGS.nested,
    admin: { useAsTitle: 'title' },
    access,
    lockDocuments: false,
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'id', type: 'text', label: 'Custom ID' },
          { name: 'title', type: 'text', required: true },
        ],
      },
    ],
  },
  {
    slug: IDS_SLUGS.layouts,
    admin: { useAsTitle: 'title' },
    access,
    lockDocuments: false,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'layout', type: 'blocks', blocks: [], blockReferences: ['idsQuote'] },
    ],
  },
  {
    slug: IDS_SLUGS.secrets,
    admin: { useAsTitle: 'title' },
    access,
    lockDocuments: false,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'secret', type: 'text', access: { read: onlyBob } },
    ],
  },
]
