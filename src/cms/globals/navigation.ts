import type { GlobalConfig } from 'payload'

import { globalAccess } from '../access.js'

/** Versions without drafts: every save is a published version. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Navigation',
  admin: { group: 'Settings' },
  access: globalAccess,
  versions: { drafts: false, max: 50 },
  fields: [
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Item', plural: 'Items' },
      fields: [
        { name: 'label', type: 'text', required: true, localized: true },
        { name: 'page', type: 'relationship', relationTo: 'pages' },
        { name: 'url', type: 'text' },
        {
          name: 'children',
          type: 'array',
          fields: [
            { name: 'label', type: 'text', required: true, localized: true },
            { name: 'url', type: 'text' },
          ],
        },
      ],
    },
  ],
}
