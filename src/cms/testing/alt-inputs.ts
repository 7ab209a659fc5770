/**
 * The less common input options of Payload's fields, for tests/e2e/field-inputs.spec.ts: points
 * (required and not), a number whose `min` is off the step, placeholders plain and per language, and
 * dates with a timezone (several zones, and one fixed zone), a textarea's rows and direction, autocomplete.
 */
import type { CollectionConfig } from 'payload'
import { signedInOnly } from './alt-access.js'

export const ALT_INPUTS_SLUG = 'inp-specimens'

const zones = [
  { label: 'London', value: 'Europe/London' },
  { label: 'Tokyo', value: 'Asia/Tokyo' },
]

const InputSpecimens: CollectionConfig = {
  slug: ALT_INPUTS_SLUG,
  admin: { useAsTitle: 'title' },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'where', type: 'point', required: true },
    { name: 'also', type: 'point' },
    { name: 'weight', type: 'number', min: 0.5 },
    { name: 'weights', type: 'number', hasMany: true, min: 0.5 },
    { name: 'quarters', type: 'number', hasMany: true, admin: { step: 0.25 } },
    { name: 'nickname', type: 'text', admin: { placeholder: 'A short name' } },
    { name: 'city', type: 'text', admin: { placeholder: { en: 'Your city', de: 'Deine Stadt' } } },
    { name: 'story', type: 'textarea', admin: { placeholder: 'Tell it briefly' } },
    { name: 'contact', type: 'email', admin: { placeholder: 'name@example.com' } },
    { name: 'verse', type: 'textarea', admin: { rows: 8, rtl: true } },
    { name: 'street', type: 'text', admin: { autoComplete: 'street-address' } },
    { name: 'count', type: 'number', admin: { placeholder: 'How many' } },
    {
      name: 'size',
      type: 'select',
      options: ['small', 'large'],
      admin: { placeholder: 'Pick a size' },
    },
    { name: 'friend', type: 'relationship', relationTo: 'users', admin: { placeholder: 'Find a friend' } },
    {
      name: 'meeting',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
      timezone: { supportedTimezones: zones },
    },
    {
      name: 'londonOnly',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
      timezone: { supportedTimezones: [zones[0]!] },
    },
  ],
}

export const altInputsCollections: CollectionConfig[] = [InputSpecimens]
