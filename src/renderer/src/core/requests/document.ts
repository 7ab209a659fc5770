/**
 * The edit view's reads of one document or global: the document itself (newest draft where drafts
 * are on, in the chosen locale without fallback) and whether a published version exists. Built in one
 * place so the screen and the boot-time prefetch send identical requests.
 */
import type { ApiRequest } from '@shared/api'
import { FOLIO_KEEP_LOCK_PARAM } from '@shared/protocol'
import type { EntityKind } from '../schema/schema'

export interface DocumentTarget {
  kind: EntityKind
  slug: string
  /** Absent for globals and for a new document. */
  id?: string
}

export const documentPath = (t: DocumentTarget) =>
  t.kind === 'collection' ? (t.id ? `/${t.slug}/${encodeURIComponent(t.id)}` : `/${t.slug}`) : `/globals/${t.slug}`

export function documentRequest(
  t: DocumentTarget,
  options: { drafts: boolean; locale?: string; language: string; trash?: boolean },
): ApiRequest {
  const { drafts, locale, language, trash } = options
  return {
    method: 'GET',
    path: documentPath(t),
    query: {
      depth: 0,
      ...(drafts ? { draft: true } : {}),
      ...(locale ? { locale, 'fallback-locale': 'none' } : {}),
      // A trashed document is found only when asked for from the trash.
      ...(trash ? { trash: true } : {}),
    },
    language,
  }
}

/** The non-draft read: its `_status` says whether a published version exists (Unpublish is offered then). */
export function publishedStatusRequest(t: DocumentTarget, locale?: string): ApiRequest {
  return {
    method: 'GET',
    path: documentPath(t),
    query: { depth: 0, select: { _status: true }, ...(locale ? { locale } : {}) },
  }
}

export type SaveMode = 'draft' | 'publish' | 'save'

/** Collections are updated with PATCH; globals (and new documents) with POST. */
const writeMethod = (t: DocumentTarget) => (t.kind === 'collection' && t.id ? 'PATCH' : 'POST')

/** The editor holds the document's lock: the Folio plugin keeps it through the write (Payload deletes it). */
const keepingLock = (keepLock: boolean | undefined) => (keepLock ? { [FOLIO_KEEP_LOCK_PARAM]: true } : {})

/**
 * A manual save: publish, save a draft, or a plain save where the entity has no drafts. `data` is the
 * document as Payload's REST API takes it back (see the document controller's body()).
 */
export function saveRequest(
  t: DocumentTarget,
  data: Record<string, unknown>,
  options: { mode: SaveMode; drafts: boolean; locale?: string; language: string; keepLock?: boolean },
): ApiRequest {
  const { mode, drafts, locale, language, keepLock } = options
  return {
    method: writeMethod(t),
    path: documentPath(t),
    body: drafts ? { ...data, _status: mode === 'publish' ? 'published' : 'draft' } : data,
    query: {
      depth: 0,
      ...(drafts && mode === 'draft' ? { draft: true } : {}),
      ...(locale ? { locale } : {}),
      ...keepingLock(keepLock),
    },
    language,
  }
}

/** Payload's autosave: a draft saved in place (the newest autosave version is updated, not added). */
export function autosaveRequest(
  t: DocumentTarget,
  data: Record<string, unknown>,
  options: { locale?: string; language: string; keepLock?: boolean },
): ApiRequest {
  return {
    method: writeMethod(t),
    path: documentPath(t),
    body: { ...data, _status: 'draft' },
    query: {
      depth: 0,
      draft: true,
      autosave: true,
      ...(options.locale ? { locale: options.locale } : {}),
      ...keepingLock(options.keepLock),
    },
    language: options.language,
  }
}

/** The published document becomes a draft: the public API no longer serves it. */
export function unpublishRequest(
  t: DocumentTarget,
  options: { locale?: string; language: string; keepLock?: boolean },
): ApiRequest {
  return {
    method: writeMethod(t),
    path: documentPath(t),
    body: { _status: 'draft' },
    query: { depth: 0, ...(options.locale ? { locale: options.locale } : {}), ...keepingLock(options.keepLock) },
    language: options.language,
  }
}

/** Only the server copy's updatedAt: has someone saved since this editor loaded the document? */
export function freshnessRequest(t: DocumentTarget, drafts: boolean): ApiRequest {
  return {
    method: 'GET',
    path: documentPath(t),
    query: { depth: 0, select: { updatedAt: true }, ...(drafts ? { draft: true } : {}) },
  }
}

/** The document a write answered with: Payload answers `{ doc }` for collections and `{ result }` for globals. */
export function savedDocument(data: unknown): Record<string, unknown> | undefined {
  const answer = data as { doc?: Record<string, unknown>; result?: Record<string, unknown> } | null
  return answer?.doc ?? answer?.result ?? undefined
}

/** The server's own words for a successful write, when it gave any. */
export function savedMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : undefined
}

/**
 * What the document header shows on every tab: the title, status and dates of the newest version (the
 * draft where drafts are on), in the locale the tab shows, nothing else.
 */
export function documentSummaryRequest(
  t: DocumentTarget,
  options: { drafts: boolean; titleField?: string; locale?: string; language: string },
): ApiRequest {
  const { drafts, titleField, locale, language } = options
  const select: Record<string, true> = { updatedAt: true, createdAt: true }
  if (titleField) select[titleField] = true
  if (drafts) select._status = true
  return {
    method: 'GET',
    path: documentPath(t),
    query: { depth: 0, select, ...(drafts ? { draft: true } : {}), ...(locale ? { locale } : {}) },
    language,
  }
}
