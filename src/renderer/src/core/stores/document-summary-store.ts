/**
 * What the document header says of each document (title, status, last modified, created), per server,
 * document and locale. The edit view's controller holds these facts and puts them here as they change;
 * the versions, version and API tabs take them from here and ask the server only for a document they
 * have no facts of (opened directly), keeping the answer for the next tab. An edit view in another window
 * or tab announces its facts as they change (a save there), and the facts known here are replaced, so a
 * header here is not left stale.
 */
import { create } from 'zustand'
import { onDocumentEvent, type DocumentEvent } from '../events/document-events'
import type { DocumentSummary } from './document-status'

interface DocumentSummaryStore {
  summaries: Record<string, DocumentSummary>
  /** Keeps these facts; true when they differ from the ones known. */
  remember(key: string, summary: DocumentSummary): boolean
  /**
   * Facts announced by an edit view elsewhere: taken for a document known here (one not known is read
   * when a tab needs it), unless older than the ones known (a save here landed after).
   */
  takeAnnounced(key: string, summary: DocumentSummary): void
  /** Signed out or another server: nothing known is kept. */
  forget(): void
}

/**
 * The documents (and locales) whose facts are kept, the ones told most lately: one visited long ago is
 * read again if a tab needs it, and a page left open all day does not keep every document it showed.
 */
export const SUMMARIES_KEPT = 200

export const useDocumentSummaryStore = create<DocumentSummaryStore>((set, get) => ({
  summaries: {},
  remember(key, summary) {
    const known = get().summaries[key]
    if (known && sameSummary(known, summary)) return false
    // Told last goes last, so the oldest come first when some go.
    const { [key]: _replaced, ...others } = get().summaries
    const kept = Object.keys(others)
    for (const old of kept.slice(0, Math.max(0, kept.length + 1 - SUMMARIES_KEPT))) delete others[old]
    set({ summaries: { ...others, [key]: summary } })
    return true
  },
  takeAnnounced(key, summary) {
    const known = get().summaries[key]
    if (!known || olderThan(summary, known)) return
    get().remember(key, summary)
  },
  forget() {
    set({ summaries: {} })
  },
}))

function olderThan(a: DocumentSummary, b: DocumentSummary): boolean {
  const at = a.updatedAt ? Date.parse(a.updatedAt) : NaN
  const bt = b.updatedAt ? Date.parse(b.updatedAt) : NaN
  return at < bt
}

/** The store's part of a document event: a header's facts announced by an edit view in another window. */
export function takeAnnouncedSummary(event: DocumentEvent, elsewhere: boolean): void {
  if (event.type === 'saved' && elsewhere) useDocumentSummaryStore.getState().takeAnnounced(event.key, event.summary)
}

/** Listens for facts announced elsewhere (the shell, while signed in); returns the unsubscribe. */
export function followAnnouncedSummaries(): () => void {
  return onDocumentEvent(takeAnnouncedSummary)
}

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
