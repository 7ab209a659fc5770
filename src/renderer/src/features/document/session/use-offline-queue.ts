/**
 * The document's offline save queue (offline-runner.ts) for a view: made once, sending only while
 * `enabled`, each save through the view's current `send`.
 */
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react'
import type { QueuedSaveMode } from './offline-queue'
import { createOfflineQueue, type SaveOutcome } from './offline-runner'

export type { SaveOutcome } from './offline-runner'

export function useOfflineQueue(options: {
  /** Sends one queued save with the form as it is now. */
  send: (mode: QueuedSaveMode) => Promise<SaveOutcome>
  /** Nothing is sent while false (the document is not loaded, or may not be saved). */
  enabled: boolean
}) {
  const [queue] = useState(() => createOfflineQueue({ send: options.send }))
  useLayoutEffect(() => queue.setSend(options.send))
  const queued = useSyncExternalStore(queue.subscribe, queue.getSnapshot)
  useEffect(() => queue.setEnabled(options.enabled), [queue, options.enabled])
  useEffect(() => () => queue.dispose(), [queue])
  return { queued, add: queue.add, restore: queue.restore, retryNow: queue.retryNow }
}
