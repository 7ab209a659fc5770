import type { CollectionConfig } from 'payload'

import { isEditor, isEditorField, isSignedIn, ROLES } from '../access.js'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  auth: true,
  admin: {
    group: 'Admin',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    // Users never show up in rich-text relationship pickers.
    enableRichTextRelationship: false,
  },
  access: {
    create: isEditor,
    delete: isEditor,
    read: isSignedIn,
    unlock: isEditor,
    update: isEditor,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'viewer',
      // The role travels in the JWT so access checks need no database read.
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: isEditorField, update: isEditorField },
      admin: { position: 'sidebar' },
    },
  ],
}
