import type { Block } from 'payload'

/** Layout blocks of posts and pages. `gallery` nests an array inside an array. */
export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'subheading', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}

export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Content', plural: 'Content blocks' },
  fields: [
    { name: 'text', type: 'textarea' },
    {
      name: 'align',
      type: 'select',
      defaultValue: 'left',
      options: [
        { label: 'Left', value: 'left' },
        { label: 'Center', value: 'center' },
        { label: 'Right', value: 'right' },
      ],
    },
  ],
}

export const GalleryBlock: Block = {
  slug: 'gallery',
  interfaceName: 'GalleryBlock',
  labels: { singular: 'Gallery', plural: 'Galleries' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'images',
      type: 'array',
      labels: { singular: 'Image', plural: 'Images' },
      maxRows: 12,
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        { name: 'caption', type: 'text' },
        {
          name: 'credits',
          type: 'array',
          labels: { singular: 'Credit', plural: 'Credits' },
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'role', type: 'text' },
          ],
        },
      ],
    },
  ],
}

export const layoutBlocks: Block[] = [HeroBlock, ContentBlock, GalleryBlock]
