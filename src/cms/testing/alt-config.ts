/**
 * A second CMS for the tests, configured unlike the built-in one in everything Folio must follow:
 * the admin route (/cms-admin), two languages (English and German, German the fallback) with the
 * server's own strings, a date format, a per-document access rule (notes: only their owner may
 * update them) and a collection with drafts whose users may save drafts but not publish.
 *
 * Started by the built-in CMS's server with FOLIO_CMS_CONFIG=alt (see ../server.ts).
 */
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig, type Access, type CollectionConfig, type Payload, type SanitizedConfig } from 'payload'

import { baseAdmin, baseConfig, type FolioCmsConfigOptions } from '../config.js'
import { ensureSeedAccounts } from '../seed/accounts.js'
import { blocksCollections } from './alt-blocks.js'
import { altDatesCollections } from './alt-dates.js'
import { altFieldsCollections } from './alt-fields.js'
import { altInputsCollections } from './alt-inputs.js'
import { altPluginCollections, altPlugins } from './alt-plugins.js'
import { altPreviewCollections } from './alt-preview.js'
import { altRichTextCollections } from './alt-richtext.js'
import { altUrlCollections } from './alt-urls.js'
import { scheduleCollections, scheduleJobs } from './alt-schedule.js'
import { sessionCollections } from './alt-session.js'
import { lockCollections } from './alt-locks.js'
import { altUploadCollections } from './alt-upload.js'
import { altCropCollections } from './alt-crop.js'
import { rest21Collections, rest21Globals } from './alt-rest21.js'
import { altRelationsCollections } from './alt-relations.js'
import { altMediaCollections } from './alt-media.js'
import { altDefaultsCollections } from './alt-defaults.js'
import { altConditionsCollections } from './alt-conditions.js'
import { idsBlocks, idsCollections } from './alt-ids.js'
import { signedIn, signedInOnly } from './alt-access.js'
import { altRulesCollections } from './alt-rules.js'

export const ALT_ADMIN_ROUTE = '/cms-admin'
export const ALT_DATE_FORMAT = 'dd.MM.yyyy'
/** The server's own words for the dashboard heading, per language. */
export const ALT_DASHBOARD_TEXT = { en: 'Control room', de: 'Leitstand' } as const
export const ALT_USERS = [
  { email: 'alice@example.com', role: 'editor' },
  { email: 'bob@example.com', role: 'editor' },
] as const
export const ALT_NOTES = { alice: "Alice's note", bob: "Bob's note" } as const
export const ALT_ARTICLE_TITLE = 'Waiting for review'
export const ALT_PUBLISHED_ARTICLE_TITLE = 'Already out'

/** Only the note's owner may change it: a query, so Payload answers it per document. */
const ownerOnly: Access = ({ req }) => (req.user ? { owner: { equals: req.user.id } } : false)

/** Drafts may be saved, never published: Payload asks with `_status: 'published'` for publish. */
const draftsOnly: Access = ({ req, data }) =>
  Boolean(req.user) && (data as { _status?: string } | undefined)?._status !== 'published'

const AltUsers: CollectionConfig = {
  slug: 'users',
  auth: true,
  admin: { useAsTitle: 'email' },
  access: signedInOnly,
  fields: [{ name: 'role', type: 'text', defaultValue: 'editor', saveToJWT: true }],
}

const Notes: CollectionConfig = {
  slug: 'notes',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'updatedAt'] },
  access: { read: signedIn, create: signedIn, update: ownerOnly, delete: ownerOnly },
  lockDocuments: false,
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      defaultValue: ({ user }: { user?: { id: number | string } | null }) => user?.id,
    },
  ],
}

const Articles: CollectionConfig = {
  slug: 'articles',
  admin: { useAsTitle: 'title' },
  versions: { drafts: true },
  access: { read: signedIn, readVersions: signedIn, create: draftsOnly, update: draftsOnly, delete: signedIn },
  lockDocuments: false,
  fields: [{ name: 'title', type: 'text', required: true }],
}

export const buildAltConfig = (options: FolioCmsConfigOptions): Promise<SanitizedConfig> =>
  buildConfig({
    ...baseConfig(options),
    routes: { admin: ALT_ADMIN_ROUTE },
    admin: { ...baseAdmin(AltUsers.slug), dateFormat: ALT_DATE_FORMAT },
    i18n: {
      supportedLanguages: { en, de },
      fallbackLanguage: 'de',
      translations: {
        en: { general: { dashboard: ALT_DASHBOARD_TEXT.en } },
        de: { general: { dashboard: ALT_DASHBOARD_TEXT.de } },
      },
    },
    collections: [
      Notes,
      Articles,
      AltUsers,
      ...altUrlCollections(options.paths.media),
      ...altFieldsCollections,
      ...altInputsCollections,
      ...altDatesCollections,
      ...sessionCollections,
      ...lockCollections,
      ...altUploadCollections(`${options.paths.media}/assets`),
      ...altPluginCollections,
      ...altRichTextCollections,
      ...blocksCollections,
      ...scheduleCollections,
      ...altCropCollections(options.paths.media),
      ...rest21Collections,
      ...altRelationsCollections,
      ...altMediaCollections(options.paths.media),
      ...altDefaultsCollections,
      ...altConditionsCollections,
      ...idsCollections,
      ...altRulesCollections,
      ...altPreviewCollections,
    ],
    blocks: idsBlocks,
    globals: rest21Globals,
    jobs: scheduleJobs,
    plugins: [...altPlugins, ...baseConfig(options).plugins],
    // No serverURL (as most servers run): Payload's file and preview URLs are paths; sharp makes image sizes.
    serverURL: undefined,
    sharp: options.sharp as never,
  })

/** Alice and Bob (passwords generated into the accounts file, as the built-in CMS does), a note each, a draft and a published article. */
export const seedAlt = async (payload: Payload, accountsFile: string): Promise<void> => {
  const passwords = await ensureSeedAccounts(payload, accountsFile, ALT_USERS)
  const existing = await payload.count({ collection: 'users' })
  if (existing.totalDocs > 0) return
  const ids: Record<string, number | string> = {}
  for (const { email, role } of ALT_USERS) {
    const user = await payload.create({ collection: 'users', data: { email, role, password: passwords.get(email)! } })
    ids[email] = user.id
  }
  await payload.create({ collection: 'notes', data: { title: ALT_NOTES.alice, owner: ids['alice@example.com'] } })
  await payload.create({ collection: 'notes', data: { title: ALT_NOTES.bob, owner: ids['bob@example.com'] } })
  await payload.create({
    collection: 'articles',
    data: { title: ALT_ARTICLE_TITLE, _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })
  await payload.create({
    collection: 'articles',
    data: { title: ALT_PUBLISHED_ARTICLE_TITLE, _status: 'published' },
    overrideAccess: true,
  })
}
