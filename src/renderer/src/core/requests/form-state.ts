/**
 * Requests to the Folio plugin's form-state endpoint (the server half of Payload's form state: lock,
 * field conditions, default values, server validation) and to Payload's locked-documents collection.
 */
import type { ApiRequest, QueryValue } from '@shared/api'
import { FOLIO_ENDPOINTS, type FolioFormStateRequest } from '@shared/protocol'
import type { DocumentTarget } from './document'

const entityOf = (t: DocumentTarget): Pick<FolioFormStateRequest, 'collectionSlug' | 'globalSlug' | 'id'> =>
  t.kind === 'collection' ? { collectionSlug: t.slug, ...(t.id ? { id: t.id } : {}) } : { globalSlug: t.slug }

const operationOf = (t: DocumentTarget): FolioFormStateRequest['operation'] =>
  t.kind === 'global' || t.id ? 'update' : 'create'

function formStateRequest(body: FolioFormStateRequest, language?: string): ApiRequest {
  return { method: 'POST', path: FOLIO_ENDPOINTS.formState, body, ...(language ? { language } : {}) }
}

/**
 * Opening a document asks everything the form needs from the server in one call: the lock (taken for
 * this editor, or who holds it), which fields' conditions hide them for the loaded data, and for a new
 * document the fields' defaults.
 */
export function openFormStateRequest(
  t: DocumentTarget,
  options: {
    data: Record<string, unknown>
    lock: boolean
    conditions: boolean
    /** Also the relationship/upload fields' `filterOptions` for this data. */
    filterOptions?: boolean
    locale?: string
    language: string
  },
): ApiRequest | null {
  const isNew = operationOf(t) === 'create'
  if (!options.lock && !options.conditions && !options.filterOptions && !isNew) return null
  return formStateRequest(
    {
      ...entityOf(t),
      operation: operationOf(t),
      data: options.data,
      skipValidation: true,
      ...(options.lock && !isNew ? { updateLastEdited: true, returnLockStatus: true } : {}),
      ...(options.conditions ? { returnConditions: true } : {}),
      ...(options.filterOptions ? { returnFilterOptions: true } : {}),
      ...(isNew ? { returnDefaults: true } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
    },
    options.language,
  )
}

/** Take or refresh the lock (`take`), or only ask who holds it. */
export function lockStateRequest(t: DocumentTarget, take: boolean): ApiRequest {
  return formStateRequest({
    ...entityOf(t),
    data: {},
    operation: 'update',
    skipValidation: true,
    updateLastEdited: take,
    returnLockStatus: true,
  })
}

/**
 * The form state of the data as it is now: which fields' `admin.condition` hides them and which
 * documents the relationship fields' `filterOptions` allow (the functions stay on the server) and, with `validate`, the server's own validation (custom `validate` functions
 * included), as Payload's admin asks after form changes and after each save.
 */
export function formStateCheckRequest(
  t: DocumentTarget,
  data: Record<string, unknown>,
  options: { locale?: string; validate: boolean; conditions: boolean; filterOptions?: boolean; language?: string },
): ApiRequest {
  return formStateRequest(
    {
      ...entityOf(t),
      operation: operationOf(t),
      data,
      skipValidation: !options.validate,
      ...(options.conditions ? { returnConditions: true } : {}),
      ...(options.filterOptions ? { returnFilterOptions: true } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
    },
    options.language,
  )
}

/**
 * Form state of one rich-text block's drawer (Payload's inline-block form state): the block's data,
 * addressed by its schema path. `ask` says why: a new block asks for its fields' defaults (Payload keeps
 * them out of the client config); an opened one whose fields have filters asks what they allow,
 * validating nothing yet; an edited one is validated. Conditions are always evaluated, and with
 * `filterOptions` the relationship/upload fields' filters too.
 */
export function blockFormStateRequest(
  t: DocumentTarget,
  options: {
    schemaPath: string
    data: Record<string, unknown>
    /** The whole document: the block's conditions and validators see it as `data` (the block is `siblingData`). */
    documentData?: Record<string, unknown>
    ask: BlockFormStateAsk
    /** The block has relationship/upload fields: ask what their `filterOptions` allow for this data. */
    filterOptions?: boolean
    locale?: string
    language?: string
  },
): ApiRequest {
  return formStateRequest(
    {
      ...entityOf(t),
      operation: operationOf(t),
      data: options.data,
      ...(options.documentData ? { documentData: options.documentData } : {}),
      schemaPath: options.schemaPath,
      returnConditions: true,
      ...(options.filterOptions ? { returnFilterOptions: true } : {}),
      ...(options.ask === 'defaults' ? { returnDefaults: true, skipValidation: true } : {}),
      ...(options.ask === 'open' ? { skipValidation: true } : {}),
      ...(options.locale ? { locale: options.locale } : {}),
    },
    options.language,
  )
}

/** Why a block's drawer asks: a new block's defaults, an opened block's filters, or an edit's check. */
export type BlockFormStateAsk = 'defaults' | 'open' | 'check'

/**
 * The defaults of one new array row or block whose fields default by function (Payload runs those with
 * the user and locale, on the server): the rows are named by Payload's schema path (`layouts.items`,
 * `layouts.content.hero`), nothing is validated.
 */
export function rowDefaultsRequest(
  t: DocumentTarget,
  options: { schemaPath: string; locale?: string; language?: string },
): ApiRequest {
  return formStateRequest(
    {
      ...entityOf(t),
      operation: operationOf(t),
      data: {},
      schemaPath: options.schemaPath,
      returnDefaults: true,
      skipValidation: true,
      ...(options.locale ? { locale: options.locale } : {}),
    },
    options.language,
  )
}

function lockWhere(t: DocumentTarget, extra: Record<string, unknown>): Record<string, QueryValue> {
  const own =
    t.kind === 'collection'
      ? [{ 'document.relationTo': { equals: t.slug } }, { 'document.value': { equals: t.id } }]
      : [{ globalSlug: { equals: t.slug } }]
  return { where: { and: [...own, ...Object.entries(extra).map(([k, v]) => ({ [k]: v }))] } as QueryValue }
}

/** Removes the document's lock: every holder's (a take-over), or only this user's (leaving the document). */
export function releaseLockRequest(t: DocumentTarget, userId?: string | number): ApiRequest {
  return {
    method: 'DELETE',
    path: '/payload-locked-documents',
    query: lockWhere(t, userId === undefined ? {} : { 'user.value': { equals: userId } }),
  }
}
