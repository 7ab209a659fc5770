/**
 * Runs one bulk action over many documents in batches: one where-based request per batch, so a
 * thousand documents are ten requests. Cancel stops after the batch under way; a lost connection
 * stops with what was done and leaves the rest to retry. Pure: the request is passed in.
 */
import type { DocId } from './selection'

export const BATCH_SIZE = 100

/** What one batch's request came back with. */
export type BatchAnswer =
  /** The server answered: these were done, these failed with its reason (ids in neither were not found). */
  | { kind: 'answered'; done: DocId[]; failed: Array<{ id: DocId; message: string }> }
  /** The whole batch failed for one reason the server gave (no access, a server error). */
  | { kind: 'rejected'; message: string }
  /** No answer: the connection or the CMS is gone. */
  | { kind: 'lost'; message: string }

export type FailureReason = 'locked' | 'error' | 'missing'

export interface FailedDoc {
  id: DocId
  reason: FailureReason
  message: string
}

export interface BulkProgress {
  total: number
  done: DocId[]
  failed: FailedDoc[]
  /** Not yet sent: after a cancel or a lost connection, what a retry would send. */
  remaining: DocId[]
  state: 'running' | 'finished' | 'cancelled' | 'lost'
  /** Why it stopped, when the connection was lost. */
  message?: string
}

export function batches<T>(items: T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Payload names a locked document in its error: such a document is skipped, never overwritten. */
export const isLockMessage = (message: string): boolean => /currently locked/i.test(message)

/** One batch's answer folded into the progress. */
export function applyAnswer(progress: BulkProgress, batch: DocId[], answer: BatchAnswer): BulkProgress {
  const rest = progress.remaining.filter((id) => !batch.includes(id))
  if (answer.kind === 'lost') return { ...progress, state: 'lost', message: answer.message }
  if (answer.kind === 'rejected') {
    const failed = batch.map((id) => ({ id, reason: 'error' as const, message: answer.message }))
    return { ...progress, remaining: rest, failed: [...progress.failed, ...failed] }
  }
  const done = batch.filter((id) => answer.done.includes(id))
  const failed: FailedDoc[] = []
  for (const id of batch) {
    if (done.includes(id)) continue
    const error = answer.failed.find((f) => f.id === id)
    if (!error) failed.push({ id, reason: 'missing', message: '' })
    else failed.push({ id, reason: isLockMessage(error.message) ? 'locked' : 'error', message: error.message })
  }
  return { ...progress, remaining: rest, done: [...progress.done, ...done], failed: [...progress.failed, ...failed] }
}

export const startProgress = (ids: DocId[]): BulkProgress => ({
  total: ids.length,
  done: [],
  failed: [],
  remaining: [...ids],
  state: 'running',
})

/**
 * Sends `ids` batch by batch. `isCancelled` is asked before each batch, so the one under way
 * finishes; `onProgress` hears every step. A retry passes the previous progress to go on from it.
 */
export async function runBulk(
  ids: DocId[],
  send: (batch: DocId[]) => Promise<BatchAnswer>,
  options: { isCancelled: () => boolean; onProgress: (progress: BulkProgress) => void; from?: BulkProgress },
): Promise<BulkProgress> {
  let progress: BulkProgress = options.from ? { ...options.from, state: 'running' } : startProgress(ids)
  delete progress.message
  options.onProgress(progress)
  for (const batch of batches(progress.remaining)) {
    if (options.isCancelled()) {
      progress = { ...progress, state: 'cancelled' }
      break
    }
    progress = applyAnswer(progress, batch, await send(batch))
    if (progress.state === 'lost') break
    options.onProgress(progress)
  }
  if (progress.state === 'running') progress = { ...progress, state: 'finished' }
  options.onProgress(progress)
  return progress
}
