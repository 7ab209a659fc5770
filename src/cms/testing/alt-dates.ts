/**
 * Date fields in each of Payload's picker appearances and with its `admin.date` options, for
 * tests/e2e/date-picker.spec.ts (the demo has only day-and-time dates).
 */
import type { CollectionConfig } from 'payload'
import { signedInOnly } from './alt-access.js'

export const ALT_DATES_SLUG = 'appointments'

const Appointments: CollectionConfig = {
  slug: ALT_DATES_SLUG,
  admin: { useAsTitle: 'title' },
  access: signedInOnly,
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'day', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'meeting',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', timeIntervals: 15 } },
    },
    { name: 'alarm', type: 'date', admin: { date: { pickerAppearance: 'timeOnly', displayFormat: 'HH:mm' } } },
    { name: 'month', type: 'date', admin: { date: { pickerAppearance: 'monthOnly' } } },
    {
      name: 'window',
      type: 'date',
      admin: {
        date: { minDate: new Date('2026-06-10T00:00:00Z'), maxDate: new Date('2026-06-20T00:00:00Z') },
      },
    },
  ],
}

export const altDatesCollections: CollectionConfig[] = [Appointments]
