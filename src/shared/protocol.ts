/**
 * Folio plugin protocol: the constants and response types of the endpoints that
 * `folioPlugin()` adds to a Payload 3 server. Shared with the Folio UI, so this file
 * must stay free of runtime imports (types and constants only).
 *
 * All endpoints live under Payload's REST route (default `/api`), e.g. `/api/folio/schema`.
 * They answer pure JSON. All but `info` (needed before signing in) require a signed-in user
 * (401 otherwise).
 * Errors use Payload's own shape: `{ errors: [{ message }] }`.
 */

/** Bumped on any incompatible change of the shapes below. */
export const FOLIO_PROTOCOL_VERSION = 1

/** Version of the plugin implementation (informative; compatibility is protocolVersion). */
export const FOLIO_PLUGIN_VERSION = '0.1.0'

/** Endpoint paths relative to Payload's API route. */
export const FOLIO_ENDPOINTS = {
  /** Public: plugin presence, protocol version and how to sign in. */
  info: '/folio/info',
  schema: '/folio/schema',
  previewUrl: '/folio/preview-url',
  formState: '/folio/form-state',
  /** GET: upcoming scheduled publish/unpublish events of a document; POST: queue one; DELETE: cancel one. */
  schedulePublish: '/folio/schedule-publish',
  /** GET: the versions screen's data in one answer (a page of version summaries and the newest ids). */
  versions: '/folio/versions',
  /** GET: the version screen's data in one answer (the version, its comparison, the picker's first page). */
  versionDiff: '/folio/version-diff',
  /** Public GET: the visual-editing overlay script a frontend includes once (an ES module). */
  visualEditingScript: '/folio/visual-editing.js',
  /**
   * Public GET with `?ticket=`: the relay page, at the CMS's own origin, that frames a frontend and
   * passes live-preview messages between it and one admin origin (see FolioPreviewUrlRequest.relayFor).
   */
  previewRelay: '/folio/preview-relay',
} as const

/** Payload's default lock duration when `lockDocuments` is left on. */
export const DEFAULT_LOCK_DURATION_SECONDS = 300

/** The form-state endpoint refreshes a held lock at most this often. */
export const LOCK_REFRESH_THROTTLE_SECONDS = 10

/**
 * A query parameter on a document's write (`?folioKeepLock=true`): the editor holds the lock and keeps it.
 * Payload deletes a document's lock on every update; the plugin takes it again for the writer within
 * the same write, so no other editor can find the document unlocked between a save and the next lock call.
 */
export const FOLIO_KEEP_LOCK_PARAM = 'folioKeepLock'

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

export type FolioEntityKind = 'collection' | 'global'

export type FolioErrorResponse = { errors: { message: string }[] }

/** A label as Payload's client config carries it: a string or `{ [language]: string }`. */
export type FolioLabel = string | Record<string, string> | false

/**
 * Loose shape of one field of Payload's client config (`createClientFields` output).
 * Only the members Folio relies on are spelled out; everything else is passed through.
 */
export type FolioClientField = {
  type: string
  name?: string
  label?: FolioLabel
  fields?: FolioClientField[]
  tabs?: (FolioClientField & { name?: string; label?: FolioLabel })[]
  blocks?: FolioClientBlock[]
  blockReferences?: (FolioClientBlock | string)[]
  localized?: boolean
  required?: boolean
  hidden?: boolean
  /** The field's default where it is a plain value (the plugin adds it; function defaults stay on the server). */
  defaultValue?: unknown
  /** Set by the Folio plugin: the default is a function, run on the server (a new row or block asks for it). */
  serverDefault?: boolean
  admin?: Record<string, unknown>
  /**
   * Set by the Folio plugin: the admin components the server declares for this field (one of
   * CUSTOM_COMPONENT_SLOTS), which Folio cannot run; the UI renders the field itself and says so.
   */
  customComponents?: string[]
  /** Set by the Folio plugin: the import path (`module#export`) and JSON props of the server's Field component. */
  customField?: { path: string; clientProps?: Record<string, unknown> }
  /**
   * Set by the Folio plugin on a tab, or an unnamed tabs field, row or collapsible, whose `admin.condition`
   * the server evaluates: the path, relative to the data level it stands in, that the form state's
   * `hiddenPaths` name when the condition fails (Payload's `_index-…` path; a named tab's name).
   */
  conditionPath?: string
  [key: string]: unknown
}

