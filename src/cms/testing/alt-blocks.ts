/**
 * Blocks, rows and rich-text blocks whose fields have defaults and server-side validation, and a
 * collection with `admin.preview`, for tests/e2e/blocks-errors.spec.ts.
 */
import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Block, CollectionConfig, SelectField, TextFieldSingleValidation } from 'payload'
import { signedInOnly } from './alt-access.js'

export const ALT_BLOCKS_SLUG = 'layouts'
/** Typed into a field with this validator, the server refuses the save. */
export const ALT_BLOCKS_REFUSED_WORD = 'forbidden'
export const ALT_BLOCKS_REFUSAL = 'This word is not allowed'

const refuseWord: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && value.includes(ALT_BLOCKS_REFUSED_WORD) ? ALT_BLOCKS_REFUSAL : true

const style = (defaultValue: string): SelectField => ({
  name: 'style',
  label: 'Style',
  type: 'select',
  required: true,
  defaultValue,
  options: [
    { label: 'Plain', value: 'plain' },
    { label: 'Bold', value: 'bold' },
  ],
})

const Hero: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', validate: refuseWord },
    style('bold'),
    {
      name: 'links',
      label: 'Links',
      type: 'array',
      defaultValue: [{ label: 'Read more' }],
      fields: [
        { name: 'label', label: 'Label', type: 'text', validate: refuseWord },
        {
          name: 'target',
          label: 'Target',
          type: 'select',
          required: true,
          defaultValue: 'self',
          options: ['self', 'blank'],
        },
      ],
    },
  ],
}

const Note: Block = {
  slug: 'note',
  labels: { singular: 'Note', plural: 'Notes' },
  fields: [{ name: 'text', label: 'Text', type: 'text', validate: refuseWord }],
}

const Banner: Block = {
  slug: 'banner',
  labels: { singular: 'Banner', plural: 'Banners' },
  fields: [
    { name: 'message', label: 'Message', type: 'text', validate: refuseWord },
    { ...style('plain'), name: 'tone', label: 'Tone' },
  ],
}

const Layouts: CollectionConfig = {
  slug: ALT_BLOCKS_SLUG,
  labels: { singular: 'Layout', plural: 'Layouts' },
  admin: {
    useAsTitle: 'title',
    // A path, as most servers give it: Folio resolves it against the server's address.
    preview: (doc, { locale }) => `/preview/${ALT_BLOCKS_SLUG}/${String(doc.id)}?locale=${locale}`,
  },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'content', label: 'Content', type: 'blocks', blocks: [Hero, Note] },
    {
      name: 'items',
      label: 'Items',
      type: 'array',
      fields: [
        { ...style('plain'), name: 'size', label: 'Size' },
        { name: 'meta', label: 'Meta', type: 'group', fields: [{ name: 'weight', type: 'number', defaultValue: 1 }] },
      ],
    },
    {
      name: 'body',
      label: 'Body',
      type: 'richText',
      editor: lexicalEditor({
        features: ({ defaultFeatures }) => [...defaultFeatures, BlocksFeature({ blocks: [Banner] })],
      }),
    },
  ],
}

export const blocksCollections: CollectionConfig[] = [Layouts]
