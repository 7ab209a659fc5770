/** The keys local drafts are kept under: one per server, document and locale (each tab keeps its own under it). */
import { useSessionStore } from '../stores/session-store'
import type { EntityKind } from '../schema/schema'
import { dropAllDrafts } from './page-drafts'

/** The built-in CMS gets a new port each start, so it is keyed by name, not by URL. */
export function useServerKey(): string {
  return useSessionStore((s) => (s.session?.target.kind === 'local' ? 'local' : (s.session?.serverUrl ?? '')))
}

export function draftKeyOf(server: string, kind: EntityKind, slug: string, id: string | undefined, locale?: string) {
  return `${server}#${kind}:${slug}/${id ?? 'new'}@${locale ?? ''}`
}

/** A deleted document's edits in every locale go, every tab's: nothing offers to restore them. */
export function forgetDocumentDrafts(server: string, slug: string, id: string, locales: string[]): void {
  for (const locale of locales.length ? locales : [undefined])
    dropAllDrafts(draftKeyOf(server, 'collection', slug, id, locale))
}