/** Slots of a field's `admin.components` a server's own admin would show in the edit view or list. */
export const CUSTOM_COMPONENT_SLOTS = [
  'Field',
  'Label',
  'Description',
  'beforeInput',
  'afterInput',
  'RowLabel',
  'Error',
  'Cell',
] as const

export type FolioClientBlock = {
  slug: string
  labels?: { singular?: FolioLabel; plural?: FolioLabel }
  fields: FolioClientField[]
  [key: string]: unknown
}

/** Loose shape of a collection or global in Payload's client config. */
export type FolioClientEntity = {
  slug: string
  fields: FolioClientField[]
  labels?: { singular?: FolioLabel; plural?: FolioLabel }
  label?: FolioLabel
  admin?: Record<string, unknown>
  versions?: false | { drafts?: false | { autosave?: false | { interval?: number } }; [key: string]: unknown }
  auth?: unknown
  upload?: unknown
  [key: string]: unknown
}

/**
 * Payload's client config (`createClientConfig` from `payload`), as JSON. Cast to Payload's own
 * `ClientConfig` type where its full typing is wanted.
 */
export type FolioClientConfig = {
  serverURL: string
  routes: { api: string; admin: string; graphQL?: string; [key: string]: unknown }
  cookiePrefix?: string
  admin: { user: string; dateFormat?: string; theme?: string; [key: string]: unknown }
  collections: FolioClientEntity[]
  globals: FolioClientEntity[]
  localization?:
    | false
    | {
        defaultLocale: string
        fallback?: boolean
        localeCodes: string[]
        locales: { code: string; label: FolioLabel; rtl?: boolean; fallbackLocale?: string | string[] }[]
      }
  [key: string]: unknown
}

// ---------------------------------------------------------------------------------------------
// GET /api/folio/info   (public: tells a client it talks to Payload with this plugin, and how to sign in)
// ---------------------------------------------------------------------------------------------

export type FolioLoginWithUsername = { allowEmailLogin: boolean; requireEmail: boolean; requireUsername: boolean }

export type FolioInfoResponse = {
  folio: { protocolVersion: typeof FOLIO_PROTOCOL_VERSION; pluginVersion: string }
  auth: {
    /** The auth collection editors sign in to (Payload's `admin.user`). */
    collection: string
    loginWithUsername: false | FolioLoginWithUsername
  }
}

// ---------------------------------------------------------------------------------------------
// GET /api/folio/schema
// ---------------------------------------------------------------------------------------------

/** Normalized `lockDocuments`: `false` when locking is off, else the lock duration in seconds. */
export type FolioLockSetting = false | { duration: number }

export type FolioBreakpoint = { name: string; label: string; width: number | string; height: number | string }

export type FolioLivePreviewInfo = {
  /** Live preview is configured for this entity (on the entity or in the root config). */
  enabled: boolean
  /** A URL (string or server-side function) is configured: resolve it with the preview-url endpoint. */
  hasURL: boolean
  /** Configured breakpoints (entity's, else root's); Payload adds a "responsive" one itself. */
  breakpoints: FolioBreakpoint[]
}

