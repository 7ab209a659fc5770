/**
 * For the tests of a session the server ends and of values the server sets (issue 21): `dispatches`
 * autosave drafts quickly, and a hook derives their slug from the title on every save, as real
 * configs do for slugs and publish dates.
 */
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { signedIn } from './alt-access.js'

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** The slug is the server's: whatever the form sent, it follows the title. */
const slugFromTitle: CollectionBeforeChangeHook = ({ data }) => {
  if (typeof data.title === 'string') data.slug = slugify(data.title)
  return data
}

export const Dispatches: CollectionConfig = {
  slug: 'dispatches',
  admin: { useAsTitle: 'title' },
  versions: { drafts: { autosave: { interval: 500 } } },
  access: { read: signedIn, readVersions: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  hooks: { beforeChange: [slugFromTitle] },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'body', type: 'textarea' },
    { name: 'slug', type: 'text', admin: { description: 'Set by the server from the title.' } },
  ],
}

export const sessionCollections: CollectionConfig[] = [Dispatches]
