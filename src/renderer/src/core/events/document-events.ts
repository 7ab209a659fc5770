/**
 * Documents deleted, restored, made or saved in this page or another tab or window of the same app: lists
 * read themselves again, an edit view of a document deleted elsewhere shows not-found, and the document
 * header's facts of a saved document are replaced. Other tabs hear it through a BroadcastChannel (same
 * origin: the web host's tabs, the app's windows).
 */
import { useEffect, useState } from 'react'
import type { DocumentSummary } from '../stores/document-status'

interface DocumentChange {
  type: 'deleted' | 'restored' | 'created'
  /** The server the document lives on (see useServerKey): tabs may be connected to different ones. */
  server: string
  slug: string
  id: string
}

/** Saved (or read) by an edit view: what its header says of the document now, for the other windows' headers. */
export interface DocumentSaved {
  type: 'saved'
  server: string
  slug: string
  /** The document's id; '' for a global. */
  id: string
  /** The summary store's key: server, document and locale. */
  key: string
  summary: DocumentSummary
}

export type DocumentEvent = DocumentChange | DocumentSaved

type Listener = (event: DocumentEvent, fromElsewhere: boolean) => void

const CHANNEL_NAME = 'folio-documents'
const listeners = new Set<Listener>()
let channel: BroadcastChannel | null | undefined

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null
  channel?.addEventListener('message', (message: MessageEvent<DocumentEvent>) => {
    for (const listener of listeners) listener(message.data, true)
  })
  return channel
}

/** Tells this page and every other tab or window. */
export function announceDocument(event: DocumentEvent): void {
  for (const listener of listeners) listener(event, false)
  openChannel()?.postMessage(event)
}

/** Listens to what happens to documents here and elsewhere; returns the unsubscribe. */
export function onDocumentEvent(listener: Listener): () => void {
  openChannel()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Whether a list of this collection reads itself again: a document deleted, restored or made. A save
 * changes no list's membership, and reading again on every save (autosave included) would cost a request.
 */
export function changesCollection(event: DocumentEvent, server: string, slug: string): boolean {
  return event.type !== 'saved' && event.server === server && event.slug === slug
}

/** Counts the events about one collection's documents: a list adds it to its request key to read again. */
export function useCollectionChanges(server: string, slug: string): number {
  const [changes, setChanges] = useState(0)
  useEffect(
    () => onDocumentEvent((event) => changesCollection(event, server, slug) && setChanges((n) => n + 1)),
    [server, slug],
  )
  return changes
}