export type FolioEntityExtras = {
  slug: string
  kind: FolioEntityKind
  /** `admin.hidden`, evaluated for the requesting user (Payload's internal collections are hidden). */
  hidden: boolean
  lockDocuments: FolioLockSetting
  /** `versions.drafts` is on. */
  drafts: boolean
  /** Autosave interval in ms, or false. */
  autosave: false | { interval: number }
  livePreview: FolioLivePreviewInfo
  /** Keys into `extras.richText` for this entity's richText fields. */
  richTextFields: string[]
  /** Some field has an `admin.condition`: the form asks form-state which are hidden as data changes. */
  hasConditions?: boolean
  /** Some relationship/upload field has `filterOptions`: the form asks form-state for them as data changes. */
  hasFilterOptions?: boolean
  /**
   * Collections: the type of document ids (a custom id field's, else the database's default), so an id
   * that cannot be one (`/posts/abc` where ids are numbers) is not found without asking.
   */
  idType?: 'number' | 'text'
  /**
   * Collections with Payload's `trash: true`: a delete sets `deletedAt` (the document moves to the trash,
   * where it can be restored) instead of removing it for good.
   */
  trash?: boolean
  /** `admin.preview` is set: the edit view offers a Preview button (its URL from the preview-url endpoint). */
  preview?: boolean
  /** `versions.drafts.schedulePublish` is on: publish and unpublish can be scheduled (schedule-publish endpoint). */
  schedulePublish?: boolean
}

export type FolioRichTextBlock = FolioClientBlock

export type FolioRichTextField = {
  /**
   * Data path of the field prefixed with the entity slug: `<slug>.<field>`; named groups, named tabs
   * and arrays add their name, blocks add `<blocksField>.<blockSlug>`; rows, collapsibles and
   * unnamed tabs add nothing. E.g. `posts.body`, `pages.layout.content.text`. A rich-text field inside a
   * rich-text block adds the block's schema path:
   * `posts.body.lexical_internal_feature.blocks.lexical_blocks.<slug>.fields.<name>` (plugins before this
   * describe only top-level fields).
   */
  path: string
  entity: { kind: FolioEntityKind; slug: string }
  /** 'lexical' for @payloadcms/richtext-lexical; other editors only get the path. */
  editor: 'lexical' | 'unknown'
  /** Enabled feature keys in load order, e.g. ['bold', 'italic', ..., 'experimental_table', 'blocks']. */
  features: string[]
  /** Each feature's client props (JSON-safe subset), keyed by feature key. */
  featureProps: Record<string, unknown>
  blocks: FolioRichTextBlock[]
  inlineBlocks: FolioRichTextBlock[]
  /** Collections offered by the relationship feature (enableRichTextRelationship on, not uploads). */
  relationshipCollections: string[]
  /** Upload collections offered by the upload feature. */
  uploadCollections: string[]
  /** Extra fields of upload nodes, per upload collection. */
  uploadFields: Record<string, FolioClientField[]>
  /**
   * The link feature's own fields (`LinkFeature({ fields })`) beyond Payload's base ones (text, linkType,
   * url, doc, newTab): stored in the link node's `fields`. Absent from older plugins.
   */
  linkFields?: FolioClientField[]
}

/**
 * The server's `i18n` config, which Payload keeps out of the client config: the UI offers only these
 * languages, starts in the fallback one, and lays the server's own strings over Payload's.
 */
export type FolioI18nSettings = {
  /** Payload language codes (`i18n.supportedLanguages` keys), e.g. ['en', 'de']. */
  supportedLanguages: string[]
  fallbackLanguage: string
  /** `i18n.translations` of the supported languages: `{ [language]: { [group]: { [key]: text } } }`. */
  translations: Record<string, Record<string, Record<string, string>>>
}

export type FolioSchemaExtras = {
  collections: Record<string, FolioEntityExtras>
  globals: Record<string, FolioEntityExtras>
  richText: Record<string, FolioRichTextField>
  /** Root `admin.livePreview` breakpoints (also merged into each entity's info). */
  livePreviewBreakpoints: FolioBreakpoint[]
  defaultLockDurationSeconds: number
  lockRefreshThrottleSeconds: number
  /** Absent from plugins older than this field: the UI then offers every language it has. */
  i18n?: FolioI18nSettings
  /** The server's upload size limit in bytes (Payload's `upload.limits.fileSize`); absent when it sets none. */
  uploadFileSizeLimit?: number
  /**
   * The plugin answers the versions and version screens in one request each (FOLIO_ENDPOINTS.versions
   * and versionDiff). Absent from older plugins: the screens then read Payload's versions REST API.
   */
  versionScreens?: true
  /**
   * The plugin serves the visual-editing overlay script and the preview relay
   * (FOLIO_ENDPOINTS.visualEditingScript and previewRelay). Absent from older plugins.
   */
  visualEditing?: true
}

