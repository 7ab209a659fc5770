/**
 * Runs one bulk action over many documents in batches: one where-based request per batch, so a
 * thousand documents are ten requests. Cancel stops after the batch under way; a lost connection
 * stops with what was done and leaves the rest to retry. A batch whose answer was lost may have been
 * done all the same (the CMS died after writing, a proxy said 502 for it): its documents are read
 * again once the CMS answers, and each is reported done, not done (retried) or unknown. Pure: the
 * requests are passed in.
 */
import type { DocId } from './selection'

export const BATCH_SIZE = 100

/** What one batch's request came back with. */
export type BatchAnswer =
  /** The server answered: these were done, these failed with its reason (ids in neither were not found). */
  | { kind: 'answered'; done: DocId[]; failed: Array<{ id: DocId; message: string }> }
  /** The whole batch failed for one reason the server gave (no access, a server error). */
  | { kind: 'rejected'; message: string }
  /** No answer: the connection or the CMS is gone, or a proxy in between answered for it (502, 503, 504). */
  | { kind: 'lost'; message: string }

/** What reading a batch's documents again found. */
export type ConfirmAnswer =
  /** Read: these have the change on the server, these have not; the change of the rest cannot be told. */
  | { kind: 'read'; done: DocId[]; notDone: DocId[] }
  /** No answer again. */
  | { kind: 'lost'; message: string }

/** Waits before each new read of a lost batch: the CMS may be restarting. About 40 s in all. */
export const CONFIRM_WAITS_MS = [0, 1000, 2000, 3000, 5000, 8000, 8000, 13000]

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
  /** Not yet sent, or sent and read back unchanged: after a cancel or a lost connection, what a retry sends. */
  remaining: DocId[]
  /** Sent, but neither the answer nor a read since tells whether they were changed. */
  unknown: DocId[]
  /** `checking`: a batch's answer was lost, its documents are being read again. */
  state: 'running' | 'checking' | 'finished' | 'cancelled' | 'lost'
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
  unknown: [],
  state: 'running',
})

/** A read of documents whose change could not be confirmed, folded into the progress. */
export function applyConfirm(progress: BulkProgress, batch: DocId[], answer: ConfirmAnswer): BulkProgress {
  const others = (list: DocId[]) => list.filter((id) => !batch.includes(id))
  if (answer.kind === 'lost')
    return { ...progress, remaining: others(progress.remaining), unknown: [...others(progress.unknown), ...batch] }
  const done = batch.filter((id) => answer.done.includes(id))
  const notDone = batch.filter((id) => !done.includes(id) && answer.notDone.includes(id))
  const unknown = batch.filter((id) => !done.includes(id) && !notDone.includes(id))
  return {
    ...progress,
    done: [...progress.done, ...done],
    // Not done: sent again by a retry, first of all.
    remaining: [...notDone, ...others(progress.remaining)],
    unknown: [...others(progress.unknown), ...unknown],
  }
}

type RunOptions = {
  isCancelled: () => boolean
  onProgress: (progress: BulkProgress) => void
  from?: BulkProgress
  /** Reads a batch's documents again, after its answer was lost. Without it they count as not sent. */
  confirm?: (batch: DocId[]) => Promise<ConfirmAnswer>
  /** The pause between reads (a timer in the app). */
  wait?: (ms: number) => Promise<void>
}

/**
 * Reads `batch` again until the CMS answers (CONFIRM_WAITS_MS), or a cancel. What no read could tell
 * stays unknown.
 */
async function confirmLost(progress: BulkProgress, batch: DocId[], options: RunOptions): Promise<BulkProgress> {
  const { confirm, wait = (ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)) } = options
  if (!confirm) return progress
  let answer: ConfirmAnswer = { kind: 'lost', message: progress.message ?? '' }
  for (const pause of CONFIRM_WAITS_MS) {
    if (pause) await wait(pause)
    if (options.isCancelled()) break
    answer = await confirm(batch)
    if (answer.kind === 'read') break
  }
  return applyConfirm(progress, batch, answer)
}

/**
 * Sends `ids` batch by batch. `isCancelled` is asked before each batch, so the one under way
 * finishes; `onProgress` hears every step. A retry passes the previous progress to go on from it:
 * what was unknown is read again first, and only what was not done is sent.
 */
export async function runBulk(
  ids: DocId[],
  send: (batch: DocId[]) => Promise<BatchAnswer>,
  options: RunOptions,
): Promise<BulkProgress> {
  let progress: BulkProgress = options.from ? { ...options.from, state: 'running' } : startProgress(ids)
  delete progress.message
  options.onProgress(progress)
  if (progress.unknown.length) {
    progress = { ...progress, state: 'checking' }
    options.onProgress(progress)
    progress = await confirmLost(progress, progress.unknown, options)
    if (progress.unknown.length) {
      progress = { ...progress, state: 'lost', message: options.from?.message }
      options.onProgress(progress)
      return progress
    }
    progress = { ...progress, state: 'running' }
  }
  for (const batch of batches(progress.remaining)) {
    if (options.isCancelled()) {
      progress = { ...progress, state: 'cancelled' }
      break
    }
    const answer = await send(batch)
    progress = applyAnswer(progress, batch, answer)
    if (progress.state === 'lost') {
      // The batch may have been done all the same: read it again before telling.
      const lost = progress
      options.onProgress({ ...lost, state: 'checking' })
      progress = await confirmLost({ ...lost, state: 'checking' }, batch, options)
      // Every document read back as done, none left: the run did all it was asked to.
      const settled = !progress.remaining.length && !progress.unknown.length
      progress = { ...progress, state: settled ? 'running' : 'lost' }
      if (settled) delete progress.message
      break
    }
    options.onProgress(progress)
  }
  if (progress.state === 'running') progress = { ...progress, state: 'finished' }
  options.onProgress(progress)
  return progress
}
