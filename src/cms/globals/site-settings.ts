import type { GlobalConfig } from 'payload'

import { globalAccess } from '../access.js'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings' },
  access: globalAccess,
  versions: { drafts: true, max: 100 },
  fields: [
    { name: 'siteName', type: 'text', required: true, localized: true },
    { name: 'tagline', type: 'textarea', localized: true },
    { name: 'maintenanceMode', type: 'checkbox', defaultValue: false },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    {
      name: 'social',
      type: 'array',
      labels: { singular: 'Profile', plural: 'Profiles' },
      fields: [
        { name: 'platform', type: 'select', required: true, options: ['github', 'mastodon', 'youtube', 'linkedin'] },
        { name: 'url', type: 'text', required: true },
      ],
    },
  ],
}
