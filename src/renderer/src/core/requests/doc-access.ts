/**
 * Payload's per-document permissions, asked as its own admin asks them (getDocPermissions): POST
 * `/<collection>/access/<id>` (or `/globals/<slug>/access`) with the status the save would write.
 * With `_status: 'draft'` the answer's `update` is the save permission; with `'published'` it is the
 * publish permission, so an access rule that looks at the data can allow drafts and refuse publishing.
 */
import type { ApiRequest } from '@shared/api'
import type { DocumentTarget } from './document'

export type AccessStatus = 'draft' | 'published'

export function docAccessRequest(
  t: DocumentTarget,
  options: { status: AccessStatus; locale?: string; language: string },
): ApiRequest {
  // A new document (no id) is asked about at the collection's own access path.
  const path =
    t.kind === 'global'
      ? `/globals/${t.slug}/access`
      : t.id
        ? `/${t.slug}/access/${encodeURIComponent(t.id)}`
        : `/${t.slug}/access`
  return {
    method: 'POST',
    path,
    body: { _status: options.status },
    ...(options.locale ? { query: { locale: options.locale } } : {}),
    language: options.language,
  }
}

/** The two questions Payload's admin asks about a document: save (draft status) and publish. */
export function documentAccessRequests(target: DocumentTarget, options: { locale?: string; language: string }) {
  const { locale, language } = options
  return {
    // Asked for a new document too: its fields' create answers (what may be typed) are those of the draft it
    // saves, not of a publish the editor may be refused. A new document's save itself is decided by create.
    access: docAccessRequest(target, { status: 'draft', locale, language }),
    publishedAccess: docAccessRequest(target, { status: 'published', locale, language }),
  }
}

/** Payload answers sanitized permissions: `update: true` (or `{ permission: true }`) when allowed, nothing when not. */
export function allowsUpdate(permissions: unknown): boolean {
  const update = (permissions as { update?: unknown } | null | undefined)?.update
  if (typeof update === 'boolean') return update
  if (update && typeof update === 'object' && 'permission' in update) return Boolean(update.permission)
  return false
}
