import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { translations as allLanguages } from '@payloadcms/translations/all'
import { buildConfig, type Config, type DatabaseAdapterObj, type EmailAdapter, type SanitizedConfig } from 'payload'

import { Categories } from './collections/categories.js'
import { indexLocaleParents } from './database/locale-indexes.js'
import { sqliteDatabase } from './database/sqlite.js'
import { createMedia } from './collections/media.js'
import { createPages } from './collections/pages.js'
import { createPosts } from './collections/posts.js'
import { Users } from './collections/users.js'
import type { CmsPaths } from './data-dir.js'
import { defaultEditor } from './editors.js'
import { Navigation } from './globals/navigation.js'
import { SiteSettings } from './globals/site-settings.js'
import { PREVIEW_BREAKPOINTS } from './live-preview.js'
import { logInfo, stderrDestination } from './logger.js'
import { folioPlugin } from './plugin/index.js'

export type FolioCmsConfigOptions = {
  /** The CMS origin, e.g. http://127.0.0.1:4200 */
  serverURL: string
  /** The demo preview site origin, e.g. http://127.0.0.1:4201 */
  previewOrigin: string
  paths: CmsPaths
  secret: string
  /** Extra browser origins (Folio UI) allowed by CORS and for cookie auth. */
  allowedOrigins: string[]
  /** sharp, when installed: enables the media image sizes. */
  sharp?: unknown
  logLevel?: string
  /** PostgreSQL when FOLIO_DATABASE_URL asks for it (database/postgres.ts); SQLite in the data folder otherwise. */
  db?: DatabaseAdapterObj
}

/** No mail server: log instead of sending (e.g. forgot-password mails). */
const logEmails: EmailAdapter = () => ({
  name: 'folio-log',
  defaultFromAddress: 'cms@folio.local',
  defaultFromName: 'Folio CMS',
  sendEmail: (message) => {
    logInfo(`email to ${String(message.to)}: ${message.subject ?? ''}`)
    return Promise.resolve()
  },
})

/**
 * What every CMS Folio starts shares (the built-in one and the tests' second one): its address and
 * secret, CORS and CSRF for the Folio UI and the preview site, SQLite with the schema synced by the
 * server (or the PostgreSQL adapter the server passes), the logger and the Folio plugin. Each config
 * adds its own collections, admin and i18n.
 */
export const baseConfig = (options: FolioCmsConfigOptions) => {
  const origins = [...new Set([options.serverURL, options.previewOrigin, ...options.allowedOrigins])]
  return {
    serverURL: options.serverURL,
    secret: options.secret,
    telemetry: false,
    typescript: { autoGenerate: false },
    graphQL: { disable: true },
    cors: origins,
    csrf: origins,
    db:
      options.db ??
      // Each document's write all or nothing (database/sqlite.ts).
      sqliteDatabase({
        client: { url: `file:${options.paths.database}` },
        // The server syncs the schema itself (schema-sync.ts), in production too.
        push: false,
        // WAL: far fewer fsyncs while seeding, readers never block the writer.
        wal: true,
        afterSchemaInit: [indexLocaleParents],
      }),
    logger: { options: { level: options.logLevel ?? 'info' }, destination: stderrDestination },
    plugins: [folioPlugin()],
  } satisfies Partial<Config>
}

/** The admin settings both configs start from (no import map is generated: Folio is the admin). */
export const baseAdmin = (user: string) => ({
  user,
  importMap: { autoGenerate: false, baseDir: path.dirname(fileURLToPath(import.meta.url)) },
})

export const buildFolioConfig = (options: FolioCmsConfigOptions): Promise<SanitizedConfig> =>
  buildConfig({
    ...baseConfig(options),
    admin: {
      ...baseAdmin(Users.slug),
      livePreview: { breakpoints: PREVIEW_BREAKPOINTS },
      // Date fields with `timezone: true` offer these zones (Payload's default list is ~40 long).
      timezones: {
        supportedTimezones: [
          { label: 'UTC', value: 'UTC' },
          { label: 'London', value: 'Europe/London' },
          { label: 'Berlin', value: 'Europe/Berlin' },
          { label: 'New York', value: 'America/New_York' },
          { label: 'Tokyo', value: 'Asia/Tokyo' },
        ],
        defaultTimezone: 'Europe/Berlin',
      },
    },
    collections: [
      createPosts(options.previewOrigin),
      createPages(options.previewOrigin),
      Categories,
      createMedia(options.paths.media),
      Users,
    ],
    globals: [SiteSettings, Navigation],
    // Pages' scheduled publish and unpublish jobs, run when due (checked each minute).
    jobs: { autoRun: [{ cron: '* * * * *', queue: 'default', limit: 10 }] },
    editor: defaultEditor,
    // Every language Payload ships (its default is English alone): Folio offers the server's languages.
    i18n: { supportedLanguages: allLanguages, fallbackLanguage: 'en' },
    localization: {
      locales: [
        { code: 'en', label: 'English' },
        { code: 'de', label: 'Deutsch' },
        { code: 'fr', label: 'Français' },
      ],
      defaultLocale: 'en',
      fallback: true,
    },
    email: logEmails,
    sharp: options.sharp as never,
  })
