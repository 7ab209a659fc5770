/**
 * The document header's status word, as Payload's admin names it: Published (the newest version is the
 * published one), Changed (a draft newer than the published version), Draft (never published). Entities
 * without drafts have no status.
 */
export type DocumentStatus = 'published' | 'changed' | 'draft' | null

/** What the document header's status line says of one document. */
export interface DocumentSummary {
  title?: string
  status: DocumentStatus
  updatedAt?: string
  createdAt?: string
}

export function documentStatus(options: {
  drafts: boolean
  /** `_status` of the newest version (the draft read). */
  status: unknown
  hasPublished: boolean
}): DocumentStatus {
  if (!options.drafts) return null
  if (options.status === 'published') return 'published'
  return options.hasPublished ? 'changed' : 'draft'
}

/** The translation key of each status word (Payload's own). */
export const STATUS_KEYS = {
  published: 'version:published',
  changed: 'version:changed',
  draft: 'version:draft',
} as const
