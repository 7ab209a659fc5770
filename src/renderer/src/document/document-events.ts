/**
 * Documents deleted, restored or made in this page or another tab or window of the same app: lists
 * read themselves again, and an edit view of a document deleted elsewhere shows not-found. Other
 * tabs hear it through a BroadcastChannel (same origin: the web host's tabs, the app's windows).
 */
import { useEffect, useState } from 'react'

export interface DocumentEvent {
  type: 'deleted' | 'restored' | 'created'
  /** The server the document lives on (see useServerKey): tabs may be connected to different ones. */
  server: string
  slug: string
  id: string
}

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

/** Counts the events about one collection's documents: a list adds it to its request key to read again. */
export function useCollectionChanges(server: string, slug: string): number {
  const [changes, setChanges] = useState(0)
  useEffect(
    () => onDocumentEvent((event) => event.server === server && event.slug === slug && setChanges((n) => n + 1)),
    [server, slug],
  )
  return changes
}