export type FolioSchemaResponse = {
  folio: { protocolVersion: typeof FOLIO_PROTOCOL_VERSION; pluginVersion: string }
  config: FolioClientConfig
  extras: FolioSchemaExtras
}

// ---------------------------------------------------------------------------------------------
// GET /api/folio/preview-url?collection=<slug>&id=<id>&locale=<code>   (or ?global=<slug>)
// POST /api/folio/preview-url  with FolioPreviewUrlRequest (resolves against unsaved data)
// ---------------------------------------------------------------------------------------------

export type FolioPreviewUrlRequest = {
  collection?: string
  global?: string
  id?: number | string
  locale?: string
  /** Unsaved form data; merged over the saved draft before the URL function runs. */
  data?: Record<string, unknown>
  /** 'preview': the entity's `admin.preview` (the Preview button) instead of its live-preview URL. */
  kind?: 'live' | 'preview'
  /**
   * An admin origin ('http://127.0.0.1:5173') that cannot talk to the frontend itself: the answer
   * carries `relayUrl` too, the relay page framing `url` for that origin alone (a signed, expiring ticket).
   */
  relayFor?: string
}

/** `url` is null when the URL function returned nothing for this document. */
export type FolioPreviewUrlResponse = { url: string | null; relayUrl?: string }

// ---------------------------------------------------------------------------------------------
// POST /api/folio/form-state
// ---------------------------------------------------------------------------------------------

export type FolioFormStateRequest = {
  collectionSlug?: string
  globalSlug?: string
  /** Required for collection updates; absent on create. */
  id?: number | string
  /** The whole form data of one locale (as the document API returns it). */
  data: Record<string, unknown>
  operation: 'create' | 'update'
  locale?: string
  /** Skip field validation (errors: []) and only handle the lock. */
  skipValidation?: boolean
  /** Take or refresh the lock for the current user (refresh throttled to every 10 s). */
  updateLastEdited?: boolean
  /** Report the lock state; implied by updateLastEdited. */
  returnLockStatus?: boolean
  /** Also answer the fields' default values (function defaults run for this user and locale), for a new document. */
  returnDefaults?: boolean
  /** Also answer which fields' `admin.condition` fails for this data (functions stay on the server). */
  returnConditions?: boolean
  /**
   * Also answer the `filterOptions` of the relationship/upload fields (functions stay on the server),
   * evaluated for this data as Payload's admin does: which documents the field's picker may offer.
   */
  returnFilterOptions?: boolean
  /**
   * Ask about one rich-text block's fields instead of the document's, named by Payload's schema path:
   * `<entity>.<field path>.lexical_internal_feature.blocks.lexical_blocks|lexical_inline_blocks.<slug>.fields`.
   * `data` is then the block's data; errors, defaults and hidden paths are relative to the block.
   */
  schemaPath?: string
  /**
   * With `schemaPath`: the whole document's form data, which the block's conditions and validators get
   * as `data` (the block's own data is their `siblingData` and `blockData`), as in Payload's admin.
   */
  documentData?: Record<string, unknown>
}

export type FolioFieldError = {
  /** Data path with row indexes, e.g. `title`, `tags.3.label`, `layout.0.images.1.caption`. */
  path: string
  message: string
  /** Human label path, e.g. `Tags 4 > Label`. */
  label?: string
}

export type FolioLockUser = {
  id: number | string
  collection: string
  email?: string
  /** The auth collection's useAsTitle value, else email, else id. */
  displayName: string
}

export type FolioLockedState = {
  /** Someone (possibly the current user) holds an unexpired lock. */
  isLocked: boolean
  /** The holder, or null when nobody holds a lock. */
  user: FolioLockUser | null
  /** When the holder last edited (the lock's updatedAt), ISO string. */
  lastEditedAt: string | null
}

