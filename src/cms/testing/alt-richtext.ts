/**
 * Rich-text fields whose features differ, for the tests of per-field editors: one allows H1-H4 and links
 * (internal ones to rt-targets) without highlight, one only bold and italic paragraphs, and a block whose
 * own rich text allows H2, underline and bullet lists; a rich text in a group that the server refuses
 * when it holds a certain word.
 */
import {
  BlocksFeature,
  BoldFeature,
  HeadingFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical'
import type { Block, CollectionConfig } from 'payload'
import { signedIn } from './alt-access.js'

export const ALT_RICH_TEXT = {
  collection: 'rt-features',
  targets: 'rt-targets',
  block: 'rt-aside',
  refusedWord: 'forbidden word',
  refusal: 'The server refuses the forbidden word.',
} as const

const access = { read: signedIn, create: signedIn, update: signedIn, delete: signedIn }

const Aside: Block = {
  slug: ALT_RICH_TEXT.block,
  labels: { singular: 'Aside', plural: 'Asides' },
  fields: [
    {
      name: 'note',
      type: 'richText',
      editor: lexicalEditor({
        features: () => [
          ParagraphFeature(),
          HeadingFeature({ enabledHeadingSizes: ['h2'] }),
          UnderlineFeature(),
          UnorderedListFeature(),
        ],
      }),
    },
  ],
}

const RichTextFeatures: CollectionConfig = {
  slug: ALT_RICH_TEXT.collection,
  admin: { useAsTitle: 'title' },
  access,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'limited',
      type: 'richText',
      editor: lexicalEditor({
        features: () => [
          ParagraphFeature(),
          BoldFeature(),
          ItalicFeature(),
          HeadingFeature({ enabledHeadingSizes: ['h1', 'h2', 'h3', 'h4'] }),
          LinkFeature({
            enabledCollections: [ALT_RICH_TEXT.targets],
            // Extra link fields, as sites add a title attribute or a rel flag.
            fields: ({ defaultFields }) => [
              ...defaultFields,
              { name: 'linkTitle', type: 'text', label: 'Title attribute' },
              { name: 'sponsored', type: 'checkbox', label: 'Sponsored' },
            ],
          }),
          BlocksFeature({ blocks: [Aside] }),
        ],
      }),
    },
    {
      name: 'minimal',
      type: 'richText',
      editor: lexicalEditor({ features: () => [ParagraphFeature(), BoldFeature(), ItalicFeature()] }),
    },
    {
      name: 'extras',
      type: 'group',
      fields: [
        {
          name: 'checked',
          type: 'richText',
          editor: lexicalEditor({ features: () => [ParagraphFeature(), BoldFeature()] }),
          // Only the server knows this rule: its refusal must reach the field.
          validate: (value: unknown) =>
            JSON.stringify(value ?? null).includes(ALT_RICH_TEXT.refusedWord) ? ALT_RICH_TEXT.refusal : true,
        },
      ],
    },
  ],
}

const Targets: CollectionConfig = {
  slug: ALT_RICH_TEXT.targets,
  admin: { useAsTitle: 'title' },
  access,
  lockDocuments: false,
  fields: [{ name: 'title', type: 'text', required: true }],
}

export const altRichTextCollections: CollectionConfig[] = [RichTextFeatures, Targets]
