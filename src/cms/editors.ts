import {
  BlocksFeature,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  lexicalEditor,
  UploadFeature,
} from '@payloadcms/richtext-lexical'

import { BadgeInlineBlock, CalloutBlock, FootnoteInlineBlock } from './blocks/rich-text.js'

/** Default lexical features: also used for every richText field without its own editor. */
type Editor = ReturnType<typeof lexicalEditor>

export const defaultEditor: Editor = lexicalEditor()

/**
 * The richest editor (posts.body): defaults (headings, lists, quote, link, relationship, upload...)
 * plus tables, a fixed toolbar, a block and two inline blocks, and extra fields on upload nodes.
 */
export const postsBodyEditor: Editor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'upload'),
    UploadFeature({
      collections: { media: { fields: [{ name: 'caption', type: 'text' }] } },
    }),
    FixedToolbarFeature(),
    EXPERIMENTAL_TableFeature(),
    BlocksFeature({
      blocks: [CalloutBlock],
      inlineBlocks: [BadgeInlineBlock, FootnoteInlineBlock],
    }),
  ],
})
