/**
 * Conditions on tabs, as Payload's own field tests have them (test/fields, Tabs and ConditionalLogic):
 * a tab shown only for events, put first, and a whole tabs field shown only for sales
 * (tests/e2e/field-conditions.spec.ts).
 */
import type { CollectionConfig } from 'payload'
import { signedInOnly } from './alt-access.js'

const Occasions: CollectionConfig = {
  slug: 'cond-occasions',
  admin: { useAsTitle: 'title' },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'kind',
      type: 'select',
      defaultValue: 'page',
      options: ['page', 'event', 'sale'],
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Event',
          admin: { condition: (data) => data.kind === 'event' },
          fields: [{ name: 'venue', type: 'text' }],
        },
        { label: 'Content', fields: [{ name: 'body', type: 'textarea' }] },
      ],
    },
    {
      type: 'tabs',
      admin: { condition: (data) => data.kind === 'sale' },
      tabs: [{ name: 'pricing', label: 'Pricing', fields: [{ name: 'price', type: 'number' }] }],
    },
  ],
}

export const altConditionsCollections: CollectionConfig[] = [Occasions]
