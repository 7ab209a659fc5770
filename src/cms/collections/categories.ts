import type { CollectionConfig } from 'payload'

import { editorWritesSignedInReads } from '../access.js'

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Category', plural: 'Categories' },
  admin: {
    group: 'Library',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'color'],
    enableRichTextRelationship: true,
  },
  // Demo of an entity without document locking.
  lockDocuments: false,
  access: editorWritesSignedInReads,
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, admin: { position: 'sidebar' } },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'color',
      type: 'select',
      options: ['gray', 'blue', 'green', 'orange', 'purple'],
      defaultValue: 'gray',
    },
    // The posts that name this category: a join is virtual (no column), read from posts.categories.
    {
      name: 'posts',
      type: 'join',
      collection: 'posts',
      on: 'categories',
      defaultLimit: 5,
      defaultSort: '-updatedAt',
      admin: { defaultColumns: ['title', '_status', 'updatedAt'] },
    },
  ],
}