export type FolioFormStateResponse = {
  errors: FolioFieldError[]
  /** null when no lock status was asked for, on create, or when locking is off for the entity. */
  lockedState: FolioLockedState | null
  /** Default values as a document (nested like the data), when asked with returnDefaults. */
  defaults?: Record<string, unknown>
  /** Data paths hidden by their condition, when asked with returnConditions. */
  hiddenPaths?: string[]
  /** When asked with returnFilterOptions: the filters of the shown fields that have `filterOptions`. */
  filterOptions?: FolioFilterOptions
  /**
   * When asked with returnFilterOptions: per data path of a shown select with `filterOptions`, the option
   * values it may offer; of a blocks field with `filterOptions`, the block slugs it may add (absent: all).
   */
  optionFilters?: Record<string, string[]>
}

/**
 * Per data path of a relationship/upload field with `filterOptions`, per related collection: the
 * Where its options must also match, or `false` (offer none). A collection left out is not filtered.
 */
export type FolioFilterOptions = Record<string, Record<string, FolioWhere | false>>

/** A Payload Where query, as JSON. */
export type FolioWhere = Record<string, unknown>

// ---------------------------------------------------------------------------------------------
// Scheduled publish (Payload's `schedulePublish` jobs)
// ---------------------------------------------------------------------------------------------

export type FolioScheduleType = 'publish' | 'unpublish'

/** POST body of the schedule-publish endpoint: a collection document (collection + id) or a global. */
export type FolioScheduleRequest = {
  collection?: string
  id?: number | string
  global?: string
  type: FolioScheduleType
  /** ISO date-time; must lie in the future. */
  date: string
  /** Publish one locale only (localized entities); omitted: all locales. */
  locale?: string
}

/** One upcoming event (a queued job not run yet). */
export type FolioScheduledEvent = {
  id: number | string
  type: FolioScheduleType
  waitUntil: string
  locale?: string
}

export type FolioScheduleListResponse = { events: FolioScheduledEvent[] }

// ---------------------------------------------------------------------------------------------
// GET /api/folio/versions?collection=<slug>&id=<id>&page=<n>&limit=<n>   (or ?global=<slug>)
// GET /api/folio/version-diff?collection=<slug>&id=<id>&version=<id>[&compare=<id>]   (or ?global=<slug>)
// Read with the user's access exactly as Payload's own versions endpoints (readVersions), in the
// request's `locale` and `fallback-locale`; snapshots are left out where localization and drafts are on.
// ---------------------------------------------------------------------------------------------

/**
 * What a versions table or the compare picker needs of each version. Without it each version comes
 * with the whole document (30 KB for ten versions of a post, ~1 KB with it).
 */
export const FOLIO_VERSION_SUMMARY_SELECT = {
  createdAt: true,
  updatedAt: true,
  autosave: true,
  publishedLocale: true,
  version: { _status: true },
} as const

/** A page of Payload's findVersions answer. */
export type FolioVersionPage<T = Record<string, unknown>> = {
  docs: T[]
  totalDocs: number
  totalPages: number
  page: number
  limit: number
  hasNextPage: boolean
  hasPrevPage: boolean
  [key: string]: unknown
}

/** The newest draft and published versions' ids (null: none); draftId is null without drafts. */
export type FolioLatestVersions = { draftId: number | string | null; publishedId: number | string | null }

/** One page of versions (newest first, summaries only for collections) and the newest ids the labels need. */
export type FolioVersionsResponse = { list: FolioVersionPage; latest: FolioLatestVersions }

/**
 * The version (in every locale where localized), the version it is compared with (the one named, else
 * the one before it; null when there is none), the newest ids, and the compare picker's first page.
 */
export type FolioVersionDiffResponse = {
  version: Record<string, unknown>
  compare: Record<string, unknown> | null
  latest: FolioLatestVersions
  choices: FolioVersionPage
}
