/**
 * Saves asked for while the CMS cannot be reached, waiting to be sent in order when it answers again.
 * Each is sent with the form as it is then (never an older copy of it), so two saves of the same kind
 * in a row are one; a draft save and a publish stay two, in the order the editor asked.
 */
import type { QueuedSaveMode } from '@shared/drafts'

export type { QueuedSaveMode }

/** The queue with `mode` added at its end; a save of the kind already last adds nothing. */
export function enqueue(queue: readonly QueuedSaveMode[], mode: QueuedSaveMode): QueuedSaveMode[] {
  return queue[queue.length - 1] === mode ? [...queue] : [...queue, mode]
}

/** A queue read back from disk, in the same shape (anything else there is left out). */
export function restoredQueue(queued: unknown): QueuedSaveMode[] {
  if (!Array.isArray(queued)) return []
  return queued
    .filter((m): m is QueuedSaveMode => m === 'draft' || m === 'publish' || m === 'save')
    .reduce<QueuedSaveMode[]>((queue, mode) => enqueue(queue, mode), [])
}

/**
 * How many changes are waiting: the queued saves, and the autosave that keeps failing for the same
 * reason (its retries send the form as it is, so it counts once).
 */
export function waitingCount(queue: readonly QueuedSaveMode[], autosaveOffline: boolean): number {
  return queue.length + (autosaveOffline ? 1 : 0)
}
