/**
 * One open document's writes to the CMS (a manual save, an autosave, a queued offline save, unpublish),
 * one at a time: each starts once every write asked for before it has settled, landed or failed. A
 * write's answer moves the document's updatedAt, so the next one's changed-on-server check must come
 * after it: otherwise the editor's own save would look like someone else's.
 */
export interface WriteQueue {
  /**
   * Runs `write` after every earlier write has settled. Its result (or error) is the caller's alone:
   * a write that fails neither stops nor fails the ones after it.
   */
  run<T>(write: () => Promise<T>): Promise<T>
  /**
   * Settles once every write asked for so far has: true when one was under way or waiting (a read made
   * now would miss what it writes), false at once when none was.
   */
  settled(): Promise<boolean>
}

/** `onIdle`: called each time the last write asked for has settled and none is waiting. */
export function createWriteQueue(onIdle?: () => void): WriteQueue {
  /** Settles when the last write asked for has; never rejects, so the chain never sticks on a failure. */
  let tail: Promise<void> = Promise.resolve()
  /** Writes asked for and not settled yet. */
  let open = 0
  const done = () => {
    open--
    if (open === 0) onIdle?.()
  }
  return {
    run<T>(write: () => Promise<T>): Promise<T> {
      open++
      // `then` also turns a write that throws before returning its promise into a rejection.
      const result = tail.then(write)
      tail = result.then(done, done)
      return result
    },
    settled: () => (open === 0 ? Promise.resolve(false) : tail.then(() => true)),
  }
}

/**
 * The page's queues of documents with writes open (and server). One with none open is dropped: a fresh
 * one waits for nothing either, and the page would otherwise keep one for every document it ever opened.
 */
const queues = new Map<string, WriteQueue>()

/** The write queue's key of a document: a global has no id. */
export const documentWritesKey = (server: string | null, kind: string, slug: string, id: string | undefined) =>
  `${server ?? ''}#${kind}:${slug}/${id ?? ''}`

/**
 * The writes of the document `key` on this page: a view opened on it again (the editor left and came
 * straight back, or moved to another document and back) shares the queue with what its last view still
 * has out, so its load waits for them (use-document-load.ts) instead of reading the copy before them.
 * Each call looks the document's queue up as it runs, so every view of it shares the one that is open.
 */
export function documentWriteQueue(key: string): WriteQueue {
  return {
    run(write) {
      let queue = queues.get(key)
      if (!queue) {
        const created = createWriteQueue(() => {
          if (queues.get(key) === created) queues.delete(key)
        })
        queues.set(key, (queue = created))
      }
      return queue.run(write)
    },
    settled: () => queues.get(key)?.settled() ?? Promise.resolve(false),
  }
}

/** How many documents have writes open on this page (what the page still holds for them). */
export const documentsWithWritesOpen = (): number => queues.size
