/**
 * What the document header says of each document (title, status, last modified, created), per server,
 * document and locale. The edit view's controller holds these facts and puts them here as they change;
 * the versions, version and API tabs take them from here and ask the server only for a document they
 * have no facts of (opened directly), keeping the answer for the next tab.
 */
import { create } from 'zustand'
import type { DocumentSummary } from '../elements/DocumentHeader/document-status'

interface DocumentSummaryStore {
  summaries: Record<string, DocumentSummary>
  remember(key: string, summary: DocumentSummary): void
  /** Signed out or another server: nothing known is kept. */
  forget(): void
}

export const useDocumentSummaryStore = create<DocumentSummaryStore>((set, get) => ({
  summaries: {},
  remember(key, summary) {
    const known = get().summaries[key]
    if (known && sameSummary(known, summary)) return
    set({ summaries: { ...get().summaries, [key]: summary } })
  },
  forget() {
    set({ summaries: {} })
  },
}))

function sameSummary(a: DocumentSummary, b: DocumentSummary): boolean {
  return a.title === b.title && a.status === b.status && a.updatedAt === b.updatedAt && a.createdAt === b.createdAt
}

/**
 * What the edit view tells the other tabs: its status line as shown, and the title as saved. A title
 * typed but not saved yet is not the document's: the one known before stays until a save.
 */
export function savedSummary(
  shown: DocumentSummary,
  previous: DocumentSummary | undefined,
  titleEdited: boolean,
): DocumentSummary {
  if (!titleEdited) return shown
  const { title: _typed, ...rest } = shown
  return previous?.title === undefined ? rest : { ...rest, title: previous.title }
}
