import type { FolioClientBlock, FolioLoginWithUsername } from '@shared/protocol'
import type { Translate } from '../i18n/translate'

export type { Translate }

/** Payload's default `config.defaultMaxTextLength` (the client config always carries it). */
export const DEFAULT_MAX_TEXT_LENGTH = 40000

/** How Payload stores ids of a collection (`customIDType`, else the database adapter's `defaultIDType`). */
export type IDType = 'number' | 'text' | 'ObjectID'

export interface ValidationOptions {
  /** The client config's `defaultMaxTextLength`; 40000 (Payload's default) when left out. */
  defaultMaxTextLength?: number
  /** The auth collection's sanitized `auth.loginWithUsername` (only when validating that collection). */
  loginWithUsername?: false | FolioLoginWithUsername
  /** Accepted for parity with Payload's validator options; no built-in rule depends on it. */
  operation?: 'create' | 'update'
  /** `validateField` only: the data object holding the field (used by confirm-password, email/username, date timezone). */
  siblingData?: Record<string, unknown>
  /** The whole document; accepted for parity with Payload's validator options (only server-side filters use it). */
  data?: Record<string, unknown>
  /**
   * `validateField` only: the field's data path. Decides whether a top-level text field named
   * `username` is the auth username (defaults to the field's name).
   */
  path?: string
  /** `validateField` only: the JSON editor's parse error, like Payload's `jsonError` (see the json rule). */
  jsonError?: unknown
  /** The client config's `blocksMap`, to resolve a blocks field's `blockReferences` given as slugs. */
  blocksMap?: Record<string, FolioClientBlock>
  /**
   * Id type per related collection, for the relationship/upload id-shape check. Left out: an id is
   * accepted when it is valid as either a number or a text id (the client does not know the database).
   */
  idType?: IDType | ((collectionSlug: string) => IDType | undefined)
  /**
   * A draft save (or autosave): required, minLength and minRows wait for publishing, as Payload lets
   * drafts be incomplete; the limits no saved copy may break (maxLength, min/max, maxRows, options,
   * email and date shapes, values that cannot be sent) still apply.
   */
  draft?: boolean
}

/** One failed field of a document, with Payload's dotted data path (`tags.3.label`). */
export interface FieldValidationError {
  path: string
  message: string
}

/** Resolved options shared by every rule of one validation call. */
export interface RuleContext {
  t: Translate
  maxTextLength: number | undefined
  loginWithUsername: false | FolioLoginWithUsername
  idType: ValidationOptions['idType']
  blocksMap: Record<string, FolioClientBlock> | undefined
  jsonError: unknown
  draft: boolean
}

export type Data = Record<string, unknown>
